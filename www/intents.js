// @ts-check
// What each gesture and key that input.js reads asks of the game: pick, jump, drop, move the
// keyboard cursor, let go, undo and redo. `actions` (actions.js) carries them out.

/** The intents input.js calls, for the element `actions.host`. */
export function intents(actions) {
  const host = actions.host;
  return {
    hover: (hole) => {
      if (hole === host.ui.hovered) return;
      host.ui.hovered = hole;
      host.invalidate('marks');
    },
    choose: (hole, pointerType) => actions.choose(hole, pointerType),
    // A press on the picked peg released without a drop: it lets go, as a second click does.
    release: (hole) => {
      const letGo = actions.letGoOnRelease === hole && host.ui.selected === hole;
      actions.letGoOnRelease = null;
      if (!letGo) return;
      actions.dropPick();
      host.invalidate('game');
    },
    drop: (from, to, pointerType) => {
      actions.letGoOnRelease = null;
      if (host.ui.selected !== from) return;
      const lands = actions.landings(from).includes(to);
      const empty = !host.pegs[to];
      // As a press there: a finger's drop is no hover (touch has none, and a hover left
      // behind would show that hole's marks over every later tap's).
      actions.choose(to, pointerType);
      // A peg dropped where it cannot land goes back: say why, rather than only snap it back.
      if (!lands && empty && host.playable && !host.ui.picking) {
        const name = (h) => host.view.layout.holes[h].name;
        host.message = `The peg on ${name(from)} cannot land on ${name(to)}: a peg jumps over a next-door peg into the empty hole just beyond it.`;
        host.invalidate('game');
      }
    },
    // A touch on a peg that can jump may drag it, and one on the picked peg's landing jumps
    // at once: those are the game's. Any other touch may be a scroll of the page.
    holdsTouch: (hole) => {
      if (!host.playable || host.ui.picking || host.solver.playing) return false;
      const { selected } = host.ui;
      if (selected !== null && !host.pegs[hole]) return actions.landings(selected).includes(hole);
      return Boolean(host.pegs[hole]) && actions.landings(hole).length > 0;
    },
    dragging: (from) => host.playable && host.ui.selected === from && !host.ui.picking,
    moveCursor: (dx, dy) => {
      if (!host.view) return;
      host.ui.showCursor = true;
      const next = host.ui.cursor === null ? actions.homeHole() : host.view.neighbour(host.ui.cursor, dx, dy);
      if (next !== null) host.ui.cursor = host.ui.hovered = next;
      host.invalidate('marks');
    },
    // Home and End: the row's first or last hole; with Ctrl, the board's.
    cursorToEnd: (end, board) => {
      if (!host.view) return;
      host.ui.showCursor = true;
      host.ui.cursor = host.ui.hovered = host.view.rowEnd(host.ui.cursor ?? actions.homeHole(), end, board);
      host.invalidate('marks');
    },
    chooseCursor: () => host.ui.cursor !== null && actions.choose(host.ui.cursor, 'keyboard'),
    // Whether there was a solution playing, a picked peg, an open start picker or an open
    // Export box to let go of (in that order).
    cancel: () => {
      if (host.solver.playing) {
        host.solver.stop(true);
        return true;
      }
      if (host.ui.selected === null && host.ui.picking === null) {
        if (!host.exportBox.open) return false;
        host.exportBox.set(false);
        return true;
      }
      actions.letGo();
      return true;
    },
    // A press on the board between the holes lets go of a picked peg, as a press on an
    // empty hole does; an open start picker stays open (a near miss should not close it).
    pressOffHoles: () => {
      if (host.solver.playing) return host.solver.stop(true); // as a press on a hole does
      if (host.ui.selected !== null && !host.ui.picking) actions.letGo();
    },
    undo: () => actions.undo(),
    redo: () => actions.redo(),
    focusBoard: (visible) => {
      if (!host.view) return;
      if (host.ui.cursor === null) host.ui.cursor = actions.homeHole();
      if (!visible) return; // a click focused the board: the pointer is the cursor
      host.ui.showCursor = true;
      host.ui.hovered = host.ui.cursor;
      host.invalidate('marks');
    },
    blurBoard: () => {
      host.ui.showCursor = false;
      host.invalidate('marks');
    },
  };
}
