// The problems a new player met, each by its reproduction steps, and how the page looks at a
// laptop and a phone size in both colour schemes (screenshots in tests/e2e/screenshots/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, newTab, shot, hole, clickJump, hintsReady, settle, ready, screenshots } from './harness.mjs';

const env = servedBrowser();
const game = (page) => page.locator('peg-solitaire');
const open = async (hash, { width = 1280, height = 800, scheme = 'light' } = {}) => {
  const page = await env.browser.page();
  await page.setViewportSize({ width, height });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto(`${env.server.url}/index.html${hash}`);
  await hintsReady(page);
  return page;
};
const attr = (page, name, a) => hole(game(page), name).getAttribute(a);

// Share of pixels that differ clearly between two screenshots of the same size (decoded in the
// page: no image library needed).
async function pixelDifference(page, a, b) {
  return page.evaluate(async ([a64, b64]) => {
    const pixels = async (b64) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    };
    const [p, q] = [await pixels(a64), await pixels(b64)];
    let differ = 0;
    for (let i = 0; i < p.length; i += 4) if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 96) differ++;
    return differ / (p.length / 4);
  }, [a.toString('base64'), b.toString('base64')]);
}

test('1. hover answers right after a jump; a continuing peg keeps its marks; a picked bomb stays picked', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  for (const j of ['d2-d4', 'd5-d3', 'b4-d4']) await clickJump(game(page), j);
  // d4 can jump on (to d2), so it stays picked, with its own marks while nothing is hovered.
  assert.match(await attr(page, 'd4', 'class'), /selected/);
  await page.mouse.move(5, 5);
  await settle(page);
  assert.equal(await attr(page, 'd2', 'data-hint'), 'good');
  // Hovering d3 right after the jump: its only jump, d3-d5, loses (seed 000 Table 6).
  await hole(game(page), 'd3').hover();
  await settle(page);
  assert.equal(await attr(page, 'd3', 'data-hint'), 'bomb');
  assert.equal(await attr(page, 'd5', 'data-hint'), 'bad');
  assert.match(await attr(page, 'd4', 'class'), /selected/);
  // Picking the bomb: it is picked and still a bomb.
  await hole(game(page), 'd3').click();
  await settle(page);
  assert.match(await attr(page, 'd3', 'class'), /selected/);
  assert.equal(await attr(page, 'd3', 'data-hint'), 'bomb');
  assert.match(await attr(page, 'd3', 'aria-label'), /^d3, peg, picked.*bomb/);
  await shot(page, 'picked-bomb-1280-light');
  assert.deepEqual(env.browser.errors, []);
});

test('the picked peg keeps its marks while the mouse rests on a peg that cannot jump', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  await hole(game(page), 'd2').click();
  await settle(page);
  assert.equal(await attr(page, 'd4', 'data-hint'), 'good');
  await hole(game(page), 'a4').hover(); // a4 has no jump: it showed nothing, and hid d2's tick
  await settle(page);
  assert.equal(await attr(page, 'd4', 'data-hint'), 'good');
  assert.match(await attr(page, 'd2', 'class'), /selected/);
  assert.deepEqual(env.browser.errors, []);
});

test('1b. Esc lets go of a peg that could jump on, and its sentence goes with it', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:d2-d4,d5-d3');
  await clickJump(game(page), 'b4-d4');
  assert.match(await game(page).locator('.note').textContent(), /The peg on d4 can jump on/);
  await page.keyboard.press('Escape');
  await settle(page);
  assert.doesNotMatch(await attr(page, 'd4', 'class'), /selected/);
  assert.equal(await game(page).locator('.note').textContent(), '');
  // Esc also closes the start picker just opened, the focus still on its button; with nothing
  // to let go of, the key is left to the host page.
  await game(page).locator('.pick-start').click();
  await settle(page);
  assert.equal(await game(page).locator('.pick-start').getAttribute('aria-pressed'), 'true');
  const escape = () => page.evaluate(() => {
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    document.querySelector('peg-solitaire').shadowRoot.querySelector('.pick-start').dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.equal(await escape(), true);
  await settle(page);
  assert.equal(await game(page).locator('.pick-start').getAttribute('aria-pressed'), 'false');
  assert.equal(await escape(), false, 'nothing left to let go of: not taken from the page');
  assert.deepEqual(env.browser.errors, []);
});

test('while a start is chosen, undo, redo and reset wait (they would act on the game hidden behind the picker)', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:d2-d4,f3-d3');
  await game(page).locator('.undo').click();
  await settle(page);
  const buttons = () => game(page).evaluate((el) => ['.undo', '.redo', '.reset'].map((s) => el.shadowRoot.querySelector(s).disabled));
  assert.deepEqual(await buttons(), [false, false, false]);
  await game(page).locator('.pick-start').click();
  await settle(page);
  assert.deepEqual(await buttons(), [true, true, true]);
  // Nor do their keys act: the picker stays, and so does the game behind it.
  await game(page).locator('svg.board').focus();
  for (const key of ['u', 'r', 'Control+z']) await page.keyboard.press(key);
  await settle(page);
  assert.equal(await game(page).locator('.pick-start').getAttribute('aria-pressed'), 'true');
  await game(page).locator('.pick-start').click();
  await settle(page);
  assert.deepEqual(await buttons(), [false, false, false]);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1 /);
  assert.deepEqual(env.browser.errors, []);
});

test('a press on the board between the holes lets go of a picked peg, but keeps the start picker open; so does a click on a peg that cannot jump', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement');
  const board = game(page).locator('svg.board');
  const box = await board.boundingBox();
  // The English cross has no hole near its corners.
  const offHoles = () => page.mouse.click(box.x + box.width * 0.12, box.y + box.height * 0.12);
  await hole(game(page), 'd2').click();
  await settle(page);
  assert.match(await attr(page, 'd2', 'class'), /selected/);
  await offHoles();
  await settle(page);
  assert.doesNotMatch(await attr(page, 'd2', 'class'), /selected/);
  // A peg that cannot jump, clicked while another is picked, lets go: no silent pick of a peg
  // that shows no landing.
  await hole(game(page), 'd2').click();
  await hole(game(page), 'a4').click();
  await settle(page);
  for (const name of ['d2', 'a4']) assert.doesNotMatch(await attr(page, name, 'class'), /selected/, name);
  await game(page).locator('.pick-start').click();
  await offHoles();
  await settle(page);
  assert.equal(await game(page).locator('.pick-start').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(env.browser.errors, []);
});

test('a press anywhere on a hole\'s own cell picks its peg: no dead rim between its drawn rings', { timeout: 120_000 }, async () => {
  // Points around a hole, in hole spacings (1 = the next hole), each clicked in a fresh pick.
  const pressesPick = async (page, name, offsets) => {
    const picked = [];
    for (const [dx, dy] of offsets) {
      const centre = await hole(game(page), name).locator('.socket').boundingBox();
      const spacing = centre.width / 0.8; // the socket's diameter is 0.8 of a spacing
      await page.mouse.click(centre.x + centre.width / 2 + dx * spacing, centre.y + centre.height / 2 + dy * spacing);
      await settle(page);
      picked.push(/selected/.test(await attr(page, name, 'class')));
      await page.keyboard.press('Escape');
    }
    return picked;
  };
  // Just outside the socket (0.41: the rim a tester found dead), and into the square's corner.
  let page = await open('#game=english:d4:complement');
  assert.deepEqual(await pressesPick(page, 'd2', [[0.41, 0], [0, -0.41], [-0.43, 0.02], [0.46, 0.46], [-0.47, -0.3]]), [true, true, true, true, true]);
  // A triangle's hole: its hexagon, toward a corner and across an edge.
  page = await open('#game=triangle5:a1:complement:');
  assert.deepEqual(await pressesPick(page, 'c3', [[0.41, 0], [0.42, 0.24], [0, 0.55], [-0.48, 0]]), [true, true, true, true]);
  assert.deepEqual(env.browser.errors, []);
});

