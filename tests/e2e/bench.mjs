// Browser benchmark (prints figures, asserts nothing): time from navigation to a playable board,
// the hover query's median time over a whole game, and the bytes the page transfers (gzip).
import { serve, browser, ready } from './harness.mjs';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const www = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../www');

const server = await serve();

// The bytes of every file the page fetched, raw and gzip -9 (what a static host would send).
function weigh(requests) {
  let raw = 0;
  let gzip = 0;
  for (const url of new Set(requests)) {
    const file = path.join(www, decodeURIComponent(new URL(url).pathname));
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) continue;
    const body = fs.readFileSync(file);
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip };
}

for (const [label, hash] of [['english', '#game=english:d4:complement:'], ['triangle5', '#game=triangle5:a1:complement:']]) {
  const b = await browser(); // a fresh profile: the first load is cold
  const page = await b.page();
  const times = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('about:blank');
    const t0 = Date.now();
    await page.goto(`${server.url}/index.html${hash}`);
    await ready(page);
    times.push(Date.now() - t0);
    if (i === 0) var weight = weigh(b.requests);
  }
  const cold = times[0];
  times.sort((a, c) => a - c);
  // Over a whole game: for every legal jump of every position, the time of one
  // problemIsSolvable call (the hover query), from batches of 2000 (performance.now is coarse).
  const timings = await page.evaluate(async () => {
    const game = document.querySelector('peg-solitaire').game;
    const out = [];
    for (let step = 0; step < 40; step++) {
      const verdicts = game.verdicts();
      if (!verdicts.length) break;
      for (const v of verdicts) {
        const t0 = performance.now();
        for (let i = 0; i < 2000; i++) game.problemIsSolvable(v.from, v.to);
        out.push((performance.now() - t0) / 2000);
      }
      const good = verdicts.find((v) => v.good) ?? verdicts[0];
      game.jump(good.from, good.to);
    }
    return out;
  });
  timings.sort((a, c) => a - c);
  const median = timings[Math.floor(timings.length / 2)] * 1000;
  await b.close();
  console.log(`${label}: playable in ${cold} ms cold, ${times[2]} ms median of 5 (max ${times[4]}); ` +
    `hover query median ${median.toFixed(1)} µs over ${timings.length} jumps; ` +
    `page weight ${(weight.raw / 1024).toFixed(0)} KB raw, ${(weight.gzip / 1024).toFixed(0)} KB gzip`);
}
server.close();
