// The game screen: draws each state the server sends, with the move picker (picking.js) turning
// clicks, taps and key presses into moves, and sends them as the protocol's messages.

import { BoardHost } from './boards.js';
import { Picker } from './picking.js';
import { moveSentence, resultSentence } from './words.js';
import { ask, dismiss } from './confirm.js';
import { sideSwatch } from './colours.js';
import { t, tOwn, levelName, errorText } from './i18n.js';

const $ = (id) => document.getElementById(id);

export class Play {
  /** @param {{send: function(object): number, toMenu: function()}} app */
  constructor(app) {
    this.app = app;
    this.sessionId = null;
    this.roomId = null;
    this.ladder = false;
    this.game = null;
    /** The version of the game the open resign question was asked in, or null. */
    this.resignAsked = null;
    this.picker = new Picker({
      move: (m) => this.sendMove(m),
      hint: (key, params) => this.setHint(key, params),
      pathChoice: (candidates) => this.showPathChoice(candidates),
      removalChoice: (point, focus) => this.showRemovalChoice(point, focus),
      changed: () => this.drawHint(),
    }, $('key-buttons'));
    this.keys = this.picker.keys;
    this.board = new BoardHost($('board'), this.picker, $('view-buttons'));
    this.picker.addView(this.board);
    this.keysActive = false;
    $('key-buttons').addEventListener('focusin', () => {
      this.keysActive = true;
    });
    $('board-wrap').addEventListener('pointerdown', () => {
      this.keysActive = false;
      this.focusPending = false;
    });
    // Play with buttons: folded by default where the pointer is a finger (a phone's page would be
    // thousands of pixels long), open elsewhere; its title button opens and folds it.
    this.setKeysOpen(!window.matchMedia('(pointer: coarse)').matches);
    $('keys-toggle').addEventListener('click', () => this.setKeysOpen($('keys-toggle').getAttribute('aria-expanded') !== 'true'));
    $('undo-button').addEventListener('click', () => this.command('undo'));
    $('restart-button').addEventListener('click', () => this.command('restart'));
    $('resign-button').addEventListener('click', () => this.confirmResign());
    $('menu-button').addEventListener('click', () => this.app.toMenu());
    for (const id of ['pass-button', 'board-pass-button']) {
      $(id).addEventListener('click', () => {
        const pass = this.game && this.game.onlyPass();
        if (pass) {
          this.picker.choose(pass);
        }
      });
    }
    $('confirm-button').addEventListener('click', () => this.picker.confirmRemoval());
    $('cancel-button').addEventListener('click', () => this.picker.cancel());
  }

  begin(sessionId, info) {
    this.sessionId = sessionId;
    this.info = info;
    this.game = null;
    // A new game on the screen: the focus goes to its first movable piece (or the board meanwhile).
    this.focusPending = true;
  }

  end() {
    this.board.leave();
    this.sessionId = null;
    this.game = null;
    this.waitingText = null;
    this.focusPending = false;
  }

  /**
   * A room whose game has not started: its start position (a view with no moves, version -1, so
   * that the game's first state replaces it) and who is awaited, with no game buttons.
   */
  showWaiting(game, text) {
    game.waiting = true;
    this.game = game;
    this.waitingText = text;
    this.picker.setGame(game);
    document.body.setAttribute('data-game', game.gameId);
    document.body.setAttribute('data-status', 'waiting');
    document.body.setAttribute('data-version', String(game.version));
    this.keys.clear();
    this.drawPanel();
    this.draw();
  }

  /** Draws a new state of the game (older versions are dropped). */
  show(game) {
    if (this.game && game.version < this.game.version) {
      return;
    }
    if (this.resignAsked !== null && game.version !== this.resignAsked) {
      // The question was about a position that is gone (the AI moved, the game ended).
      this.resignAsked = null;
      dismiss();
    }
    this.game = game;
    const keep = this.picker.setGame(game);
    $('error').textContent = '';
    document.body.setAttribute('data-game', game.gameId);
    document.body.setAttribute('data-status', game.status);
    document.body.setAttribute('data-version', String(game.version));
    this.drawPanel();
    this.draw();
    if ((this.keysActive || !keep) && !this.offline) {
      this.keys.showPieces(game, this.keysActive);
    }
    this.placeFocus();
  }

  /**
   * At the start of a game the focus would be lost (the menu's Start button or the room's Join
   * button is gone): it goes to the first piece that can move, or to the board until the person
   * is to move. Nothing the person focused since then is taken from them.
   */
  placeFocus() {
    if (!this.focusPending) {
      return;
    }
    const at = document.activeElement;
    const lost = !at || at === document.body || at === $('board') || Boolean(at.closest('[hidden]'));
    if (!lost || document.querySelector('dialog[open]')) {
      this.focusPending = lost;
      return;
    }
    if (this.game.myTurn() && this.keys.buttons().length && !$('keys-body').hidden) {
      this.focusPending = false;
      this.keys.focusFirst({ preventScroll: true });
    } else {
      $('board').focus({ preventScroll: true });
    }
  }

