// @ts-check
// Pointer and keyboard input on the board, turned into a few intents the element handles:
// hover(hole | null), choose(hole) (a click, a tap, Enter, or the drop of a drag), drop(from,
// to), release(hole) (a press let go without a drop), moveCursor (dx, dy), cancel(),
// pressOffHoles(), undo(), redo(), focusBoard(visible), cursorToEnd(end, board), and the
// question holdsTouch(hole) (whether a touch there is the game's, not maybe a scroll). Mouse
// hover shows hints; touch has no hover, so a tap picks the peg (and shows its hints) instead.

/** Listens on `svg` and `keyRoot`; returns a function that removes every listener. */
export function attachInput(svg, keyRoot, view, intents) {
  const offs = [];
  const on = (node, type, fn) => {
    node.addEventListener(type, fn);
    offs.push(() => node.removeEventListener(type, fn));
  };
  let dragFrom = null; // the hole pressed, until the release
  let pressedAt = null; // where it was pressed (client coordinates)
  let pointerFocus = false;
  // The hole under a node, or null; also null while the board is not drawn yet (the engine is
  // loading), when a pointer over its place is on no hole.
  const holeAt = (node) => view()?.holeAt(node) ?? null;

  let tapOn = null; // a hole touched that acts only if the touch ends as a tap there
  // A touch that starts on a peg that can jump, or on the picked peg's landing, is the game's (a
  // drag, or a jump at once): the page must not scroll under it, nor a swipe from a landing jump
  // a peg and then scroll. From anywhere else the browser may scroll the page (the board's
  // touch-action): on a big triangle the holes cover most of the board.
  const gameTouch = (e) => {
    const hole = holeAt(e.target);
    return hole !== null && intents.holdsTouch(hole);
  };
  const holdTouch = (e) => {
    if (gameTouch(e)) e.preventDefault();
  };
  svg.addEventListener('touchstart', holdTouch, { passive: false });
  offs.push(() => svg.removeEventListener('touchstart', holdTouch, { passive: false }));
  on(svg, 'pointerdown', (e) => {
    const hole = holeAt(e.target);
    if (hole === null) {
      intents.pressOffHoles(); // the board between the holes: let go of the picked peg
      return;
    }
    if (e.pointerType === 'touch' && !gameTouch(e)) {
      // It may be the start of a scroll: a tap acts when it ends (a scroll cancels it).
      tapOn = hole;
      return;
    }
    press(hole, e);
  });
  // A press on a hole: pick, jump, or the start of a drag (at once for a mouse, a pen and a
  // touch the game holds; on release for any other touch, which may have been a scroll).
  const press = (hole, e) => {
    dragFrom = hole;
    pressedAt = [e.clientX, e.clientY];
    // The release comes here even off the board, so a drag always ends.
    try {
      svg.setPointerCapture(e.pointerId);
    } catch (_) {} // a synthetic event's pointer cannot be captured
    intents.choose(hole, e.pointerType);
    e.preventDefault(); // no text selection...
    pointerFocus = true; // a focus that a click gave shows no keyboard cursor or ring
    svg.focus({ preventScroll: true }); // ...but keys (U, R, Ctrl+Z) now reach this game
    pointerFocus = false;
  };
  // A press that moves more than a few pixels is a drag: the peg follows the pointer.
  on(svg, 'pointermove', (e) => {
    if (dragFrom === null || !pressedAt) return;
    if (!view() || (Math.hypot(e.clientX - pressedAt[0], e.clientY - pressedAt[1]) < 6 && !view().dragged)) return;
    if (!intents.dragging(dragFrom)) return;
    // A finger hides the peg it drags and the hole under it: that hole gets a ring wider than
    // a finger (not for a mouse, whose pointer hides nothing).
    const over = e.pointerType === 'touch' ? holeAt(svg.getRootNode().elementFromPoint?.(e.clientX, e.clientY)) : null;
    view().dragTo(dragFrom, e.clientX, e.clientY, over);
  });
  on(svg, 'pointerup', (e) => {
    view()?.dragEnd();
    pressedAt = null;
    // A drag that ends on another hole is the same as a second click there.
    const under = svg.getRootNode().elementFromPoint?.(e.clientX, e.clientY) ?? e.target;
    const hole = holeAt(under);
    if (tapOn !== null) {
      const tapped = tapOn;
      tapOn = null;
      if (hole === tapped) {
        press(hole, e);
        intents.release(hole);
        dragFrom = null;
      }
      return;
    }
    if (dragFrom !== null && hole !== null && hole !== dragFrom) intents.drop(dragFrom, hole, e.pointerType);
    else if (dragFrom !== null) intents.release(dragFrom);
    dragFrom = null;
  });
  on(svg, 'pointercancel', () => {
    tapOn = null; // the page scrolled
    view()?.dragEnd();
    pressedAt = null;
    intents.release(null); // cancelled: the pick stays
    dragFrom = null;
  });
  on(svg, 'pointerover', (e) => {
    // While a peg is dragged its own marks stay: the holes it passes are not hovers.
    if (e.pointerType === 'touch' || dragFrom !== null) return;
    intents.hover(holeAt(e.target));
  });
  on(svg, 'pointerleave', (e) => {
    if (e.pointerType !== 'touch') intents.hover(null);
  });
  on(svg, 'focus', () => intents.focusBoard(!pointerFocus && svg.matches(':focus-visible')));
  on(svg, 'blur', () => intents.blurBoard());

  const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  on(keyRoot, 'keydown', (e) => {
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    // Cmd+Z and Cmd+Shift+Z on a Mac, as Ctrl+Z and Ctrl+Shift+Z elsewhere; every other Cmd or
    // Alt key is the browser's.
    if (e.altKey || (e.metaKey && key !== 'z')) return;
    const target = e.composedPath()[0];
    const onBoard = target === svg;
    const typing = ['SELECT', 'INPUT', 'TEXTAREA'].includes(target.tagName);
    const ctrl = e.ctrlKey || e.metaKey;
    let handled = true;
    if (onBoard && (e.key === 'Home' || e.key === 'End')) intents.cursorToEnd(e.key === 'End', ctrl);
    else if (ctrl && key === 'z' && !e.shiftKey) intents.undo();
    else if (ctrl && (key === 'y' || (key === 'z' && e.shiftKey))) intents.redo();
    else if (ctrl) handled = false;
    else if (onBoard && arrows[e.key]) intents.moveCursor(...arrows[e.key]);
    else if (onBoard && (e.key === 'Enter' || e.key === ' ')) intents.chooseCursor();
    // Esc lets go from anywhere in the game (the start picker's button keeps the focus once
    // pressed), but only when there is something to let go of: else it is the host page's.
    else if (e.key === 'Escape' && !typing) handled = intents.cancel();
    else if (!typing && key === 'u') intents.undo();
    else if (!typing && key === 'r') intents.redo();
    else handled = false;
    if (handled) e.preventDefault();
  });
  return () => offs.forEach((off) => off());
}
