// The star board's view, the client's own (nothing of it goes to the server): from above, as the
// layout comes, or slanted, the board's plane tilted away from the viewer with the pieces standing
// on it; turned by dragging and zoomed by the wheel or two fingers. The camera maps a point of the
// layout's drawing (geometry.js) to the SVG's viewBox; the gestures change the camera.

const VIEW_KEY = 'abstract-games.view';

/** The slanted plane's vertical foreshortening: the board seen from about 37 degrees above it. */
export const SLANT = 0.6;

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** How far (CSS px) a pointer moves from where it went down before it turns the board instead of clicking. */
const DRAG_PX = 10;

/** The view kept in this browser: `above` (the default) or `slanted`. */
export function storedView() {
  try {
    return localStorage.getItem(VIEW_KEY) === 'slanted' ? 'slanted' : 'above';
  } catch (e) {
    return 'above';
  }
}

function storeView(view) {
  try {
    localStorage.setItem(VIEW_KEY, view);
  } catch (e) {
    // Private browsing without storage: the view lasts as long as the page.
  }
}

const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));

/**
 * The camera of a star board: the view, the rotation around the board's centre (radians, 0 with the
 * viewer's start camp at the bottom), the zoom (1 to 3) and the pan (viewBox units, only when
 * zoomed). A drawing point p lands at O + k * S * R * (p - C): C the board's centre, R the rotation,
 * S the slant (y scaled by {@link SLANT} in the slanted view), k the zoom times the scale that keeps
 * the turned board inside the viewBox at 1x, and O the viewBox's centre moved by the pan.
 */
export class Camera {
  constructor() {
    this.view = storedView();
    this.reset();
  }

  /** Back to the layout's orientation at 1x. */
  reset() {
    this.angle = 0;
    this.zoom = 1;
    this.panX = 0;
    this.panY = 0;
  }

  /** A view button: the view is kept in this browser, and the board turns back and zooms out. */
  setView(view) {
    this.view = view === 'slanted' ? 'slanted' : 'above';
    storeView(this.view);
    this.reset();
  }

  get slanted() {
    return this.view === 'slanted';
  }

  get squash() {
    return this.slanted ? SLANT : 1;
  }

  /**
   * The projection of a star geometry in the current view. `rise` is how far (drawing units) the
   * pieces stand up above their points in the slanted view, so that the top row's pieces fit too.
   * `box` is the corner the view buttons take ({left, bottom} in viewBox units) or null: the
   * slanted view's box is made higher where the buttons would cover a point or a standing piece in
   * the layout's orientation. Returns the viewBox's size, the plane's matrix, the scale k of the
   * pieces and `project(p)`.
   */
  project(geom, rise, box) {
    const sq = this.squash;
    const up = this.slanted ? rise : 0;
    const cx = geom.width / 2;
    const cy = geom.height / 2;
    // The star's outline, padded by the round stroke that draws its background (board.js) and a
    // little more for a selected piece's ring on a tip.
    const pad = geom.unit * 0.6;
    const outline = geom.camps.flatMap((c) => c.corners).concat(geom.hexagon);
    const extent = (cos, sin) => {
      let hx = 0;
      let hy = 0;
      for (const p of outline) {
        const dx = p.x - cx;
        const dy = p.y - cy;
        hx = Math.max(hx, Math.abs(cos * dx - sin * dy));
        hy = Math.max(hy, Math.abs(sin * dx + cos * dy));
      }
      return { hx: hx + pad, hy: sq * (hy + pad) };
    };
    const width = geom.width;
    // From above, the layout's own box; slanted, a box as wide with the tilted board's height, and
    // a strip above it as high as the buttons need. (It does not change as the board turns, so that
    // the board keeps its height on the page.)
    let strip = 0;
    let base = geom.height;
    if (this.slanted) {
      base = Math.round(2 * extent(1, 0).hy + up + 2 * pad * sq);
      if (box) {
        let highest = Infinity;
        for (const p of geom.points.values()) {
          if (p.x + geom.unit / 2 >= box.left) {
            highest = Math.min(highest, base / 2 - up / 2 + sq * (p.y - cy));
          }
        }
        strip = Math.max(0, Math.ceil(box.bottom - highest));
      }
    }
    const height = base + strip;
    const free = base;
    const cos = Math.cos(this.angle);
    const sin = Math.sin(this.angle);
    const e = extent(cos, sin);
    const fit = Math.min(1, width / 2 / e.hx, free / 2 / (e.hy + up / 2));
    const k = fit * this.zoom;
    const vx = width / 2;
    const vy = strip + free / 2 + (fit * up) / 2;
    const ox = vx + this.panX;
    const oy = vy + this.panY;
    const a = k * cos;
    const b = k * sq * sin;
    const c = -k * sin;
    const d = k * sq * cos;
    const tx = ox - (a * cx + c * cy);
    const ty = oy - (b * cx + d * cy);
    const n = (x) => (Math.abs(x) < 5e-7 ? 0 : x).toFixed(6).replace(/\.?0+$/, '');
    const proj = {
      width, height, k, sq, vx, vy, ox, oy,
      matrix: 'matrix(' + [a, b, c, d, tx, ty].map(n).join(' ') + ')',
      project: (p) => ({ x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty }),
    };
    this.last = proj;
    return proj;
  }