  /**
   * The connection is lost (true) or back: while it is lost the board and the buttons take no
   * move, the game's buttons are disabled and the status says so.
   */
  setOffline(offline) {
    this.offline = offline;
    this.picker.setEnabled(!offline);
    document.body.toggleAttribute('data-offline', offline);
    if (this.game) {
      this.drawPanel();
      this.draw();
    }
  }

  error(msg) {
    $('error').textContent = errorText(msg);
  }

  /**
   * The language changed: the panel, the board's titles, the hint and the buttons again, in the new
   * language (the selection and the focused button stay).
   */
  relabel() {
    if (!this.game) {
      return;
    }
    this.drawPanel();
    this.draw();
    if (this.picker.removal !== null) {
      $('confirm-button').textContent = t('play.removeStone', { point: this.game.pointLabel(this.picker.removal) });
    }
    if (this.game.waiting) {
      return;
    }
    const focused = document.activeElement;
    const inKeys = focused && focused.closest && focused.closest('#key-buttons');
    const at = inKeys ? this.keys.buttons().indexOf(focused) : -1;
    this.picker.showKeys(false);
    if (at >= 0 && this.keys.buttons()[at]) {
      this.keys.buttons()[at].focus({ preventScroll: true });
    }
  }

  /** Resigning ends the game: asked in the page first. */
  confirmResign() {
    const g = this.game;
    if (!g || g.over) {
      return;
    }
    const side = g.seatName(g.mode === 'local' || !g.humanSeats.length ? g.toMove : g.humanSeats[0]);
    this.resignAsked = g.version;
    ask({
      title: t('play.resignTitle'),
      text: t('play.resignText', { side }),
      yes: t('play.resign'),
      no: t('play.keepPlaying'),
    }, () => {
      this.resignAsked = null;
      this.command('resign');
    });
  }

  command(type) {
    if (!this.game) {
      return;
    }
    const message = { type, gameId: this.sessionId };
    if (type === 'undo') {
      message.version = this.game.version;
    }
    if (type === 'resign' && this.game.mode === 'local') {
      message.seat = this.game.toMove;
    }
    this.app.send(message);
  }

  /** Opens or folds the "play with buttons" panel. */
  setKeysOpen(open) {
    $('keys-toggle').setAttribute('aria-expanded', String(open));
    $('keys-body').hidden = !open;
  }

  /** Sends a move the picker chose. */
  sendMove(move) {
    if (this.ladder) {
      this.app.send({ type: 'ladder_move', version: this.game.version, code: move.code });
    } else if (this.roomId) {
      this.app.send({ type: 'room_move', roomId: this.roomId, version: this.game.version, code: move.code });
    } else {
      this.app.send({ type: 'move', gameId: this.sessionId, version: this.game.version, code: move.code });
    }
  }

