// The SVG board: squares or the star, pieces, rings on destinations, the path preview, the last
// moves and the column tooltip. It draws what it is given and reports pointer events on points to
// the move picker; it is one of the picker's views (the view contract is written in picking.js).
// The star is drawn through the camera of view.js (from above or slanted, turned and zoomed).

import { el, text, clear, polyline, hopArcs } from './svg.js';
import { sideColours, campTint } from './colours.js';
import { Camera, Gestures, SLANT } from './view.js';
import { t } from './i18n.js';

export class BoardView {
  /**
   * @param {SVGSVGElement} svg the element to draw into
   * @param {{pointDown: function(?number, object), pointOver: function(?number)}} picker the move picker
   * @param {?HTMLElement} viewButtons the star's view buttons (`data-view` on each), or null
   */
  constructor(svg, picker, viewButtons) {
    this.svg = svg;
    this.picker = picker;
    /** What the picker asked to show (see picking.js). */
    this.shown = { selected: null, destinations: [], pending: null, preview: null, removal: null, tip: null };
    this.dirty = false;
    this.pointerType = 'mouse';
    this.camera = new Camera();
    this.viewButtons = viewButtons || null;
    // Before the click listener below, so that a drag's pointerdown is seen first.
    this.gestures = new Gestures(svg, this.camera, () => this.kind === 'star', () => this.redraw());
    svg.addEventListener('pointerdown', (e) => {
      this.pointerType = e.pointerType || 'mouse';
      this.tapTaken = false;
    });
    svg.addEventListener('pointerup', (e) => {
      if (this.gestures.takeTap()) {
        // A tap on the star is taken as the finger lifts, on the element it went down on (a touch
        // keeps its target), so that it does not hang on a synthesised click (Gestures#takeTap).
        this.tapTaken = true;
        this.picker.pointDown(pointOf(e.target), { touch: true });
      }
    });
    svg.addEventListener('click', (e) => {
      if (this.tapTaken) {
        // The click the browser synthesises for a tap taken at its pointerup.
        this.tapTaken = false;
        return;
      }
      if (this.gestures.takeClick()) {
        // The end of a drag that turned the board, or of a pinch: not a click on a point.
        return;
      }
      this.picker.pointDown(pointOf(e.target), { touch: this.pointerType !== 'mouse' });
    });
    svg.addEventListener('pointerover', (e) => {
      if (e.pointerType === 'mouse' && !this.gestures.busy) {
        this.picker.pointOver(pointOf(e.target));
      }
    });
    svg.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse' && !this.gestures.busy) {
        this.picker.pointOver(null);
      }
    });
    if (this.viewButtons) {
      for (const b of this.viewButtons.querySelectorAll('button[data-view]')) {
        b.addEventListener('click', () => {
          if (this.inactive) {
            // The 3D board draws the game (boards.js): the buttons move its camera.
            return;
          }
          this.camera.setView(b.getAttribute('data-view'));
          this.redraw();
        });
      }
    }
    // The slanted star keeps the view buttons' corner free, whose size in drawing units depends on
    // the board's width on the screen: a new width draws the board again.
    this.shownWidth = 0;
    new ResizeObserver(() => {
      const w = svg.clientWidth;
      if (w !== this.shownWidth) {
        this.shownWidth = w;
        if (this.kind === 'star' && this.camera.slanted) {
          requestAnimationFrame(() => this.redraw());
        }
      }
    }).observe(svg);
  }

  /** The corner the view buttons take, in drawing units ({left, bottom}), or null while not shown. */
  buttonsBox(geom) {
    const w = this.svg.clientWidth;
    if (!this.viewButtons || !w) {
      return null;
    }
    const unit = geom.width / w;
    return {
      left: (this.viewButtons.offsetLeft - 4) * unit,
      bottom: (this.viewButtons.offsetTop + this.viewButtons.offsetHeight + 4) * unit,
    };
  }

  // ----- the view contract of picking.js: a burst of calls is drawn once, after the burst -----

  showSelection(point) {
    this.show({ selected: point });
  }

  showDestinations(points, pending) {
    this.show({ destinations: points, pending });
  }

  showPreview(preview) {
    this.show({ preview });
  }

  clearPreview() {
    this.show({ preview: null });
  }

  showRemoval(point) {
    this.show({ removal: point });
  }

  showTip(point) {
    this.show({ tip: point });
  }

  show(change) {
    Object.assign(this.shown, change);
    if (!this.dirty) {
      this.dirty = true;
      queueMicrotask(() => {
        if (this.dirty) {
          this.redraw();
        }
      });
    }
  }

  /** Draws the last board again (the camera moved, the picker changed what to show). */
  redraw() {
    this.dirty = false;
    if (this.last && !this.inactive) {
      this.draw(...this.last);
    }
  }

  /**
   * Draws the whole board, with what the picker asked to show.
   * @param {object} geom geometry from geometry.js
   * @param {object} game the game state (contents, seats)
   * @param {Array<object>} lastMoves the last moves to mark, the latest first
   */
  draw(geom, game, lastMoves) {
    this.last = [geom, game, lastMoves];
    this.dirty = false;
    const ui = { ...this.shown, lastMoves };
    this.kind = geom.kind;
    this.svg.setAttribute('data-kind', geom.kind);
    if (this.viewButtons) {
      // The view buttons of a game that offers more than one view (its traits' `views`).
      this.viewButtons.hidden = geom.kind !== 'star' || !game.traits || game.traits.views.length < 2;
    }
    if (geom.kind === 'star') {
      this.drawStarView(geom, game, ui);
      return;
    }
    const svg = this.svg;
    const key = game.gameId + '|' + game.viewSeat + '|' + geom.points.size;
    if (this.key !== key) {
      // The board and the hit targets are built once per game and frame, so that the elements under
      // the pointer survive redraws between a press and its release.
      this.key = key;
      const title = svg.querySelector('title');
      clear(svg);
      if (title) {
        svg.appendChild(title);
      }
      svg.setAttribute('viewBox', '0 0 ' + geom.width.toFixed(0) + ' ' + geom.height.toFixed(0));
      ['data-view', 'data-angle', 'data-zoom'].forEach((a) => svg.removeAttribute(a));
      const board = el('g', { class: 'board' }, svg);
      drawSquares(board, geom, game.gameId);
      this.dynamic = el('g', { class: 'dynamic' }, svg);
      this.hits = el('g', { class: 'hits' }, svg);
      this.hitByIndex = new Map();
      for (const p of geom.points.values()) {
        const hit = el('circle', {
          class: 'hit', cx: p.x, cy: p.y, r: geom.unit / 2, 'data-point': p.name, 'data-index': p.index,
        }, this.hits);
        this.hitByIndex.set(p.index, hit);
      }
      this.overlay = el('g', { class: 'overlay' }, svg);
    }
    svg.setAttribute('data-game', game.gameId);
    clear(this.dynamic);
    clear(this.overlay);
    const r = 38;
    const pieces = el('g', { class: 'pieces' }, this.dynamic);
    for (const [index, stack] of game.contents) {
      const p = geom.points.get(index);
      if (stack && stack.length && p) {
        drawStack(pieces, p, stack, game, r, ui.selected === index, 1);
      }
    }
    // Above the pieces, so that a long jump's path stays visible over the pieces it jumped.
    const marks = el('g', { class: 'marks' }, this.dynamic);
    (ui.lastMoves || []).forEach((m, i) => drawLastMove(marks, geom, m, r, i > 0));
    // A column's height and counts over the marks, so that a trail never hides them: the badges
    // again (copies without the data attributes, which stay with their piece).
    const badges = el('g', { class: 'badges', 'aria-hidden': 'true' }, this.dynamic);
    for (const badge of pieces.querySelectorAll('.column-height, .column-counts')) {
      const copy = badge.cloneNode(true);
      for (const node of [copy, ...copy.querySelectorAll('*')]) {
        for (const a of [...node.attributes].filter((x) => x.name.startsWith('data-'))) {
          node.removeAttribute(a.name);
        }
      }
      copy.classList.add('badge-over');
      badges.appendChild(copy);
    }

    const rings = el('g', { class: 'rings' }, this.dynamic);
    if (ui.selected !== null && ui.selected !== undefined) {
      const p = geom.points.get(ui.selected);
      el('circle', { class: 'select-ring', cx: p.x, cy: p.y - liftOffset(r), r: r + 9, 'data-selected': p.name }, rings);
    }
    if (ui.removal !== null && ui.removal !== undefined) {
      const p = geom.points.get(ui.removal);
      el('circle', { class: 'removal-ring', cx: p.x, cy: p.y, r: r + 8, 'data-removal': p.name }, rings);
    }
    drawDestinations(rings, geom, ui, r);
    if (ui.preview) {
      const pts = ui.preview.path.map((i) => geom.points.get(i));
      el('path', { class: 'preview-path', d: hopArcs(pts, PATH_BULGE), 'data-preview': pts[pts.length - 1].name }, rings);
      const ghost = el('g', { class: 'ghost' }, rings);
      drawStack(ghost, pts[pts.length - 1], ui.preview.stack, game, r, false, 1);
    }
    this.describeHits(game);
    if (ui.tip !== null && ui.tip !== undefined) {
      drawTip(this.overlay, geom, game, ui.tip, r);
    }
  }

  /** Each occupied point's hit target says what stands there (the pointer's tooltip). */
  describeHits(game) {
    for (const [index, hit] of this.hitByIndex) {
      const stack = game.contents.get(index);
      const old = hit.querySelector('title');
      if (old) {
        hit.removeChild(old);
      }
      if (stack && stack.length) {
        el('title', null, hit).textContent = game.describeStack(index);
      }
    }
  }

  /**
   * The star through the camera. The plane (the star, its lines and points, the ◎ apexes, the
   * rings, the last moves and the path preview) is one group under the camera's matrix, so that it
   * turns, zooms and, slanted, tilts as a whole; the pieces are drawn upright at their points'
   * places, nearer ones over farther ones. Each point's hit target is the shape drawn there: its
   * spot on the plane, and the standing piece when there is one.
   */
  drawStarView(geom, game, ui) {
    const svg = this.svg;
    const cam = this.camera;
    const key = game.gameId + '|' + game.viewSeat + '|' + geom.points.size;
    if (this.key !== key) {
      // Built once per game and frame (see draw); a new board starts in the layout's orientation.
      this.key = key;
      cam.reset();
      const title = svg.querySelector('title');
      clear(svg);
      if (title) {
        svg.appendChild(title);
      }
      this.planeLow = el('g', { class: 'plane' }, svg);
      drawStar(this.planeLow, geom, game);
      this.marksLow = el('g', { class: 'marks' }, this.planeLow);
      this.dynamic = el('g', { class: 'dynamic' }, svg);
      this.planeHigh = el('g', { class: 'plane plane-over' }, svg);
      this.screenHigh = el('g', { class: 'rings' }, svg);
      this.hits = el('g', { class: 'hits' }, svg);
      this.hitByIndex = new Map();
      for (const p of geom.points.values()) {
        const hit = el('g', { class: 'hit', 'data-point': p.name, 'data-index': p.index }, this.hits);
        el('ellipse', { class: 'hit-spot', cx: 0, cy: 0 }, hit);
        el('path', { class: 'hit-piece', d: 'M0,0' }, hit);
        this.hitByIndex.set(p.index, hit);
      }
      this.overlay = el('g', { class: 'overlay' }, svg);
    }
    svg.setAttribute('data-game', game.gameId);
    const r = STAR_R;
    const slanted = cam.slanted;
    svg.setAttribute('data-view', cam.view);
    const proj = cam.project(geom, slanted ? uprightRise(r) : 0, slanted ? this.buttonsBox(geom) : null);
    svg.setAttribute('viewBox', '0 0 ' + proj.width.toFixed(0) + ' ' + proj.height.toFixed(0));
    svg.setAttribute('data-angle', String(Math.round((cam.angle * 180) / Math.PI)));
    svg.setAttribute('data-zoom', cam.zoom.toFixed(2));
    this.planeLow.setAttribute('transform', proj.matrix);
    this.planeHigh.setAttribute('transform', proj.matrix);
    if (this.viewButtons) {
      for (const b of this.viewButtons.querySelectorAll('button[data-view]')) {
        b.setAttribute('aria-pressed', String(b.getAttribute('data-view') === cam.view));
      }
    }
    [this.marksLow, this.dynamic, this.planeHigh, this.screenHigh, this.overlay].forEach(clear);
    const k = proj.k;
    const at = (p) => {
      const s = proj.project(p);
      return 'translate(' + f(s.x) + ' ' + f(s.y) + ') scale(' + k.toFixed(4) + ')';
    };
    const selected = ui.selected !== null && ui.selected !== undefined ? ui.selected : null;

    // On the plane: slanted, under the standing pieces; from above, over them as on the 8x8 boards.
    const marks = slanted ? this.marksLow : this.planeHigh;
    (ui.lastMoves || []).forEach((m, i) => drawLastMove(marks, geom, m, r, i > 0));
    if (selected !== null && slanted) {
      const p = geom.points.get(selected);
      el('circle', { class: 'select-ring', cx: p.x, cy: p.y, r: r + 9, 'data-selected': p.name }, marks);
    }
    drawDestinations(marks, geom, ui, r);
    let landing = null;
    if (ui.preview) {
      const pts = ui.preview.path.map((i) => geom.points.get(i));
      landing = pts[pts.length - 1];
      el('path', { class: 'preview-path', d: hopArcs(pts, PATH_BULGE), 'data-preview': landing.name }, marks);
    }

    if (slanted) {
      // The marks again over the pieces, faint, so that what a piece in front hides still shows.
      const copy = this.marksLow.cloneNode(true);
      for (const node of [copy, ...copy.querySelectorAll('*')]) {
        for (const a of [...node.attributes].filter((x) => x.name.startsWith('data-'))) {
          node.removeAttribute(a.name);
        }
      }
      copy.setAttribute('class', 'see-through');
      this.planeHigh.appendChild(copy);
    }

    // The pieces, and the translucent piece where a previewed move lands, farthest first.
    const items = [];
    for (const [index, stack] of game.contents) {
      const p = geom.points.get(index);
      if (stack && stack.length && p) {
        items.push({ p, stack, lifted: selected === index, ghost: false, y: proj.project(p).y });
      }
    }
    if (landing) {
      items.push({ p: landing, stack: ui.preview.stack, lifted: false, ghost: true, y: proj.project(landing).y });
    }
    if (slanted) {
      items.sort((a, b) => a.y - b.y);
    }
    const pieces = el('g', { class: 'pieces' }, this.dynamic);
    for (const item of items) {
      const parent = item.ghost ? el('g', { class: 'ghost' }, slanted ? pieces : this.screenHigh) : pieces;
      const g = el('g', { transform: at(item.p) }, parent);
      const origin = { x: 0, y: 0, name: item.p.name };
      if (slanted) {
        drawUpright(g, origin, item.stack, game, r, item.lifted);
      } else {
        drawStack(g, origin, item.stack, game, r, item.lifted, 1);
      }
    }
    if (selected !== null && !slanted) {
      const p = geom.points.get(selected);
      const g = el('g', { transform: at(p) }, this.screenHigh);
      el('circle', { class: 'select-ring', cx: 0, cy: -liftOffset(r), r: r + 9, 'data-selected': p.name }, g);
    }

    // The hit targets, in the order the pieces are drawn, so that a nearer piece is over a farther one.
    const spot = geom.unit / 2 - 1;
    const order = [];
    for (const p of geom.points.values()) {
      const hit = this.hitByIndex.get(p.index);
      const stack = game.contents.get(p.index);
      hit.setAttribute('transform', at(p));
      const [ellipse, body] = hit.children;
      ellipse.setAttribute('rx', spot.toFixed(1));
      ellipse.setAttribute('ry', (spot * proj.sq).toFixed(1));
      body.setAttribute('d', slanted && stack && stack.length
        ? uprightOutline(r, stack[stack.length - 1].king, selected === p.index) : 'M0,0');
      order.push({ hit, y: proj.project(p).y });
    }
    if (slanted) {
      order.sort((a, b) => a.y - b.y);
      const now = Array.from(this.hits.children);
      if (order.some((o, i) => now[i] !== o.hit)) {
        // Only when the board turned (the order is by points, not pieces): a hit moved in the page
        // loses a press on it, and a turn swallows its click anyway.
        order.forEach((o) => this.hits.appendChild(o.hit));
      }
    }
    this.describeHits(game);
  }
}