test('the hovered peg lights up; the keyboard cursor, the picked peg and the last move differ in colour (and the cursor in shape) in both schemes', { timeout: 120_000 }, async () => {
  for (const scheme of ['light', 'dark']) {
    const page = await open('#game=english:d4:complement:d2-d4,f3-d3', { scheme });
    const stroke = (name, part) => hole(game(page), name).locator(part).evaluate((n) => getComputedStyle(n).stroke);
    const before = await stroke('d5', '.peg');
    await hole(game(page), 'd5').hover();
    await settle(page);
    assert.notEqual(await stroke('d5', '.peg'), before, `${scheme}: the hovered peg's edge`);
    // The cursor's ring against the last move's: far apart, not two shades of one colour.
    const [cursor, last, picked] = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('peg-solitaire').shadowRoot.querySelector('.game'));
      const rgb = (v) => {
        const probe = document.createElement('div');
        probe.style.color = style.getPropertyValue(v);
        document.body.append(probe);
        const out = getComputedStyle(probe).color.match(/\d+/g).map(Number);
        probe.remove();
        return out;
      };
      return [rgb('--cursor'), rgb('--last'), rgb('--focus')];
    });
    const apart = (a, b) => Math.round(Math.hypot(...a.map((c, i) => c - b[i])));
    assert.ok(apart(cursor, last) > 100, `${scheme}: cursor ${cursor} and last move ${last} are ${apart(cursor, last)} apart`);
    // Nor the picked peg's colour (they shared one orange).
    assert.ok(apart(cursor, picked) > 100, `${scheme}: cursor ${cursor} and picked peg ${picked} are ${apart(cursor, picked)} apart`);
    // Not by colour alone: the cursor is a rounded square, the last move's marks are rings.
    await page.mouse.move(0, 0);
    await game(page).locator('svg.board').focus();
    await page.keyboard.press('ArrowRight');
    await settle(page);
    const cursorHole = await page.evaluate(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('svg.board').getAttribute('aria-activedescendant'));
    const shapes = await game(page).locator(`#${cursorHole}`).evaluate((g) => ({
      cursor: g.querySelector('.ring').tagName,
      last: g.querySelector('.last').tagName,
      shown: getComputedStyle(g.querySelector('.ring')).stroke !== 'rgba(0, 0, 0, 0)' && getComputedStyle(g.querySelector('.ring')).stroke !== 'transparent',
    }));
    assert.deepEqual(shapes, { cursor: 'rect', last: 'circle', shown: true }, `${scheme}: the cursor's shape`);
    if (scheme === 'light') await shot(page, 'cursor-and-last-move');
  }
  assert.deepEqual(env.browser.errors, []);
});

test('2. the bomb stands out from an empty hole in both colour schemes', { timeout: 120_000 }, async () => {
  const figures = {};
  for (const scheme of ['light', 'dark']) {
    const page = await open('#game=english:d4:complement:d2-d4,d5-d3,b4-d4', { scheme });
    await hole(game(page), 'd3').hover();
    await settle(page);
    assert.equal(await attr(page, 'd3', 'data-hint'), 'bomb');
    const bomb = await hole(game(page), 'd3').screenshot();
    const empty = await hole(game(page), 'd2').screenshot();
    figures[scheme] = await pixelDifference(page, bomb, empty);
    await shot(page, `bomb-${scheme}`);
    // The finish hole's dot stands out from an empty socket (WCAG's 3:1 for graphics).
    const dot = await game(page).evaluate((el) => {
      const goal = el.shadowRoot.querySelector('.goal-hole');
      const luminance = (colour) => {
        const [r, g, b] = colour.match(/[\d.]+/g).slice(0, 3).map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [a, b] = ['.goal', '.socket'].map((part) => luminance(getComputedStyle(goal.querySelector(part)).fill));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    assert.ok(dot >= 3, `${scheme}: the finish dot's contrast with an empty socket is ${dot.toFixed(2)}`);
  }
  console.log(`bomb pixels differing from an empty hole: light ${(figures.light * 100).toFixed(0)}%, dark ${(figures.dark * 100).toFixed(0)}%`);
  assert.ok(figures.light > 0.2 && figures.dark > 0.2, JSON.stringify(figures));
});

test('4. a cancelled pick leaves no message; export follows the game, fits, and copies', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  await hole(game(page), 'd2').click();
  await hole(game(page), 'c4').click(); // not a landing of d2: lets go, says nothing
  await settle(page);
  assert.equal(await game(page).locator('.note').textContent(), '');
  assert.doesNotMatch(await attr(page, 'd2', 'class'), /selected/);
  await game(page).locator('.export').click();
  await settle(page);
  assert.equal(await game(page).locator('.notation').textContent(), 'No jumps yet.');
  // Nothing to copy: a Copy here emptied the player's clipboard and said "Copied."
  assert.equal(await game(page).locator('.copy').isDisabled(), true);
  for (const j of ['d2-d4', 'f3-d3', 'e5-e3', 'e2-e4']) await clickJump(game(page), j);
  assert.equal(await game(page).locator('.notation').textContent(), 'd2-d4 f3-d3 e5-e3 e2-e4');
  // The box stays inside the panel; no move is broken across lines.
  const fits = await game(page).evaluate((el) => {
    const panel = el.shadowRoot.querySelector('.panel').getBoundingClientRect();
    const box = el.shadowRoot.querySelector('.notation').getBoundingClientRect();
    const moves = [...el.shadowRoot.querySelectorAll('.notation .move')].every((m) => m.getClientRects().length === 1);
    return box.right <= panel.right + 0.5 && box.left >= panel.left - 0.5 && moves;
  });
  assert.ok(fits);
  await game(page).locator('.copy').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').shadowRoot.querySelector('.copied').textContent !== '');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'd2-d4 f3-d3 e5-e3 e2-e4');
  // Reset: the box follows (and Redo brings the game back).
  await game(page).locator('.reset').click();
  await settle(page);
  assert.equal(await game(page).locator('.notation').textContent(), 'No jumps yet.');
  assert.equal(await game(page).locator('.copy').isDisabled(), true);
  await game(page).locator('.redo').click();
  await settle(page);
  assert.equal(await game(page).locator('.notation').textContent(), 'd2-d4');
  await shot(page, 'export-1280-light');
  assert.deepEqual(env.browser.errors, []);
});

test('on a phone, Export brings its box into view', { timeout: 120_000 }, async () => {
  // A small phone (375x667): the box opens below the fold.
  const page = await open('#game=english:d4:complement:d2-d4,f3-d3', { width: 375, height: 667 });
  await game(page).locator('.export').click();
  await settle(page);
  const box = await game(page).locator('.export-box').boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 667, `the box at ${box.y}–${box.y + box.height} is on the screen`);
  await shot(page, 'export-390');
  assert.deepEqual(env.browser.errors, []);
});

test('5. the whole game is on screen without scrolling at 1280x800 and 390x844, light and dark', { timeout: 120_000 }, async () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    for (const scheme of ['light', 'dark']) {
      const page = await open('#game=english:d4:complement:', { width, height, scheme });
      for (const j of ['d2-d4', 'f3-d3']) await clickJump(game(page), j);
      await hole(game(page), 'd5').hover();
      await settle(page);
      const bottom = await game(page).evaluate((el) => el.shadowRoot.querySelector('.buttons').getBoundingClientRect().bottom);
      const board = await game(page).evaluate((el) => el.shadowRoot.querySelector('.board').getBoundingClientRect().bottom);
      assert.ok(bottom <= height && board <= height, `${width}x${height} ${scheme}: buttons end at ${bottom}, board at ${board}`);
      await page.screenshot({ path: `${(await import('./harness.mjs')).screenshots}/game-${width}-${scheme}.png` });
    }
  }
  // A phone's touch screen (pointer: coarse): every button, menu and the Hints box's label is
  // a finger's size (they were 32 px, the box 13 px), and the game still fits.
  const page = await open('#game=triangle7:b4:anywhere:', { width: 390, height: 844 });
  const keyHelpShown = () => game(page).evaluate((el) => el.shadowRoot.querySelector('.key-help').getClientRects().length > 0);
  assert.equal(await keyHelpShown(), true, 'the Keys help is shown with a mouse');
  // "How to play" and "Keys" open with a click: at least 24 px tall (WCAG 2.5.8; they were 20).
  const summaries = () => game(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('summary')].filter((n) => n.getClientRects().length).map((n) => n.getBoundingClientRect().height));
  assert.ok((await summaries()).every((h) => h >= 24), JSON.stringify(await summaries()));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  assert.ok(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'touch emulated');
  const sizes = await game(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('.menus select, .hint-toggle, .buttons button')]
    .map((n) => [n.className, Math.round(n.getBoundingClientRect().height)]));
  assert.ok(sizes.length >= 9 && sizes.every(([, h]) => h >= 44), JSON.stringify(sizes));
  assert.ok((await summaries()).every((h) => h >= 44), `How to play, by touch: ${await summaries()}`);
  const bottom = await game(page).evaluate((el) => el.shadowRoot.querySelector('.buttons').getBoundingClientRect().bottom);
  assert.ok(bottom <= 844, `the buttons end at ${bottom}`);
  // A touch-only screen has no keys: the Keys help is not shown there.
  assert.ok(await page.evaluate(() => matchMedia('(hover: none)').matches), 'a touch-only screen emulated');
  assert.equal(await keyHelpShown(), false, 'no Keys help on a touch-only screen');
  // (Not a full-page shot: Chromium's resize for one drops the touch emulation.)
  await page.screenshot({ path: `${(await import('./harness.mjs')).screenshots}/touch-390.png` });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await cdp.detach();
});