  /** Zooms to z (clamped to 1..3) keeping the viewBox point (qx, qy) over the same board point. */
  zoomAt(qx, qy, z, from) {
    const p = this.last;
    const base = from || { zoom: this.zoom, panX: this.panX, panY: this.panY, qx, qy };
    const zoom = clamp(z, MIN_ZOOM, MAX_ZOOM);
    const ratio = zoom / base.zoom;
    this.zoom = zoom;
    this.setPan(qx - p.vx - ratio * (base.qx - p.vx - base.panX), qy - p.vy - ratio * (base.qy - p.vy - base.panY));
  }

  /** The pan, kept so that the viewBox never shows more than a zoom's worth beyond the board (none at 1x). */
  setPan(x, y) {
    const p = this.last;
    this.panX = clamp(x, -(this.zoom - 1) * p.width / 2, (this.zoom - 1) * p.width / 2);
    this.panY = clamp(y, -(this.zoom - 1) * p.height / 2, (this.zoom - 1) * p.height / 2);
  }

  /** The direction of a viewBox point from the board's centre, measured on the (untilted) plane. */
  angleOf(qx, qy) {
    const p = this.last;
    return Math.atan2((qy - p.oy) / p.sq, qx - p.ox);
  }
}

/** The difference of two angles, in (-pi, pi]. */
function turn(a, b) {
  let d = a - b;
  while (d > Math.PI) {
    d -= 2 * Math.PI;
  }
  while (d <= -Math.PI) {
    d += 2 * Math.PI;
  }
  return d;
}

/**
 * The pointer gestures on a star board: a drag (more than {@link DRAG_PX} CSS px from where the
 * pointer went down: the mouse's primary button, a pen or one finger) turns the board around its
 * centre as if it were grabbed where the pointer is; two fingers zoom around their midpoint and pan
 * with it; the wheel zooms around the pointer. A press that does not move that far stays a click
 * or a tap; the click that ends a drag or a pinch is swallowed ({@link Gestures#takeClick}).
 */
export class Gestures {
  /**
   * @param {SVGSVGElement} svg the board
   * @param {Camera} camera the camera the gestures change
   * @param {function(): boolean} active whether the board is one with a camera (the star)
   * @param {function()} changed redraws the board
   */
  constructor(svg, camera, active, changed) {
    this.svg = svg;
    this.camera = camera;
    this.active = active;
    this.changed = changed;
    this.pointers = new Map();
    this.mode = null;
    this.swallow = false;
    svg.addEventListener('pointerdown', (e) => this.down(e));
    svg.addEventListener('pointermove', (e) => this.move(e));
    svg.addEventListener('pointerup', (e) => this.up(e));
    svg.addEventListener('pointercancel', (e) => this.up(e));
    // Not passive: the wheel over the board zooms it instead of scrolling the page.
    svg.addEventListener('wheel', (e) => this.wheel(e), { passive: false });
  }

  /** True while a drag turns the board or two fingers zoom it: hovering shows nothing then. */
  get busy() {
    return this.mode === 'turn' || this.mode === 'pinch' || this.mode === 'after-pinch';
  }

  /** Whether the click now arriving ends a drag or a pinch (and is to be ignored). */
  takeClick() {
    const swallow = this.swallow;
    this.swallow = false;
    return swallow;
  }

  /**
   * Whether the pointer just lifted ended a tap of a finger or a pen (once). The board takes such
   * a tap at its pointerup instead of waiting for the click the browser synthesises: a browser
   * whose gesture detector sees the finger down for longer than a long press (a busy machine
   * delivers the release late) synthesises no click at all, and the tap would be lost.
   */
  takeTap() {
    const tapped = Boolean(this.tapped);
    this.tapped = false;
    return tapped;
  }