/** How far the previewed path arcs over each hop, in hop lengths (see hopArcs). */
const PATH_BULGE = 0.3;

/**
 * A glowing ring on each destination of the selected piece (the pending one marked), on a
 * point's spot: a wide, faint halo under the ring.
 */
function drawDestinations(parent, geom, ui, r) {
  for (const index of ui.destinations || []) {
    const p = geom.points.get(index);
    el('circle', { class: 'dest-glow', cx: p.x, cy: p.y, r: r + 4 }, parent);
    el('circle', {
      class: 'dest-ring' + (ui.pending === index ? ' pending' : ''),
      cx: p.x, cy: p.y, r: r + 4, 'data-dest': p.name,
    }, parent);
  }
}

/** The radius of a piece on the star, in drawing units (points are 64 apart). */
const STAR_R = 24;

function pointOf(target) {
  const node = target && target.closest ? target.closest('[data-index]') : null;
  return node ? Number(node.getAttribute('data-index')) : null;
}

function liftOffset(r) {
  return r * 0.25;
}

function drawSquares(svg, geom, gameId) {
  el('rect', { class: 'board-frame', ...geom.frame }, svg);
  for (const s of geom.squares) {
    el('rect', { class: s.dark ? 'sq-dark' : 'sq-light', x: s.x, y: s.y, width: geom.unit, height: geom.unit }, svg);
  }
  for (const c of geom.coords) {
    text(c.text, { class: 'coord', x: c.x, y: c.y }, svg);
  }

}

