// A website owner's own board (the `layout` attribute): drawn, played with computed or live
// hints, offered in the board menu; a wrong layout named by line and column in the element,
// which then plays the default board; a later fix of the attribute brings the board back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, newTab, shot, hole, clickJump, ready, settle, firstJump, routeHostPage } from './harness.mjs';

const env = servedBrowser();
const own = (page) => page.locator('#own');
// Sets (a string) or removes (null) attributes of the page's own-board element, in this order.
const setOwn = (page, attributes) => page.evaluate((attributes) => {
  const el = document.querySelector('#own');
  for (const [name, value] of attributes) value === null ? el.removeAttribute(name) : el.setAttribute(name, value);
}, attributes);


/** Hovers every peg that can jump; returns the marks seen, as `hole=mark`. */
async function hoverAll(page) {
  const names = await page.evaluate(() => {
    const g = document.querySelector('#own').game;
    return g.layout().holes.filter((h) => g.legalTargets(h.index).length).map((h) => h.name);
  });
  const marks = [];
  for (const name of names) {
    await hole(own(page), name).hover();
    await settle(page);
    marks.push(...(await own(page).locator('.hole[data-hint]').evaluateAll((hs) => hs.map((h) => `${h.dataset.name}=${h.dataset.hint}`))));
  }
  return marks;
}

test('a layout board is drawn, offered in the menu and played with hints', async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/embed-example.html`);
  await ready(page, '#own');
  assert.equal(await own(page).locator('.hole').count(), 18);
  const menu = own(page).locator('.board-select');
  assert.equal(await menu.inputValue(), 'custom');
  assert.equal(await menu.locator('option:checked').textContent(), "This site's board, 18 holes");
  // 18 holes: the level sets are computed here, so hints mark jumps from the first move.
  const marks = await hoverAll(page);
  assert.ok(marks.some((m) => /=(good|bad|bomb)$/.test(m)), `marks on the owner's board: ${marks}`);
  // A peg that cannot jump, clicked: the note says so.
  const stuck = await page.evaluate(() => {
    const g = document.querySelector('#own').game;
    const pegs = g.pegs();
    return g.layout().holes.find((h) => pegs[h.index] && g.legalTargets(h.index).length === 0).name;
  });
  await hole(own(page), stuck).click();
  await settle(page);
  assert.match(await own(page).locator('.note').textContent(), new RegExp(`The peg on ${stuck} has no jump now`));
  // Not picked: its ring would promise landings (play-test 15).
  assert.equal(await own(page).locator('.hole.selected').count(), 0, 'a peg that cannot jump is not picked');
  await hole(own(page), stuck).click();
  for (let i = 0; i < 3; i++) await clickJump(own(page), await firstJump(page, '#own'));
  assert.match(await own(page).locator('.counter').textContent(), /Jumps: 3 /);
  // Another board from the menu, then back to the owner's board.
  await menu.selectOption('english');
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().id === 'english');
  await menu.selectOption('custom');
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().id === 'custom');
  await ready(page, '#own');
  assert.equal(await own(page).locator('.hole').count(), 18);
  // The start picker works on it too.
  await own(page).locator('.pick-start').click();
  await settle(page);
  assert.equal(await own(page).locator('.hole.start-ready').count() + await own(page).locator('.hole.start-bad').count(), 18);
  assert.ok((await own(page).locator('.hole.start-ready').count()) > 0, 'some start of the owner\'s board can be won');
  await own(page).locator('.pick-start').click();
  await shot(page, 'layout-own-board');
  assert.deepEqual(env.browser.errors, []);
});

