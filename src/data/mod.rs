//! Data: the winning data as the engine loads it at runtime. The data build.rs embedded
//! (`embedded`), the hint files fetched on demand, checked against their checksums before use
//! (`hint_files`), the search worker's opening books, checked the same way (`opening_books`),
//! and what the papers publish about the boards without data (`published`).
//! The offline generator that computes the data is in `generate`.
//!
//! Data builds on search (the problems `published` names) and on storage (it decodes the sets).

pub(crate) mod embedded;
pub(crate) mod hint_files;
pub(crate) mod opening_books;
pub(crate) mod published;
