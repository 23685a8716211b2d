// The 3D board's camera and the gestures that move it: an orbit around the board's centre kept as
// azimuth, polar angle and distance (no three.js here, so that its limits are plain numbers). The
// camera changes only when the board draws a frame (board3d.js), so that a tap is always picked
// against the picture on the screen.

/** The top view's polar angle (radians from straight above). */
export const POLAR_ABOVE = 0;
/** The slanted preset's polar angle: about 50 degrees from straight above. */
export const POLAR_SLANTED = 0.87;
/** The lowest view a drag may tilt to: about 66 degrees from straight above. */
export const POLAR_LOW = 1.15;
/** The nearest zoom, as a share of the distance that shows the whole board. */
export const NEAREST = 1 / 3;
/** The farthest zoom, as a share of the distance that shows the whole board. */
export const FARTHEST = 1.25;

/** How far (CSS px) a pointer moves from where it went down before it orbits instead of tapping. */
const DRAG_PX = 8;

const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));

/** An angle in (-pi, pi]. */
export function normalised(a) {
  let d = a;
  while (d > Math.PI) {
    d -= 2 * Math.PI;
  }
  while (d <= -Math.PI) {
    d += 2 * Math.PI;
  }
  return d;
}

/**
 * The orbit: azimuth (radians, 0 with the viewer's start camp at the bottom of the screen), polar
 * angle (0 straight above, up to {@link POLAR_LOW}) and zoom (1 shows the whole board; from
 * {@link NEAREST}... as a distance share). {@link #distance} is the zoom times the fitting distance
 * the board sets from its size and the canvas's shape.
 */
export class Orbit {
  constructor(polar) {
    this.azimuth = 0;
    this.polar = clamp(polar, POLAR_ABOVE, POLAR_LOW);
    this.zoom = 1;
    this.fit = 20;
  }

  get distance() {
    return this.fit * this.zoom;
  }

  /** Turns and tilts by the given angles, the tilt kept between the top view and the low view. */
  rotate(dAzimuth, dPolar) {
    this.azimuth = normalised(this.azimuth + dAzimuth);
    this.polar = clamp(this.polar + dPolar, POLAR_ABOVE, POLAR_LOW);
  }

  /** Multiplies the distance, kept between {@link NEAREST} and {@link FARTHEST} of the fitting one. */
  scale(factor) {
    this.zoom = clamp(this.zoom * factor, NEAREST, FARTHEST);
  }

  /** The state to restore or tween between. */
  snapshot() {
    return { azimuth: this.azimuth, polar: this.polar, zoom: this.zoom };
  }

  /** A state between two snapshots (s from 0 to 1), the azimuth the short way round. */
  between(a, b, s) {
    this.azimuth = normalised(a.azimuth + normalised(b.azimuth - a.azimuth) * s);
    this.polar = a.polar + (b.polar - a.polar) * s;
    this.zoom = a.zoom + (b.zoom - a.zoom) * s;
  }
}

/**
 * The pointer gestures on the 3D board: a drag (the mouse's primary button, a pen or one finger,
 * more than {@link DRAG_PX} from where it went down) orbits: across turns the board, up and down
 * tilts it; two fingers pinch the distance; the wheel zooms. A press that does not move that far
 * is a tap or a click, reported by `tap(x, y, pointerType)` at its release; a mouse moving with no
 * button down is reported by `hover(x, y)` and its leaving by `hover(null)`.
 */
export class OrbitGestures {
  /**
   * @param {HTMLCanvasElement} canvas the board's canvas
   * @param {Orbit} orbit the orbit the gestures change
   * @param {{changed: function(), tap: function(number, number, string), hover: function(?number, ?number)}} on
   */
  constructor(canvas, orbit, on) {
    this.canvas = canvas;
    this.orbit = orbit;
    this.on = on;
    this.pointers = new Map();
    this.mode = null;
    const listen = (type, fn, opts) => {
      canvas.addEventListener(type, fn, opts);
    };
    listen('pointerdown', (e) => this.down(e));
    listen('pointermove', (e) => this.move(e));
    listen('pointerup', (e) => this.up(e, true));
    listen('pointercancel', (e) => this.up(e, false));
    listen('pointerleave', (e) => {
      if (e.pointerType === 'mouse' && !this.pointers.size) {
        this.on.hover(null, null);
      }
    });
    // Not passive: the wheel over the board zooms it instead of scrolling the page.
    listen('wheel', (e) => this.wheel(e), { passive: false });
    listen('contextmenu', (e) => e.preventDefault());
  }

  /** True while a drag orbits or two fingers pinch: hovering shows nothing then. */
  get busy() {
    return this.mode === 'orbit' || this.mode === 'pinch' || this.mode === 'after-pinch';
  }

  down(e) {
    if (e.pointerType === 'mouse' && e.button !== 0) {
      return;
    }
    if (e.isPrimary || this.pointers.size === 0) {
      this.pointers.clear();
      this.mode = 'press';
    }
    this.pointers.set(e.pointerId, { type: e.pointerType, x0: e.clientX, y0: e.clientY, x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      this.mode = 'pinch';
      this.pinchFrom = { d: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), zoom: this.orbit.zoom };
    }
  }

  move(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p) {
      if (e.pointerType === 'mouse' && e.buttons === 0) {
        this.on.hover(e.clientX, e.clientY);
      }
      return;
    }
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (this.mode === 'press' && Math.hypot(p.x - p.x0, p.y - p.y0) > DRAG_PX) {
      this.mode = 'orbit';
      try {
        this.canvas.setPointerCapture(e.pointerId);
      } catch (err) {
        // The pointer is gone already: the drag ends with its pointerup.
      }
      this.on.hover(null, null);
      // The whole drag counts, from where the pointer went down.
      this.turn(p.x - p.x0, p.y - p.y0);
      return;
    }
    if (this.mode === 'orbit') {
      this.turn(dx, dy);
    } else if (this.mode === 'pinch' && this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      const d = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
      this.orbit.zoom = this.pinchFrom.zoom;
      // Fingers apart bring the camera nearer.
      this.orbit.scale(this.pinchFrom.d / d);
      this.on.changed();
    } else if (this.mode === 'press' && e.pointerType === 'mouse') {
      this.on.hover(e.clientX, e.clientY);
    }
  }

  /** A drag of (dx, dy) CSS px: a drag across the board's height turns it about 230 degrees. */
  turn(dx, dy) {
    const h = Math.max(1, this.canvas.clientHeight);
    this.orbit.rotate(-4 * dx / h, -2 * dy / h);
    this.on.changed();
  }

  up(e, released) {
    const p = this.pointers.get(e.pointerId);
    if (!p) {
      return;
    }
    this.pointers.delete(e.pointerId);
    const tapped = released && this.mode === 'press' && this.pointers.size === 0;
    if (this.pointers.size === 0) {
      this.mode = null;
    } else if (this.mode === 'pinch') {
      // One finger left after a pinch: it neither orbits nor taps.
      this.mode = 'after-pinch';
    }
    if (tapped) {
      this.on.tap(e.clientX, e.clientY, e.pointerType || 'mouse');
    }
  }

  wheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    this.orbit.scale(Math.exp(e.deltaY * unit * 0.0015));
    this.on.changed();
  }
}
