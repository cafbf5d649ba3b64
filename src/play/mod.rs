//! Play: what a player meets. `hint_source` decides where a problem's hints come from (the
//! embedded data, a fetched hint file, level sets computed on the spot, or a live search) and
//! says why when there are none; `sources` holds those sources, one file each behind one
//! `Lookup` trait; `hints` answers "can the goal still be reached after this jump?" from that
//! source, as a `Verdict` that may be "unknown" but is never a guess; `game` is a game in
//! progress with its hints and its history, `game_status` says where it stands (and searches
//! between jumps for what the hints could not tell at once), `opening` opens one as the page
//! asks (with fallbacks), `start_picker` describes every start, `modes` puts goals into words, `thinker`
//! runs the live search elsewhere (the page's search worker), with the problem's opening book
//! when it has one, and passes on what it proves (`thoughts`, with each win's `winning_line`), and `custom_board` reads a website owner's own board.
//!
//! Play builds on data and search; only the two faces (`main.rs`, `wasm.rs`) build on play.

pub(crate) mod custom_board;
pub(crate) mod game;
mod game_status;
pub(crate) mod hint_source;
pub(crate) mod hints;
pub(crate) mod modes;
pub(crate) mod open_request;
pub(crate) mod opening;
pub(crate) mod solver_jumps;
mod sources;
pub(crate) mod start_picker;
pub(crate) mod state_string;
pub(crate) mod thinker;
pub(crate) mod thoughts;
pub(crate) mod verdict;
mod winning_line;
