// Moves, results and pieces in words, in the current language (js/i18n.js), with points named in
// the viewer's frame. Everything is built from the codes the server sends (move kind, points,
// jumps, result reason), never from its English sentences.

import { t, tOwn } from './i18n.js';

/**
 * A last move as a sentence, e.g. "Yellow moved from row 10 number 1 to row 10 number 3 (1 jump)."
 * or '노랑이 10단 1번에서 10단 3번까지 말을 옮겼습니다(점프 1번).'
 */
export function moveSentence(game, move) {
  const who = game.seatName(move.seat);
  const name = (i) => game.pointLabel(i);
  switch (move.kind) {
    case 'pass':
      return t('move.passed', { who });
    case 'removal':
      return t('move.removed', { who, from: name(move.from) });
    case 'capture': {
      const taken = (move.captured || []).map(name);
      return t('move.captured', {
        who, from: name(move.from), to: name(move.to), taken: taken.join(', '),
        n: move.jumps || taken.length || 1, asJumps: game.traits.captureWords === 'jumps',
      });
    }
    case 'jump':
      return t('move.jumped', { who, from: name(move.from), to: name(move.to), n: move.jumps || 1 });
    default:
      return t('move.stepped', { who, from: name(move.from), to: name(move.to), star: game.kind === 'star' });
  }
}

/** A destination button's label: where, step or jumps, and rows forward for the mover. */
export function destinationLabel(game, move) {
  if (move.kind === 'pass') {
    return t('dest.pass');
  }
  if (move.kind === 'removal') {
    return t('play.removeStone', { point: game.pointLabel(move.from) });
  }
  const point = game.pointLabel(move.to);
  const parts = [move.path && move.path.length > 2 && game.traits.pathInWords
    ? t('dest.via', { point, via: move.path.slice(1, -1).map((i) => game.pointLabel(i)).join(', ') })
    : t('dest.to', { point })];
  if (move.kind === 'step') {
    parts.push(t('dest.step'));
  } else if (move.kind === 'capture') {
    const words = game.traits.captureWords;
    if (words === 'jumps') {
      parts.push(t('dest.jumps', { n: move.jumps || 1 }));
    } else {
      parts.push(words === 'capture' ? t('dest.capture') : t('dest.captures', { n: move.jumps || 1 }));
    }
  } else {
    parts.push(t('dest.jumps', { n: move.jumps || 1 }));
  }
  const f = move.forward || 0;
  const star = game.kind === 'star';
  if (f > 0) {
    parts.push(t('dest.forward', { n: f, star }));
  } else if (f < 0) {
    parts.push(t('dest.back', { n: -f, star }));
  } else {
    parts.push(t('dest.same', { star }));
  }
  return parts.join(', ');
}

/**
 * A result's reason in words, by its code (`no_moves`, ...); the server's words only for a code
 * the client does not know.
 */
export function reasonText(result) {
  const code = String(result.reason || '').toLowerCase();
  return tOwn('reason.' + code) || result.reasonText || code.replace(/_/g, ' ');
}

/** "Red wins: reached the goal." or "Draw: move limit.", from the result the server sends. */
export function resultSentence(game, result) {
  if (!result) {
    return '';
  }
  const reason = reasonText(result);
  if (result.winner === null || result.winner === undefined || result.winner < 0) {
    return reason ? t('result.draw', { reason }) : t('result.drawPlain');
  }
  const side = game.seatName(result.winner);
  const you = game.isHuman(result.winner) && game.mode === 'ai';
  const key = 'result.wins' + (you ? 'You' : '') + (reason ? '' : 'Plain');
  return t(key, { side, reason });
}
