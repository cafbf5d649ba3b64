//! The offline generator of `winning-data/`: which problems a board's data holds and the
//! winning sets and reach masks `pegs generate` computes for them (`winning_sets`, `reach`).
//! Used by `pegs generate` and the tests (through `internals`), never by the page at runtime:
//! the one type fact the runtime needs, the starts of a problem type, it takes from
//! `pegsol_base::geometry::same_type_starts`.
//!
//! The generator builds on search (it computes the sets); storage encodes what it produces.

pub(crate) mod opening;
pub(crate) mod reach;
pub(crate) mod winning_sets;