  /** A client point in viewBox units. */
  toBoard(clientX, clientY) {
    const m = this.svg.getScreenCTM();
    if (!m) {
      return { x: clientX, y: clientY };
    }
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  /**
   * The direction of a client point from the board's centre, on the plane; null near the centre,
   * where it is not defined (the board waits there until the pointer moves out).
   */
  angleAt(clientX, clientY) {
    const q = this.toBoard(clientX, clientY);
    const o = this.camera.last;
    if (Math.hypot(q.x - o.ox, (q.y - o.oy) / o.sq) < 12) {
      return null;
    }
    return this.camera.angleOf(q.x, q.y);
  }

  down(e) {
    if (!this.active() || !this.camera.last) {
      return;
    }
    if (e.pointerType === 'mouse' && e.button !== 0) {
      return;
    }
    if (e.isPrimary || this.pointers.size === 0) {
      // A new press (no other pointer of its kind is down): what an earlier gesture left is
      // forgotten, a pointer whose release went elsewhere as well as the click a drag swallows
      // when none follows it (a touch drag has none).
      this.pointers.clear();
      this.swallow = false;
      this.mode = 'press';
    }
    this.pointers.set(e.pointerId, { type: e.pointerType, x0: e.clientX, y0: e.clientY, x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2 && [...this.pointers.values()].every((p) => p.type === 'touch')) {
      this.startPinch();
    }
  }

  move(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p) {
      return;
    }
    const px = p.x;
    const py = p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (this.mode === 'press' && Math.hypot(p.x - p.x0, p.y - p.y0) > DRAG_PX) {
      this.mode = 'turn';
      this.swallow = true;
      try {
        this.svg.setPointerCapture(e.pointerId);
      } catch (err) {
        // The pointer is gone already: the drag ends with its pointerup.
      }
      // Turned from where the pointer went down, so that the board follows the whole drag.
      this.lastAngle = this.angleAt(p.x0, p.y0);
    }
    if (this.mode === 'turn') {
      const a = this.angleAt(p.x, p.y);
      if (a !== null && this.lastAngle !== null) {
        this.camera.angle = normalised(this.camera.angle + turn(a, this.lastAngle));
        this.changed();
      }
      this.lastAngle = a;
    } else if (this.mode === 'pinch' && (px !== p.x || py !== p.y)) {
      this.pinch();
    }
  }

  up(e) {
    if (!this.pointers.delete(e.pointerId)) {
      return;
    }
    // A finger or a pen lifted near where it went down, alone: a tap (see takeTap).
    this.tapped = e.type === 'pointerup' && e.pointerType !== 'mouse' && this.mode === 'press' && this.pointers.size === 0;
    if (this.pointers.size === 0) {
      this.mode = null;
    } else if (this.mode === 'pinch') {
      // One finger left after a pinch: it neither turns the board nor clicks.
      this.mode = 'after-pinch';
    }
  }

  startPinch() {
    const [a, b] = [...this.pointers.values()];
    const qa = this.toBoard(a.x, a.y);
    const qb = this.toBoard(b.x, b.y);
    const c = this.camera;
    this.mode = 'pinch';
    this.swallow = true;
    this.pinchStart = {
      d: Math.max(1, Math.hypot(qa.x - qb.x, qa.y - qb.y)),
      zoom: c.zoom, panX: c.panX, panY: c.panY, qx: (qa.x + qb.x) / 2, qy: (qa.y + qb.y) / 2,
    };
  }

  pinch() {
    const [a, b] = [...this.pointers.values()];
    const qa = this.toBoard(a.x, a.y);
    const qb = this.toBoard(b.x, b.y);
    const s = this.pinchStart;
    const d = Math.hypot(qa.x - qb.x, qa.y - qb.y);
    this.camera.zoomAt((qa.x + qb.x) / 2, (qa.y + qb.y) / 2, s.zoom * (d / s.d), s);
    this.changed();
  }

  wheel(e) {
    if (!this.active() || !this.camera.last) {
      return;
    }
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    const q = this.toBoard(e.clientX, e.clientY);
    this.camera.zoomAt(q.x, q.y, this.camera.zoom * Math.exp(-e.deltaY * unit * 0.002));
    this.changed();
  }
}

function normalised(angle) {
  return turn(angle, 0);
}
