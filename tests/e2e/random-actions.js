// Random UI actions run inside the page (one browser round trip per batch, not per action):
// hovers, clicks, taps, drags, keys, menu and mode changes, every button. Seeded: the same seed
// gives the same actions. Returns the errors the page raised meanwhile.
window.randomActions = async function randomActions(seed, count) {
  let s = seed >>> 0;
  const random = () => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const errors = [];
  const onError = (e) => errors.push(String(e.message ?? e.reason?.message ?? e.reason ?? e));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  const elements = [...document.querySelectorAll('peg-solitaire')];
  const pointer = (node, type, pointerType) =>
    node.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerType, clientX: 0, clientY: 0 }));
  const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Escape', 'u', 'r', 'z', 'y'];
  const actions = {
    hover(root) {
      const holes = root.querySelectorAll('.hole');
      if (holes.length) pointer(pick([...holes]), 'pointerover', 'mouse');
    },
    leave(root) {
      const svg = root.querySelector('svg.board');
      svg.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    },
    click(root, pointerType = 'mouse') {
      const holes = [...root.querySelectorAll('.hole')];
      if (!holes.length) return;
      // Mostly pegs and their landings, so that games move on.
      const targets = holes.filter((h) => h.classList.contains('target'));
      const pegs = holes.filter((h) => h.classList.contains('has-peg'));
      const r = random();
      const hole = r < 0.5 && targets.length ? pick(targets) : r < 0.9 && pegs.length ? pick(pegs) : pick(holes);
      pointer(hole, 'pointerdown', pointerType);
      pointer(hole, 'pointerup', pointerType);
    },
    // A player's jump: pick a peg, wait for its marks, click one of its landings.
    async jump(root, pointerType = random() < 0.8 ? 'mouse' : 'touch') {
      // Which pegs can move is asked of the engine (a player sees it); the rest is UI.
      let movable = [];
      try {
        movable = root.host.game?.verdicts().map((v) => v.from) ?? [];
      } catch (_) {} // a game freed mid-replacement: nothing to pick
      const peg = root.querySelector(`.hole[data-hole="${pick(movable)}"]`);
      if (!peg) return;
      pointer(peg, 'pointerover', pointerType);
      pointer(peg, 'pointerdown', pointerType);
      pointer(peg, 'pointerup', pointerType);
      await new Promise((r) => requestAnimationFrame(r));
      const targets = [...root.querySelectorAll('.hole.target')];
      if (!targets.length) return;
      const target = pick(targets);
      pointer(target, 'pointerover', pointerType);
      pointer(target, 'pointerdown', pointerType);
      pointer(target, 'pointerup', pointerType);
    },
    tap(root) {
      actions.click(root, 'touch');
    },
    key(root) {
      const svg = root.querySelector('svg.board');
      const key = pick(keys);
      svg.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ctrlKey: (key === 'z' || key === 'y') && random() < 0.7 }));
    },
    button(root) {
      const buttons = [...root.querySelectorAll('button')];
      pick(buttons).click();
    },
    board(root) {
      const select = root.querySelector('.board-select');
      select.value = pick([...select.options]).value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    mode(root) {
      const select = root.querySelector('.mode-select');
      select.value = pick([...select.options]).value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    hints(root) {
      root.querySelector('.hints-box').click();
    },
  };
  const weights = [['hover', 25], ['leave', 3], ['click', 20], ['jump', 20], ['tap', 8], ['key', 12], ['button', 8], ['board', 1], ['mode', 1], ['hints', 1]];
  const total = weights.reduce((a, [, w]) => a + w, 0);
  const choose = () => {
    let r = random() * total;
    for (const [name, w] of weights) if ((r -= w) < 0) return name;
    return 'hover';
  };
  const log = [];
  const seen = new Set(); // distinct games seen: proof that the actions play
  let jumps = 0; // actions that led to a position not seen before
  for (let i = 0; i < count; i++) {
    const el = pick(elements);
    const name = choose();
    log.push(name);
    try {
      await actions[name](el.shadowRoot);
    } catch (e) {
      errors.push(`${name}: ${e.message}`);
    }
    // Let the page draw now and then, so some actions land right after a jump is drawn and
    // some in the same frame.
    const state = el.game?.state();
    if (state && !seen.has(state) && el.status?.jumps > 0) jumps++;
    seen.add(state);
    if (random() < 0.3) await new Promise((r) => requestAnimationFrame(r));
    else if (random() < 0.5) await Promise.resolve();
  }
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onError);
  const tally = {};
  for (const name of log) tally[name] = (tally[name] ?? 0) + 1;
  return { errors, actions: log.length, games: seen.size, jumps, tally };
};
