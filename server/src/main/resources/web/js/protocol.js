// The game protocol's messages (docs/protocol.md) on one WebSocket, and the normalised state the
// rest of the client reads.

/** The wait before the first try to connect again, in milliseconds; each failed try doubles it. */
export const RECONNECT_FIRST_MS = 500;
/** The longest wait between two tries to connect again, in milliseconds. */
export const RECONNECT_CAP_MS = 5000;

/** The wait before a try to connect again (the first try is 1): 0.5 s, 1 s, 2 s, 4 s, then 5 s. */
export function reconnectDelay(attempt) {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt - 1));
}

/** The browser's timer: `after(ms, fn)` returns a handle for `cancel(handle)`. */
const BROWSER_TIMER = {
  after: (ms, fn) => setTimeout(fn, ms),
  cancel: (handle) => clearTimeout(handle),
};

/**
 * The WebSocket connection to the server: JSON messages both ways, queued until it opens, and
 * opened again when it is lost, with a back-off ({@link reconnectDelay}) for as long as it takes.
 */
export class Connection {
  /**
   * @param {function(object)} onMessage called with every message the server sends
   * @param {function()} onClosed called when the connection is lost, and after each failed try
   *   to connect again (a next try is then due)
   * @param {function()} onReopened called when a lost connection is back
   * @param {{after: function(number, function()): *, cancel: function(*)}} [timer] the timer of the
   *   tries to connect again; the browser's by default
   */
  constructor(onMessage, onClosed, onReopened, timer) {
    this.onMessage = onMessage;
    this.onClosed = onClosed;
    this.onReopened = onReopened;
    this.timer = timer || BROWSER_TIMER;
    this.queue = [];
    this.nextRequest = 1;
    this.retries = 0;
    this.due = null;
    this.open();
  }

  /** Tries to connect again now, without waiting for the back-off (the page's test hook). */
  reconnectNow() {
    if (this.due !== null) {
      this.timer.cancel(this.due);
      this.due = null;
      this.open();
    }
  }

  open() {
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    this.ws = new WebSocket(scheme + location.host + '/ws');
    this.ws.addEventListener('open', () => {
      const waiting = this.queue;
      this.queue = [];
      if (this.retries > 0) {
        this.retries = 0;
        this.onReopened();
      }
      waiting.forEach((m) => this.ws.send(m));
    });
    this.ws.addEventListener('message', (e) => {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch (err) {
        return;
      }
      this.onMessage(msg);
    });
    this.ws.addEventListener('close', () => {
      // A phone that slept or a server that restarted: try again, a little slower each time.
      this.retries++;
      this.delay = reconnectDelay(this.retries);
      this.due = this.timer.after(this.delay, () => {
        this.due = null;
        this.open();
      });
      this.onClosed();
    });
  }

  /** Sends a message and returns the requestId it carries. */
  send(message) {
    const requestId = this.nextRequest++;
    const text = JSON.stringify({ ...message, requestId });
    if (this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(text);
    } else {
      this.queue.push(text);
    }
    return requestId;
  }

  get closed() {
    return this.ws.readyState === WebSocket.CLOSED || this.ws.readyState === WebSocket.CLOSING;
  }
}

function piece(p) {
  return { seat: p.seat, rank: p.rank, king: p.rank === 'king' };
}

/** The fields of a `state` message that the client draws, with contents as a map of stacks. */
export function normaliseState(msg) {
  const contents = new Map();
  for (const c of msg.contents || []) {
    contents.set(c.point, (c.pieces || []).map(piece));
  }
  const settings = msg.settings || {};
  return {
    sessionId: msg.gameId,
    version: msg.version,
    gameId: msg.game.id,
    displayName: msg.game.name,
    playerCount: msg.game.players,
    seats: msg.game.sides || [],
    mode: settings.mode,
    level: settings.level,
    humanSeats: settings.humanSeats || [],
    viewerSeats: (msg.viewer && msg.viewer.seats) || [],
    viewSeat: msg.viewer ? msg.viewer.frame : 0,
    layout: msg.layout,
    position: msg.position,
    contents,
    toMove: msg.toMove,
    status: msg.status,
    over: msg.status === 'over',
    thinking: msg.status === 'thinking',
    yourTurn: Boolean(msg.yourTurn),
    moves: msg.legalMoves || [],
    lastMoves: msg.lastMoves || [],
    result: msg.result,
    canUndo: Boolean(msg.canUndo),
    notes: (msg.notes || []).map((n) => (typeof n === 'string' ? { seat: null, text: n } : n)),
    targets: msg.targets || [],
    counters: msg.counters || [],
  };
}