function drawStar(svg, geom, game) {
  // The star: every camp's triangle and the hexagon, padded by a wide round stroke.
  const bg = el('g', { class: 'star' }, svg);
  for (const c of geom.camps) {
    el('polygon', { class: 'star-bg', points: polyline(c.corners), 'stroke-width': geom.unit * 1.1, 'stroke-linejoin': 'round' }, bg);
  }
  el('polygon', { class: 'star-bg', points: polyline(geom.hexagon), 'stroke-width': geom.unit * 1.1, 'stroke-linejoin': 'round' }, bg);
  el('polygon', { class: 'hexagon', points: polyline(geom.hexagon) }, svg);
  for (const c of geom.camps) {
    const look = c.seat === null || c.seat === undefined ? null : game.traits.seats[c.seat];
    const tint = campTint(game.gameId, c.seat);
    el('polygon', {
      class: 'camp', fill: tint, stroke: tint, 'stroke-width': geom.unit * 0.6, 'stroke-linejoin': 'round',
      points: polyline(c.corners), 'data-camp': c.kind + ':' + (look ? look.palette : 'none'),
    }, svg);
  }
  for (const [a, b] of geom.lines) {
    el('line', { class: 'line', x1: a.x, y1: a.y, x2: b.x, y2: b.y }, svg);
  }
  for (const p of geom.points.values()) {
    el('circle', { class: 'point', cx: p.x, cy: p.y, r: 6 }, svg);
  }
  // The apex, the ◎ of the rules: two rings round the tip point.
  for (const a of geom.apexes) {
    el('circle', { class: 'apex-mark', cx: a.point.x, cy: a.point.y, r: geom.unit * 0.46 }, svg);
    el('circle', { class: 'apex-mark', cx: a.point.x, cy: a.point.y, r: geom.unit * 0.3 }, svg);
  }

}

