// Small helpers for building SVG elements without markup strings.

const NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes and appends it to a parent when one is given. */
export function el(tag, attrs, parent) {
  const node = document.createElementNS(NS, tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v !== undefined && v !== null) {
        node.setAttribute(k, String(v));
      }
    }
  }
  if (parent) {
    parent.appendChild(node);
  }
  return node;
}

/** An SVG text element whose content is set as text, never parsed as markup. */
export function text(content, attrs, parent) {
  const node = el('text', attrs, parent);
  node.textContent = content;
  return node;
}

export function clear(node) {
  while (node.firstChild) {
    node.removeChild(node.firstChild);
  }
}

export function polyline(points) {
  return points.map((p) => p.x.toFixed(1) + ',' + p.y.toFixed(1)).join(' ');
}

/**
 * The path data of a line through the points that rises in an arc over each hop, as a piece's
 * jumps do: each hop is a quadratic curve whose control point lies off the hop's midpoint by
 * `bulge` times its length, to the left of the direction of travel.
 */
export function hopArcs(points, bulge) {
  let d = 'M' + points[0].x.toFixed(1) + ',' + points[0].y.toFixed(1);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const cx = (a.x + b.x) / 2 + (b.y - a.y) * bulge;
    const cy = (a.y + b.y) / 2 - (b.x - a.x) * bulge;
    d += ' Q' + cx.toFixed(1) + ',' + cy.toFixed(1) + ' ' + b.x.toFixed(1) + ',' + b.y.toFixed(1);
  }
  return d;
}