test('on a phone, a finger taps and drags pegs on the holes, and scrolls the page from between them', { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  t.after(() => cdp.detach().catch(() => {}));
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await hintsReady(page);
  const centre = (name) => hole(game(page), name).evaluate((g) => {
    const r = g.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  });
  const touch = (type, [x, y] = []) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  // A finger moving from `from` by (dx, dy) in ten steps, as a swipe or a drag.
  const swipe = async (from, dx, dy) => {
    await touch('touchStart', from);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', [from[0] + (dx * i) / 10, from[1] + (dy * i) / 10]);
      await page.waitForTimeout(16);
    }
    await touch('touchEnd');
    await page.waitForTimeout(400);
  };
  const jumps = () => page.evaluate(() => document.querySelector('peg-solitaire').status.jumps);
  const top = async () => {
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(200);
  };
  // Tap d2, tap d4: a jump.
  await top();
  for (const name of ['d2', 'd4']) {
    await touch('touchStart', await centre(name));
    await touch('touchEnd');
    await settle(page);
  }
  assert.equal(await jumps(), 1, 'tap, tap');
  // Taps on the board count as the player's input, though a held touch makes no click: the
  // "hints are ready" line goes, and the element is settled for its page (play-test 16).
  assert.equal(await game(page).locator('.hint-download').isVisible(), false, 'the ready line went');
  assert.equal(await game(page).evaluate((el) => el.matches(':state(settled)')), true);
  // A drag from f3 to d3: a jump, and the page did not scroll under it. On the way the hole
  // under the finger (which hides it) is ringed wider than a finger; the ring goes at the drop.
  const [fx, fy] = await centre('f3');
  const [dx] = await centre('d3');
  await touch('touchStart', [fx, fy]);
  for (let i = 1; i <= 10; i++) await touch('touchMove', [fx + ((dx - fx) * i) / 10, fy]);
  await settle(page);
  const ring = await game(page).evaluate((el) => {
    const r = el.shadowRoot.querySelector('.drag-over');
    const b = r?.getBoundingClientRect();
    return r && { over: r.dataset.over, width: Math.round(b.width) };
  });
  const pitch = (await centre('e3'))[0] - (await centre('d3'))[0];
  assert.equal(ring?.over, 'd3', 'the hole under the finger is ringed');
  assert.ok(ring.width >= 1.8 * pitch, `the ring is ${ring.width} px wide, a hole ${pitch} px`);
  await touch('touchEnd');
  await settle(page);
  assert.equal(await jumps(), 2, 'a drag');
  assert.equal(await game(page).locator('.drag-over').count(), 0, 'no ring after the drop');
  // The next tap's peg shows its own marks: the drop left no hover behind on d3 whose (lack
  // of) marks stood in for every later tap's (play-test 16: hints gone for the rest of the game).
  await touch('touchStart', await centre('e5'));
  await touch('touchEnd');
  await settle(page);
  assert.match(await attr(page, 'e5', 'class'), /selected/);
  assert.match((await attr(page, 'e3', 'data-hint')) ?? '', /^(good|bad)$/, 'e5 → e3 is marked');
  await touch('touchStart', await centre('e5'));
  await touch('touchEnd');
  await settle(page);
  await shot(page, 'touch-drag-390');
  // A swipe up that starts on a peg that can jump is the game's: the page stays.
  await top();
  await swipe(await centre('e5'), 0, -150);
  assert.equal(await page.evaluate(() => scrollY), 0, 'a swipe from a peg that can jump does not scroll');
  await page.keyboard.press('Escape'); // the swipe picked e5: let go
  await settle(page);
  await top();
  const before = [await jumps(), await game(page).locator('.note').textContent(), await game(page).locator('.selected').count()];
  // One from a peg that cannot jump (d6) scrolls the page (on a big triangle the holes cover
  // most of the board), and does nothing to the game; a tap there still says why it cannot jump.
  await swipe(await centre('d6'), 0, -150);
  assert.ok((await page.evaluate(() => scrollY)) > 50, 'a swipe from a peg that cannot jump scrolls');
  assert.deepEqual([await jumps(), await game(page).locator('.note').textContent(), await game(page).locator('.selected').count()], before);
  assert.deepEqual(before.slice(0, 1).concat(before[2]), [2, 0]);
  await top();
  await touch('touchStart', await centre('d6'));
  await touch('touchEnd');
  await settle(page);
  assert.match(await game(page).locator('.note').textContent(), /The peg on d6 has no jump now/);
  // One that starts on the board between the holes (the cross's empty corner) scrolls the page,
  // which the board used to hold still wherever a finger touched it (play-test 15).
  await top();
  const [cx, cy] = await centre('c6');
  const [ax] = await centre('a5');
  await swipe([(cx + ax) / 2, cy], 0, -150);
  assert.ok((await page.evaluate(() => scrollY)) > 50, 'a swipe from between the holes scrolls');
  assert.equal(await jumps(), 2);
  assert.deepEqual(env.browser.errors, []);
});

test('on a phone, Stop takes the place of Solve from here, and no other button moves under the finger', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:', { width: 390, height: 844 });
  const boxes = () => game(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('.buttons button')].filter((b) => b.getClientRects().length).map((b) => {
    const r = b.getBoundingClientRect();
    return `${b.className} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}`;
  }));
  const before = await boxes();
  await game(page).locator('.solve').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.jumps >= 1);
  assert.equal(await game(page).locator('.solve').textContent(), 'Stop');
  assert.deepEqual(await boxes(), before);
  await game(page).locator('.solve').click(); // the same spot stops it
  await settle(page);
  assert.equal(await game(page).locator('.solve').textContent(), 'Solve from here');
  assert.equal(await game(page).locator('.pick-start').getAttribute('aria-pressed'), 'false', 'the start picker stayed shut');
  assert.deepEqual(env.browser.errors, []);
});

