// Move picking: how a click, a tap, a hover or a button press becomes one of the legal moves the
// server sent. The picker owns the whole picking state (the selected piece, its destinations, the
// destination awaiting a second tap, the previewed path, the paths to choose between, the stone
// chosen for a Kōnane removal, the column tooltip); board views hold none of it.
//
// ----- The view contract -----
//
// A board view (the SVG board today, a WebGL board tomorrow) draws and reports; it decides nothing.
// Points are the layout's point indices (`layout.points[i].index` of docs/protocol.md).
//
// The view reports pointer events to the picker:
//   picker.pointOver(point)              the mouse is over a point (null: over no point / left the board)
//   picker.pointDown(point, {touch})     a click or tap that chose a point (null: chose none);
//                                        `touch` is true for a finger or a pen, false for a mouse.
//   A view reports a click only once it is sure it is one (not the end of a drag that turned the
//   view), and only on what it has finished drawing.
//
// The picker tells each view what to show; every call replaces what the previous call of the same
// method showed, and a view may draw at once or gather a burst of calls into one drawing:
//   view.showSelection(point)            the selected piece, lifted (null: none)
//   view.showDestinations(points, pending)
//                                        rings on these points (an array; empty: none); `pending`
//                                        is the one awaiting a second tap (null: none)
//   view.showPreview(preview)            a move's path and its piece where it lands:
//                                        {move, path: [point, ...], stack: [{seat, rank, king}, ...]}
//   view.clearPreview()                  no preview
//   view.showRemoval(point)              the stone chosen for removal (null: none)
//   view.showTip(point)                  the column whose composition is shown (null: none)
// A view that cannot show something (a tooltip, say) implements the method as a no-op.
//
// The host (the game screen) receives what is not a board's to show: the move to send, the hint
// line, the path choice and the removal's confirm button (see the constructor). The key buttons
// (keys.js) are driven from here too, so that pointer and keys share one selection.

import { KeyPanel } from './keys.js';

export class Picker {
  /**
   * @param {{move: function(object), hint: function(?string, ?object), pathChoice: function(?Array<object>),
   *          removalChoice: function(?number, boolean), changed: function()}} host
   *   `move` sends a chosen move; `hint` keeps the message key and parameters shown while a piece or
   *   a stone is chosen; `changed` is called after every change of the picking;
   *   `pathChoice` offers several moves to one point (null: hides the offer); `removalChoice`
   *   shows the confirm button for a stone (null: hides it), focused when the second argument is true.
   * @param {HTMLElement} keyContainer where the key buttons go
   */
  constructor(host, keyContainer) {
    this.host = host;
    this.views = [];
    this.game = null;
    this.keys = new KeyPanel(keyContainer, {
      select: (i) => this.select(i, true),
      preview: (m) => this.previewMove(m),
      choose: (m) => this.choose(m),
      remove: (i) => this.chooseRemoval(i, true),
      back: () => this.back(),
    });
    this.reset();
  }

  /** Adds a board view that implements the view contract above. */
  addView(view) {
    this.views.push(view);
    this.render();
  }

  reset() {
    this.selected = null;
    this.pending = null;
    this.preview = null;
    this.removal = null;
    this.choice = null;
    this.tip = null;
  }

  /**
   * A new state of the game. A new version clears the picking; the same version (a state sent
   * again) keeps it.
   */
  setGame(game) {
    const keep = this.game && game && game.version === this.game.version && !this.game.waiting;
    this.game = game;
    if (!keep) {
      this.reset();
      this.host.pathChoice(null);
      this.host.removalChoice(null, false);
    }
    this.render();
    return keep;
  }

  /** Whether a piece or a stone is chosen. */
  get busy() {
    return this.selected !== null || this.removal !== null;
  }

  // ----- what the views report -----

  pointDown(point, options) {
    const touch = Boolean(options && options.touch);
    const g = this.game;
    if (!g) {
      return;
    }
    const stack = point === null ? [] : g.stackAt(point);
    if (!touch) {
      this.tip = stack.length > 1 ? point : null;
    } else {
      this.tip = stack.length > 1 && this.tip !== point ? point : null;
    }
    if (!g.myTurn() || point === null) {
      this.cancel();
      return;
    }
    if (g.removals().length) {
      if (g.removals().some((m) => m.from === point) && this.removal !== point) {
        this.chooseRemoval(point, false);
      } else {
        this.cancel();
      }
      return;
    }
    const sel = this.selected;
    if (sel !== null) {
      const dests = g.destinations(sel);
      if (dests.has(point)) {
        const candidates = dests.get(point);
        if (touch && g.secondTap() && this.pending !== point) {
          this.pending = point;
          this.preview = this.previewOf(candidates[0]);
          this.host.hint('play.tapAgain', { point: g.pointLabel(point) });
          this.render();
          return;
        }
        this.chooseAmong(candidates);
        return;
      }
    }
    if (point !== sel && g.topSeat(point) === g.toMove && g.movesFrom(point).length) {
      this.select(point, false);
      return;
    }
    this.cancel();
  }