test('a wrong layout is named by line and column; fixing the attribute brings the board', async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/embed-example.html`);
  await ready(page, '#own');
  await setOwn(page, [['layout', 'lattice square\nooo\noxo\n']]);
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().id === 'triangle5');
  await ready(page, '#own');
  const note = await own(page).locator('.note').textContent();
  assert.match(note, /This page's board cannot be played: the layout has an error at line 3, column 2: unexpected character 'x'/);
  assert.match(note, /15-hole triangle instead/);
  // The console, where an owner looks, says the same.
  assert.deepEqual(env.browser.errors.splice(0), [`warning: <peg-solitaire layout>: ${note}`]);
  const options = await own(page).locator('.board-select option').evaluateAll((os) => os.map((o) => o.value));
  assert.ok(!options.includes('custom'), 'a board that cannot be played is not offered');
  await shot(page, 'layout-error');
  // The triangle plays meanwhile.
  await clickJump(own(page), await firstJump(page, '#own'));
  // A board of 24 holes: live hints, which mark jumps from 21 pegs on the board.
  await setOwn(page, [['layout', 'lattice square\noooo.\nooooo\nooooo\nooooo\nooooo\n']]);
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().id === 'custom');
  await ready(page, '#own');
  assert.equal(await own(page).locator('.hole').count(), 24);
  assert.match(await own(page).locator('.note').textContent(), /Hints from 21 pegs/);
  // Three jumps that keep the game winnable (found on a copy of the game), played by clicking:
  // at 20 pegs the page says the live hints are on.
  const line = await page.evaluate(() => {
    const el = document.querySelector('#own');
    const names = el.game.layout().holes.map((h) => h.name);
    const search = (game, depth) => {
      if (depth === 0) return game.status().state === 'playing' ? [] : null;
      for (const v of game.verdicts()) {
        const copy = game.constructor.fromState(game.state(), el.getAttribute('layout'));
        copy.jump(v.from, v.to);
        const rest = search(copy, depth - 1);
        copy.free();
        if (rest) return [`${names[v.from]}-${names[v.to]}`, ...rest];
      }
      return null;
    };
    return search(el.game, 3);
  });
  assert.equal(line?.length, 3, 'a winnable line of three jumps');
  for (const jump of line) await clickJump(own(page), jump);
  assert.match(await own(page).locator('.counter').textContent(), /Pegs: 20/);
  assert.match(await own(page).locator('.note').textContent(), /Hints are on, worked out as you play/);
  const marks = await hoverAll(page);
  assert.ok(marks.some((m) => m.endsWith('=good')), `good marks at 20 pegs: ${marks}`);
  // Every landing was decided (a board this small is searched at once): the note says nothing
  // of unmarked ones.
  assert.equal(await own(page).locator('.note').textContent(), 'Hints are on, worked out as you play.');
  // A search out of its budget (made to happen: this game's answers hidden, as a bigger board's
  // search leaves them) leaves a landing unmarked: the note then says why, for the rest of the game.
  await page.evaluate(() => {
    const el = document.querySelector('#own');
    const pegHint = el.game.pegHint.bind(el.game);
    el.game.pegHint = (hole) => {
      const hint = pegHint(hole);
      return { ...hint, bomb: false, landings: hint.landings.map((l) => ({ ...l, good: null })) };
    };
    el.hint = null;
  });
  await page.mouse.move(0, 0);
  const line2 = await page.evaluate(() => {
    const el = document.querySelector('#own');
    const g = el.game;
    return g.layout().holes.find((h) => g.legalTargets(h.index).length).name;
  });
  await hole(own(page), line2).hover();
  await settle(page);
  assert.equal(await own(page).locator('.hole.target:not([data-hint])').count() > 0, true, 'an unmarked landing shown');
  const unmarkedNote = 'Hints are on, worked out as you play. A landing left unmarked is not decided yet: show its peg again in a moment.';
  assert.equal(await own(page).locator('.note').textContent(), unmarkedNote);
  await page.mouse.move(0, 0);
  await settle(page);
  assert.equal(await own(page).locator('.note').textContent(), unmarkedNote, 'the note stays when the hover ends');
  assert.deepEqual(env.browser.errors, []);
});

test('a layout whose asked finish no game can reach opens the closest game, and says so', async () => {
  // A play-tester's 19-hole triangle asked to finish where it started, which no start can: the
  // game finished anywhere without a word (the engine's sentence was dropped for layouts).
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/embed-example.html`);
  await ready(page, '#own');
  await setOwn(page, [['mode', 'complement'], ['layout', 'lattice triangular\no\noo\nooo\noooo\nooooo\noooo\n']]);
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().holes.length === 19);
  await ready(page, '#own');
  assert.match(await own(page).locator('.status').textContent(), /Goal: one peg left anywhere/);
  const note = await own(page).locator('.note').textContent();
  assert.match(note, /^On this board no game can finish where it started .*so this game starts at [a-z]\d+, finishing anywhere\.$/);
  // And to the console, where an owner looks, naming the attribute it is about.
  assert.deepEqual(env.browser.errors.splice(0), [`warning: <peg-solitaire mode="complement">: ${note}`]);
});

