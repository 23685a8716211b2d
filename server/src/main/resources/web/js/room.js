// The room panel of "play with a friend": the invite link, the seats, and the room's buttons.
// Seat tokens are kept in localStorage, one per room, so a reload returns the person to their seat.

import { ask, dismiss } from './confirm.js';
import { sideSwatch } from './colours.js';
import { t, tOwn, lang, sideName } from './i18n.js';

const $ = (id) => document.getElementById(id);

const TOKEN_KEY = 'abstract-games.room-token.';

/** The seat token this browser keeps for a room, or null. */
export function storedToken(roomId) {
  try {
    return localStorage.getItem(TOKEN_KEY + roomId);
  } catch (e) {
    return null;
  }
}

/** Keeps (or, with null, forgets) this browser's seat token for a room. */
export function storeToken(roomId, token) {
  try {
    if (token) {
      localStorage.setItem(TOKEN_KEY + roomId, token);
    } else {
      localStorage.removeItem(TOKEN_KEY + roomId);
    }
  } catch (e) {
    // Private browsing without storage: the seat lasts as long as the connection.
  }
}

export class RoomPanel {
  /** @param {{send: function(object): number}} app */
  constructor(app) {
    this.app = app;
    this.room = null;
    this.over = false;
    $('copy-invite').addEventListener('click', () => this.copy());
    $('join-button').addEventListener('click', () => this.request('room_join'));
    $('fill-button').addEventListener('click', () => this.request('room_fill'));
    $('leave-button').addEventListener('click', () => this.confirmLeave());
    $('again-button').addEventListener('click', () => this.request('room_again'));
  }

  get roomId() {
    return this.room ? this.room.roomId : null;
  }

  request(type) {
    if (this.room) {
      this.app.send({ type, roomId: this.room.roomId });
    }
  }

  copy() {
    const input = $('invite-url');
    input.select();
    if (navigator.clipboard) {
      navigator.clipboard.writeText(input.value).catch(() => {});
    }
  }

  /** Draws a `room` message. */
  show(room) {
    this.room = room;
    $('room-panel').hidden = false;
    const link = room.inviteUrl || room.localUrl || '';
    $('invite-url').value = link;
    $('invite-box').hidden = !link;
    $('invite-note').textContent = this.inviteNote(room);
    // Open while the room waits; folded once its game starts, so that on a phone the status stays
    // in view under the board (a person may open it again to invite a spectator).
    if (room.started !== this.shownStarted) {
      $('invite-details').open = !room.started;
      this.shownStarted = room.started;
    }
    const list = $('seat-list');
    while (list.firstChild) {
      list.removeChild(list.firstChild);
    }
    room.seats.forEach((s) => {
      const li = document.createElement('li');
      let who = t('room.empty');
      if (s.holder === 'ai') {
        who = t('room.ai');
      } else if (s.holder === 'person') {
        who = t(s.you ? 'room.you' : 'room.aPlayer') + (s.connected ? '' : t('room.away')) + (s.aiPlaying ? t('room.aiForNow') : '');
      }
      li.replaceChildren(sideSwatch(room.game.id, s.side, s.seat), t('room.seat', { side: this.side(s.side), who }));
      li.classList.toggle('you', Boolean(s.you));
      li.setAttribute('data-holder', s.holder);
      list.appendChild(li);
    });
    const seated = room.you.seat !== null && room.you.seat !== undefined;
    $('room-role').textContent = this.roleText(room, seated);
    document.body.setAttribute('data-room', room.roomId);
    document.body.setAttribute('data-room-seat', seated ? String(room.you.seat) : 'none');
    this.seated = seated;
    this.update();
  }

  /** A seat's side in the current language. */
  side(name) {
    return sideName(this.room.game.id, name);
  }

