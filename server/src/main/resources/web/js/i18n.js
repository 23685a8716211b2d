// The client's languages: message catalogues (js/messages-LANG.js), the current language and the
// words for what the server names by code (game, side, level, result reason, note, counter,
// error). Every text a player sees comes from here, and is put in the page with textContent.
//
// A message is a string with named parameters, `{n}`, or a function of the parameters (English
// plurals). In a string `{who:이}` is the parameter followed by the Korean particle that fits its
// last sound: 이/가, 은/는, 을/를, 과/와 and 으로/로 (`{to:으로}` gives "e4로" and "10단 3번으로").

import { EN } from './messages-en.js';
import { KO } from './messages-ko.js';
import { gameInfo, traitsOf } from './catalogue.js';

/** The catalogues by language code, and each language's own name for the switch. */
const CATALOGUES = { ko: KO, en: EN };
export const LANGUAGES = [
  { code: 'ko', name: '한국어' },
  { code: 'en', name: 'English' },
];
const FALLBACK = 'en';
const KEY = 'abstract-games.lang';

let current = FALLBACK;
const listeners = [];

/** The language kept in this browser (the switch or `?lang=`), or null. */
export function storedLanguage() {
  try {
    const l = localStorage.getItem(KEY);
    return CATALOGUES[l] ? l : null;
  } catch (e) {
    return null;
  }
}

/**
 * The language to start in: `?lang=CODE` in the URL (kept as the choice), else the one kept in this
 * browser, else Korean when the browser's preferred languages put a Korean one (`ko`, `ko-KR`)
 * before English, else English.
 */
export function initialLanguage() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && CATALOGUES[asked.toLowerCase()]) {
    store(asked.toLowerCase());
    return asked.toLowerCase();
  }
  const kept = storedLanguage();
  if (kept) {
    return kept;
  }
  const preferred = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''])
    .map((l) => String(l).toLowerCase());
  for (const l of preferred) {
    if (l === 'ko' || l.startsWith('ko-')) {
      return 'ko';
    }
    if (l === 'en' || l.startsWith('en-')) {
      return 'en';
    }
  }
  return FALLBACK;
}

function store(code) {
  try {
    localStorage.setItem(KEY, code);
  } catch (e) {
    // Private browsing without storage: the choice lasts as long as the page.
  }
}

/** The current language's code, e.g. `ko`. */
export function lang() {
  return current;
}

/**
 * Sets the language: `<html lang>`, the static texts of the page, then every listener (which draws
 * its part again). `keep` saves the choice in this browser.
 */
export function setLanguage(code, keep) {
  if (!CATALOGUES[code]) {
    return;
  }
  current = code;
  if (keep) {
    store(code);
  }
  document.documentElement.lang = code;
  document.body.setAttribute('data-lang', code);
  applyStatic(document);
  listeners.forEach((fn) => fn(code));
}

/** Calls `fn` after every change of the language. */
export function onLanguage(fn) {
  listeners.push(fn);
}

/** Whether the current language (or English) has a message. */
export function has(key) {
  return key in CATALOGUES[current] || key in CATALOGUES[FALLBACK];
}

/** A message of the current language (English where it has none; the key itself where neither has). */
export function t(key, params) {
  let m = CATALOGUES[current][key];
  if (m === undefined) {
    m = CATALOGUES[FALLBACK][key];
  }
  if (m === undefined) {
    return key;
  }
  return format(typeof m === 'function' ? m(params || {}) : m, params || {});
}

/** A message only when the current language has it, else null (for the server's own texts). */
export function tOwn(key, params) {
  const m = CATALOGUES[current][key];
  if (m === undefined) {
    return null;
  }
  return format(typeof m === 'function' ? m(params || {}) : m, params || {});
}

/** Fills `{name}` and `{name:particle}` from the parameters. */
export function format(text, params) {
  return text.replace(/\{(\w+)(?::([^}]+))?\}/g, (all, name, p) => {
    const value = params[name] === undefined || params[name] === null ? '' : String(params[name]);
    return p ? value + particle(value, p) : value;
  });
}

