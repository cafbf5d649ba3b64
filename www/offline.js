// Offline play, the site's choice: one more script tag beside the element's,
//   <script type="module" src="/peg-solitaire/offline.js"></script>
// turns on the game's service worker (sw.js, beside this file). After one visit, the pages of
// this folder that show the game open and play with no network, with the hints fetched so far.
// Only pages in this folder (or below it) are kept: a browser lets a service worker serve its
// own folder and below.
const register = () =>
  navigator.serviceWorker
    .register(new URL('sw.js', import.meta.url), { updateViaCache: 'none' })
    .catch((error) => console.warn(`<peg-solitaire>: offline play is off (${error.message ?? error})`));
// A page outside the folder is not the worker's to keep: said where a site owner looks.
const folder = new URL('.', import.meta.url).href;
if (!location.href.startsWith(folder)) {
  console.warn(`<peg-solitaire>: offline play keeps only the pages in ${folder}, and this page is not one of them (see "Offline play" in the element's README).`);
}
// Once the page has loaded: the worker's install then takes no bandwidth from the first board.
if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
