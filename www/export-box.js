// @ts-check
// The Export box: the game so far in the board's notation, opened and closed, and copied. One
// ExportBox per element; it owns whether the box is open.

export class ExportBox {
  /** @param {any} host the <peg-solitaire> element (embed.js) */
  constructor(host) {
    this.host = host;
    this.open = false;
    this.reveal = false; // brought into view once drawn (on a phone it opens below the fold)
  }

  set(open) {
    this.open = open;
    this.reveal = open;
    this.host.$('.copied').textContent = '';
    this.host.invalidate('game');
  }

  async copy() {
    const host = this.host;
    try {
      await navigator.clipboard.writeText(host.client.view.notation);
      host.$('.copied').textContent = 'Copied.';
    } catch (_) {
      // No clipboard permission (an embedded frame, an old browser): select it for Ctrl+C.
      getSelection().selectAllChildren(host.$('.notation'));
      host.$('.copied').textContent = 'Selected: press Ctrl+C to copy.';
    }
  }
}