test('a layout no start wins is refused for that reason; a 21-hole board marks its losing starts', async () => {
  const page = await env.browser.page();
  await page.goto(`${env.server.url}/embed-example.html`);
  await ready(page, '#own');
  // A start and finish the owner gave (which parity refuses on that board) do not hide why the
  // board is refused, and the triangle plays its own usual game, not theirs (play-test 15).
  await setOwn(page, [['start', 'c3'], ['mode', 'finish-a1'], ['layout', 'lattice square\n.ooo.\nooooo\nooooo\nooooo\n.ooo.\n']]);
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().id === 'triangle5');
  await ready(page, '#own');
  assert.equal(
    await own(page).locator('.note').textContent(),
    "This page's board cannot be played: no game on this board ends with one peg (every start was searched, finishing anywhere). Here is the 15-hole triangle instead.",
  );
  assert.deepEqual(env.browser.errors.splice(0), [`warning: <peg-solitaire layout>: ${await own(page).locator('.note').textContent()}`]);
  assert.match(await own(page).locator('.status').textContent(), /^Start: a1 empty\. Goal: one peg left on a1\.$/);
  // 21 holes, finishing anywhere: one search tells which starts can win, and the picker marks
  // the rest, each as a game opened there finds.
  await setOwn(page, [['start', null], ['mode', 'anywhere'], ['layout', 'lattice square\nooooooo\nooooooo\nooooooo\n']]);
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().holes.length === 21);
  await ready(page, '#own');
  await own(page).locator('.pick-start').click();
  await settle(page);
  const marks = await own(page).locator('.hole').evaluateAll((hs) => hs.map((h) => [h.dataset.name, h.classList.contains('start-bad')]));
  const truth = await page.evaluate(() => {
    const el = document.querySelector('#own');
    const layout = el.getAttribute('layout');
    return el.game.layout().holes.map((h) => {
      try {
        const g = el.game.constructor.fromState(`custom:${h.name}:anywhere:`, layout);
        const lost = g.status().state !== 'playing';
        g.free();
        return [h.name, lost];
      } catch {
        return [h.name, true]; // parity: no finish at all
      }
    });
  });
  assert.deepEqual(marks, truth);
  assert.ok(marks.filter(([, bad]) => bad).length >= 5 && marks.filter(([, bad]) => !bad).length >= 5, JSON.stringify(marks));
  await shot(page, 'layout-21-picker');
  await own(page).locator('.pick-start').click();
  // With no-menus the game stays as the page gave it: no start to choose, and a start that
  // cannot win says so without sending the player to a choice they do not have.
  await setOwn(page, [['no-menus', ''], ['layout', null], ['board', 'triangle5'], ['start', 'b3'], ['mode', 'complement']]);
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().id === 'triangle5');
  await ready(page, '#own');
  assert.equal(await own(page).locator('.pick-start').isVisible(), false);
  assert.equal(await own(page).locator('.status').textContent(), 'This start cannot be solved: no game from b3 ends with one peg left on b3.');
  assert.deepEqual(env.browser.errors, []);
});