function drawLastMove(g, geom, move, r, older) {
  const from = geom.points.get(move.from);
  if (!from) {
    return;
  }
  const cls = older ? ' older' : '';
  if (move.path && move.path.length > 1) {
    const pts = move.path.map((i) => geom.points.get(i));
    el('polyline', { class: 'last-path' + cls, points: polyline(pts) }, g);
  }
  el('circle', { class: 'last-from' + cls, cx: from.x, cy: from.y, r: r + 6, 'data-last-from': from.name }, g);
}

function sideName(game, seat) {
  return game.seats[seat] ? game.seats[seat].name : String(seat);
}

/** The most pieces under the top one drawn as bands; the counts tell the rest. */
const MAX_BANDS = 4;

/**
 * Draws a piece or a column at a point. A column is drawn as a stack seen a little from the side:
 * the top piece as the large disc, and under it a band per piece below it, in that piece's colour
 * (a gold line marks a king), as many as {@link MAX_BANDS}; a column of 2 or more shows its
 * height, and one of 3 or more also how many pieces of each colour it holds.
 */
function drawStack(g, p, stack, game, r, lifted, opacity) {
  const top = stack[stack.length - 1];
  const seatName = sideName(game, top.seat);
  const col = sideColours(game.gameId, top.seat);
  const dy = lifted ? liftOffset(r) : 0;
  const king = top.king;
  const group = el('g', {
    'data-piece': p.name, 'data-side': seatName, 'data-king': king ? 'true' : 'false', 'data-mark': top.mark || 'none', opacity,
  }, g);
  if (stack.length === 1) {
    const radius = king && game.kind === 'star' ? r * 1.18 : r;
    el('circle', {
      class: 'piece' + (lifted ? ' lifted' : ''), cx: p.x, cy: p.y - dy, r: radius, fill: col.fill, stroke: col.stroke,
    }, group);
    el('circle', { class: 'piece-inner', cx: p.x, cy: p.y - dy, r: radius * 0.68, stroke: col.inner }, group);
    if (king) {
      drawMark(group, top.mark, p.x, p.y - dy, radius);
    }
    return;
  }
  const counted = stack.length >= 3;
  const below = stack.slice(0, -1);
  const bands = Math.min(below.length, MAX_BANDS);
  const t = [0, 17, 14, 12, 10][bands];
  const radius = r * 0.72;
  const x = counted ? p.x - r * 0.3 : p.x;
  const yTop = p.y - dy - (2 * radius + bands * t) / 2 + radius;
  const column = el('g', { class: 'column' + (lifted ? ' lifted' : ''), 'data-column': stack.length }, group);
  for (let k = bands; k >= 1; k--) {
    const piece = below[below.length - k];
    const c = sideColours(game.gameId, piece.seat);
    const y0 = yTop + (k - 1) * t;
    const y1 = yTop + k * t;
    el('path', {
      class: 'band', fill: c.fill, stroke: c.edge, 'data-band': k, 'data-side': sideName(game, piece.seat),
      d: 'M' + f(x - radius) + ',' + f(y0) + ' L' + f(x - radius) + ',' + f(y1)
        + ' A' + f(radius) + ',' + f(radius) + ' 0 0 0 ' + f(x + radius) + ',' + f(y1)
        + ' L' + f(x + radius) + ',' + f(y0)
        + ' A' + f(radius) + ',' + f(radius) + ' 0 0 1 ' + f(x - radius) + ',' + f(y0) + ' Z',
    }, column);
    if (piece.king) {
      const ym = (y0 + y1) / 2;
      el('path', {
        class: 'band-king',
        d: 'M' + f(x - radius * 0.7) + ',' + f(ym + radius * 0.714) + ' A' + f(radius) + ',' + f(radius) + ' 0 0 0 '
          + f(x + radius * 0.7) + ',' + f(ym + radius * 0.714),
      }, column);
    }
  }
  // Outlined in its edge colour, so that a top piece stays apart from a band of its own colour.
  el('circle', { class: 'column-top', cx: x, cy: yTop, r: radius, fill: col.fill, stroke: col.edge }, column);
  el('circle', { class: 'piece-inner', cx: x, cy: yTop, r: radius * 0.68, stroke: col.inner }, column);
  if (king) {
    drawMark(column, top.mark, x, yTop, radius);
  }
  if (counted) {
    drawCounts(group, p, stack, game, r);
  }
  drawHeight(group, p, stack.length, r, counted);
}

