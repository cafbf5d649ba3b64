// The light package a website owner installs: `npm pack` in dist/peg-solitaire (as www/README.md
// says), installed into a fresh static site with npm, and the game played there from one script
// tag. A second site copies the folder and adds the optional hint add-on (three lines of the
// README): the English board's stored hints come then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedBrowser, serve, browser, shot, hole, clickJump, ready, hintsReady } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'pegsol-site-'));
const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
const tarball = npm(['pack', '--pack-destination', site], path.join(dist, 'peg-solitaire')).trim().split('\n').pop();
fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'some-site', private: true }));
npm(['install', `./${tarball}`], site);
const installed = path.join(site, 'node_modules/pegsol-game');
fs.writeFileSync(path.join(site, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A site with a game</title><link rel="icon" href="data:,">
<script type="module" src="node_modules/pegsol-game/peg-solitaire.js"></script></head>
<body><h1>Our puzzle corner</h1>
<peg-solitaire id="cross" board="english" start="d4" mode="complement" hints></peg-solitaire>
<peg-solitaire id="triangle" board="triangle5" start="a1" mode="complement" hints></peg-solitaire>
</body></html>`);

const env = servedBrowser({ dir: site });

/** Bytes of every file under `dir`. */
const bytesIn = (dir) => fs.readdirSync(dir, { recursive: true }).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile()).reduce((sum, f) => sum + fs.statSync(f).size, 0);

test('the light package holds the element and the core engine with its types, in under 1 MB, and nothing a site does not serve', () => {
  for (const file of ['peg-solitaire.js', 'peg-solitaire.css', 'search-worker.js', 'unzip.js', 'offline.js', 'sw.js', 'pkg-core/pegsol.d.ts', 'pkg-core/pegsol_bg.wasm']) {
    assert.ok(fs.existsSync(path.join(installed, file)), `${file} is installed`);
  }
  const types = fs.readFileSync(path.join(installed, 'pkg-core/pegsol.d.ts'), 'utf8');
  assert.match(types, /class Game/, 'the TypeScript declarations name the game');
  const files = fs.readdirSync(installed, { recursive: true });
  assert.deepEqual(files.filter((f) => /\.gz$|\.html$|README|\.hints$|\.opening$/.test(f)), [], 'no gzip copies, pages, READMEs or hint files');
  const packed = fs.statSync(path.join(site, tarball)).size;
  const unpacked = bytesIn(installed);
  console.log(`light package: ${packed} bytes packed, ${unpacked} bytes installed in ${files.length} entries`);
  assert.ok(unpacked <= 1_000_000, `the installed package is ${unpacked} bytes`);
});

test('an installed light package plays on a static site: the English board with hints worked out as you play, the small triangle with its own', async () => {
  const page = await env.browser.page();
  const missing = [];
  page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname.replace(/.*pegsol-game\//, '')));
  await page.goto(`${env.server.url}/index.html`);
  const cross = page.locator('#cross');
  await ready(page, '#cross');
  // No stored data here: the search worker marks the English board's jumps.
  await hole(cross, 'd2').hover();
  await page.waitForFunction(() => document.querySelector('#cross').shadowRoot.querySelector('.hole[data-name="d4"]').dataset.hint === 'good', null, { timeout: 30_000 });
  // A site without the data builds chose so: the element says nothing is missing.
  assert.equal(await cross.locator('.hint-download').isHidden(), true, `the English game's download line: ${await cross.locator('.hint-download').textContent()}`);
  await clickJump(cross, 'd2-d4');
  const triangle = page.locator('#triangle');
  await hintsReady(page, '#triangle');
  await hole(triangle, 'c3').hover();
  await page.waitForFunction(() => document.querySelector('#triangle').shadowRoot.querySelector('.hole[data-name="a1"]').dataset.hint === 'good', null, { timeout: 10_000 });
  assert.equal(await triangle.locator('.hint-download').isHidden(), true, 'nothing said to be missing on the small triangle');
  await clickJump(triangle, 'c3-a1');
  await shot(page, 'package-site');
  // The data builds the light package leaves out are asked for once each, and found missing
  // (the browser says so in the console): nothing else fails.
  assert.deepEqual([...new Set(missing)].sort(), ['pkg-triangles/pegsol.js', 'pkg-triangles/pegsol_bg.wasm', 'pkg/pegsol.js', 'pkg/pegsol_bg.wasm'].filter((f) => missing.includes(f)));
  assert.ok(missing.every((f) => /^pkg(-triangles)?\/pegsol(_bg\.wasm|\.js)$/.test(f)), `404s: ${missing}`);
  assert.deepEqual(env.browser.errors.filter((e) => !/status of 404/.test(e)), []);
  assert.ok(missing.length <= 4, `the missing builds were asked for ${missing.length} times: ${missing}`);
  const foreign = env.browser.requests.filter((u) => !u.startsWith(env.server.url) && !u.startsWith('data:'));
  assert.deepEqual(foreign, []);
});

test('a site that copies the folder and adds the hint add-on gets the English c1 hints from their file', { timeout: 120_000 }, async () => {
  const second = fs.mkdtempSync(path.join(os.tmpdir(), 'pegsol-site-'));
  // The README's three lines, as a site owner runs them.
  fs.cpSync(path.join(dist, 'peg-solitaire'), path.join(second, 'peg-solitaire'), { recursive: true });
  fs.cpSync(path.join(dist, 'peg-solitaire-hints'), path.join(second, 'peg-solitaire'), { recursive: true });
  fs.writeFileSync(path.join(second, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title><link rel="icon" href="data:,">
<script type="module" src="/peg-solitaire/peg-solitaire.js"></script></head>
<body><peg-solitaire board="english" start="c1" mode="complement" hints></peg-solitaire></body></html>`);
  const server = await serve({ dir: second });
  const b = await browser();
  try {
    const page = await b.page();
    await page.goto(`${server.url}/index.html`);
    await hintsReady(page, 'peg-solitaire', 60_000);
    const game = page.locator('peg-solitaire');
    assert.equal(await page.evaluate(() => document.querySelector('peg-solitaire').hintTiming !== null), true, "the c1 game's hint file was loaded");
    await hole(game, 'c3').hover();
    await page.waitForFunction(() => ['good', 'bad'].includes(document.querySelector('peg-solitaire').shadowRoot.querySelector('.hole[data-name="c1"]').dataset.hint));
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    server.close();
    fs.rmSync(second, { recursive: true, force: true });
  }
});

process.on('exit', () => fs.rmSync(site, { recursive: true, force: true }));