  /** The buttons to choose between several paths to one point (null hides them). */
  showPathChoice(candidates) {
    const box = $('path-buttons');
    if (!candidates) {
      $('path-choice').hidden = true;
      return;
    }
    const g = this.game;
    box.replaceChildren();
    candidates.forEach((m) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = m.path.map((i) => g.pointLabel(i)).join(' → ');
      b.setAttribute('data-path', m.text);
      b.addEventListener('mouseenter', () => this.picker.previewMove(m));
      b.addEventListener('focus', () => this.picker.previewMove(m));
      b.addEventListener('click', () => this.picker.choose(m));
      box.appendChild(b);
    });
    $('path-choice').hidden = false;
    box.firstChild.focus();
  }

  /** The confirm button of a Kōnane removal (null hides it), focused when asked. */
  showRemovalChoice(point, focus) {
    if (point === null) {
      $('confirm-area').hidden = true;
      return;
    }
    $('confirm-button').textContent = t('play.removeStone', { point: this.game.pointLabel(point) });
    $('confirm-area').hidden = false;
    if (focus) {
      $('confirm-button').focus();
    }
  }

  // ----- drawing -----

  draw() {
    const g = this.game;
    if (!g) {
      return;
    }
    this.board.draw(g.geom, g, g.lastMoves.slice(-(g.playerCount >= 3 ? 2 : 1)).reverse());
    this.drawHint();
  }

  /** The hint under the status while a piece or a stone is chosen: a message key and its parameters. */
  setHint(key, params) {
    this.hint = { key, params };
  }

  /** The hint under the status: what to do next, or what the chosen piece or stone awaits. */
  drawHint() {
    if (!this.game) {
      return;
    }
    $('hint').textContent = this.picker.busy ? (this.hint ? t(this.hint.key, this.hint.params) : '') : this.idleHint();
  }

  idleHint() {
    const g = this.game;
    if (!g.myTurn() || this.offline) {
      return '';
    }
    if (g.onlyPass()) {
      return t('play.hintPass');
    }
    if (g.removals().length) {
      return t('play.hintRemoval');
    }
    return t('play.hintMove');
  }

  drawPanel() {
    const g = this.game;
    // Play with buttons only while a move can be entered: not while a room waits, nor once the game is over.
    $('keys').hidden = Boolean(g.waiting) || g.over;
    if (g.waiting) {
      $('board-title').textContent = t('play.boardTitleWaiting', { game: g.gameName, side: g.viewerFrameName() });
      $('position-text').textContent = g.position || '';
      const status = $('status');
      status.classList.remove('over');
      status.removeAttribute('data-outcome');
      status.replaceChildren(this.waitingText || '');
      ['last-move', 'target-counts', 'counters', 'hint'].forEach((id) => {
        $(id).textContent = '';
      });
      ['undo-button', 'restart-button', 'resign-button', 'pass-button', 'board-pass-button'].forEach((id) => {
        $(id).hidden = true;
      });
      return;
    }
    const room = g.mode === 'room';
    const ladder = g.mode === 'ladder';
    const title = room ? 'play.withFriends' : ladder ? 'play.ladder' : g.mode === 'ai' ? 'play.againstAi' : 'play.onDevice';
    $('game-title').textContent = t(title, { game: g.gameName, level: levelName(g.level || ''), levelCode: g.level });
    $('position-text').textContent = g.position || '';
    $('board-title').textContent = t('play.boardTitle', { game: g.gameName, side: g.viewerFrameName() });
    const status = $('status');
    status.classList.toggle('over', g.over);
    const outcome = g.viewerOutcome();
    if (outcome) {
      status.setAttribute('data-outcome', outcome);
    } else {
      status.removeAttribute('data-outcome');
    }
    let said;
    if (g.over) {
      said = t('play.over', { result: resultSentence(g, g.result) });
    } else if (this.offline) {
      said = t('play.offline');
    } else if (g.thinking) {
      said = t('play.thinking', { side: g.seatName(g.toMove) });
    } else if (g.mode === 'ai' || ladder || (room && g.myTurn())) {
      said = t('play.yourMove', { side: g.seatName(g.toMove) });
    } else {
      said = t('play.toMove', { side: g.seatName(g.toMove) });
    }
    if (g.notes.length) {
      said += ' ' + g.notes.map((n) => {
        const note = (n.code && tOwn('note.' + n.code)) || n.text;
        return n.seat === null || n.seat === undefined ? note : t('play.noteOf', { side: g.seatName(n.seat), note });
      }).join(' · ');
    }
    // While the game goes on, the colour of the side to move stands before the words.
    const sideToMove = g.seats[g.toMove];
    if (g.over || !sideToMove) {
      status.replaceChildren(said);
    } else {
      status.replaceChildren(sideSwatch(g.gameId, sideToMove.name, g.toMove), said);
    }
    const shown = g.lastMoves.slice(-(g.playerCount >= 3 ? 2 : 1));
    $('last-move').textContent = shown.length ? t('play.last', { moves: shown.map((m) => moveSentence(g, m)).join(' ') }) : '';
    const counts = g.targetCounts();
    $('target-counts').textContent = counts.length
      ? t('play.inCamp', { counts: counts.map((c) => t('play.campCount', { side: g.seatName(c.seat), n: c.own, of: c.size })).join(' · ') })
      : '';
    drawCounters($('counters'), g.counters);
    $('pass-button').hidden = !(g.myTurn() && g.onlyPass());
    $('board-pass-button').hidden = $('pass-button').hidden;
    const localUndo = !this.info || this.info.localUndo !== false;
    $('undo-button').hidden = g.mode === 'local' && !localUndo;
    $('undo-button').disabled = !g.canUndo;
    $('resign-button').hidden = g.over;
    $('resign-button').disabled = g.thinking && g.mode === 'local';
    // A room or a ladder run has no undo and no restart; their resign and "again" or "next" are
    // on the room or ladder panel.
    $('undo-button').hidden = $('undo-button').hidden || room || ladder;
    $('restart-button').hidden = room || ladder;
    $('resign-button').hidden = g.over || room || ladder;
    // Without a connection no command is sent: the game's buttons wait for it.
    const offline = Boolean(this.offline);
    $('undo-button').disabled = $('undo-button').disabled || offline;
    $('resign-button').disabled = $('resign-button').disabled || offline;
    for (const id of ['restart-button', 'pass-button', 'board-pass-button']) {
      $(id).disabled = offline;
    }
    if (this.app.gameOver) {
      this.app.gameOver(g.over);
    }
  }
}

/** The share of a counter's limit from which it is drawn as close to ending the game. */
const NEAR_LIMIT = 0.8;

/**
 * The game's counters towards a draw limit (no progress, plies, turns: as the server sends them), one span
 * each, e.g. "No progress 12 of 50"; a counter at 80% of its limit or more is marked `near`.
 */
function drawCounters(p, counters) {
  p.replaceChildren();
  counters.forEach((c, i) => {
    if (i > 0) {
      p.append(' · ');
    }
    const span = document.createElement('span');
    span.className = 'counter' + (c.value >= NEAR_LIMIT * c.limit ? ' near' : '');
    span.dataset.counter = c.code;
    const label = (c.code && tOwn('counter.' + c.code)) || c.label.charAt(0).toUpperCase() + c.label.slice(1);
    span.textContent = t('play.counter', { label, value: c.value, limit: c.limit });
    p.append(span);
  });
}