test("a layout page that keeps its game (sync-url) brings back a game the player chose on a built-in board", async (t) => {
  // A review found the page's layout passed with every saved game: an English game was refused
  // ("not on this page's board"), thrown away, and the URL rewritten to a fresh custom game.
  const page = await newTab(t, env.browser.context);
  const url = await routeHostPage(page, `${env.server.url}/own-board-synced.html`, `
      <peg-solitaire id="own" mode="anywhere" start="c3" hints sync-url layout="lattice triangular
o
oo
ooo
oooo
ooooo"></peg-solitaire>`);
  await page.goto(`${env.server.url}/index.html`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(url);
  await ready(page, '#own');
  assert.equal(await own(page).evaluate((el) => el.game.state()), 'custom:c3:anywhere:');
  const ownJump = await firstJump(page, '#own');
  await own(page).locator('.board-select').selectOption('english');
  await page.waitForFunction(() => document.querySelector('#own').game?.layout().id === 'english');
  await ready(page, '#own');
  await clickJump(own(page), 'd2-d4');
  const english = 'english:d4:anywhere:d2-d4'; // the page's kind of finish, on the new board
  await page.waitForFunction((s) => location.hash === `#game=${s}`, english);
  // A reload: the link's game.
  await page.reload();
  await ready(page, '#own');
  assert.equal(await own(page).evaluate((el) => el.game.state()), english);
  assert.equal(await own(page).locator('.note').textContent(), '');
  assert.ok(page.url().endsWith(`#game=${english}`), page.url());
  // Back to the page without the fragment: the saved game.
  await page.goto(url);
  await ready(page, '#own');
  assert.equal(await own(page).evaluate((el) => el.game.state()), english);
  assert.equal(await own(page).locator('.note').textContent(), '');
  // A link to the owner's board still opens on it; Back gives the English game again.
  await page.evaluate((jump) => (location.hash = `#game=custom:c3:anywhere:${jump}`), ownJump);
  await page.waitForFunction((jump) => document.querySelector('#own').game?.state() === `custom:c3:anywhere:${jump}`, ownJump);
  await page.goBack();
  await page.waitForFunction((s) => document.querySelector('#own').game?.state() === s, english);
  // A link that cannot be opened gives the page's own game, its start and finish included.
  await page.evaluate(() => (location.hash = '#game=nowhere:a1:complement:'));
  await page.waitForFunction(() => document.querySelector('#own').game?.state().startsWith('custom:'));
  await ready(page, '#own');
  assert.equal(await own(page).evaluate((el) => el.game.state()), 'custom:c3:anywhere:');
  assert.match(await own(page).locator('.note').textContent(), /^This link's game could not be opened/);
  assert.deepEqual(env.browser.errors, []);
  await page.unroute(url);
});

test('a page without menus keeps its own hints setting, and says so when Solve needs hints it turned off', async (t) => {
  // The player cannot reach the Hints box there: "off", chosen on another page of the site,
  // would leave them without hints for good, and "turn Hints on" would name a box they cannot see.
  const page = await newTab(t, env.browser.context);
  const pageWith = (name, attributes) => routeHostPage(page, `${env.server.url}/${name}.html`,
    `<peg-solitaire id="own" board="triangle5" start="a1" mode="anywhere" hints sync-url ${attributes}></peg-solitaire>`);
  const withoutMenus = await pageWith('no-menus-synced', 'no-menus');
  const withMenus = await pageWith('menus-synced', '');
  await page.goto(`${env.server.url}/index.html`);
  await page.evaluate(() => { localStorage.clear(); localStorage.setItem('pegsol.hints.v1', 'off'); });
  await page.goto(withoutMenus);
  await ready(page, '#own');
  assert.equal(await own(page).locator('.hints-box').isChecked(), true);
  await hole(own(page), 'c3').hover();
  await settle(page);
  assert.ok(await own(page).locator('.hole[data-hint]').count() > 0, 'the hints are shown');
  // The owner turns them off: Solve says why it cannot help without pointing at a hidden box.
  await setOwn(page, [['hints', 'off']]);
  await own(page).locator('.solve[aria-disabled="true"]').waitFor(); // drawn greyed, as the player sees it
  await own(page).locator('.solve').click({ force: true }); // greyed (aria-disabled), as a player taps it
  await own(page).locator('.note', { hasText: 'Solving uses the hints, which this page has turned off.' }).waitFor({ timeout: 5000 });
  assert.equal(await own(page).locator('.note').textContent(), 'Solving uses the hints, which this page has turned off.');
  // With the menus shown the player's own choice counts again, and the box is named.
  await page.goto(withMenus);
  await ready(page, '#own');
  assert.equal(await own(page).locator('.hints-box').isChecked(), false);
  await own(page).locator('.solve').click({ force: true });
  await own(page).locator('.note', { hasText: 'Solving uses the hints: turn Hints on.' }).waitFor({ timeout: 5000 });
  assert.equal(await own(page).locator('.note').textContent(), 'Solving uses the hints: turn Hints on.');
  assert.deepEqual(env.browser.errors, []);
  await page.unrouteAll();
});
