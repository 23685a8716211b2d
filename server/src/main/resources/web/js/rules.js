// The rules dialog (the "Rules" buttons of the menu and of the game screen): the rules of each game
// in short, from js/rules-texts.js in the current language, put in the page with textContent.

import { t, lang } from './i18n.js';
import { traitsOf } from './catalogue.js';
import { RULES, RULES_KO } from './rules-texts.js';

/** The rules in a language: Korean or English. */
function rulesIn(code) {
  return code === 'ko' ? RULES_KO : RULES;
}

/** The rules' key of a game id: its menu family (the games of a family share their rules). */
export function rulesKey(gameId) {
  return RULES[gameId] ? gameId : traitsOf(gameId).family;
}

/** The rules of a game id, or null when the client has none for it. */
export function rulesOf(gameId) {
  return rulesIn(lang())[rulesKey(gameId)] || null;
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
      const b = element('button', rulesOf(key).name);
      b.type = 'button';
      b.setAttribute('data-rules-game', key);
      b.addEventListener('click', () => this.fill(key));
      nav.appendChild(b);
    });
  }

  /** Opens the dialog on a game's rules; the focus returns to `opener` when it closes. */
  open(gameId, opener) {
    const key = rulesKey(gameId);
    if (!rulesOf(key)) {
      return;
    }
    this.opener = opener || document.activeElement;
    this.fill(key);
    if (!this.dialog.open) {
      this.dialog.showModal();
    }
    $('rules-close').focus();
  }

  /** The language changed: the games' buttons and, when open, the rules shown, again. */
  relabel() {
    $('rules-games').querySelectorAll('button').forEach((b) => {
      b.textContent = rulesOf(b.getAttribute('data-rules-game')).name;
    });
    if (this.dialog.open && this.shown) {
      this.fill(this.shown);
    }
  }

  fill(key) {
    const rules = rulesOf(key);
    this.shown = key;
    $('rules-title').textContent = t('rules.titleOf', { game: rules.name });
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
    goal.appendChild(element('strong', t('rules.goal')));
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
