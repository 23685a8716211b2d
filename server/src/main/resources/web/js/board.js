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
 * (a gold line marks a king), as many as {@link MAX_BANDS}; a column of 3 or more also shows how
 * many pieces of each colour it holds.
 */
function drawStack(g, p, stack, game, r, lifted, opacity) {
  const top = stack[stack.length - 1];
  const seatName = sideName(game, top.seat);
  const col = sideColours(seatName, top.seat);
  const dy = lifted ? liftOffset(r) : 0;
  const king = top.king;
  const group = el('g', { 'data-piece': p.name, 'data-side': seatName, 'data-king': king ? 'true' : 'false', opacity }, g);
  if (stack.length === 1) {
    const radius = king && game.kind === 'star' ? r * 1.18 : r;
    el('circle', {
      class: 'piece' + (lifted ? ' lifted' : ''), cx: p.x, cy: p.y - dy, r: radius, fill: col.fill, stroke: col.stroke,
    }, group);
    el('circle', { class: 'piece-inner', cx: p.x, cy: p.y - dy, r: radius * 0.68, stroke: col.inner }, group);
    if (king) {
      drawCrown(group, p.x, p.y - dy, radius);
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
    const c = sideColours(sideName(game, piece.seat), piece.seat);
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
    drawCrown(column, x, yTop, radius);
  }
  if (counted) {
    drawCounts(group, p, stack, game, r);
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
    const c = sideColours(name, seat);
    el('rect', { class: 'count-pill', x, y, width: w, height: h, rx: 9, fill: c.fill, stroke: c.stroke }, box);
    text(String(n), { class: 'count-text', x: x + w / 2, y: y + h / 2 + 1, fill: c.text, 'data-count': name }, box);
    y += h + 4;
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
