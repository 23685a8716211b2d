// The web client's entry point: the menu, the connection and the game screen.

import { Connection, normaliseState } from './protocol.js';
import { GameView } from './game.js';
import { Play } from './play.js';
import { RoomPanel, storedToken, storeToken } from './room.js';
import { LadderPanel, storedLadderToken, storeLadderToken } from './ladder.js';
import { RulesDialog, rulesOf } from './rules.js';
import { setCatalogue, gameInfo, traitsOf, families, family, ladderGame } from './catalogue.js';
import {
  t, lang, setLanguage, onLanguage, initialLanguage, gameName, sideName, levelName, levelDescription, errorText,
} from './i18n.js';

const $ = (id) => document.getElementById(id);

class App {
  constructor() {
    this.catalogueShown = false;
    /** Handlers of the answers to requests, by requestId: each an object of handlers by message type. */
    this.requests = new Map();
    /** Handlers of every other message, by message type. */
    this.handlers = {
      hello: (m) => this.onHello(m),
      room: (m) => this.onRoom(m),
      ladder: (m) => this.onLadder(m, false),
      ladder_best: (m) => this.ladderPanel.showBest(m.best || []),
      state: (m) => this.onState(m),
      error: (m) => this.play.error(m),
    };
    this.connection = new Connection((m) => this.onMessage(m), () => this.onClosed(), () => this.onReopened());
    this.openingRoom = null;
    this.roomPanel = new RoomPanel({ send: (m) => this.connection.send(m) });
    this.ladderIntent = null;
    this.ladderPanel = new LadderPanel({
      send: (m) => this.connection.send(m),
      request: (m, handlers) => this.request(m, handlers),
      newRun: () => this.openLadder('new'),
    });
    this.play = new Play({
      send: (m) => this.connection.send(m),
      toMenu: () => this.showMenu(),
      gameOver: (over) => this.roomPanel.update(over),
    });
    this.rules = new RulesDialog();
    this.bindLanguage();
    $('menu-rules').addEventListener('click', (e) => this.rules.open(this.value('game'), e.currentTarget));
    $('rules-button').addEventListener('click', (e) => this.rules.open(this.shownGame(), e.currentTarget));
    this.bindMenu();
    this.resume();
  }

  /**
   * Sends a request; its answer (the first message that carries its requestId) goes to the handler
   * of the answer's type in `handlers` (`state`, `room`, `ladder`, `error`). An answer of a type
   * without a handler goes to the handler of its type, as every other message does. `kind` in
   * `handlers` names the request's kind for dropRequests.
   */
  request(message, handlers) {
    const id = this.connection.send(message);
    this.requests.set(id, handlers);
    return id;
  }

  /** Routes a message: to its request's handler when it answers one, else to its type's handler. */
  onMessage(msg) {
    const handlers = msg.requestId === undefined ? null : this.requests.get(msg.requestId);
    if (handlers) {
      this.requests.delete(msg.requestId);
      if (handlers[msg.type]) {
        handlers[msg.type](msg);
        return;
      }
    }
    const handler = this.handlers[msg.type];
    if (handler) {
      handler(msg);
    }
  }

  /** Forgets the open requests of one kind (a newer one replaces them). */
  dropRequests(kind) {
    for (const [id, h] of this.requests) {
      if (h.kind === kind) {
        this.requests.delete(id);
      }
    }
  }

  /**
   * The language switch (한국어 / English, above the menu and the game screen): a press changes the
   * language at once and keeps it in this browser; everything shown is drawn again in it.
   */
  bindLanguage() {
    document.querySelectorAll('#lang-switch button[data-lang]').forEach((b) => {
      b.addEventListener('click', () => setLanguage(b.getAttribute('data-lang'), true));
    });
    onLanguage((code) => {
      document.querySelectorAll('#lang-switch button[data-lang]').forEach((b) => {
        b.setAttribute('aria-pressed', String(b.getAttribute('data-lang') === code));
      });
      this.relabel();
    });
  }

  /** Everything on the screen again in the current language. */
  relabel() {
    if (this.unknownName !== undefined) {
      this.unknownGame(this.unknownName);
    }
    this.buildMenu();
    this.updateMenu();
    if (this.menuError) {
      $('menu-error').textContent = this.menuError();
    }
    this.rules.relabel();
    this.roomPanel.relabel();
    this.ladderPanel.relabel();
    if (this.play.waitingText && this.roomPanel.room) {
      this.play.waitingText = this.roomPanel.waitingText();
    }
    this.showTitle();
    this.play.relabel();
    if (this.connectionLost) {
      this.onClosed();
    }
  }

