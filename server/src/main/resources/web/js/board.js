// The SVG board: squares or the star, pieces, rings on destinations, the path preview, the last
// moves and the column tooltip. It draws what it is given and reports pointer events on points.

import { el, text, clear, polyline } from './svg.js';
import { sideColours, campTint } from './colours.js';

export class BoardView {
  /**
   * @param {SVGSVGElement} svg the element to draw into
   * @param {{onPoint: function(number, string), onHover: function(?number, string)}} handlers
   */
  constructor(svg, handlers) {
    this.svg = svg;
    this.handlers = handlers;
    this.pointerType = 'mouse';
    svg.addEventListener('pointerdown', (e) => {
      this.pointerType = e.pointerType || 'mouse';
    });
    svg.addEventListener('click', (e) => {
      const index = pointOf(e.target);
      this.handlers.onPoint(index, this.pointerType);
    });
    svg.addEventListener('pointerover', (e) => {
      if (e.pointerType === 'mouse') {
        this.handlers.onHover(pointOf(e.target), 'mouse');
      }
    });
    svg.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') {
        this.handlers.onHover(null, 'mouse');
      }
    });
  }

  /**
   * Draws the whole board.
   * @param {object} geom geometry from geometry.js
   * @param {object} game the game state (contents, seats)
   * @param {object} ui the selection, destinations, preview, last moves and tooltip point
   */
  draw(geom, game, ui) {
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
      const board = el('g', { class: 'board' }, svg);
      if (geom.kind === 'square') {
        drawSquares(board, geom, game.gameId);
      } else {
        drawStar(board, geom, game);
      }
      this.dynamic = el('g', { class: 'dynamic' }, svg);
      this.hits = el('g', { class: 'hits' }, svg);
      this.hitByIndex = new Map();
      for (const p of geom.points.values()) {
        const hit = el('circle', {
          class: 'hit', cx: p.x, cy: p.y, r: geom.kind === 'square' ? geom.unit / 2 : geom.unit / 2 - 1,
          'data-point': p.name, 'data-index': p.index,
        }, this.hits);
        this.hitByIndex.set(p.index, hit);
      }
      this.overlay = el('g', { class: 'overlay' }, svg);
    }
    svg.setAttribute('data-game', game.gameId);
    clear(this.dynamic);
    clear(this.overlay);
    const r = geom.kind === 'square' ? 38 : 24;
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

    const rings = el('g', { class: 'rings' }, this.dynamic);
    if (ui.selected !== null && ui.selected !== undefined) {
      const p = geom.points.get(ui.selected);
      el('circle', { class: 'select-ring', cx: p.x, cy: p.y - liftOffset(r), r: r + 9, 'data-selected': p.name }, rings);
    }
    if (ui.removal !== null && ui.removal !== undefined) {
      const p = geom.points.get(ui.removal);
      el('circle', { class: 'removal-ring', cx: p.x, cy: p.y, r: r + 8, 'data-removal': p.name }, rings);
    }
    for (const index of ui.destinations || []) {
      const p = geom.points.get(index);
      el('circle', {
        class: 'dest-ring' + (ui.pending === index ? ' pending' : ''),
        cx: p.x, cy: p.y, r: r + 4, 'data-dest': p.name,
      }, rings);
    }
    if (ui.preview) {
      const pts = ui.preview.path.map((i) => geom.points.get(i));
      el('polyline', { class: 'preview-path', points: polyline(pts), 'data-preview': pts[pts.length - 1].name }, rings);
      const ghost = el('g', { class: 'ghost' }, rings);
      drawStack(ghost, pts[pts.length - 1], ui.preview.stack, game, r, false, 1);
    }

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

    if (ui.tip !== null && ui.tip !== undefined) {
      drawTip(this.overlay, geom, game, ui.tip, r);
    }
  }
}

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
    const name = c.seat === null || c.seat === undefined ? '' : game.seatName(c.seat);
    const tint = campTint(name);
    el('polygon', {
      class: 'camp', fill: tint, stroke: tint, 'stroke-width': geom.unit * 0.6, 'stroke-linejoin': 'round',
      points: polyline(c.corners), 'data-camp': c.kind + ':' + (name || 'none'),
    }, svg);
  }
  for (const [a, b] of geom.lines) {
    el('line', { class: 'line', x1: a.x, y1: a.y, x2: b.x, y2: b.y }, svg);
  }
  for (const p of geom.points.values()) {
    el('circle', { class: 'point', cx: p.x, cy: p.y, r: 6 }, svg);
  }
  for (const a of geom.apexes) {
    el('circle', { class: 'apex-mark', cx: a.point.x, cy: a.point.y, r: geom.unit * 0.46 }, svg);
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

/** Draws a piece or column at a point: the top piece with its rank, and its height when above 1. */
function drawStack(g, p, stack, game, r, lifted, opacity) {
  const top = stack[stack.length - 1];
  const seatName = game.seats[top.seat] ? game.seats[top.seat].name : String(top.seat);
  const col = sideColours(seatName, top.seat);
  const dy = lifted ? liftOffset(r) : 0;
  const king = top.king;
  const radius = king && game.kind === 'star' ? r * 1.18 : r;
  const group = el('g', { 'data-piece': p.name, 'data-side': seatName, 'data-king': king ? 'true' : 'false', opacity }, g);
  if (stack.length > 1) {
    // The lower pieces peek out below the top one.
    const below = stack[stack.length - 2];
    const bc = sideColours(game.seats[below.seat] ? game.seats[below.seat].name : '', below.seat);
    el('circle', { class: 'piece', cx: p.x, cy: p.y + 8 - dy, r: radius, fill: bc.fill, stroke: bc.stroke }, group);
  }
  el('circle', {
    class: 'piece' + (lifted ? ' lifted' : ''), cx: p.x, cy: p.y - dy, r: radius, fill: col.fill, stroke: col.stroke,
  }, group);
  el('circle', { class: 'piece-inner', cx: p.x, cy: p.y - dy, r: radius * 0.68, stroke: col.inner }, group);
  if (king) {
    drawCrown(group, p.x, p.y - dy, radius);
  }
  if (stack.length > 1) {
    const bx = p.x + radius * 0.72;
    const by = p.y - dy - radius * 0.72;
    el('circle', { class: 'height-badge', cx: bx, cy: by, r: 20 }, group);
    text(String(stack.length), { class: 'height-text', x: bx, y: by + 1, 'data-height': stack.length }, group);
  }
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
  const lines = [game.pointLabel(index) + ', top to bottom:'];
  for (let i = stack.length - 1; i >= 0; i--) {
    const s = stack[i];
    lines.push((game.seats[s.seat] ? game.seats[s.seat].name : s.seat) + ' ' + (s.king ? 'king' : 'man'));
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