/**
 * The height of a column of two or more, the small number in the square's bottom right corner
 * (under the colour counts of a counted column).
 */
function drawHeight(g, p, height, r, counted) {
  const w = 30;
  const h = 26;
  const x = (counted ? p.x + r * 1.3 - 36 / 2 : p.x + r * 1.05) - w / 2;
  const y = p.y + r * 1.27 - h;
  const badge = el('g', { class: 'column-height', 'data-column-height': height }, g);
  el('rect', { class: 'height-pill', x, y, width: w, height: h, rx: 7 }, badge);
  text(String(height), { class: 'height-text', x: x + w / 2, y: y + h / 2 + 1 }, badge);
}

/** How high a selected piece is lifted in the slanted view, in piece radii. */
const UPRIGHT_LIFT = 0.7;

/**
 * The measures of a piece standing on the slanted plane, around its point at (0, 0): the radius of
 * its face (a king's is larger), the centre of the face and the centre of the arc at its foot; the
 * side between them shows the piece's thickness. A lifted piece stands higher by {@link UPRIGHT_LIFT}.
 */
function uprightShape(r, king, lifted) {
  const radius = king ? r * 1.18 : r;
  const foot = -0.35 * r - (lifted ? r * UPRIGHT_LIFT : 0);
  return { radius, foot, face: foot - 0.38 * r };
}

