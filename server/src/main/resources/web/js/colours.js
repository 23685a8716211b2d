// Piece colours by game and side name, chosen for contrast on the board's squares and points. The
// board, the turn indicator and the room's seat list all take a side's colours from here.

import { el } from './svg.js';

const COLOURS = {
  white: { fill: '#fbfaf5', stroke: '#1b1b1b', inner: '#1b1b1b', text: '#1b1b1b', edge: '#1b1b1b', side: '#cfcabb' },
  black: { fill: '#262626', stroke: '#000000', inner: '#f5f5f5', text: '#ffffff', edge: '#a8a8a8', side: '#0d0d0d' },
  red: { fill: '#d7263d', stroke: '#4a0a12', inner: '#ffffff', text: '#ffffff', edge: '#4a0a12', side: '#8f1424' },
  yellow: { fill: '#f7d31e', stroke: '#4d3d00', inner: '#4d3d00', text: '#1b1b1b', edge: '#4d3d00', side: '#b39300' },
  green: { fill: '#1f9d55', stroke: '#0a3a1e', inner: '#ffffff', text: '#ffffff', edge: '#0a3a1e', side: '#12693a' },
};

/**
 * Bashni's second side is crimson (진홍색), as the Korean rule page has it; its name stays Black
 * (the text formats' b and B). Deep enough for the white numbers and the gold crown, outlined
 * near-black against the dark squares, its column edge light so that two crimson bands stay apart.
 */
const CRIMSON = { fill: '#a3122e', stroke: '#2b0309', inner: '#ffe3e8', text: '#ffffff', edge: '#f4b6c1', side: '#6b0a1d' };

/** Colours of a side that differ in one game from those of its name elsewhere. */
const BY_GAME = { bashni: { black: CRIMSON } };

const FALLBACK = [COLOURS.white, COLOURS.black, COLOURS.green];

/**
 * The drawing colours of a side in a game, from its server name (White, Black, Red, Yellow,
 * Green): `fill` and `stroke` of a piece, its `inner` ring, `text` on its fill; `edge` outlines a
 * piece's band in a column, light on dark pieces so that two of them stay apart; `side` is the
 * darker shade of a piece's side where it stands up in the slanted view.
 */
export function sideColours(gameId, name, seat) {
  const key = String(name).toLowerCase();
  const own = BY_GAME[gameId];
  return (own && own[key]) || COLOURS[key] || FALLBACK[seat % FALLBACK.length];
}

/**
 * A side's swatch: a small disc in its piece colours, for the text that names the side (the turn
 * indicator, the room's seats). Decoration only: the text beside it names the side.
 */
export function sideSwatch(gameId, name, seat) {
  const c = sideColours(gameId, name, seat);
  const svg = el('svg', {
    class: 'swatch', viewBox: '0 0 20 20', width: 20, height: 20, 'aria-hidden': 'true', focusable: 'false',
    'data-swatch': name,
  });
  el('circle', { cx: 10, cy: 10, r: 8.5, fill: c.fill, stroke: c.stroke, 'stroke-width': 2 }, svg);
  return svg;
}

const TINTS = { red: '#f5a3ab', yellow: '#f8e58c', green: '#9fdcb5' };

/** Camp tint of the star board by the owning side's name; a camp of no player is grey. */
export function campTint(name) {
  return TINTS[String(name).toLowerCase()] || '#d9d4c7';
}