  pointOver(point) {
    const g = this.game;
    if (!g) {
      return;
    }
    const tip = point !== null && g.stackAt(point).length > 1 ? point : null;
    let preview = null;
    if (this.choice) {
      preview = this.preview;
    } else if (this.selected !== null && point !== null && g.pathPreview()) {
      const candidates = g.destinations(this.selected).get(point);
      if (candidates) {
        preview = this.previewOf(candidates[0]);
      }
    }
    const samePreview = (preview && preview.move) === (this.preview && this.preview.move);
    if (tip !== this.tip || !samePreview) {
      this.tip = tip;
      this.preview = preview;
      this.render();
    }
  }

  // ----- choices (pointer, keys, the path buttons) -----

  select(point, fromKeys) {
    const g = this.game;
    this.selected = point;
    this.pending = null;
    this.preview = null;
    this.choice = null;
    this.host.pathChoice(null);
    this.host.hint(g.destinations(point).size ? 'play.chooseDestination' : 'play.noMoveFrom', { point: g.pointLabel(point) });
    this.keys.showDestinations(g, point, fromKeys);
    this.render();
  }

  /** Plays the only move, or lets the player pick the path when several moves reach the point. */
  chooseAmong(candidates) {
    if (candidates.length === 1) {
      this.choose(candidates[0]);
      return;
    }
    this.choice = candidates;
    this.preview = this.previewOf(candidates[0]);
    this.host.pathChoice(candidates);
    this.render();
  }

  /** Plays a move: hands it to the host and clears the picking. */
  choose(move) {
    if (!this.game || !this.game.myTurn()) {
      return;
    }
    this.host.move(move);
    this.reset();
    this.host.pathChoice(null);
    this.host.removalChoice(null, false);
    this.keys.clear();
    this.render();
  }

  chooseRemoval(point, fromKeys) {
    const g = this.game;
    this.removal = point;
    this.selected = null;
    this.host.removalChoice(point, fromKeys);
    this.host.hint('play.confirmRemoval', { point: g.pointLabel(point) });
    this.render();
  }

  confirmRemoval() {
    const g = this.game;
    const m = g && g.removals().find((r) => r.from === this.removal);
    if (m) {
      this.choose(m);
    }
  }

  /** Previews a move (a destination button focused, a path button hovered), or none. */
  previewMove(move) {
    this.preview = move && this.game ? this.previewOf(move) : null;
    this.render();
  }

  previewOf(move) {
    return { move, path: move.path, stack: this.game.stackAt(move.from) };
  }

  cancel() {
    const tip = this.tip;
    const wasBusy = this.busy;
    this.reset();
    this.tip = tip;
    this.host.pathChoice(null);
    this.host.removalChoice(null, false);
    if (wasBusy && this.game) {
      this.keys.showPieces(this.game, false);
    }
    this.render();
  }

  /** Escape or the back button: back to the pieces, the last piece focused. */
  back() {
    const last = this.selected;
    this.cancel();
    if (!this.game) {
      return;
    }
    this.keys.showPieces(this.game, true);
    if (last !== null) {
      this.keys.focusPoint(last);
    }
  }

  /** The key buttons again: the destinations of the selected piece, or the pieces. */
  showKeys(focus) {
    if (!this.game || this.game.waiting) {
      this.keys.clear();
    } else if (this.selected !== null) {
      this.keys.showDestinations(this.game, this.selected, focus);
    } else {
      this.keys.showPieces(this.game, focus);
    }
  }

  /** Tells every view what to show. */
  render() {
    const g = this.game;
    let destinations = [];
    if (g && this.selected !== null) {
      destinations = [...g.destinations(this.selected).keys()];
    } else if (g && g.myTurn() && this.removal === null && g.removals().length) {
      destinations = g.removals().map((m) => m.from);
    }
    for (const v of this.views) {
      v.showSelection(this.selected);
      v.showDestinations(destinations, this.pending);
      if (this.preview) {
        v.showPreview(this.preview);
      } else {
        v.clearPreview();
      }
      v.showRemoval(this.removal);
      v.showTip(this.tip);
    }
    this.host.changed();
  }
}