test('6. coordinates around the board name the holes', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  const labels = await game(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('.coord')].map((t) => t.textContent));
  assert.deepEqual(labels.sort(), ['1', '2', '3', '4', '5', '6', '7', 'a', 'b', 'c', 'd', 'e', 'f', 'g']);
  // On a triangle a column runs down-left from the right edge (c3, c4, … c9): its letter
  // stands one hole beyond each end of that line (only the top end where a truncated corner
  // ends the column above the bottom row).
  const letterOffsets = async (board) => {
    const p = await open(`#game=${board}:a1:anywhere:`);
    return game(p).evaluate((el) => {
      const centre = (n) => {
        const r = n.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];
      };
      const holes = [...el.shadowRoot.querySelectorAll('.hole')].map((h) => ({ name: h.dataset.name, at: centre(h), row: Number(h.dataset.name.slice(1)) }));
      return [...el.shadowRoot.querySelectorAll('.coord')]
        .filter((t) => /^[a-z]$/.test(t.textContent))
        .map((t) => {
          const column = (letter) => holes.filter((h) => h.name[0] === letter).sort((a, b) => a.row - b.row);
          // One step down a column (the last column of a triangle has one hole: column a's step).
          const [a0, a1] = column('a');
          const step = [a1.at[0] - a0.at[0], a1.at[1] - a0.at[1]];
          const line = column(t.textContent);
          const [top, low] = [line[0].at, line[line.length - 1].at];
          const ends = [[top[0] - step[0], top[1] - step[1]], [low[0] + step[0], low[1] + step[1]]];
          const at = centre(t);
          return [t.textContent, Math.round(Math.min(...ends.map((e) => Math.hypot(at[0] - e[0], at[1] - e[1]))) * 10) / 10];
        });
    });
  };
  for (const board of ['triangle9', 'trunc18']) {
    const offsets = await letterOffsets(board);
    assert.equal(offsets.length, board === 'triangle9' ? 18 : 5 + 4);
    for (const [letter, off] of offsets) assert.ok(off < 2, `${board}: ${letter} is ${off} px off its column's line`);
  }
});

test('7. the start picker tells hints now, hints after a download, and unsolvable starts apart', { timeout: 120_000 }, async () => {
  let page = await open('#game=english:d4:complement:');
  await game(page).locator('.pick-start').click();
  await settle(page);
  const kinds = await game(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('.hole')].map((h) => h.getAttribute('class').match(/start-(\w+)/)[1]));
  assert.equal(kinds.filter((k) => k === 'ready').length, 5); // the central type, built in
  assert.equal(kinds.filter((k) => k === 'download').length, 28);
  assert.match(await attr(page, 'c1', 'aria-label'), /c1, start here: hints download first/);
  assert.match(await game(page).locator('.status').textContent(), /Green: hints at once. Violet \(dashed\): hints download first./);
  await shot(page, 'pick-start-english');
  // Triangle5: b3 cannot be solved finishing where it started; choosing it says so and stays.
  page = await open('#game=triangle5:a1:complement:');
  await game(page).locator('.pick-start').click();
  await hole(game(page), 'b3').click();
  await settle(page);
  assert.match(await game(page).locator('.note').textContent(), /starting at b3 cannot be won with this finish: choose a green hole, or another finish\./);
  assert.match(await game(page).locator('.status').textContent(), /Red, crossed out: cannot be solved with this finish\./);
  // Red starts are crossed out as well (not by colour alone); green ones are not.
  assert.ok(await hole(game(page), 'b3').locator('.bad-sign').isVisible());
  assert.ok(!(await hole(game(page), 'a1').locator('.bad-sign').isVisible()));
  assert.equal(await game(page).locator('.goal-hole').count(), 0, "the game's goal dot is not among the starts");
  await shot(page, 'pick-start-triangle5');
  assert.equal(await game(page).evaluate((el) => el.game.state()), 'triangle5:a1:complement:');
  // Taking the advice: another finish keeps the picker open, coloured for it, so b3 can be
  // chosen now (it closed, and the game started again at a1).
  await game(page).locator('.mode-select').selectOption('anywhere');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game.state() === 'triangle5:a1:anywhere:');
  await settle(page);
  assert.match(await game(page).locator('.status').textContent(), /^Choose the hole to leave empty at the start\./);
  assert.ok(!(await hole(game(page), 'b3').locator('.bad-sign').isVisible()), 'b3 wins finishing anywhere');
  await hole(game(page), 'b3').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game.state() === 'triangle5:b3:anywhere:');
  // An unsolvable start reached another way (a link) says so plainly, not "lost with jump 0".
  page = await open('#game=triangle5:b3:complement:');
  assert.match(await game(page).locator('.status').textContent(), /This start cannot be solved: .* Choose another start hole or another finish\./);
});

test('8. the last move is marked; solve playback steps visibly under reduced motion and stops', { timeout: 120_000 }, async () => {
  const page = await open('#game=triangle5:a1:complement:');
  await clickJump(game(page), 'a3-a1');
  assert.match(await attr(page, 'a3', 'class'), /last-from/);
  assert.match(await attr(page, 'a1', 'class'), /last-to/);
  await game(page).locator('.solve').click();
  // A screen reader hears what Solve does once, not a sentence per jump, and when it stops.
  const announced = () => game(page).locator('.announce').textContent();
  assert.equal(await announced(), 'Solve from here plays 12 jumps.');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.jumps >= 3);
  assert.equal(await game(page).locator('.solve').textContent(), 'Stop');
  assert.equal(await announced(), 'Solve from here plays 12 jumps.');
  await game(page).locator('.solve').click();
  const stopped = await page.evaluate(() => document.querySelector('peg-solitaire').status.jumps);
  assert.equal(await announced(), `Solve stopped. ${14 - stopped} pegs left.`);
  await page.waitForTimeout(1000);
  assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').status.jumps), stopped);
  assert.ok(stopped < 13, 'playback stopped before the end');
  // Keys: u undoes, r redoes, Ctrl+Z / Ctrl+Y and Ctrl+Shift+Z too, and a Mac's Cmd+Z and
  // Cmd+Shift+Z; another Cmd key is left to the browser.
  await game(page).locator('svg.board').focus();
  for (const [key, delta] of [['u', -1], ['r', 1], ['Control+z', -1], ['Control+y', 1], ['Control+z', -1], ['Control+Shift+Z', 1], ['Meta+z', -1], ['Meta+Shift+Z', 1], ['Meta+u', 0]]) {
    const before = await page.evaluate(() => document.querySelector('peg-solitaire').status.jumps);
    await page.keyboard.press(key);
    await settle(page);
    assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').status.jumps), before + delta, key);
  }
  // Esc stops a solution playing too.
  const jumpsNow = () => page.evaluate(() => document.querySelector('peg-solitaire').status.jumps);
  const before = await jumpsNow();
  await game(page).locator('.solve').click();
  await page.waitForFunction((n) => document.querySelector('peg-solitaire').status.jumps > n, before);
  await page.keyboard.press('Escape');
  const stoppedByEsc = await jumpsNow();
  assert.equal(await announced(), `Solve stopped. ${14 - stoppedByEsc} pegs left.`);
  await page.waitForTimeout(1000);
  assert.equal(await jumpsNow(), stoppedByEsc);
  assert.equal(await game(page).locator('.solve').textContent(), 'Solve from here');
  // U while a solution plays stops it too, and says both.
  await game(page).locator('.solve').click();
  await page.waitForFunction((n) => document.querySelector('peg-solitaire').status.jumps > n, stoppedByEsc);
  await page.keyboard.press('u');
  await settle(page);
  assert.match(await announced(), /^Solve stopped\. Undone: [a-g]\d to [a-g]\d\. \d+ pegs left\.$/);
  // A click on the board while it plays takes the game back too, with no advice about the peg.
  const beforeClick = await jumpsNow();
  await game(page).locator('.solve').click();
  await page.waitForFunction((n) => document.querySelector('peg-solitaire').status.jumps > n, beforeClick);
  await hole(game(page), 'a1').click();
  const stoppedByClick = await jumpsNow();
  assert.equal(await announced(), `Solve stopped. ${14 - stoppedByClick} pegs left.`);
  await page.waitForTimeout(1000);
  assert.equal(await jumpsNow(), stoppedByClick);
  assert.equal(await game(page).locator('.note').textContent(), '');
  // Playing the rest wins, with a clear result and Play again.
  await game(page).locator('.solve').click();
  await page.waitForFunction(() => document.querySelector('peg-solitaire').status.state === 'won', null, { timeout: 10000 });
  await settle(page);
  assert.match(await game(page).locator('.status').textContent(), /^Solved! One peg left on a1, in \d+ moves\. The solver played it from jump \d+ on\.$/);
  assert.equal(await game(page).locator('.play-again').isVisible(), true);
  await shot(page, 'won-triangle5');
  await game(page).locator('.play-again').click();
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 0/);
});