  /**
   * Why there is no invite link, where there is none: in English the server's sentence; in another
   * language the language's own (the loopback address named from the local link), else the server's.
   */
  inviteNote(room) {
    if (!room.inviteNote || lang() === 'en') {
      return room.inviteNote || '';
    }
    if (room.localUrl) {
      let host = '';
      try {
        host = new URL(room.localUrl).host;
      } catch (e) {
        return room.inviteNote;
      }
      return tOwn('room.loopback', { host }) || room.inviteNote;
    }
    return tOwn('room.noAddress') || room.inviteNote;
  }

  /** The language changed: the panel again. */
  relabel() {
    if (this.room) {
      this.show(this.room);
    }
  }

  /**
   * Where the focus was lost (the menu's Start is gone, a reload): on Join for a visitor before the
   * start, else on the invite link's copy button while the room waits.
   */
  placeFocus() {
    const at = document.activeElement;
    if (this.room.started || (at && at !== document.body && !at.closest('[hidden]'))) {
      return;
    }
    const target = [$('join-button'), $('copy-invite')].find((b) => !b.closest('[hidden]'));
    if (target) {
      target.focus({ preventScroll: true });
    }
  }

  /** Who this person is in the room, in a sentence. */
  roleText(room, seated) {
    if (seated) {
      const mine = room.seats.find((s) => s.seat === room.you.seat);
      const side = mine ? this.side(mine.side) : t('room.seatN', { n: room.you.seat + 1 });
      const host = room.you.creator && !room.started ? t(room.players === 3 ? 'room.hostThree' : 'room.hostTwo') : '';
      return t(room.you.seat === 0 ? 'room.youPlayFirst' : 'room.youPlay', { side }) + host;
    }
    return t(room.started ? 'room.watching' : 'room.pressJoin');
  }

  /** Before the game starts: who is still awaited, e.g. "Waiting for a second player (Black)." */
  waitingText() {
    const room = this.room;
    const empty = room.seats.filter((s) => s.holder === 'empty').map((s) => this.side(s.side));
    if (!empty.length) {
      return t('room.aboutToStart');
    }
    const sides = empty.join(t('room.and'));
    if (room.players === 2) {
      return t('room.waitingSecond', { sides });
    }
    if (empty.length === 1) {
      return t('room.waitingThird', { sides });
    }
    return t('room.waitingMore', { n: empty.length, sides });
  }

  /** Resigning (leaving, with three players) ends the person's game: asked in the page first. */
  confirmLeave() {
    const room = this.room;
    if (!room || !room.started || this.over) {
      return;
    }
    this.leaveAsked = room.round;
    const three = room.players === 3;
    ask({
      title: t(three ? 'room.leaveTitle' : 'room.resignTitle'),
      text: t(three ? 'room.leaveText' : 'room.resignText'),
      yes: t(three ? 'room.leave' : 'room.resign'),
      no: t('play.keepPlaying'),
    }, () => {
      this.leaveAsked = null;
      this.request('room_leave');
    });
  }

  /** Shows the buttons that fit the room and its game now. */
  update(over = this.over) {
    this.over = over;
    const room = this.room;
    if (!room) {
      return;
    }
    if (this.leaveAsked != null && (over || !room.started || room.round !== this.leaveAsked)) {
      // The question was about a game that has ended meanwhile.
      this.leaveAsked = null;
      dismiss();
    }
    const seated = this.seated;
    $('join-button').hidden = seated || room.started;
    $('fill-button').hidden = room.started || !room.you.creator;
    $('leave-button').hidden = !seated || !room.started || over;
    $('leave-button').textContent = t(room.players === 3 ? 'room.leaveThree' : 'room.resign');
    $('again-button').hidden = !seated || !over;
    $('again-button').textContent = t(room.players === 2 ? 'room.againSwap' : 'room.againSame');
  }

  end() {
    this.room = null;
    this.over = false;
    this.shownStarted = undefined;
    $('room-panel').hidden = true;
    document.body.removeAttribute('data-room');
    document.body.removeAttribute('data-room-seat');
  }
}
