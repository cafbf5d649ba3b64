//! The two bottom layers of the `pegsol` engine, in a crate of their own so that the engine's
//! build script can use them (it validates `winning-data/` and encodes it into the engine):
//!
//! - [`geometry`]: lattices, board layouts, boards and their jumps, symmetries, position
//!   classes, hole and jump notation;
//! - [`storage`]: the formats the winning sets are stored in (the text files of
//!   `winning-data/`, the embedded blobs, the hint files) and the compact sets they are made of.
//!
//! Storage builds on geometry, never the other way round. Nothing here searches: the level
//! sets, the hint engine and the game are in `pegsol`.

pub mod geometry;
pub mod message;
pub mod storage;
