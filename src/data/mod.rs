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

/// Where the page fetches a data file (a hint file, an opening book) from, under `pkg/data/`:
/// its gzip copy, which `scripts/build-web.sh` writes (the bit-packed sets still shrink by 1.4
/// to 8 %, the French book by 12 %: 0.8 MB over all the files), with the head of its SHA-256 as a version, so a new file is
/// a new address and never a stale copy from a cache. The checksum is of the file itself, which
/// the page unzips before the engine sees it.
pub fn fetched_address(file: &str, sha256: &str) -> String {
    format!("{file}.gz?v={}", &sha256[..16])
}
