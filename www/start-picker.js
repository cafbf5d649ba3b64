// @ts-check
// The start picker: opened and closed, and a start chosen on it (or why that start cannot win).
// Methods of the <peg-solitaire> element (embed.js), mixed into actionMethods (actions.js).

export const startPickerMethods = {
  async togglePicking() {
    if (!this.playable) return;
    this.stopSolving();
    this.message = '';
    this.ui.selected = null;
    const client = this.client;
    const options = this.ui.picking ? null : await this.ask(() => client.startOptions(this.status.mode));
    if (client !== this.client) return;
    this.ui.picking = options;
    this.invalidate('game');
  },

  chooseStart(hole) {
    const option = this.ui.picking[hole];
    const name = this.view.layout.holes[hole].name;
    if (!option.feasible || option.solvable === false) {
      // Name only the kinds of start this board's picker shows.
      const others = this.ui.picking.filter((o) => o.feasible && o.solvable !== false);
      const kinds = [others.some((o) => o.hints === 'ready') && 'green', others.some((o) => o.hints === 'download') && 'violet', others.some((o) => o.hints !== 'ready' && o.hints !== 'download') && 'unmarked'].filter(Boolean);
      const article = kinds[0] === 'unmarked' ? 'an' : 'a';
      const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0];
      // "Another finish" only where the engine says one might win from this hole.
      const choices = [kinds.length && `${article} ${listed} hole`, option.otherFinish && 'another finish'].filter(Boolean);
      const choose = choices.length ? `choose ${choices.join(', or ')}` : 'choose another board';
      const why = option.feasible ? '' : ' (parity rules it out)';
      const which = option.otherFinish ? 'with this finish' : 'with any finish';
      this.message = `A game starting at ${name} cannot be won ${which}${why}: ${choose}.`;
      return this.invalidate('game');
    }
    this.openGame({ board: this.view.layout.id, start: name, mode: this.status.mode, newEntry: true });
  },
};
