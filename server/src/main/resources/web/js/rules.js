// The rules of each game in short, as the client shows them (the "Rules" buttons of the menu and of
// the game screen). They summarise docs/rules/<game>.md, the project's rule pages, and must agree
// with them: BrowserHelpTest checks that every number and square named here is in the rule page.
// The text is static and is put in the page with textContent.

/** Per game id: its name, who plays, the goal in one or two sentences, and the rules by topic. */
export const RULES = {
  breakthrough: {
    name: 'Breakthrough',
    players: '2 players: White and Black.',
    goal: 'Be the first to bring one of your pieces to the far rank: rank 8 for White, rank 1 for Black.',
    sections: [
      ['Board', [
        'An 8x8 board. White starts with 16 pieces on ranks 1 and 2, Black with 16 on ranks 7 and 8.',
        'White moves first, up the board; Black moves down.',
      ]],
      ['Moves', [
        'A move takes one of your pieces one square forward, straight or diagonally.',
        'Straight forward only onto an empty square: a piece never captures straight ahead.',
        'Diagonally forward onto an empty square, or onto an enemy piece, which is captured and removed.',
        'Capturing is never compulsory.',
      ]],
      ['End', [
        'You win as soon as your piece reaches the far rank, or when your opponent has no pieces left or no legal move.',
        'There are no draws.',
      ]],
    ],
  },
  konane: {
    name: 'Kōnane',
    players: '2 players: Black and White.',
    goal: 'Make the last move: a player with no legal move at the start of its turn loses. There are no draws.',
    sections: [
      ['Board', [
        'The 8x8 board starts full: Black stones on the dark squares (a1 is Black), White stones on the light squares.',
      ]],
      ['Opening: two removals, one turn each', [
        'Black removes one of its own stones from a corner (a1 or h8) or from the centre (d4 or e5).',
        'White removes one of its own stones orthogonally next to the emptied square: 2 choices after a corner, 4 after a centre square.',
        'On the board: select the stone, then confirm. Then Black makes the first jump.',
      ]],
      ['Jumps', [
        'Jump one of your stones orthogonally (never diagonally) over an adjacent enemy stone onto the empty square just beyond it. The stone jumped over is removed.',
        'The same stone may go on jumping in the same direction only (it never turns), over further single enemy stones onto empty squares. It may stop after any jump.',
        'If you can move, you must (any stone, any legal jump).',
      ]],
    ],
  },
  bashni: {
    name: 'Bashni',
    players: '2 players: White and Black.',
    goal: 'Leave your opponent without a legal move: the player to move with no legal move loses.',
    sections: [
      ['Board and columns', [
        'The 32 dark squares of an 8x8 board; 12 men each, White on ranks 1 to 3, Black on ranks 6 to 8. White moves first, up the board.',
        'A square holds a column of one or more pieces. Only the top piece counts: its owner moves the whole column, and its rank (man or king) decides how. Pieces never leave the board.',
        'Drawn here: the top piece is the large disc, the pieces under it are bands, and a column of 3 or more counts each colour. Hover or tap a column to list it.',
      ]],
      ['Moves', [
        'Man on top: one square diagonally forward, onto an empty square.',
        'King on top (a flying king): any number of squares along one diagonal, over empty squares only.',
      ]],
      ['Captures', [
        'Capturing is compulsory: when any capture exists, you must capture, and go on while the column can capture again, by any way (no rule of the longest capture).',
        'A man captures forwards or backwards: over a diagonally adjacent column topped by an enemy piece, onto the empty square just beyond it.',
        'A flying king captures along a diagonal, over empty squares and one enemy-topped column, onto any empty square beyond it; where some landing squares let it capture again, it must land on one of those.',
        'Only the top piece of a jumped column is taken: it goes to the bottom of the capturing column as a prisoner. The rest stays, led by its new top piece, of either colour. A square may be jumped only once in a move.',
      ]],
      ['Kings', [
        'A man on top that reaches the far rank (rank 8 for White, rank 1 for Black) becomes a king, and goes on capturing as a king in the same move. A buried king is a king again when it comes back to the top.',
      ]],
      ['Draws', [
        'After 250 plies (moves of both sides together), or 50 plies in a row with no capture and no move of a man-topped column.',
      ]],
    ],
  },
  diamond: {
    name: 'Diamond game',
    players: '2 or 3 players: Red, Yellow and, with 3 players, Green.',
    goal: 'Bring your pieces to your target camp, the star tip opposite your start: you win when, after your move, all 15 points of that camp are occupied (by pieces of any colour) and your king stands on its apex, the tip marked ◎.',
    sections: [
      ['Pieces', [
        'Each player has 14 men and 1 king. They start filling the player\'s start camp, the king on its apex. Red moves first, then Yellow, then Green.',
      ]],
      ['Moves', [
        'A turn is one step or one jump sequence, never both. Nothing is ever captured.',
        'Step: to an adjacent empty point.',
        'Man jump: over one adjacent piece that is not a king (of any colour, your own too), onto the empty point just beyond it on the same line.',
        'King jump: over a line of one or more adjacent pieces with no king among them, onto the first point after the line, which must be empty.',
        'A jump sequence may change direction between jumps, and you may stop after any jump.',
      ]],
      ['Camps', [
        'A piece may never stand on a point of another colour\'s camp, nor land there during a jump, except on the edge of the central hexagon. Your own start and target camps are open to you; Green\'s camps stay closed in the game for 2 too.',
        'Forbidden filling move: you may not make a move after which another player\'s target camp is full with that player\'s king on its apex.',
        '“king to ◎”: your target camp is full but your king is not on its apex; you win only with the king there.',
      ]],
      ['Passes and draws', [
        'A player with no legal move passes (the Pass button).',
        'Draw when every player in turn has passed, or after 800 turns (2 players) or 1200 turns (3 players), passes included.',
      ]],
    ],
  },
};