test('8. a lost game offers to undo to the last winning position', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:d2-d4,d5-d3,b4-d4,d3-d5,f4-d4');
  assert.match(await game(page).locator('.status').textContent(), /jump 4 \(d3-d5\) lost it/);
  await shot(page, 'lost-english');
  await game(page).locator('.undo-to-winning').click();
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 3/);
  assert.match(await game(page).locator('.status').textContent(), /^Start: d4 empty/);
});

test('9. a finish hole chosen on one board is not carried to another: the new board finishes where it started', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:anywhere:');
  await game(page).locator('.board-select').selectOption('triangle4');
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.game.layout().id), 'triangle4');
  assert.equal(await game(page).locator('.board-select').inputValue(), 'triangle4');
  await game(page).locator('.board-select').selectOption('triangle5');
  await hintsReady(page);
  await game(page).locator('.mode-select').selectOption('finish-c5');
  await hintsReady(page);
  await game(page).locator('.board-select').selectOption('trunc12');
  await hintsReady(page);
  assert.match(await game(page).evaluate((el) => el.game.state()), /^trunc12:b3:complement:/);
  assert.equal(await game(page).locator('.mode-select').inputValue(), 'complement');
  // No sentence about a hole the player never asked this board for.
  assert.equal(await game(page).locator('.note').textContent(), '');
  // Back on the first board the goal is the one the Finish menu showed, not the old hole.
  await game(page).locator('.board-select').selectOption('triangle5');
  await hintsReady(page);
  assert.match(await game(page).evaluate((el) => el.game.state()), /^triangle5:a1:complement:/);
  assert.equal(await game(page).locator('.mode-select').inputValue(), 'complement');
  assert.deepEqual(env.browser.errors, []);
});

test('drag and drop: the peg follows the pointer and keeps its own marks on the way', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  const box = async (name) => {
    const b = await hole(game(page), name).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  const [fx, fy] = await box('d2');
  const [tx, ty] = await box('d4');
  await page.mouse.move(fx, fy);
  await page.mouse.down();
  await page.mouse.move((fx + tx) / 2, (fy + ty) / 2, { steps: 5 }); // over d3, a peg
  await settle(page);
  assert.equal(await attr(page, 'd4', 'data-hint'), 'good', 'd2 keeps its marks over d3');
  assert.equal(await game(page).locator('.dragged').count(), 1);
  await shot(page, 'mid-drag');
  await page.mouse.move(tx, ty, { steps: 5 });
  await page.mouse.up();
  await settle(page);
  assert.equal(await game(page).locator('.dragged').count(), 0);
  assert.match(await attr(page, 'd4', 'aria-label'), /^d4, peg/);
  assert.equal(await attr(page, 'd2', 'aria-label'), 'd2, empty');
  // A peg picked by a click can then be dragged (the press on it let go of it at once, so the
  // drag did nothing; play-test 13); a click on it still lets go.
  await clickJump(game(page), 'f3-d3');
  const [bx, by] = await box('e1');
  const [cx, cy] = await box('e3');
  await page.mouse.click(bx, by);
  await settle(page);
  assert.match(await attr(page, 'e1', 'class'), /selected/);
  await page.mouse.click(bx, by);
  await settle(page);
  assert.doesNotMatch(await attr(page, 'e1', 'class'), /selected/, 'a second click lets go');
  await page.mouse.click(bx, by);
  await page.mouse.move(bx, by);
  await page.mouse.down();
  await page.mouse.move(cx, cy, { steps: 8 });
  await page.mouse.up();
  await settle(page);
  assert.equal(await attr(page, 'e1', 'aria-label'), 'e1, empty', 'the picked peg was dragged and jumped');
  // Dropped where it cannot land, the peg goes back and the note says why (it only snapped back).
  const dragTo = async (from, to) => {
    const [fx, fy] = await box(from);
    const [tx, ty] = await box(to);
    await page.mouse.move(fx, fy);
    await page.mouse.down();
    await page.mouse.move(tx, ty, { steps: 8 });
    await page.mouse.up();
    await settle(page);
  };
  const canJump = (name) => page.evaluate((name) => {
    const g = document.querySelector('peg-solitaire').game;
    return g.legalTargets(g.layout().holes.find((h) => h.name === name).index).length > 0;
  }, name);
  assert.equal(await canJump('e4'), true);
  assert.equal(await canJump('e5'), false);
  await dragTo('e4', 'd2');
  assert.match(await attr(page, 'e4', 'aria-label'), /^e4, peg/);
  assert.equal(await game(page).locator('.note').textContent(), 'The peg on e4 cannot land on d2: a peg jumps over a next-door peg into the empty hole just beyond it.');
  // A peg that cannot jump is neither picked nor dragged: the note says it has no jump.
  await dragTo('e5', 'd2');
  assert.match(await attr(page, 'e5', 'aria-label'), /^e5, peg$/);
  assert.equal(await game(page).locator('.note').textContent(), 'The peg on e5 has no jump now: pick a peg next to a peg with an empty hole behind it.');
});

test('keys reach the game after mouse play, and after Undo greys out', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  await clickJump(game(page), 'd2-d4');
  await page.keyboard.press('u');
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 0/);
  await page.keyboard.press('r');
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
  await game(page).locator('.undo').click(); // Undo is now off: the board keeps the keys
  await settle(page);
  await page.keyboard.press('Control+y');
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
});

test("after a jump by mouse, the arrow keys go on from the peg's landing", { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  await clickJump(game(page), 'd2-d4');
  await page.keyboard.press('ArrowRight');
  await settle(page);
  const cursor = await game(page).locator('.hole.cursor').getAttribute('data-name');
  assert.equal(cursor, 'e4', 'one step right of d4, where the peg landed (not of d2, where it left)');
  assert.deepEqual(env.browser.errors, []);
});

test('with hints off the game does not say the goal is lost', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:d2-d4,d5-d3,b4-d4,d3-d5');
  assert.match(await game(page).locator('.status').textContent(), /jump 4 \(d3-d5\) lost it/);
  await game(page).locator('.hints-box').uncheck();
  await settle(page);
  assert.match(await game(page).locator('.status').textContent(), /^Start: d4 empty/);
  assert.equal(await game(page).locator('.undo-to-winning').isVisible(), false);
  // The greyed-out "Solve from here" says why, and says nothing once it can be used.
  const solve = game(page).locator('.solve');
  assert.equal(await solve.getAttribute('aria-disabled'), 'true');
  assert.equal(await solve.getAttribute('title'), 'Solving uses the hints: turn Hints on.');
  // Pressed from the keyboard (or tapped), it says the same in the note and plays nothing.
  const before = await game(page).evaluate((el) => el.game.state());
  await solve.focus();
  await page.keyboard.press('Enter');
  await settle(page);
  assert.equal(await game(page).locator('.note').textContent(), 'Solving uses the hints: turn Hints on.');
  assert.equal(await game(page).evaluate((el) => el.game.state()), before);
  await game(page).locator('.undo').click();
  await game(page).locator('.hints-box').check();
  await settle(page);
  assert.equal(await solve.getAttribute('aria-disabled'), 'false');
  assert.equal(await solve.getAttribute('title'), null);
  await game(page).locator('.hints-box').uncheck(); // as the next test expects to find it
});

