// Piece colours by the palette keys of the games' traits (js/catalogue.js), chosen for contrast on
// the board's squares and points. The board, the turn indicator and the room's seat list all take a
// side's colours from here.

import { el } from './svg.js';
import { traitsOf } from './catalogue.js';

const COLOURS = {
  white: { fill: '#fbfaf5', stroke: '#1b1b1b', inner: '#1b1b1b', text: '#1b1b1b', edge: '#1b1b1b', side: '#cfcabb' },
  black: { fill: '#262626', stroke: '#000000', inner: '#f5f5f5', text: '#ffffff', edge: '#a8a8a8', side: '#0d0d0d' },
  red: { fill: '#d7263d', stroke: '#4a0a12', inner: '#ffffff', text: '#ffffff', edge: '#4a0a12', side: '#8f1424' },
  yellow: { fill: '#f7d31e', stroke: '#4d3d00', inner: '#4d3d00', text: '#1b1b1b', edge: '#4d3d00', side: '#b39300' },
  green: { fill: '#1f9d55', stroke: '#0a3a1e', inner: '#ffffff', text: '#ffffff', edge: '#0a3a1e', side: '#12693a' },
  // Crimson (진홍색): deep enough for the white numbers and the gold crown, outlined near-black
  // against the dark squares, its column edge light so that two crimson bands stay apart.
  crimson: { fill: '#a3122e', stroke: '#2b0309', inner: '#ffe3e8', text: '#ffffff', edge: '#f4b6c1', side: '#6b0a1d' },
};

/** The colours of a seat the traits do not give (a state before the `hello`). */
const FALLBACK = [COLOURS.white, COLOURS.black, COLOURS.green];

/** A camp's tint on the star board by its seat's palette key; a camp of no player is grey. */
const TINTS = { red: '#f5a3ab', yellow: '#f8e58c', green: '#9fdcb5' };
const NO_CAMP = '#d9d4c7';

/** A colour's channels from `#rrggbb`. */
function channels(css) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(String(css));
  return m ? [1, 2, 3].map((i) => parseInt(m[i], 16)) : null;
}

function hex(rgb) {
  return '#' + rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('');
}

/** The drawing colours of a palette key the client does not know, from its CSS colour. */
function fromCss(css) {
  const rgb = channels(css);
  if (!rgb) {
    return null;
  }
  const light = (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]) > 150;
  const ink = light ? '#1b1b1b' : '#ffffff';
  return {
    fill: hex(rgb), stroke: light ? '#1b1b1b' : '#000000', inner: ink, text: ink,
    edge: light ? '#1b1b1b' : '#d0d0d0', side: hex(rgb.map((c) => c * 0.65)),
  };
}

/** A seat's look in a game's traits (palette key, CSS colour), or null. */
function seatLook(gameId, seat) {
  return traitsOf(gameId).seats[seat] || null;
}

/**
 * The drawing colours of a seat in a game, by the palette key of its traits (never by a side's
 * name, which differs by language): `fill` and `stroke` of a piece, its `inner` ring, `text` on
 * its fill; `edge` outlines a piece's band in a column, light on dark pieces so that two of them
 * stay apart; `side` is the darker shade of a piece's side where it stands up in the slanted view.
 * A key this palette lacks is drawn in the CSS colour the traits give with it.
 */
export function sideColours(gameId, seat) {
  const look = seatLook(gameId, seat);
  return (look && (COLOURS[look.palette] || fromCss(look.colour))) || FALLBACK[seat % FALLBACK.length];
}

/**
 * A side's swatch: a small disc in its piece colours, for the text that names the side (the turn
 * indicator, the room's seats). Decoration only: the text beside it names the side, whose server
 * name `data-swatch` holds.
 */
export function sideSwatch(gameId, name, seat) {
  const c = sideColours(gameId, seat);
  const svg = el('svg', {
    class: 'swatch', viewBox: '0 0 20 20', width: 20, height: 20, 'aria-hidden': 'true', focusable: 'false',
    'data-swatch': name,
  });
  el('circle', { cx: 10, cy: 10, r: 8.5, fill: c.fill, stroke: c.stroke, 'stroke-width': 2 }, svg);
  return svg;
}

/** A camp's tint on the star board by its seat's palette key (null: a camp of no player, grey). */
export function campTint(gameId, seat) {
  const look = seat === null || seat === undefined ? null : seatLook(gameId, seat);
  if (!look) {
    return NO_CAMP;
  }
  if (TINTS[look.palette]) {
    return TINTS[look.palette];
  }
  const rgb = channels(look.colour);
  return rgb ? hex(rgb.map((c) => c + (255 - c) * 0.55)) : NO_CAMP;
}