  /** A message under the menu that is drawn again in a new language (null clears it). */
  setMenuError(text) {
    this.menuError = text;
    $('menu-error').textContent = text ? text() : '';
  }

  /** The game screen's title before a game's first state (a room, a ladder run). */
  showTitle() {
    if (this.ladderPanel.active) {
      const game = ladderGame();
      $('game-title').textContent = t('play.ladder', { game: game ? gameName(game.id, game.name) : '' });
    } else if (this.roomPanel.room) {
      const g = this.roomPanel.room.game;
      $('game-title').textContent = t('play.withFriends', { game: gameName(g.id, g.name) });
    }
  }

  /** The game named in the URL's fragment (`#game=ID`, kept while playing) is opened again after a reload. */
  resume() {
    if (new URLSearchParams(location.search).has('ladder')) {
      this.openLadder('reload');
      return;
    }
    const room = new URLSearchParams(location.search).get('room');
    if (room) {
      this.openRoom(room);
      return;
    }
    const id = new URLSearchParams(location.hash.slice(1)).get('game');
    if (id) {
      this.requestGame({ type: 'open', gameId: id });
    }
  }

  /** Asks for a new game or an open one; its first state opens the game screen. */
  requestGame(message) {
    this.dropRequests('game');
    this.request(message, {
      kind: 'game',
      state: (msg) => {
        this.play.begin(msg.gameId, gameInfo(msg.game.id));
        this.showPlay();
        history.replaceState(null, '', location.pathname + location.search + '#game=' + encodeURIComponent(msg.gameId));
        this.onState(msg);
      },
      error: (msg) => {
        this.setMenuError(() => (msg.code === 'no_such_game' ? t('menu.gameGone') : errorText(msg)));
        history.replaceState(null, '', location.pathname + location.search);
      },
    });
  }

  /** Opens a room (an invite URL, a reload): with this browser's seat token when it has one. */
  openRoom(roomId, useToken = true) {
    const message = { type: 'room_open', roomId };
    const token = useToken ? storedToken(roomId) : null;
    if (token) {
      message.token = token;
    }
    this.openingRoom = roomId;
    this.requestRoom(message);
  }

  /** Asks for a room (a new one, or one to open); its answer is a `room` message or an error. */
  requestRoom(message) {
    this.dropRequests('room');
    this.request(message, {
      kind: 'room',
      room: (msg) => this.onRoom(msg),
      error: (msg) => {
        if (msg.code === 'unknown_token' && this.openingRoom) {
          storeToken(this.openingRoom, null);
          this.openRoom(this.openingRoom, false);
          return;
        }
        this.setMenuError(() => (msg.code === 'no_such_room' ? t('menu.roomGone') : errorText(msg)));
        this.showMenu();
      },
    });
  }

  /** Asks to start or resume a ladder run; its answer is a `ladder` message or an error. */
  requestLadder(message) {
    this.dropRequests('ladder');
    this.request(message, {
      kind: 'ladder',
      ladder: (msg) => this.onLadder(msg, true),
      error: (msg) => {
        if (msg.code === 'unknown_token') {
          storeLadderToken(null);
          if (this.ladderIntent === 'reload') {
            this.ladderGone();
          } else {
            this.openLadder('new');
          }
          return;
        }
        this.setMenuError(() => errorText(msg));
        this.showMenu();
      },
    });
  }

  /**
   * The challenge ladder (`?ladder` while in a run): a reload continues this browser's run; the
   * menu's Start continues it unless it has ended, then starts a new one; "New run" starts one.
   */
  openLadder(intent) {
    const token = intent === 'new' ? null : storedLadderToken();
    this.ladderIntent = intent;
    if (token) {
      this.requestLadder({ type: 'ladder_resume', token });
    } else if (intent === 'reload') {
      this.ladderGone();
    } else {
      this.ladderIntent = 'new';
      this.requestLadder({ type: 'ladder_start' });
    }
  }

  /** Sets the menu to the challenge ladder's game and mode, so that Start goes back to it. */
  menuToLadder() {
    const game = ladderGame();
    const input = game && document.querySelector('input[name="game"][value="' + CSS.escape(traitsOf(game.id).family) + '"]');
    if (input) {
      input.checked = true;
    }
    this.updateMenu();
    document.querySelector('input[name="mode"][value="ladder"]').checked = true;
    this.updateMenu();
  }

  /** No run to continue after a reload: the menu, set to the ladder. */
  ladderGone() {
    this.menuToLadder();
    this.showMenu();
    this.setMenuError(() => t('menu.ladderGone'));
  }

