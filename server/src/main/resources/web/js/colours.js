// Piece colours by side name, chosen for contrast on the board's squares and points.

const COLOURS = {
  white: { fill: '#fbfaf5', stroke: '#1b1b1b', inner: '#1b1b1b', text: '#1b1b1b', edge: '#1b1b1b', side: '#cfcabb' },
  black: { fill: '#262626', stroke: '#000000', inner: '#f5f5f5', text: '#ffffff', edge: '#a8a8a8', side: '#0d0d0d' },
  red: { fill: '#d7263d', stroke: '#4a0a12', inner: '#ffffff', text: '#ffffff', edge: '#4a0a12', side: '#8f1424' },
  yellow: { fill: '#f7d31e', stroke: '#4d3d00', inner: '#4d3d00', text: '#1b1b1b', edge: '#4d3d00', side: '#b39300' },
  green: { fill: '#1f9d55', stroke: '#0a3a1e', inner: '#ffffff', text: '#ffffff', edge: '#0a3a1e', side: '#12693a' },
};
const FALLBACK = [COLOURS.white, COLOURS.black, COLOURS.green];

/**
 * The drawing colours of a side, from its name (White, Black, Red, Yellow, Green): `edge` outlines
 * a piece's band in a column, light on dark pieces so that two of them stay apart; `side` is the
 * darker shade of a piece's side where it stands up in the slanted view.
 */
export function sideColours(name, seat) {
  return COLOURS[String(name).toLowerCase()] || FALLBACK[seat % FALLBACK.length];
}

const TINTS = { red: '#f5a3ab', yellow: '#f8e58c', green: '#9fdcb5' };

/** Camp tint of the star board by the owning side's name; a camp of no player is grey. */
export function campTint(name) {
  return TINTS[String(name).toLowerCase()] || '#d9d4c7';
}
