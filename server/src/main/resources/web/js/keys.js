// Play with buttons: one button per own piece, then one per destination of the pressed piece. The
// buttons are drawn for the move picker (picking.js), which keeps the selection and gets every press.
// Arrow keys move between the buttons, Enter presses (the buttons are real buttons), Escape goes
// back to the pieces. A whole game can be played this way, with or without the drawn board.

import { destinationLabel } from './words.js';
import { t } from './i18n.js';

/** How many pieces of each colour a column holds, the top piece's colour first: "2 White, 1 Black". */
function columnCounts(game, stack) {
  const counts = new Map();
  for (let i = stack.length - 1; i >= 0; i--) {
    counts.set(stack[i].seat, (counts.get(stack[i].seat) || 0) + 1);
  }
  return [...counts].map(([seat, n]) => t('keys.count', { n, side: game.seatName(seat) })).join(', ');
}

export class KeyPanel {
  /**
   * @param {HTMLElement} container where the buttons go
   * @param {{select: function(number), preview: function(?object), choose: function(object),
   *          remove: function(number), back: function()}} actions
   */
  constructor(container, actions) {
    this.container = container;
    this.actions = actions;
    container.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Shows the piece buttons of the side to move (or nothing when it is not a person's turn). */
  showPieces(game, focus) {
    this.clear();
    if (!game.myTurn()) {
      return;
    }
    const pass = game.onlyPass();
    if (pass) {
      this.button(t('keys.pass'), () => this.actions.choose(pass), 'pass');
    } else if (game.removals().length) {
      for (const m of game.removals()) {
        const b = this.button(t('play.removeStone', { point: game.pointLabel(m.from) }), () => this.actions.remove(m.from), 'removal');
        b.setAttribute('data-point', game.geom.points.get(m.from).name);
        b.setAttribute('data-moves', '1');
      }
    } else {
      for (const index of game.ownPieces()) {
        const n = game.movesFrom(index).length;
        const top = game.stackAt(index)[game.stackAt(index).length - 1];
        const king = top.king ? t('keys.rank', { rank: game.rankName(top) }) : '';
        const height = game.stackAt(index).length > 1
          ? t('keys.column', { n: game.stackAt(index).length, counts: columnCounts(game, game.stackAt(index)) }) : '';
        const label = game.pointLabel(index) + king + height + (n ? t('keys.moves', { n }) : t('keys.noMove'));
        const b = this.button(label, () => this.actions.select(index), 'piece');
        b.setAttribute('data-point-index', String(index));
        b.setAttribute('data-point', game.geom.points.get(index).name);
        b.setAttribute('data-moves', String(n));
      }
    }
    if (focus) {
      this.focusFirst();
    }
  }

  /** Shows the destinations of one piece. */
  showDestinations(game, index, focus) {
    this.clear();
    const moves = game.movesFrom(index);
    for (const m of moves) {
      const b = this.button(destinationLabel(game, m), () => this.actions.choose(m), 'dest');
      b.setAttribute('data-move', m.text);
      b.addEventListener('focus', () => this.actions.preview(m));
      b.addEventListener('blur', () => this.actions.preview(null));
    }
    if (!moves.length) {
      const p = document.createElement('p');
      p.textContent = t('play.noMoveFrom', { point: game.pointLabel(index) });
      this.container.appendChild(p);
    }
    const back = this.button(t('keys.back'), () => this.actions.back(), 'back');
    back.classList.add('back');
    if (focus) {
      this.focusFirst();
    }
  }

  clear() {
    while (this.container.firstChild) {
      this.container.removeChild(this.container.firstChild);
    }
  }

  button(label, onPress, kind) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.setAttribute('data-kind', kind);
    b.addEventListener('click', onPress);
    this.container.appendChild(b);
    return b;
  }

  buttons() {
    return Array.from(this.container.querySelectorAll('button'));
  }

  /** Focuses the first button of a piece that can move (without scrolling it into view when asked). */
  focusFirst(options) {
    const first = this.buttons().find((b) => b.getAttribute('data-moves') !== '0') || this.buttons()[0];
    if (first) {
      first.focus(options);
    }
  }

  /** Focuses the button of a piece on a point, when there is one. */
  focusPoint(index) {
    const b = this.container.querySelector('[data-point-index="' + index + '"]');
    if (b) {
      b.focus();
    }
  }

  onKey(e) {
    const list = this.buttons();
    const at = list.indexOf(document.activeElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
      if (list.length) {
        list[(at + 1) % list.length].focus();
      }
      e.preventDefault();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
      if (list.length) {
        list[(at - 1 + list.length) % list.length].focus();
      }
      e.preventDefault();
    } else if (e.key === 'Escape') {
      this.actions.back();
      e.preventDefault();
    }
  }
}
