// The client's view of one game: the state the server sent, normalised by protocol.js, with the
// lookups the board, the buttons and the words need. Nothing here decides a rule: the legal
// moves, their paths and the result all come from the server.

import { buildGeometry } from './geometry.js';
import { traitsOf } from './catalogue.js';
import { t, gameName, sideName } from './i18n.js';

export class GameView {
  /** @param {object} state a normalised state from protocol.js */
  constructor(state) {
    Object.assign(this, state);
    /** The game's traits from the catalogue (js/catalogue.js). */
    this.traits = traitsOf(state.gameId);
    this.kind = this.traits.drawing === 'star' ? 'star' : 'square';
    this.geom = buildGeometry(state.layout, this.traits.drawing);
    this.humans = new Set(state.humanSeats);
    // A piece carries its rank's mark from the traits (`crown`, `star`, or none); a marked piece
    // is drawn as a king (larger on the star board, a gold line in a column's band).
    const marks = new Map(this.traits.pieces.filter((p) => p.mark && p.mark !== 'none').map((p) => [p.rank, p.mark]));
    const markOf = this.traits.pieces.length ? (p) => marks.get(p.rank) || null : (p) => (p.rank === 'king' ? 'crown' : null);
    this.contents = new Map([...state.contents].map(([i, stack]) => [i, stack.map((p) => {
      const mark = markOf(p);
      return { ...p, mark, king: mark !== null };
    })]));
  }

  /** A side's name in the current language (the server's English name where it has none). */
  seatName(seat) {
    return this.seats[seat] ? sideName(this.gameId, this.seats[seat].name) : t('play.player', { n: seat + 1 });
  }

  /** The game's name in the current language. */
  get gameName() {
    return gameName(this.gameId, this.displayName);
  }

  /** The side whose home is drawn at the bottom. */
  viewerFrameName() {
    return this.seatName(this.viewSeat);
  }

  /**
   * How the game ended for the person on this device: `win` when one of their seats won, `loss`
   * when they have seats and none won, `draw` for a draw; null while it goes on, and when no seat
   * here is theirs alone (a game on one device, a watcher).
   */
  viewerOutcome() {
    if (!this.over || !this.result) {
      return null;
    }
    const winner = this.result.winner;
    if (winner === null || winner === undefined || winner < 0) {
      return 'draw';
    }
    const mine = this.mode === 'local' ? [] : (this.mode === 'room' ? this.viewerSeats : this.humanSeats);
    if (!mine.length) {
      return null;
    }
    return mine.includes(winner) ? 'win' : 'loss';
  }

  isHuman(seat) {
    return this.humans.has(seat);
  }

  /** True when the side to move is a person on this device and the game is not over. */
  myTurn() {
    return this.yourTurn && !this.over;
  }

  /** A point's name in the viewer's frame: `e4`, or `row 10 number 3` (`10단 3번`) on the star. */
  pointLabel(index) {
    const p = this.geom.points.get(index);
    if (!p) {
      return '?';
    }
    const label = p.label || p.name;
    const m = /^(\d+)\.(\d+)$/.exec(label);
    return m ? t('point.star', { row: m[1], number: m[2] }) : label;
  }

  stackAt(index) {
    return this.contents.get(index) || [];
  }

  topSeat(index) {
    const s = this.stackAt(index);
    return s.length ? s[s.length - 1].seat : -1;
  }

  /** The legal moves that start at a point (not passes or removals). */
  movesFrom(index) {
    return this.moves.filter((m) => m.kind !== 'pass' && m.kind !== 'removal' && m.from === index);
  }

  /** Destination point to the moves that reach it from a point, in the server's order. */
  destinations(index) {
    const map = new Map();
    for (const m of this.movesFrom(index)) {
      if (!map.has(m.to)) {
        map.set(m.to, []);
      }
      map.get(m.to).push(m);
    }
    return map;
  }

  removals() {
    return this.moves.filter((m) => m.kind === 'removal');
  }

  /** The pass, when it is the only legal move. */
  onlyPass() {
    return this.moves.length === 1 && this.moves[0].kind === 'pass' ? this.moves[0] : null;
  }

  /**
   * Own pieces of the side to move: those with a legal move first, each group ordered as the
   * viewer reads the board (bottom row first, left to right).
   */
  ownPieces() {
    const out = [];
    for (const [index, stack] of this.contents) {
      if (stack.length && stack[stack.length - 1].seat === this.toMove) {
        out.push(index);
      }
    }
    const pts = this.geom.points;
    const stuck = (i) => (this.movesFrom(i).length ? 0 : 1);
    out.sort((a, b) => (stuck(a) - stuck(b)) || (pts.get(b).y - pts.get(a).y) || (pts.get(a).x - pts.get(b).x));
    return out;
  }

  /** Whether a touch on a destination first shows the move's path and a second tap plays it. */
  secondTap() {
    return Boolean(this.traits.secondTap);
  }

  /** Whether a mouse over a destination shows the move's path and where the piece lands. */
  pathPreview() {
    return Boolean(this.traits.pathPreview);
  }

  /** A column's composition, top to bottom, in words. */
  describeStack(index) {
    const stack = this.stackAt(index);
    const names = [];
    for (let i = stack.length - 1; i >= 0; i--) {
      names.push(t('stack.piece', { side: this.seatName(stack[i].seat), rank: this.rankName(stack[i]) }));
    }
    return t('stack.describe', { point: this.pointLabel(index), pieces: names.join(', ') });
  }

  /** A piece's rank in words, by the name key of its rank's look in the game's traits. */
  rankName(piece) {
    const look = this.traits.pieces.find((p) => p.rank === piece.rank);
    return t(look ? look.nameKey : 'rank.' + piece.rank);
  }

  /** Per playing seat with a target camp, how many of its pieces stand there (from the server). */
  targetCounts() {
    return this.targets.map((t) => ({ seat: t.seat, own: t.inCamp, size: t.of })).sort((a, b) => a.seat - b.seat);
  }
}
