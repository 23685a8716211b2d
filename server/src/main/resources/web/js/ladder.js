// The challenge ladder's panel: opponent, wins, the thinking clock, the score, the buttons
// between games, and at the end the name form and the best runs. The run lives on the server; the
// browser keeps only its run token (localStorage), so a reload continues the run. The clock shown is
// the server's figure, advanced here between messages only for display. Names are text: they are
// put in the page with textContent, never as markup.

import { ask, dismiss } from './confirm.js';
import { t, tOwn, lang, sideName, errorText } from './i18n.js';
import { ladderGame } from './catalogue.js';

const $ = (id) => document.getElementById(id);

const TOKEN_KEY = 'abstract-games.ladder-token';

/** The run token this browser keeps, or null. */
export function storedLadderToken() {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch (e) {
    return null;
  }
}

/** Keeps (or, with null, forgets) this browser's run token. */
export function storeLadderToken(token) {
  try {
    if (token) {
      localStorage.setItem(TOKEN_KEY, token);
    } else {
      localStorage.removeItem(TOKEN_KEY);
    }
  } catch (e) {
    // Private browsing without storage: the run lasts as long as the page.
  }
}

/** Milliseconds as m:ss.s (h:mm:ss.s from an hour on), in whole tenths as the score counts them. */
export function clockText(ms) {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const t = tenths % 10;
  const seconds = Math.floor(tenths / 10) % 60;
  const minutes = Math.floor(tenths / 600) % 60;
  const hours = Math.floor(tenths / 36000);
  const ss = String(seconds).padStart(2, '0') + '.' + t;
  return hours > 0 ? hours + ':' + String(minutes).padStart(2, '0') + ':' + ss : minutes + ':' + ss;
}

/** The server's English reason descriptions (`Outcome.describe`) by their codes, to read a run's ending. */
const REASON_CODES = {
  'reached the goal': 'goal_reached', 'opponent has no pieces left': 'no_pieces', 'opponent has no legal move': 'no_moves',
  'move limit': 'move_limit', '50 quiet plies': 'quiet_move_limit', 'every player passed': 'all_passed', resignation: 'resignation',
};

/**
 * Why a run ended, in the current language. The server says it in English words only (`ending`):
 * English shows them; another language reads the server's known sentences (a game's result, the
 * player stopping or resigning between games, opponent 19) and shows anything else as it came.
 */
export function endingText(ending) {
  const text = ending || '';
  if (lang() === 'en') {
    return text;
  }
  let m = /^the player stopped after beating opponent (\d+)$/.exec(text);
  if (m) {
    return tOwn('ladder.endStopped', { n: m[1] }) || text;
  }
  if (text === 'the player resigned') {
    return tOwn('ladder.endResigned') || text;
  }
  m = /^against opponent (\d+) White has no move from the start/.exec(text);
  if (m) {
    return tOwn('ladder.endNoMen', { n: m[1] }) || text;
  }
  m = /^(\w+) wins \((.+)\)$/.exec(text);
  const reason = (r) => tOwn('reason.' + REASON_CODES[r]) || r;
  if (m && REASON_CODES[m[2]]) {
    const game = ladderGame();
    return tOwn('ladder.endWins', { side: sideName(game ? game.id : '', m[1]), reason: reason(m[2]) }) || text;
  }
  m = /^draw \((.+)\)$/i.exec(text);
  if (m && REASON_CODES[m[1]]) {
    return tOwn('ladder.endDraw', { reason: reason(m[1]) }) || text;
  }
  return text;
}

export class LadderPanel {
  /**
   * @param {{send: function(object): number, request: function(object, object): number, newRun: function()}} app
   *   `request` sends a message with handlers for its answer by message type (see main.js)
   */
  constructor(app) {
    this.app = app;
    this.run = null;
    this.receivedAt = 0;
    this.timer = null;
    $('ladder-next').addEventListener('click', () => this.request('ladder_next'));
    $('ladder-resign').addEventListener('click', () => this.confirmResign());
    $('ladder-new').addEventListener('click', () => this.app.newRun());
    $('ladder-name-form').addEventListener('submit', (e) => {
      e.preventDefault();
      const name = $('ladder-name').value.trim();
      $('ladder-name-error').textContent = '';
      if (name) {
        this.app.request({ type: 'ladder_name', name }, { error: (msg) => this.nameRefused(msg) });
      }
    });
  }

  get active() {
    return this.run !== null;
  }

  request(type) {
    if (this.run) {
      this.app.send({ type });
    }
  }

