// Which board draws the game: the SVG board (board.js) for every board, or the 3D board
// (board3d.js) for a star board where WebGL works. The 3D board is the star's default; the SVG
// board is its fallback where WebGL fails and a choice (the view buttons' third button, kept in
// this browser; `?view=svg` in the page's URL). Both take the same draw calls and report the same
// pointer events, so play.js does not know which one draws.
//
// three.js (vendor/, MIT) is loaded only when a star board is first drawn in 3D. Its ES build is
// two files (three.module.js imports ./three.core.js by a relative path), so no import map is
// needed; the orbit control is the client's own (orbit.js), as three's example controls import the
// bare specifier 'three', which a page without an import map cannot resolve.

import { BoardView } from './board.js';
import { Board3D } from './board3d.js';
import { t } from './i18n.js';

const THREE_URL = '../vendor/three-0.187.0/three.module.js';
const BOARD_KEY = 'abstract-games.board';
const VIEW3D_KEY = 'abstract-games.view3d';

function stored(key, fallback) {
  try {
    return localStorage.getItem(key) || fallback;
  } catch (e) {
    return fallback;
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (e) {
    // Private browsing without storage: the choice lasts as long as the page.
  }
}

/** Whether this browser gives the page a WebGL context (a throwaway one, released at once). */
export function webglWorks() {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
    if (!gl) {
      return false;
    }
    const lose = gl.getExtension('WEBGL_lose_context');
    if (lose) {
      lose.loseContext();
    }
    return true;
  } catch (e) {
    return false;
  }
}

export class BoardHost {
  /**
   * @param {SVGSVGElement} svg the SVG board
   * @param {{pointDown: function(?number, object), pointOver: function(?number)}} picker the move picker
   * @param {HTMLElement} viewButtons the view buttons (`data-view`: slanted, above); the 2D/3D switch is `#view-board`
   */
  constructor(svg, picker, viewButtons) {
    this.svg = svg;
    this.wrap = svg.parentElement;
    this.picker = picker;
    // The 3D board reports points as the SVG board does (picking.js, "The view contract").
    this.handlers = {
      onPoint: (point, type) => picker.pointDown(point, { touch: type !== 'mouse' }),
      onHover: (point) => picker.pointOver(point),
    };
    /** What the picker asked to show (picking.js), for the 3D board. */
    this.shown = { selected: null, destinations: [], pending: null, preview: null, removal: null, tip: null };
    this.dirty = false;
    this.viewButtons = viewButtons;
    this.svgView = new BoardView(svg, picker, viewButtons);
    this.webgl = webglWorks();
    const forced = new URLSearchParams(location.search).get('view');
    this.want3d = this.webgl && forced !== 'svg' && stored(BOARD_KEY, '3d') !== '2d';
    this.three = null;
    this.loading = null;
    this.board3d = null;
    this.lastLeft = null;
    this.switchButton = document.getElementById('view-board');
    this.switchButton.hidden = !this.webgl;
    this.switchButton.addEventListener('click', () => {
      this.want3d = !this.active3d();
      store(BOARD_KEY, this.want3d ? '3d' : '2d');
      if (!this.want3d) {
        this.leave3d();
      }
      this.redraw();
    });
    for (const b of viewButtons.querySelectorAll('button[data-view]')) {
      b.addEventListener('click', () => {
        if (this.board3d) {
          const view = b.getAttribute('data-view');
          store(VIEW3D_KEY, view);
          this.board3d.preset(view);
          this.markButtons(view);
        }
      });
    }
    this.installHook();
  }

  active3d() {
    return Boolean(this.board3d);
  }

  // ----- the view contract of picking.js, passed on to the board that draws -----

  showSelection(point) {
    this.svgView.showSelection(point);
    this.show3d({ selected: point });
  }

  showDestinations(points, pending) {
    this.svgView.showDestinations(points, pending);
    this.show3d({ destinations: points, pending });
  }

  showPreview(preview) {
    this.svgView.showPreview(preview);
    this.show3d({ preview });
  }

  clearPreview() {
    this.svgView.clearPreview();
    this.show3d({ preview: null });
  }

  showRemoval(point) {
    this.svgView.showRemoval(point);
    this.show3d({ removal: point });
  }

  showTip(point) {
    this.svgView.showTip(point);
    this.show3d({ tip: point });
  }

  /** A burst of the picker's calls is drawn once, after the burst. */
  show3d(change) {
    Object.assign(this.shown, change);
    if (!this.dirty) {
      this.dirty = true;
      queueMicrotask(() => {
        if (this.dirty && this.board3d) {
          this.redraw();
        }
        this.dirty = false;
      });
    }
  }

  /**
   * Draws a state on the board that suits it (see the file's comment).
   * @param {object} geom geometry from geometry.js
   * @param {object} game the game state
   * @param {Array<object>} lastMoves the last moves to mark, the latest first
   */
  draw(geom, game, lastMoves) {
    this.last = [geom, game, lastMoves];
    this.dirty = false;
    const star = geom.kind === 'star';
    if (star && this.want3d && this.three) {
      if (!this.board3d) {
        this.start3d();
      }
      if (this.board3d) {
        this.board3d.draw(geom, game, { ...this.shown, lastMoves });
        return;
      }
    }
    if (star && this.want3d && !this.three && !this.loading) {
      this.load();
    }
    this.leave3d();
    this.show('svg');
    this.svgView.draw(geom, game, lastMoves);
  }