test('one peg left on the wrong hole is told where it stands, and in the singular with hints off', { timeout: 120_000 }, async () => {
  // trunc12 from c3, to finish on a2: the last peg ends on c3 (a play-tester's game).
  const page = await open('#game=trunc12:c3:finish-a2:a3-c3,d5-b3,a4-c4,c3-a3,a2-a4,d4-b4,b5-b3,b2-b4,a4-c4,c5-c3');
  // The hints choice is remembered between visits (the test before turned them off).
  await game(page).locator('.hints-box').check();
  await hintsReady(page);
  assert.match(await game(page).locator('.status').textContent(), /One peg left, on c3, not on a2\.$/);
  await game(page).locator('.hints-box').uncheck();
  await settle(page);
  assert.equal(await game(page).locator('.status').textContent(), 'No jump is left: 1 peg remains.');
  // The page keeps the player's choice across visits: the tests after this one want hints.
  await game(page).locator('.hints-box').check();
  assert.deepEqual(env.browser.errors, []);
});

test('a website owner can change attributes on a live element; an unknown board is named', { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/embed-example.html`);
  await hintsReady(page, '#left');
  const left = page.locator('#left');
  await page.evaluate(() => document.querySelector('#left').setAttribute('board', 'trunc18'));
  await hintsReady(page, '#left');
  assert.match(await left.evaluate((el) => el.game.state()), /^trunc18:b3:complement:/);
  // The owner's start, a1, is no hole of that board: the engine's sentence goes to the console.
  assert.deepEqual(env.browser.errors.splice(0), [`warning: <peg-solitaire start="a1" mode="complement">: No hole named 'a1' on this board, so this game starts at b3, finishing where it started.`]);
  await page.evaluate(() => document.querySelector('#left').removeAttribute('coordinates'));
  await hintsReady(page, '#left');
  assert.equal(await left.locator('.coord').count(), 0);
  await page.evaluate(() => document.querySelector('#left').setAttribute('board', 'hexagon'));
  await hintsReady(page, '#left');
  // Named with the boards there are, in the element and in the console, where an owner looks.
  assert.match(await left.locator('.note').textContent(), /no board called 'hexagon' here, so this is the 15-hole triangle\. The boards are triangle4, trunc12, .*, french, wiegleb\./);
  assert.deepEqual(env.browser.errors.splice(0).map((e) => e.replace(/\. The boards are .*/, '')), ["warning: <peg-solitaire board=\"hexagon\">: There is no board called 'hexagon' here, so this is the 15-hole triangle"]);
  // A finish written in capitals is that finish; hints="false" means no hints, as meant.
  await page.evaluate(() => {
    const el = document.querySelector('#left');
    el.setAttribute('board', 'triangle5');
    el.setAttribute('start', 'a1');
    el.setAttribute('mode', ' Finish-D4 ');
    el.setAttribute('hints', 'false');
  });
  await page.waitForFunction(() => document.querySelector('#left').game?.state() === 'triangle5:a1:finish-d4:');
  assert.equal(await left.locator('.hints-box').isChecked(), false);
  await page.evaluate(() => document.querySelector('#left').setAttribute('hints', ''));
  assert.equal(await left.locator('.hints-box').isChecked(), true);
  // A board named in capitals is that board. Named alone (no start, no finish), it is the
  // board's usual game, with no sentence on how the engine chose it: French cannot finish
  // where d4 started, which the owner never asked for.
  await page.evaluate(() => {
    const el = document.querySelector('#left');
    el.removeAttribute('start');
    el.removeAttribute('mode');
    el.setAttribute('board', 'French');
  });
  await page.waitForFunction(() => document.querySelector('#left').game?.layout().id === 'french');
  await hintsReady(page, '#left');
  assert.match(await left.evaluate((el) => el.game.state()), /^french:\w+:anywhere:$/);
  assert.doesNotMatch(await left.locator('.note').textContent(), /could not|cannot|parity|so this game/);
  // With a start of the owner's that cannot finish where it started, the engine says what it did.
  await page.evaluate(() => document.querySelector('#left').setAttribute('start', 'd4'));
  await page.waitForFunction(() => /d4/.test(document.querySelector('#left').shadowRoot.querySelector('.note').textContent));
  assert.match(await left.locator('.note').textContent(), /^A game started at d4 cannot end with its last peg on d4/);
  // That sentence goes to the console as well, naming the attributes, as does a start that is
  // no hole of the board.
  const [d4] = env.browser.errors.splice(0);
  assert.match(d4, /^warning: <peg-solitaire start="d4">: A game started at d4 cannot end with its last peg on d4 /);
  // A start alone asks to finish where it started (the mode's default): changed, it is said
  // in the console too (a play-tester found it was not).
  await page.evaluate(() => document.querySelector('#left').setAttribute('start', 'd3'));
  await page.waitForFunction(() => /d3/.test(document.querySelector('#left').shadowRoot.querySelector('.note').textContent));
  assert.equal(await left.evaluate((el) => el.game.state()), 'french:d3:anywhere:');
  const [d3] = env.browser.errors.splice(0);
  assert.equal(d3, 'warning: <peg-solitaire start="d3">: A game started at d3 cannot end with its last peg on d3 (ruled out by parity), so this game finishes anywhere.');
  // Asked to finish anywhere from the board's usual start: its usual game, with nothing to say.
  await page.evaluate(() => {
    const el = document.querySelector('#left');
    el.removeAttribute('start');
    el.setAttribute('mode', 'anywhere');
  });
  await page.waitForFunction(() => !/cannot end/.test(document.querySelector('#left').shadowRoot.querySelector('.note').textContent));
  assert.equal(await left.evaluate((el) => el.game.state()), 'french:d3:anywhere:');
  assert.doesNotMatch(await left.locator('.note').textContent(), /could not|cannot|parity|so this game/);
  assert.deepEqual(env.browser.errors, []);
  await page.evaluate(() => document.querySelector('#left').setAttribute('start', 'z9'));
  await page.waitForFunction(() => /z9/.test(document.querySelector('#left').shadowRoot.querySelector('.note').textContent));
  const [z9] = env.browser.errors.splice(0);
  assert.match(z9, /^warning: <peg-solitaire start="z9" mode="anywhere">: No hole named 'z9' on this board/);
  assert.deepEqual(env.browser.errors, []);
});

test('an element the page moves (taken out and put back) keeps its game, its redo and its Hints box', { timeout: 120_000 }, async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/embed-example.html`);
  await hintsReady(page, '#left');
  const left = page.locator('#left');
  for (const j of ['c3-a1', 'a3-c3', 'a1-a3']) await clickJump(left, j);
  await left.locator('.undo').click();
  await left.locator('.hints-box').uncheck();
  const before = await left.evaluate((el) => el.game.state());
  // A site's tabs or a framework move the element: out of the page, then into another parent.
  const readies = await page.evaluate(() => {
    const el = document.querySelector('#left');
    window.readies = 0;
    el.addEventListener('ready', () => window.readies++);
    const parent = el.parentElement;
    el.remove();
    const aside = document.createElement('aside');
    document.body.append(aside);
    aside.append(el);
    return { parent: parent.tagName };
  });
  assert.ok(readies.parent);
  await page.waitForFunction(() => window.readies === 1);
  await hintsReady(page, '#left');
  assert.equal(await left.evaluate((el) => el.game.state()), before, 'the same game');
  assert.equal(await left.locator('.hints-box').isChecked(), false, 'the Hints box as the player left it');
  await left.locator('.redo').click();
  await settle(page);
  assert.match(await left.locator('.counter').textContent(), /Jumps: 3/, 'the undone jump is still there to redo');
  // Changed while out of the page (another board asked for), it opens the game asked for.
  await page.evaluate(() => {
    const el = document.querySelector('#left');
    el.remove();
    el.setAttribute('board', 'trunc12');
    el.setAttribute('start', 'b3');
    document.body.append(el);
  });
  await page.waitForFunction(() => document.querySelector('#left').game?.layout().id === 'trunc12');
  await hintsReady(page, '#left');
  assert.match(await left.evaluate((el) => el.game.state()), /^trunc12:b3:complement:$/);
  // The Hints box left unticked was the other game's: this one has the page's (review 26).
  assert.equal(await left.locator('.hints-box').isChecked(), true, "the new game's Hints box is the page's");
  assert.deepEqual(env.browser.errors, []);
});

