// @ts-check
// The Export box: opened and closed, and its notation copied.
// Methods of the <peg-solitaire> element (embed.js), mixed into actionMethods (actions.js).

export const exportMethods = {
  setExport(open) {
    this.ui.exportOpen = open;
    this.revealExport = open; // brought into view once drawn (on a phone it opens below the fold)
    this.$('.copied').textContent = '';
    this.invalidate('game');
  },

  async copyNotation() {
    try {
      await navigator.clipboard.writeText(this.client.view.notation);
      this.$('.copied').textContent = 'Copied.';
    } catch (_) {
      // No clipboard permission (an embedded frame, an old browser): select it for Ctrl+C.
      getSelection().selectAllChildren(this.$('.notation'));
      this.$('.copied').textContent = 'Selected: press Ctrl+C to copy.';
    }
  },
};
