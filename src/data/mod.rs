//! Data: the winning sets as the engine has them. Which problems a board's data holds and how
//! `pegs generate` computes it (`winning_sets`, `reach`), the data build.rs embedded
//! (`embedded`), and the hint files fetched on demand, checked against their checksums before
//! use (`hint_files`), and what the papers publish about the boards without data (`published`).
//!
//! Data builds on search (it computes the sets) and on storage (it encodes and decodes them).

pub(crate) mod embedded;
pub(crate) mod hint_files;
pub(crate) mod published;
pub(crate) mod reach;
pub(crate) mod winning_sets;
