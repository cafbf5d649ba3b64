// @ts-check
// Lets the browser paint and answer the player between two pieces of work on the page's main
// thread. Work that follows a download (compiling the engine, opening the game, drawing it)
// otherwise runs as one chain of promise callbacks: one task, which on a slow phone stalled
// taps and frames for over 100 ms.

/**
 * Resolves in a later task. `scheduler.yield` where the browser has it (its continuation runs
 * before other queued work); else a message to ourselves, which, unlike a timer, a hidden tab
 * does not hold back for a second.
 * @returns {Promise<void>}
 */
export function nextTask() {
  const scheduler = /** @type {any} */ (globalThis).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