  redraw() {
    if (this.last) {
      this.draw(...this.last);
    }
  }

  load() {
    this.loading = import(THREE_URL).then((THREE) => {
      this.three = THREE;
      this.redraw();
    }).catch(() => {
      // The library did not load: the SVG board stays.
      this.want3d = false;
      this.webgl = false;
      this.switchButton.hidden = true;
    });
  }

  start3d() {
    const view = stored(VIEW3D_KEY, 'slanted') === 'above' ? 'above' : 'slanted';
    const reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    try {
      this.board3d = new Board3D(this.three, this.wrap, this.handlers, {
        polar: view === 'slanted' ? 0.87 : 0, reducedMotion: reduced,
      });
    } catch (e) {
      // WebGL failed after all (no context for the renderer): the SVG board it is.
      const stray = document.getElementById('board3d');
      if (stray) {
        stray.remove();
      }
      this.board3d = null;
      this.want3d = false;
      this.webgl = false;
      this.switchButton.hidden = true;
      return;
    }
    this.show('3d');
    this.markButtons(view);
  }

  /** Leaves the 3D board (its GPU resources freed), when it is up. */
  leave3d() {
    if (this.board3d) {
      this.lastLeft = this.board3d.dispose();
      this.board3d = null;
    }
  }

  /** The game is left: nothing of its board stays (the 3D board's resources are freed). */
  leave() {
    this.leave3d();
    this.last = null;
    this.show('svg');
  }

  show(which) {
    const is3d = which === '3d';
    this.svg.classList.toggle('off', is3d);
    this.svgView.inactive = is3d;
    document.body.setAttribute('data-board', which);
    this.switchButton.setAttribute('data-i18n', is3d ? 'play.board2d' : 'play.board3d');
    this.switchButton.textContent = t(is3d ? 'play.board2d' : 'play.board3d');
    if (is3d) {
      this.viewButtons.hidden = false;
    }
    // The switch stands with the view buttons: on a star board only.
    this.switchButton.hidden = !this.webgl || !(is3d || (this.last && this.last[0].kind === 'star'));
  }

  markButtons(view) {
    for (const b of this.viewButtons.querySelectorAll('button[data-view]')) {
      b.setAttribute('aria-pressed', String(b.getAttribute('data-view') === view));
    }
  }

  /** The test hook: window.board3d (docs/web-client.md, "The 3D board"). */
  installHook() {
    const host = this;
    const b = () => host.board3d;
    window.board3d = {
      /** Whether the 3D board draws the game now. */
      active: () => Boolean(b()),
      /** Whether nothing waits for a frame and no animation runs (the picture is what a tap hits). */
      settled: () => Boolean(b()) && !b().busy,
      /** A point's client position ({x, y}) by its name ("4.2"), on the board or on top of its piece. */
      screenOf: (name, onTop) => {
        const v = b();
        const p = v && v.geom && [...v.geom.points.values()].find((q) => q.name === name);
        return p ? v.screenOf(p.index, onTop) : null;
      },
      /** The name of the point a tap at a client position would hit, or null. */
      pick: (x, y) => {
        const v = b();
        const i = v ? v.pickAt(x, y) : null;
        return i === null || i === undefined ? null : v.geom.points.get(i).name;
      },
      /** The camera: azimuth and polar angle (radians) and distance (point spacings) and zoom. */
      camera: () => (b() ? {
        azimuth: b().orbit.azimuth, polar: b().orbit.polar, distance: b().orbit.distance, zoom: b().orbit.zoom,
      } : null),
      /** Whether an animation (a camera transition or a move) runs, paused or not. */
      animating: () => Boolean(b()) && b().tweens.length > 0,
      /** Pauses the animations where they are (true) or lets them run on (false). */
      pause: (paused) => b() && b().pause(paused),
      /** Pauses the running animations at a share (0 to 1) of their course. */
      seek: (share) => b() && b().seek(share),
      /** A point's name ("4.2") by its index, as the key buttons' data-point-index gives it. */
      pointName: (index) => (b() && b().geom.points.get(Number(index)) ? b().geom.points.get(Number(index)).name : null),
      /** The canvas's pixels per CSS pixel (the device's ratio, at most 2). */
      pixelRatio: () => (b() ? b().renderer.getPixelRatio() : null),
      /** Ends the running animations at their end. */
      finish: () => b() && b().finish(),
      /** The frames drawn so far. */
      frames: () => (b() ? b().frames : 0),
      /** What the scene shows: pieces, destinations, ghost, preview dots, last-move rings, trail dots. */
      scene: () => (b() ? b().describe() : null),
      /** The renderer's live resources now (geometries, textures, programs), or null without the 3D board. */
      resources: () => (b() ? b().counts() : null),
      /** The resources when the 3D board was last left: {before, after, afterRenderer, contextLost} (see Board3D#dispose). */
      left: () => host.lastLeft,
      /** Renders n frames of the scene as it stands and returns their mean CPU time in ms (measuring only). */
      measure: (n) => {
        const v = b();
        if (!v) {
          return null;
        }
        const gl = v.renderer.getContext();
        for (let i = 0; i < 3; i++) {
          v.render();
        }
        gl.finish();
        const t0 = performance.now();
        for (let i = 0; i < n; i++) {
          v.render();
          gl.finish();
        }
        return (performance.now() - t0) / n;
      },
    };
  }
}