test('arrowing through the Board menu opens one game, where the keys rest, with one Back entry', { timeout: 120_000 }, async () => {
  const page = await open('#game=triangle5:a1:complement:');
  await page.evaluate(() => {
    window.readies = 0;
    document.addEventListener('ready', () => window.readies++);
  });
  const entries = await page.evaluate(() => history.length);
  const menu = game(page).locator('.board-select');
  await menu.focus();
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowDown'); // trunc18, triangle6, triangle7
  assert.equal(await menu.inputValue(), 'triangle7');
  await page.waitForFunction(() => document.querySelector('peg-solitaire').game?.state().startsWith('triangle7:'));
  await hintsReady(page);
  await page.waitForTimeout(700); // longer than the keys' rest: nothing else is opened
  assert.deepEqual(await page.evaluate(() => [window.readies, history.length]), [1, entries + 1]);
  // Arrowed away and back before the rest: the game stays as it was.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(700);
  assert.equal(await page.evaluate(() => window.readies), 1);
  // Enter opens the choice at once; so does a pointer's choice.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.readies === 2 && document.querySelector('peg-solitaire').game?.state().startsWith('triangle6:'));
  await menu.selectOption('triangle5');
  await page.waitForFunction(() => window.readies === 3 && document.querySelector('peg-solitaire').game?.state().startsWith('triangle5:'));
  // Tab at once after an arrow: the game opens, and the focus stays on the Finish menu it
  // went to (greyed while the game opened, it had lost the focus to the page).
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => window.readies === 4);
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.shadowRoot.activeElement?.className), 'mode-select');
  assert.deepEqual(env.browser.errors, []);
});

test("a board chosen by keys while the board's data arrives is opened, not undone", { timeout: 120_000 }, async (t) => {
  // A review: the data build's arrival refilled the menus while the keys' choice waited for
  // them to rest, and the choice was silently lost.
  const page = await newTab(t, env.browser.context);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/pkg/pegsol_bg.wasm', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.goto(`${env.server.url}/index.html#game=english:d4:complement:`);
  await page.locator('peg-solitaire .hole').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('peg-solitaire').busy);
  const menu = game(page).locator('.board-select');
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  const chosen = await menu.inputValue(); // the board after English in the menu
  assert.notEqual(chosen, 'english');
  // The data build arrives and is installed while the keys rest (600 ms).
  const installedWhileWaiting = page.evaluate(() => new Promise((resolve) => {
    const el = document.querySelector('peg-solitaire');
    const engine = el.engine;
    const asked = performance.now();
    const look = () => (el.engine !== engine ? resolve(performance.now() - asked < 600) : requestAnimationFrame(look));
    look();
  }));
  release();
  assert.equal(await installedWhileWaiting, true, 'the data build came while the choice waited');
  await page.waitForFunction((id) => document.querySelector('peg-solitaire').game?.layout().id === id, chosen, { timeout: 5000 });
  assert.equal(await menu.inputValue(), chosen);
  assert.deepEqual(env.browser.errors, []);
});

