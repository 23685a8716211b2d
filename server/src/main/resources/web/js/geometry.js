// Drawing geometry from the layout the server sends (docs/protocol.md, "layout"): the layout is
// already in the viewer's frame (their home at the bottom), so this only scales it to SVG units and
// derives what a drawing needs: the squares and their coordinates on square boards, the camps,
// the hexagon and the lines on a star board.

const SQUARE = 100;
const STAR_UNIT = 64;

/**
 * @param {object} layout the server's layout (points, bounds, spacing, regions, lines)
 * @param {string} drawing the game's drawing trait: `star` (points, lines, camps) or `squares`
 */
export function buildGeometry(layout, drawing) {
  return drawing === 'star' ? starGeometry(layout) : squareGeometry(layout);
}

function regionsOf(layout, kind) {
  return (layout.regions || []).filter((r) => r.kind === kind);
}

function squareGeometry(layout) {
  const margin = 44;
  const b = layout.bounds;
  const s = layout.spacing || 1;
  const cols = Math.round((b.maxX - b.minX) / s) + 1;
  const rows = Math.round((b.maxY - b.minY) / s) + 1;
  const col = (x) => Math.round((x - b.minX) / s);
  const row = (y) => Math.round((y - b.minY) / s);
  const points = new Map();
  const cell = new Map();
  for (const p of layout.points) {
    const c = col(p.x);
    const r = row(p.y);
    const entry = { ...p, col: c, row: r, x: margin + c * SQUARE + SQUARE / 2, y: margin + r * SQUARE + SQUARE / 2 };
    points.set(p.index, entry);
    cell.set(c + ',' + r, entry);
  }
  const dark = new Set();
  for (const region of regionsOf(layout, 'dark_squares')) {
    region.points.forEach((i) => dark.add(i));
  }
  // The colour of a cell without a point follows the chequer of the cells that have one.
  let parityOfDark = 0;
  for (const p of points.values()) {
    if (dark.has(p.index)) {
      parityOfDark = (p.col + p.row) % 2;
      break;
    }
  }
  const squares = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      squares.push({ x: margin + c * SQUARE, y: margin + r * SQUARE, dark: (c + r) % 2 === parityOfDark });
    }
  }
  const width = cols * SQUARE + 2 * margin;
  const height = rows * SQUARE + 2 * margin;
  const coords = [];
  for (let c = 0; c < cols; c++) {
    const p = [...points.values()].find((q) => q.col === c);
    if (p) {
      const file = p.name.replace(/[0-9]+$/, '');
      const x = margin + c * SQUARE + SQUARE / 2;
      coords.push({ text: file, x, y: height - margin / 2 }, { text: file, x, y: margin / 2 });
    }
  }
  for (let r = 0; r < rows; r++) {
    const p = [...points.values()].find((q) => q.row === r);
    if (p) {
      const rank = p.name.replace(/^[a-z]+/, '');
      const y = margin + r * SQUARE + SQUARE / 2;
      coords.push({ text: rank, x: margin / 2, y }, { text: rank, x: width - margin / 2, y });
    }
  }
  return {
    kind: 'square', width, height, unit: SQUARE, points, squares, coords,
    frame: { x: 0, y: 0, width, height },
  };
}

function starGeometry(layout) {
  const margin = 44;
  const b = layout.bounds;
  const s = layout.spacing || 1;
  const k = STAR_UNIT / s;
  const points = new Map();
  for (const p of layout.points) {
    points.set(p.index, { ...p, x: margin + (p.x - b.minX) * k, y: margin + (p.y - b.minY) * k });
  }
  const hullOf = (indices) => convexHull(indices.map((i) => points.get(i)).filter(Boolean));
  const camps = [];
  for (const kind of ['start_camp', 'target_camp', 'camp']) {
    for (const r of regionsOf(layout, kind)) {
      camps.push({ kind, seat: r.seat, name: r.name, corners: hullOf(r.points), points: new Set(r.points) });
    }
  }
  const hexagon = regionsOf(layout, 'hexagon').map((r) => hullOf(r.points))[0] || [];
  const apexes = regionsOf(layout, 'apex').flatMap((r) => r.points.map((i) => ({ seat: r.seat, point: points.get(i) })));
  const lines = (layout.lines || []).map(([a, c]) => [points.get(a), points.get(c)]).filter(([a, c]) => a && c);
  const targets = new Map();
  for (const r of regionsOf(layout, 'target_camp')) {
    targets.set(r.seat, new Set(r.points));
  }
  return {
    kind: 'star',
    width: (b.maxX - b.minX) * k + 2 * margin,
    height: (b.maxY - b.minY) * k + 2 * margin,
    unit: STAR_UNIT, points, camps, hexagon, apexes, lines, targets,
    frame: { x: 0, y: 0, width: (b.maxX - b.minX) * k + 2 * margin, height: (b.maxY - b.minY) * k + 2 * margin },
  };
}

/** Andrew's monotone chain; returns the hull's corners in order. */
function convexHull(pts) {
  const sorted = pts.map((p) => ({ x: p.x, y: p.y })).sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) {
    return sorted;
  }
  const cross = (o, a, b) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 1e-9) {
      lower.pop();
    }
    lower.push(p);
  }
  const upper = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 1e-9) {
      upper.pop();
    }
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}