/** How far the highest standing piece (a lifted king) reaches above its point. */
function uprightRise(r) {
  const s = uprightShape(r, true, true);
  return s.radius - s.face;
}

/** The outline of a standing piece: its face and its side, the hit target of its point. */
function uprightOutline(r, king, lifted) {
  const { radius, foot, face } = uprightShape(r, king, lifted);
  const a = ' A' + f(radius) + ',' + f(radius) + ' 0 0 0 ';
  return 'M' + f(-radius) + ',' + f(face) + ' L' + f(-radius) + ',' + f(foot) + a + f(radius) + ',' + f(foot)
    + ' L' + f(radius) + ',' + f(face) + a + f(-radius) + ',' + f(face) + ' Z';
}

/**
 * A piece standing on the slanted plane at (0, 0): its shadow on the point, its side in a darker
 * shade of its colour, and its face upright (not tilted with the plane) with the inner ring and,
 * for a king, the crown. A lifted piece stands higher over a larger shadow.
 */
function drawUpright(g, p, stack, game, r, lifted) {
  const top = stack[stack.length - 1];
  const seatName = sideName(game, top.seat);
  const col = sideColours(game.gameId, top.seat);
  const king = Boolean(top.king);
  const { radius, foot, face } = uprightShape(r, king, lifted);
  const group = el('g', { 'data-piece': p.name, 'data-side': seatName, 'data-king': String(king), 'data-mark': top.mark || 'none' }, g);
  el('ellipse', {
    class: 'piece-shadow' + (lifted ? ' lifted' : ''), cx: f(radius * 0.12), cy: f(radius * 0.08),
    rx: f(radius * (lifted ? 1.1 : 1)), ry: f(radius * SLANT * (lifted ? 1.1 : 1)),
  }, group);
  const a = ' A' + f(radius) + ',' + f(radius) + ' 0 0 ';
  el('path', {
    class: 'piece-side', fill: col.side, stroke: col.stroke,
    d: 'M' + f(-radius) + ',' + f(face) + ' L' + f(-radius) + ',' + f(foot) + a + '0 ' + f(radius) + ',' + f(foot)
      + ' L' + f(radius) + ',' + f(face) + a + '1 ' + f(-radius) + ',' + f(face) + ' Z',
  }, group);
  el('circle', { class: 'piece', cx: 0, cy: f(face), r: f(radius), fill: col.fill, stroke: col.stroke }, group);
  el('circle', { class: 'piece-inner', cx: 0, cy: f(face), r: f(radius * 0.68), stroke: col.inner }, group);
  if (king) {
    drawMark(group, top.mark, 0, face, radius);
  }
}

