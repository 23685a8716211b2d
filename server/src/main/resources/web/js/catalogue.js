// The installed games as the server's `hello` lists them (docs/protocol.md, "hello" and "Game
// traits"). Everything the client knows of a game comes from here and from the board model in its
// states: the client names no game.

/** The traits of a game the catalogue does not list (a state before the `hello`). */
const DEFAULT_TRAITS = {
  family: null, drawing: 'squares', views: ['above'], pieces: [], seats: [],
  pathPreview: true, secondTap: false, pass: false, captureWords: 'captures', pathInWords: true,
  undo: true, counters: false, targetCampCount: false, relativePointNames: false, ladder: false, houseRules: [],
};

let games = new Map();

/** Keeps the games of a `hello` message, in its order. */
export function setCatalogue(list) {
  games = new Map((list || []).map((g) => [g.id, g]));
}

/** A game's entry of the `hello` (id, name, players, sides, levels, traits), or undefined. */
export function gameInfo(id) {
  return games.get(id);
}

/** A game's traits; defaults for a game the catalogue does not list. */
export function traitsOf(id) {
  const info = games.get(id);
  return { ...DEFAULT_TRAITS, family: id, ...(info && info.traits) };
}

/**
 * The menu's entries: one per family, in the catalogue's order, each with its games ordered by
 * their number of players: `{family, games: [info, ...]}`.
 */
export function families() {
  const out = new Map();
  for (const g of games.values()) {
    const family = traitsOf(g.id).family;
    if (!out.has(family)) {
      out.set(family, { family, games: [] });
    }
    out.get(family).games.push(g);
  }
  for (const f of out.values()) {
    f.games.sort((a, b) => a.players - b.players);
  }
  return [...out.values()];
}

/** A family's entry, or undefined. */
export function family(name) {
  return families().find((f) => f.family === name);
}

/** The game that has the challenge ladder, or undefined. */
export function ladderGame() {
  return [...games.values()].find((g) => traitsOf(g.id).ladder);
}
