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