function f(n) {
  return n.toFixed(1);
}

/** The count of each colour in a column, the top piece's colour first, at the square's right side. */
function drawCounts(g, p, stack, game, r) {
  const counts = new Map();
  for (let i = stack.length - 1; i >= 0; i--) {
    const seat = stack[i].seat;
    counts.set(seat, (counts.get(seat) || 0) + 1);
  }
  const box = el('g', { class: 'column-counts', 'data-height': stack.length }, g);
  const w = 36;
  const h = 34;
  const x = p.x + r * 1.3 - w;
  let y = p.y - r * 1.27;
  for (const [seat, n] of counts) {
    const name = sideName(game, seat);
    const c = sideColours(game.gameId, seat);
    el('rect', { class: 'count-pill', x, y, width: w, height: h, rx: 9, fill: c.fill, stroke: c.stroke }, box);
    text(String(n), { class: 'count-text', x: x + w / 2, y: y + h / 2 + 1, fill: c.text, 'data-count': name }, box);
    y += h + 4;
  }
}

/** The mark of a piece's rank (the traits' `mark`) on its face, centred at (cx, cy): a star or a crown. */
function drawMark(g, mark, cx, cy, r) {
  if (mark === 'star') {
    drawStarMark(g, cx, cy, r);
  } else {
    drawCrown(g, cx, cy, r);
  }
}