  /** A `ladder` message: keeps the run token, shows the run (and the best runs). */
  onLadder(msg, answer) {
    if (answer) {
      if (this.ladderIntent === 'menu' && msg.run.phase === 'over') {
        this.openLadder('new');
        return;
      }
      this.ladderPanel.end();
    } else if (!this.ladderPanel.active) {
      return;
    }
    if (msg.token) {
      storeLadderToken(msg.token);
    }
    this.play.ladder = true;
    this.menuToLadder();
    this.ladderPanel.show(msg.run);
    this.showTitle();
    if (msg.best) {
      this.ladderPanel.showBest(msg.best);
    }
    this.showPlay();
    history.replaceState(null, '', location.pathname + '?ladder');
  }

  /** A state of the run's game, with the run as its `ladder` part. */
  onLadderState(msg) {
    const shown = this.ladderPanel.run;
    if (!shown || msg.ladder.version < shown.version) {
      return;
    }
    if (this.play.sessionId !== msg.gameId) {
      this.play.begin(msg.gameId, gameInfo(msg.game.id));
    }
    this.play.show(new GameView(normaliseState(msg)));
    this.ladderPanel.show(msg.ladder);
  }

  /** A `state`: of the ladder run's game, of the room's game, or of the game on the screen. */
  onState(msg) {
    if (msg.ladder) {
      this.onLadderState(msg);
    } else if (msg.roomId) {
      if (msg.roomId === this.roomPanel.roomId) {
        if (this.play.sessionId !== msg.gameId) {
          this.play.begin(msg.gameId, gameInfo(msg.game.id));
        }
        this.play.show(new GameView(normaliseState(msg)));
      }
    } else if (msg.gameId === this.play.sessionId) {
      this.play.show(new GameView(normaliseState(msg)));
    }
  }

  /** The `hello`: the installed games and their traits; the menu is built from them. */
  onHello(msg) {
    setCatalogue(msg.games);
    this.buildMenu();
    if (!this.catalogueShown) {
      this.catalogueShown = true;
      this.fillFromUrl();
    }
    this.updateMenu();
    if (new URLSearchParams(location.search).get('seat')) {
      $('seat-select').value = new URLSearchParams(location.search).get('seat');
    }
    document.body.setAttribute('data-ready', 'true');
  }

  /**
   * The menu's games, one per family of the catalogue (the games of a family differ in their
   * number of players), each named in the current language; the chosen one stays chosen, else the
   * first is.
   */
  buildMenu() {
    const box = $('game-choices');
    const chosen = this.value('game');
    box.replaceChildren();
    for (const f of families()) {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'game';
      input.value = f.family;
      const name = document.createElement('span');
      name.className = 'game-name';
      name.textContent = gameName(f.games[0].id, f.games[0].name);
      label.append(input, ' ', name);
      box.append(label);
    }
    const inputs = Array.from(box.querySelectorAll('input'));
    const keep = inputs.find((i) => i.value === chosen) || inputs[0];
    if (keep) {
      keep.checked = true;
    }
  }

  /** The player counts of the chosen family, as radio buttons (shown when there are two or more). */
  buildPlayers(f) {
    const box = $('players-choices');
    const counts = f ? f.games.map((g) => String(g.players)) : [];
    const now = Array.from(box.querySelectorAll('input')).map((i) => i.value);
    if (now.join() !== counts.join()) {
      const chosen = this.value('players');
      box.replaceChildren();
      for (const n of counts) {
        const label = document.createElement('label');
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = 'players';
        input.value = n;
        const words = document.createElement('span');
        words.setAttribute('data-players', n);
        label.append(input, ' ', words);
        box.append(label);
      }
      const inputs = Array.from(box.querySelectorAll('input'));
      const keep = inputs.find((i) => i.value === chosen) || inputs[0];
      if (keep) {
        keep.checked = true;
      }
    }
    box.querySelectorAll('[data-players]').forEach((s) => {
      s.textContent = t('menu.playersN', { n: s.getAttribute('data-players') });
    });
    $('players-field').hidden = counts.length < 2;
  }