const PAIRS = { 이: ['이', '가'], 가: ['이', '가'], 은: ['은', '는'], 는: ['은', '는'], 을: ['을', '를'], 를: ['을', '를'],
  과: ['과', '와'], 와: ['과', '와'], 으로: ['으로', '로'], 로: ['으로', '로'] };

/** The final consonant of digits read in Korean (영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구): 0 none, 8 ㄹ, 1 another. */
const DIGIT_FINAL = [1, 8, 0, 1, 0, 0, 1, 8, 8, 0];

/** A word's last sound: 0 a vowel, 8 the consonant ㄹ, any other number another consonant. */
function finalSound(word) {
  const w = String(word).replace(/[\s)\]'"”’.,]+$/, '');
  const c = w.charCodeAt(w.length - 1);
  if (c >= 0xac00 && c <= 0xd7a3) {
    return (c - 0xac00) % 28;
  }
  if (c >= 48 && c <= 57) {
    return DIGIT_FINAL[c - 48];
  }
  // Latin letters read in English: l, m, n and r end in a consonant (엘, 엠, 엔, 알).
  const ch = w.charAt(w.length - 1).toLowerCase();
  return ch === 'l' || ch === 'r' ? 8 : ch === 'm' || ch === 'n' ? 1 : 0;
}

/** The Korean particle of a pair (given by either form) that fits the word's last sound. */
export function particle(word, form) {
  const pair = PAIRS[form];
  if (!pair) {
    return form;
  }
  const f = finalSound(word);
  if (pair[0] === '으로') {
    return f === 0 || f === 8 ? '로' : '으로';
  }
  return f === 0 ? pair[1] : pair[0];
}

/**
 * The static texts of the page: `data-i18n` sets an element's text, `data-i18n-label`,
 * `data-i18n-title` and `data-i18n-placeholder` its aria-label, title and placeholder.
 */
export function applyStatic(root) {
  root.querySelectorAll('[data-i18n]').forEach((e) => {
    e.textContent = t(e.getAttribute('data-i18n'));
  });
  root.querySelectorAll('[data-i18n-label]').forEach((e) => {
    e.setAttribute('aria-label', t(e.getAttribute('data-i18n-label')));
  });
  root.querySelectorAll('[data-i18n-title]').forEach((e) => {
    e.setAttribute('title', t(e.getAttribute('data-i18n-title')));
  });
}

// ----- what the server names -----

/**
 * A game's name: `game.FAMILY` of the language (the games of one menu family, such as one game for
 * 2 and for 3 players, share it), else the server's name.
 */
export function gameName(gameId, serverName) {
  return tOwn('game.' + traitsOf(gameId).family) || serverName || String(gameId);
}

/**
 * A side's name in a game, by the server's English name (White, Black, Red, ...): the word of the
 * seat's name key in the game's traits (a game can have its own words, such as 흑 and 백), else
 * `side.NAME`, else the server's name.
 */
export function sideName(gameId, serverName) {
  const info = gameInfo(gameId);
  const side = info && (info.sides || []).find((s) => s.name === serverName);
  const look = side && traitsOf(gameId).seats[side.seat];
  return (look && tOwn(look.nameKey)) || tOwn('side.' + String(serverName).toLowerCase()) || String(serverName);
}

/** A level's name: `beginner`, `mcts`, ...; an unknown one gets a capital letter. */
export function levelName(name) {
  return tOwn('level.' + name) || (name === 'mcts' ? 'MCTS' : name.charAt(0).toUpperCase() + name.slice(1));
}

/** A level's description: the language's own by its name, else the server's text. */
export function levelDescription(level) {
  return tOwn('level.' + level.name + '.about') || level.description || '';
}

/**
 * An error from the server: by its code in the current language; the server's message (English,
 * naming the detail) where the language keeps no word for the code, or where it is English.
 */
export function errorText(msg) {
  const own = current === FALLBACK ? null : tOwn('error.' + msg.code);
  return own || msg.message || msg.code || '';
}