/** A five-pointed star filling the inner ring of a face of radius r. */
function drawStarMark(g, cx, cy, r) {
  const outer = r * 0.62;
  const inner = outer * 0.42;
  const pts = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const d = k % 2 === 0 ? outer : inner;
    pts.push((cx + d * Math.cos(a)).toFixed(1) + ',' + (cy + d * Math.sin(a)).toFixed(1));
  }
  el('polygon', { class: 'star-mark', points: pts.join(' ') }, g);
}

function drawCrown(g, cx, cy, r) {
  const w = r * 1.1;
  const h = r * 0.75;
  const x0 = cx - w / 2;
  const y0 = cy + h / 2;
  const pts = [
    [x0, y0], [x0, y0 - h * 0.55], [x0 + w * 0.22, y0 - h * 0.25], [cx, y0 - h],
    [x0 + w * 0.78, y0 - h * 0.25], [x0 + w, y0 - h * 0.55], [x0 + w, y0],
  ].map(([x, y]) => x.toFixed(1) + ',' + y.toFixed(1)).join(' ');
  el('polygon', { class: 'crown', points: pts }, g);
}

/** The composition of a column, top to bottom, beside its point. */
function drawTip(svg, geom, game, index, r) {
  const p = geom.points.get(index);
  const stack = game.contents.get(index);
  if (!p || !stack || stack.length < 2) {
    return;
  }
  const lines = [t('stack.tipTitle', { point: game.pointLabel(index) })];
  for (let i = stack.length - 1; i >= 0; i--) {
    lines.push(t('stack.piece', { side: game.seatName(stack[i].seat), rank: game.rankName(stack[i]) }));
  }
  const lineH = 34;
  const w = 330;
  const h = lines.length * lineH + 16;
  let x = p.x + r + 10;
  let y = p.y - h / 2;
  if (x + w > geom.width) {
    x = p.x - r - 10 - w;
  }
  y = Math.max(4, Math.min(geom.height - h - 4, y));
  const g = el('g', { class: 'stack-tip', 'data-tip': p.name }, svg);
  el('rect', { x, y, width: w, height: h, rx: 8 }, g);
  lines.forEach((line, i) => {
    text(line, { x: x + 12, y: y + 8 + lineH / 2 + i * lineH, 'font-weight': i === 0 ? 700 : 400 }, g);
  });
}