/** The rules' key of a game id (`diamond3` is the Diamond game for 3). */
export function rulesKey(gameId) {
  return gameId === 'diamond3' ? 'diamond' : gameId;
}

/** The rules of a game id, or null when the client has none for it. */
export function rulesOf(gameId) {
  return RULES[rulesKey(gameId)] || null;
}

const $ = (id) => document.getElementById(id);

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) {
    node.textContent = text;
  }
  if (className) {
    node.className = className;
  }
  return node;
}

/**
 * The rules dialog: one game's rules, with buttons for the other games. A modal `<dialog>`, so
 * the focus stays inside while it is open; Escape or Close closes it and the focus goes back to
 * the button that opened it.
 */
export class RulesDialog {
  constructor() {
    this.dialog = $('rules-dialog');
    this.opener = null;
    $('rules-close').addEventListener('click', () => this.dialog.close());
    this.dialog.addEventListener('close', () => {
      document.body.removeAttribute('data-rules');
      if (this.opener && this.opener.isConnected && !this.opener.closest('[hidden]')) {
        this.opener.focus({ preventScroll: true });
      }
      this.opener = null;
    });
    // A click on the backdrop (outside the dialog's box) closes it too.
    this.dialog.addEventListener('click', (e) => {
      if (e.target === this.dialog) {
        const r = this.dialog.getBoundingClientRect();
        const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (!inside) {
          this.dialog.close();
        }
      }
    });
    const nav = $('rules-games');
    Object.keys(RULES).forEach((key) => {
      const b = element('button', RULES[key].name);
      b.type = 'button';
      b.setAttribute('data-rules-game', key);
      b.addEventListener('click', () => this.fill(key));
      nav.appendChild(b);
    });
  }

  /** Opens the dialog on a game's rules; the focus returns to `opener` when it closes. */
  open(gameId, opener) {
    const key = rulesKey(gameId);
    if (!RULES[key]) {
      return;
    }
    this.opener = opener || document.activeElement;
    this.fill(key);
    if (!this.dialog.open) {
      this.dialog.showModal();
    }
    $('rules-close').focus();
  }

  fill(key) {
    const rules = RULES[key];
    $('rules-title').textContent = 'Rules of ' + rules.name;
    document.body.setAttribute('data-rules', key);
    $('rules-games').querySelectorAll('button').forEach((b) => {
      b.setAttribute('aria-pressed', String(b.getAttribute('data-rules-game') === key));
    });
    const body = $('rules-body');
    while (body.firstChild) {
      body.removeChild(body.firstChild);
    }
    body.appendChild(element('p', rules.players, 'rules-players'));
    const goal = element('p', null, 'rules-goal');
    goal.appendChild(element('strong', 'Goal: '));
    goal.appendChild(document.createTextNode(rules.goal));
    body.appendChild(goal);
    rules.sections.forEach(([title, items]) => {
      // A long section may go on in the next column (its items stay whole); a short one stays together.
      const section = element('section', null, items.length >= 4 ? 'long' : null);
      section.appendChild(element('h3', title));
      const list = element('ul');
      items.forEach((item) => list.appendChild(element('li', item)));
      section.appendChild(list);
      body.appendChild(section);
    });
    body.scrollTop = 0;
    this.dialog.scrollTop = 0;
  }
}
