// @ts-check
// What the status line says, from the engine's status ({state, lostAfter, jumps, moves, pegs,
// canJump, start, finish, hints, hintsMessage, hintsFrom}) and the element's mode. Sentences only; the
// engine decides every fact in them.

const goalOf = (s) => (s.finish ? `one peg left on ${s.finish}` : 'one peg left anywhere');
export const pegCount = (n) => (n === 1 ? '1 peg' : `${n} pegs`);
// Added to a lost game's sentence when no jump is left: with one peg, where it stands.
const noJumpLeft = (s) => {
  if (s.canJump) return '';
  if (s.lastPeg && s.finish) return ` One peg left, on ${s.lastPeg}, not on ${s.finish}.`;
  return ` No jump is left (${pegCount(s.pegs)}).`;
};
const stuckText = (s) => `No jump is left: ${pegCount(s.pegs)} ${s.pegs === 1 ? 'remains' : 'remain'}.`;

// What George Bell's published results tell of the unmarked (live-hint) starts.
function knownWins(picking) {
  const live = picking.filter((o) => o.feasible && o.solvable !== false && o.hints === 'live');
  const known = live.filter((o) => o.solvable === true).map((o) => o.name);
  if (known.length === live.length) return 'Every unmarked start can be won (George Bell).';
  return `Known to win (George Bell): ${known.join(', ')}.`;
}

/** The status sentence and which result buttons fit: {text, state, playAgain, undoToWinning}. */
export function describeStatus(s, { picking, solving, solverFrom = null, hintsShown = true, startsChosen = true, systemColours = false }) {
  if (picking) {
    // The legend names only the kinds of start this board has; in the system's forced colours
    // (high contrast) it names the rings' shapes alone, since green, violet and red are not shown.
    const has = (test) => picking.some(test);
    const [ready, download, bad] = systemColours ? ['Solid ring', 'Dashed ring', 'Crossed out'] : ['Green', 'Violet (dashed)', 'Red, crossed out'];
    const legend = [
      has((o) => o.feasible && o.solvable !== false && o.hints === 'ready') && `${ready}: hints at once.`,
      has((o) => o.feasible && o.solvable !== false && o.hints === 'download') && `${download}: hints download first.`,
      // "With this finish" only where another finish might win one of them.
      has((o) => !o.feasible || o.solvable === false) && `${bad}: cannot be solved with ${has((o) => o.otherFinish) ? 'this' : 'any'} finish.`,
      has((o) => o.feasible && o.solvable !== false && o.hints === 'live') && 'Unmarked: hints come later in the game, once few enough pegs are left.',
      // Known from George Bell's published results on the boards without data.
      has((o) => o.solvable === true && o.hints === 'live') && knownWins(picking),
    ].filter(Boolean);
    return { text: `Choose the hole to leave empty at the start. ${legend.join(' ')}`, state: 'picking' };
  }
  if (s.state === 'won') {
    // Say so when Solve from here played the ending: the win is not all the player's.
    const result = `One peg left on ${s.lastPeg}, in ${s.moves} moves.`;
    const help = solverFrom === null ? '' : solverFrom === 0 ? ' The solver played it all.' : ` The solver played it from jump ${solverFrom + 1} on.`;
    return { text: `Solved! ${result}${help}`, state: 'won', playAgain: true };
  }
  // With hints off the game does not tell that the goal is lost: only that no jump is left.
  if (s.state === 'lost' && !hintsShown) {
    if (s.canJump) return { text: `Start: ${s.start} empty. Goal: ${goalOf(s)}.`, state: 'playing' };
    return { text: stuckText(s), state: 'stuck', playAgain: true };
  }
  if (s.state === 'lost' && s.lostAfter === 0) {
    // Where the page fixed the game (no menus), the player has no other start to choose.
    const advice = startsChosen ? ` Choose another start hole${s.otherFinish ? ' or another finish' : ''}.` : '';
    return { text: `This start cannot be solved: no game from ${s.start} ends with ${goalOf(s)}.${advice}`, state: 'lost' };
  }
  if (s.state === 'lost' && s.lostAfter === null) {
    // Live hints found it out only now: which earlier jump lost it is not known.
    return { text: `The goal can no longer be reached from here.${noJumpLeft(s)}`, state: 'lost', playAgain: true };
  }
  if (s.state === 'lost') {
    return {
      text: `The goal can no longer be reached: jump ${s.lostAfter} (${s.lostJump}) lost it.${noJumpLeft(s)}`,
      state: 'lost',
      playAgain: true,
      undoToWinning: true,
    };
  }
  if (s.state === 'stuck') {
    return { text: stuckText(s), state: 'stuck', playAgain: true };
  }
  if (solving) return { text: `Playing a winning line: ${goalOf(s)}.`, state: 'playing' };
  return { text: `Start: ${s.start} empty. Goal: ${goalOf(s)}.`, state: 'playing' };
}