  /** Resigning (or stopping after a win) ends the run: asked in the page first. */
  confirmResign() {
    const run = this.run;
    if (!run || run.phase === 'over') {
      return;
    }
    const question = run.phase === 'won'
      ? {
        title: t('ladder.stopTitle'),
        text: t('ladder.stopText', { wins: run.wins, score: run.score, next: run.opponent + 1 }),
        yes: t('ladder.stopYes'),
        no: t('ladder.goOn'),
      }
      : {
        title: t('ladder.resignTitle'),
        text: t('ladder.resignText', { n: run.opponent, wins: run.wins, score: run.score }),
        yes: t('ladder.resignYes'),
        no: t('play.keepPlaying'),
      };
    this.askedPhase = run.phase;
    ask(question, () => this.request('ladder_resign'));
  }

  /** A run from a `ladder` message or a state's `ladder` part; older versions are dropped. */
  show(run) {
    if (this.run && run.version < this.run.version) {
      return;
    }
    this.run = run;
    this.receivedAt = performance.now();
    $('ladder-panel').hidden = false;
    document.body.setAttribute('data-ladder-phase', run.phase);
    document.body.setAttribute('data-ladder-opponent', String(run.opponent));
    this.draw();
    if (run.clock.running && this.timer === null) {
      this.timer = setInterval(() => this.drawClock(), 100);
    } else if (!run.clock.running && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** A refused name: the reason under the form. */
  nameRefused(msg) {
    $('ladder-name-error').textContent = errorText(msg);
  }

  draw() {
    const run = this.run;
    if (this.askedPhase && this.askedPhase !== run.phase) {
      // The game ended (or the next began) while the question was open: it no longer applies.
      this.askedPhase = null;
      dismiss();
    }
    $('ladder-opponent').textContent = t('ladder.of', { n: run.opponent, of: run.lastOpponent });
    $('ladder-handicap').textContent = run.menRemoved > 0 ? t('ladder.handicap', { n: run.menRemoved }) : '';
    $('ladder-wins').textContent = String(run.wins);
    $('ladder-score').textContent = String(run.score);
    $('ladder-won-clock').textContent = clockText(run.clock.wonMs);
    this.drawClock();
    const won = run.phase === 'won';
    const over = run.phase === 'over';
    let message = '';
    if (won) {
      message = t('ladder.beat', { n: run.opponent, next: run.opponent + 1 });
    } else if (over) {
      message = t('ladder.over', { ending: endingText(run.ending), score: run.score, wins: run.wins });
    }
    $('ladder-message').textContent = message;
    $('ladder-next').hidden = !won;
    $('ladder-resign').hidden = over;
    $('ladder-resign').textContent = t(won ? 'ladder.stop' : 'ladder.resign');
    $('ladder-new').hidden = !over;
    $('ladder-end').hidden = !over;
    $('ladder-name-form').hidden = !over || run.name !== null;
    $('ladder-named').textContent = run.name !== null ? t('ladder.named', { name: run.name }) : '';
  }

  drawClock() {
    const run = this.run;
    if (!run) {
      return;
    }
    const extra = run.clock.running ? performance.now() - this.receivedAt : 0;
    $('ladder-game-clock').textContent = clockText(run.clock.gameMs + extra);
    $('ladder-game-clock').classList.toggle('running', run.clock.running);
  }

  /** The language changed: the run and the best runs again. */
  relabel() {
    if (this.run) {
      this.draw();
    }
    if (this.best) {
      this.showBest(this.best);
    }
  }

  /** The best runs, as text. */
  showBest(best) {
    this.best = best;
    const list = $('best-runs');
    while (list.firstChild) {
      list.removeChild(list.firstChild);
    }
    best.forEach((b) => {
      const li = document.createElement('li');
      const name = document.createElement('span');
      name.className = 'best-name';
      name.textContent = b.name;
      const figures = document.createElement('span');
      figures.className = 'best-figures';
      figures.textContent = t('ladder.bestFigures', { score: b.score, wins: b.wins, date: String(b.date).slice(0, 10) });
      li.appendChild(name);
      li.appendChild(figures);
      if (this.run && this.run.name === b.name && this.run.endedAt === b.date) {
        li.classList.add('yours');
      }
      list.appendChild(li);
    });
    $('best-empty').hidden = best.length > 0;
  }

  end() {
    this.run = null;
    this.askedPhase = null;
    dismiss();
    if (this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
    $('ladder-panel').hidden = true;
    $('ladder-name').value = '';
    $('ladder-name-error').textContent = '';
    document.body.removeAttribute('data-ladder-phase');
    document.body.removeAttribute('data-ladder-opponent');
  }
}
