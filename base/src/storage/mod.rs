//! Storage: the formats the winning sets are kept in, from the bottom up.
//!
//! - [`Reader`], [`Ranker`], [`EliasFano`], [`Tags`]: little-endian bytes, dense ranks of a
//!   level's codes, sorted sets of ranks, and a tag per element;
//! - [`TaggedSet`]: a set with a tag per element, entropy-coded (the hint files' blocks) with
//!   the canonical Huffman code of `huffman`;
//! - [`winning_file`] and [`manifest`]: the text files of `winning-data/` and the manifest that
//!   checks them;
//! - [`hint_data`]: the blob embedded in the engine; [`type_data`]: a hint file fetched on
//!   demand; [`keeps_level`]: the peg counts both keep;
//! - [`opening_book`]: one problem's winning sets at a few high peg counts (the early game).

mod elias_fano;
pub mod hint_data;
pub mod hint_data_encode;
mod huffman;
mod kept_levels;
pub mod manifest;
pub mod opening_book;
mod ranker;
mod reader;
mod tagged_set;
mod tags;
pub mod type_data;
pub mod winning_file;

pub use elias_fano::EliasFano;
pub use hint_data::{FormSize, HintData};
pub use kept_levels::keeps_level;
pub use manifest::{HintFileInfo, ManifestEntry, OpeningBookInfo};
pub use opening_book::OpeningBook;
pub use ranker::{parity_masks, ranker, Ranker};
pub use reader::Reader;
pub use tagged_set::TaggedSet;
pub use tags::Tags;
pub use type_data::{TypeData, TypeDataSizes, TypeHeader, TypePartition};
pub use winning_file::WinningFile;