test('attributes a website owner changes while the engine is still loading are followed', { timeout: 120_000 }, async (t) => {
  const page = await newTab(t, env.browser.context);
  // The engine comes late, so the change lands while the element waits for it.
  await page.route('**/pegsol_bg.wasm', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(`${env.server.url}/embed-example.html`);
  await page.waitForFunction(() => document.querySelector('#left')?.shadowRoot?.querySelector('.board-select'));
  const early = await page.evaluate(() => {
    const el = document.querySelector('#left');
    el.setAttribute('board', 'trunc12');
    el.setAttribute('mode', 'anywhere');
    return { loaded: !!el.game, menu: el.shadowRoot.querySelector('.board-select').value };
  });
  assert.deepEqual(early, { loaded: false, menu: 'trunc12' });
  await hintsReady(page, '#left');
  const left = page.locator('#left');
  assert.match(await left.evaluate((el) => el.game.state()), /^trunc12:\w+:anywhere:/);
  assert.equal(await left.locator('.board-select').inputValue(), 'trunc12');
  await page.unroute('**/pegsol_bg.wasm');
  await page.close();
  // The element's start, a1, is no hole of trunc12: the owner hears it in the console.
  assert.deepEqual(env.browser.errors.splice(0), [`warning: <peg-solitaire start="a1" mode="anywhere">: No hole named 'a1' on this board, so this game starts at b3, finishing anywhere.`]);
});

test('keyboard: after a jump that could go on, the cursor shows the other pegs\' marks', { timeout: 120_000 }, async () => {
  const page = await open('#game=triangle5:a1:complement:c3-a1,a3-c3,a1-a3,a4-a2,b5-b3,d5-b5');
  await clickJump(game(page), 'd4-b2');
  assert.match(await attr(page, 'b2', 'class'), /selected/, 'b2 could jump on: it stays picked');
  const cursorName = () => game(page).evaluate((el) => {
    const id = el.shadowRoot.querySelector('svg.board').getAttribute('aria-activedescendant');
    return id && el.shadowRoot.getElementById(id).dataset.name;
  });
  for (let i = 0; i < 8 && (await cursorName()) !== 'a5'; i++) {
    const name = await cursorName();
    await page.keyboard.press(name && name[1] < '5' ? 'ArrowDown' : 'ArrowLeft');
  }
  await settle(page);
  assert.equal(await cursorName(), 'a5');
  // The cursor's peg is marked (a5 over b5 to c5 still wins), not b2's bomb and its cross.
  assert.equal(await attr(page, 'c5', 'data-hint'), 'good');
  assert.deepEqual(env.browser.errors, []);
});

test('keyboard: Home and End take the cursor to the row\'s ends, Ctrl+Home and Ctrl+End to the board\'s', { timeout: 120_000 }, async () => {
  const cursorAfter = async (page, key) => {
    await page.keyboard.press(key);
    await settle(page); // the cursor is drawn on the next frame
    return game(page).evaluate((el) => {
      const id = el.shadowRoot.querySelector('svg.board').getAttribute('aria-activedescendant');
      return id && el.shadowRoot.getElementById(id).dataset.name;
    });
  };
  let page = await open('#game=english:d4:complement:');
  await game(page).locator('svg.board').focus(); // the cursor starts on the start hole, d4
  const english = [];
  for (const key of ['End', 'Home', 'ArrowUp', 'ArrowUp', 'End', 'Control+End', 'Home', 'Control+Home', 'End']) english.push(await cursorAfter(page, key));
  assert.deepEqual(english, ['g4', 'a4', 'a3', 'a3', 'g3', 'e7', 'c7', 'c1', 'e1']);
  page = await open('#game=triangle5:a1:complement:');
  await game(page).locator('svg.board').focus();
  const triangle = [];
  for (const key of ['Control+End', 'Home', 'ArrowUp', 'End', 'Control+Home']) triangle.push(await cursorAfter(page, key));
  assert.deepEqual(triangle, ['e5', 'a5', 'a4', 'd4', 'a1']);
  assert.deepEqual(env.browser.errors, []);
});

test('keyboard: Choose start hole, opened with Enter, takes the keys to the board, on the start hole', { timeout: 120_000 }, async () => {
  const page = await open('#game=english:d4:complement:');
  await game(page).locator('.pick-start').focus();
  await page.keyboard.press('Enter');
  await settle(page);
  const where = () => game(page).evaluate((el) => {
    const board = el.shadowRoot.querySelector('svg.board');
    const id = board.getAttribute('aria-activedescendant');
    return { focused: el.shadowRoot.activeElement === board, cursor: id && el.shadowRoot.getElementById(id).dataset.name, picking: el.ui.picking !== null };
  });
  assert.deepEqual(await where(), { focused: true, cursor: 'd4', picking: true });
  const label = () => game(page).locator('svg.board').getAttribute('aria-label');
  assert.equal(await label(), 'Board: choose the start hole. Arrow keys move, Enter chooses, Esc closes.');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await hintsReady(page);
  assert.equal(await game(page).evaluate((el) => el.status.start), 'd3');
  assert.deepEqual(await where(), { focused: true, cursor: 'd3', picking: false });
  assert.match(await label(), /^Board\. Arrow keys move, Enter picks a peg/);
  assert.deepEqual(env.browser.errors, []);
});

test('a phone on its side shows the whole board below the heading and the menus', { timeout: 120_000 }, async () => {
  for (const board of ['wiegleb:e5:anywhere:', 'english:d4:complement:']) {
    const page = await open(`#game=${board}`, { width: 844, height: 390 });
    const [menus, svg] = await Promise.all(['.menus', 'svg.board'].map((s) => game(page).locator(s).boundingBox()));
    assert.ok(svg.y >= menus.y + menus.height, `${board}: the board starts below the menus`);
    assert.ok(svg.y + svg.height <= 390, `${board}: the board's bottom (${svg.y + svg.height}) is on the screen`);
    if (board.startsWith('wiegleb')) await shot(page, 'phone-on-its-side');
  }
  assert.deepEqual(env.browser.errors, []);
});

test('on a touch phone every hole of every board is a target at least 44 px wide and tall; a big board pans sideways and plays', { timeout: 180_000 }, async (t) => {
  const context = await env.browser.context.browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const boards = (await import('../../www/boards.js')).CATALOG.map((b) => b.id);
  const sizes = {};
  for (const board of boards) {
    await page.goto('about:blank');
    await page.goto(`${env.server.url}/index.html#game=${board}`);
    await ready(page);
    const measured = await game(page).evaluate((el) => {
      const root = el.shadowRoot;
      const cells = [...root.querySelectorAll('.hole .hit')].map((h) => h.getBoundingClientRect());
      const play = root.querySelector('.play');
      return { width: Math.min(...cells.map((c) => c.width)), height: Math.min(...cells.map((c) => c.height)), pans: play.scrollWidth - play.clientWidth, pageOverflow: document.documentElement.scrollWidth - innerWidth };
    });
    sizes[board] = `${measured.width.toFixed(1)}${measured.pans > 0 ? ` (pans ${measured.pans} px)` : ''}`;
    // (Within layout's rounding: Chromium lays out in 1/64 px.)
    assert.ok(measured.width >= 43.95 && measured.height >= 43.95, `${board}: the smallest hole target is ${measured.width.toFixed(1)} x ${measured.height.toFixed(1)} px`);
    assert.equal(measured.pageOverflow, 0, `${board}: the page itself scrolls sideways`);
  }
  console.log(`smallest hole target at 390x844, touch: ${Object.entries(sizes).map(([b, s]) => `${b} ${s}`).join(', ')}`);
  // The biggest triangle: panned to its right edge, a jump there is tapped and made.
  await page.goto('about:blank');
  await page.goto(`${env.server.url}/index.html#game=triangle10:c6:anywhere:`);
  await ready(page);
  await game(page).locator('.play').evaluate((play) => (play.scrollLeft = play.scrollWidth));
  await hole(game(page), 'j10').tap();
  await hole(game(page), 'h10').tap();
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 0/, 'j10 cannot jump yet: nothing happens');
  await hole(game(page), 'e6').tap();
  await hole(game(page), 'c6').tap();
  await settle(page);
  assert.match(await game(page).locator('.counter').textContent(), /Jumps: 1/);
  // The screen as the player sees it (a full-page shot lays the page out anew, unpanned).
  await page.screenshot({ path: `${screenshots}/phone-triangle10-panned.png` });
  assert.deepEqual(errors, []);
});

test('on a short screen the board fills its height beside the status: a touch phone on its side, a laptop at 200% zoom', { timeout: 120_000 }, async (t) => {
  const errors = [];
  const cases = [[844, 390, true, 'english:d4:complement:'], [844, 390, true, 'triangle10:c6:anywhere:'], [667, 375, true, 'english:d4:complement:'], [667, 375, true, 'triangle10:c6:anywhere:'], [640, 400, false, 'english:d4:complement:'], [640, 400, false, 'triangle10:c6:anywhere:']];
  for (const [width, height, touch, board] of cases) {
    // A touch phone's menus are taller (coarse pointer): the board still fits below them.
    const context = await env.browser.context.browser().newContext({ viewport: { width, height }, isMobile: touch, hasTouch: touch, deviceScaleFactor: 2 });
    t.after(() => context.close());
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}/index.html#game=${board}`);
    await hintsReady(page);
    const where = `${width}x${height} ${board}`;
    const room = await page.evaluate(() => {
      const el = document.querySelector('peg-solitaire');
      const panel = el.shadowRoot.querySelector('.panel').getBoundingClientRect();
      return el.getBoundingClientRect().bottom - panel.bottom;
    });
    assert.ok(room < 100, `${where}: ${Math.round(room)} px of room kept below the panel`); // was 458
    // Scrolled to the game, as a player does: menus, board and status all on the screen.
    await game(page).evaluate((el) => el.scrollIntoView());
    const [menus, svg, status] = await Promise.all(['.menus', 'svg.board', '.status'].map((s) => game(page).locator(s).boundingBox()));
    assert.ok(svg.y >= menus.y + menus.height, `${where}: the board starts below the menus`);
    // It was a 192 px strip at 640x400, with the page's room for it left blank below.
    assert.ok(svg.height >= 0.6 * height && svg.height <= height, `${where}: the board is ${svg.height} px tall`);
    assert.ok(svg.y + svg.height <= height, `${where}: the board's bottom (${svg.y + svg.height}) is on the screen`);
    // Side by side: stacked at 667 and 640 px, the status (and the note on a refused tap) was
    // below the board, out of sight.
    assert.ok(status.x >= svg.x + svg.width && status.y + status.height <= height, `${where}: the status beside the board, on the screen (${JSON.stringify(status)})`);
    await shot(page, `short-${width}x${height}-${board.split(':')[0]}`);
  }
  // A narrow column on a phone on its side: the menus take two rows, and the board still fits
  // below them once they are scrolled to the top of the screen.
  const context = await env.browser.context.browser().newContext({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  t.after(() => context.close());
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}/embed-example.html`);
  for (const id of ['#left', '#right']) {
    await hintsReady(page, id);
    const [menus, svg] = await Promise.all(['.menus', 'svg.board'].map((s) => page.locator(id).locator(s).boundingBox()));
    assert.ok(menus.height > 60, `${id}: the menus take two rows (${menus.height} px)`);
    assert.ok(svg.y + svg.height - menus.y <= 390, `${id}: menus and board take ${svg.y + svg.height - menus.y} px of 390`);
    assert.ok(svg.height >= 200, `${id}: the board is ${svg.height} px tall`);
  }
  assert.deepEqual(errors, []);
});
