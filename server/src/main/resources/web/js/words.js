// Moves, results and pieces in words, with points named in the viewer's frame.

function plural(n, word) {
  return n + ' ' + word + (n === 1 ? '' : 's');
}

/** A last move as a sentence, e.g. "Yellow moved from row 10 number 1 to row 10 number 3 (1 jump)". */
export function moveSentence(game, move) {
  const who = game.seatName(move.seat);
  const name = (i) => game.pointLabel(i);
  switch (move.kind) {
    case 'pass':
      return who + ' passed.';
    case 'removal':
      return who + ' removed the stone on ' + name(move.from) + '.';
    case 'capture': {
      const taken = (move.captured || []).map(name);
      const n = move.jumps || taken.length || 1;
      const count = game.gameId === 'konane' ? plural(n, 'jump') : plural(n, 'capture');
      return who + ' moved from ' + name(move.from) + ' to ' + name(move.to)
        + (taken.length ? ', capturing on ' + taken.join(', ') : '') + ' (' + count + ').';
    }
    case 'jump':
      return who + ' moved from ' + name(move.from) + ' to ' + name(move.to)
        + ' (' + plural(move.jumps || 1, 'jump') + ')' + '.';
    default:
      return who + ' moved from ' + name(move.from) + ' to ' + name(move.to) + (game.kind === 'star' ? ' (step)' : '') + '.';
  }
}

/** A destination button's label: where, step or jumps, and rows forward for the mover. */
export function destinationLabel(game, move) {
  if (move.kind === 'pass') {
    return 'Pass';
  }
  if (move.kind === 'removal') {
    return 'Remove the stone on ' + game.pointLabel(move.from);
  }
  const parts = ['to ' + game.pointLabel(move.to)];
  if (move.path && move.path.length > 2 && game.gameId === 'bashni') {
    parts[0] += ' via ' + move.path.slice(1, -1).map((i) => game.pointLabel(i)).join(', ');
  }
  if (move.kind === 'step') {
    parts.push('step');
  } else if (move.kind === 'capture') {
    if (game.gameId === 'konane') {
      parts.push(plural(move.jumps || 1, 'jump'));
    } else {
      parts.push(game.gameId === 'bashni' ? plural(move.jumps || 1, 'capture') : 'capture');
    }
  } else {
    parts.push(plural(move.jumps || 1, 'jump'));
  }
  const f = move.forward || 0;
  if (f > 0) {
    parts.push(plural(f, 'row') + ' forward');
  } else if (f < 0) {
    parts.push(plural(-f, 'row') + ' back');
  } else {
    parts.push('same row');
  }
  return parts.join(', ');
}

const REASONS = {
  GOAL_REACHED: 'goal reached',
  GOAL: 'goal reached',
  NO_LEGAL_MOVE: 'no legal move',
  NO_MOVES: 'no legal move',
  NO_PIECES: 'all pieces captured',
  QUIET_MOVE_LIMIT: 'move limit (no progress)',
  OPPONENT_HAS_NO_MOVE: 'no legal move',
  ALL_CAPTURED: 'all pieces captured',
  ALL_PIECES_CAPTURED: 'all pieces captured',
  MOVE_LIMIT: 'move limit',
  QUIET_LIMIT: 'move limit (no progress)',
  ALL_PASSED: 'all passed',
  RESIGNATION: 'resignation',
};

/** "Red wins: goal reached" or "Draw: move limit", from the result the server sends. */
export function resultSentence(game, result) {
  if (!result) {
    return '';
  }
  const reason = result.reasonText || REASONS[String(result.reason || '').toUpperCase()]
    || String(result.reason || '').toLowerCase().replace(/_/g, ' ');
  if (result.winner === null || result.winner === undefined || result.winner < 0) {
    return 'Draw' + (reason ? ': ' + reason : '') + '.';
  }
  const you = game.isHuman(result.winner) && game.mode === 'ai' ? ' (you)' : '';
  return game.seatName(result.winner) + you + ' wins' + (reason ? ': ' + reason : '') + '.';
}