  bindMenu() {
    const form = $('menu-form');
    form.addEventListener('change', (e) => {
      if (e.target && e.target.name === 'game') {
        $('menu-notice').hidden = true;
        this.unknownName = undefined;
      }
      this.updateMenu();
    });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.start();
    });
    this.updateMenu();
  }

  /** Menu fields from the URL: game, players, mode, level, seat, position. */
  fillFromUrl() {
    const q = new URLSearchParams(location.search);
    const check = (name, value) => {
      const input = document.querySelector('input[name="' + name + '"][value="' + CSS.escape(value) + '"]');
      if (input) {
        input.checked = true;
      }
    };
    const game = q.get('game') === null ? null : q.get('game').trim().toLowerCase();
    // A game's id (`?game=ID`) or its menu family's: the family is chosen, with the game's players.
    const info = game && gameInfo(game);
    const chosen = info ? traitsOf(game).family : game;
    if (chosen && !family(chosen)) {
      this.unknownGame(game);
    } else if (chosen) {
      check('game', chosen);
      this.updateMenu();
      if (info) {
        check('players', String(info.players));
      }
    }
    if (q.get('players')) {
      check('players', q.get('players'));
    }
    if (q.get('mode')) {
      check('mode', q.get('mode'));
    }
    if (q.get('level')) {
      this.wantedLevel = q.get('level');
      check('level', q.get('level'));
    }
    if (q.get('position')) {
      $('position-input').value = q.get('position');
      $('position-details').open = true;
    }
    this.updateMenu();
    if (q.get('seat')) {
      $('seat-select').value = q.get('seat');
    }
  }

  /**
   * A game the URL names that this client does not offer: a notice above the menu that says so and
   * lists the games there are (the name from the URL is shown as text).
   */
  unknownGame(name) {
    const notice = $('menu-notice');
    this.unknownName = name;
    while (notice.firstChild) {
      notice.removeChild(notice.firstChild);
    }
    const p = document.createElement('p');
    p.textContent = t('menu.unknownGame', { name });
    notice.appendChild(p);
    const list = document.createElement('ul');
    families().forEach((f) => {
      const li = document.createElement('li');
      const name = gameName(f.games[0].id, f.games[0].name);
      li.textContent = f.games.length > 1 ? t('menu.gamePlayers', { game: name, counts: f.games.map((g) => g.players) }) : name;
      list.appendChild(li);
    });
    notice.appendChild(list);
    notice.hidden = false;
    document.body.setAttribute('data-unknown-game', 'true');
  }

  /** The game of the game screen (the menu's before the first state). */
  shownGame() {
    if (this.play.game) {
      return this.play.game.gameId;
    }
    if (this.roomPanel.room) {
      return this.roomPanel.room.game.id;
    }
    const ladder = ladderGame();
    return this.ladderPanel.active && ladder ? ladder.id : this.chosenGame();
  }

  value(name) {
    const input = document.querySelector('input[name="' + name + '"]:checked');
    return input ? input.value : null;
  }

  /** The game id the menu names: its family's game for the chosen number of players. */
  chosenGame() {
    const f = family(this.value('game'));
    if (!f) {
      return this.value('game');
    }
    const game = f.games.find((g) => String(g.players) === this.value('players')) || f.games[0];
    return game.id;
  }

  updateMenu() {
    const f = family(this.value('game'));
    this.buildPlayers(f);
    const game = this.chosenGame();
    const info = gameInfo(game);
    const traits = traitsOf(game);
    const rules = game ? rulesOf(game) : null;
    $('game-goal').textContent = rules ? t('menu.goal', { goal: rules.goal }) : '';
    $('menu-rules').textContent = rules ? t('menu.rulesOf', { game: rules.name }) : t('menu.rules');
    $('mode-local').textContent = t('menu.modeLocal', { n: info ? info.players : 2 });
    $('ladder-mode').hidden = !traits.ladder;
    if (!traits.ladder && this.value('mode') === 'ladder') {
      document.querySelector('input[name="mode"][value="ai"]').checked = true;
    }
    $('ladder-note').hidden = this.value('mode') !== 'ladder';
    $('position-details').hidden = this.value('mode') === 'ladder';
    $('ai-field').hidden = this.value('mode') !== 'ai';
    this.updateLevels(info);
    const select = $('seat-select');
    const previous = select.value;
    const sides = info ? info.sides : [];
    while (select.firstChild) {
      select.removeChild(select.firstChild);
    }
    sides.forEach((s) => {
      const o = document.createElement('option');
      o.value = String(s.seat);
      const name = sideName(info.id, s.name);
      o.textContent = s.seat === 0 ? t('menu.movesFirst', { side: name }) : name;
      select.appendChild(o);
    });
    if (sides.some((s) => String(s.seat) === previous)) {
      select.value = previous;
    }
  }

  /**
   * The level choices of the chosen game, from the server's `hello`: each level's name, its
   * measured Elo rating where the server has one, and its description as the tooltip. The
   * chosen level stays chosen where the new game has it.
   */
  updateLevels(info) {
    if (!info || !info.levels || info.levels.length === 0) {
      return;
    }
    const box = $('level-choices');
    const previous = this.wantedLevel || this.value('level');
    this.wantedLevel = null;
    while (box.firstChild) {
      box.removeChild(box.firstChild);
    }
    info.levels.forEach((level) => {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'level';
      input.value = level.name;
      label.appendChild(input);
      label.appendChild(document.createTextNode(' ' + levelName(level.name)));
      if (typeof level.elo === 'number') {
        const elo = document.createElement('span');
        elo.className = 'elo';
        elo.textContent = ' · Elo ' + level.elo;
        label.appendChild(elo);
      }
      label.title = levelDescription(level);
      box.appendChild(label);
    });
    const inputs = Array.from(box.querySelectorAll('input'));
    (inputs.find((i) => i.value === previous) || inputs[0]).checked = true;
  }

  start() {
    this.setMenuError(null);
    if (this.value('mode') === 'ladder') {
      this.openLadder('menu');
      return;
    }
    if (this.value('mode') === 'room') {
      const message = { type: 'room_create', game: this.chosenGame() };
      if (family(this.value('game')).games.length > 1) {
        message.players = gameInfo(message.game).players;
      }
      this.openingRoom = null;
      this.requestRoom(message);
      return;
    }
    const message = { type: 'new', game: this.chosenGame(), mode: this.value('mode') };
    if (message.mode === 'ai') {
      message.level = this.value('level');
      message.seat = Number($('seat-select').value || 0);
    }
    const position = $('position-input').value.trim();
    if (position) {
      message.position = position;
    }
    this.requestGame(message);
  }

  /** A `room` message: keeps the seat token, shows the room, and starts showing its game. */
  onRoom(msg) {
    if (this.roomPanel.roomId && this.roomPanel.roomId !== msg.roomId) {
      return;
    }
    if (msg.token) {
      storeToken(msg.roomId, msg.token);
    }
    this.roomPanel.show(msg);
    this.play.roomId = msg.roomId;
    this.showTitle();
    if (msg.gameId && this.play.sessionId !== msg.gameId) {
      this.play.begin(msg.gameId, gameInfo(msg.game.id));
    } else if (!msg.started && msg.board) {
      // Until every seat is taken: the board the game will start from, and who is awaited.
      this.play.showWaiting(new GameView(normaliseState({
        gameId: null, version: -1, game: msg.game, settings: { mode: 'room' },
        viewer: { seats: [], frame: msg.board.frame }, layout: msg.board.layout, position: msg.board.position,
        contents: msg.board.contents, targets: msg.board.targets, toMove: 0, status: 'waiting',
      })), this.roomPanel.waitingText());
    }
    this.showPlay();
    this.roomPanel.placeFocus();
    history.replaceState(null, '', location.pathname + '?room=' + encodeURIComponent(msg.roomId));
  }

  onClosed() {
    this.connectionLost = true;
    const text = t('menu.connectionLost');
    $('error').textContent = text;
    $('menu-error').textContent = text;
  }

  onReopened() {
    this.connectionLost = false;
    $('error').textContent = '';
    this.setMenuError(null);
    if (this.ladderPanel.active) {
      this.openLadder('reload');
    } else if (this.roomPanel.roomId) {
      this.openRoom(this.roomPanel.roomId);
    } else if (this.play.sessionId) {
      this.connection.send({ type: 'open', gameId: this.play.sessionId });
    }
  }

  showMenu() {
    const inRoom = Boolean(this.roomPanel.roomId);
    const inLadder = this.ladderPanel.active;
    if (inLadder) {
      this.connection.send({ type: 'ladder_close' });
      this.ladderPanel.end();
      this.play.ladder = false;
    } else if (inRoom) {
      this.connection.send({ type: 'room_close', roomId: this.roomPanel.roomId });
      this.roomPanel.end();
      this.play.roomId = null;
      this.openingRoom = null;
    } else if (this.play.sessionId) {
      this.connection.send({ type: 'close', gameId: this.play.sessionId });
    }
    this.play.end();
    history.replaceState(null, '', location.pathname + (inRoom || inLadder || location.search === '?ladder' ? '' : location.search));
    $('play').hidden = true;
    $('menu').hidden = false;
    $('start-button').focus();
  }

  showPlay() {
    $('menu').hidden = true;
    $('play').hidden = false;
  }
}

window.addEventListener('DOMContentLoaded', () => {
  // The language first, so that the page never shows another one once the client runs.
  setLanguage(initialLanguage(), false);
  new App();
  setLanguage(lang(), false);
});
