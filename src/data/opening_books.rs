//! The opening books the search worker fetches (`pegsol_base::storage::opening_book`): which
//! problem has one, and a download checked against the SHA-256 the build recorded, so a cut,
//! corrupt or stale file is refused with a message, never half-used.

use crate::data::embedded::OPENING_BOOKS;
use crate::data::hint_files::check_download;
use pegsol_base::geometry::Board;
use pegsol_base::storage::manifest::sha256_hex;
use pegsol_base::storage::{OpeningBook, OpeningBookInfo};

/// The book of a problem (`french:d3:anywhere`), if it has one.
pub fn book_for(problem: &str) -> Option<&'static OpeningBookInfo> {
    OPENING_BOOKS.iter().find(|b| b.problem == problem)
}

/// Reads a downloaded book of `info` for `board`.
pub fn read_book(
    board: &Board,
    info: &OpeningBookInfo,
    bytes: &[u8],
) -> Result<OpeningBook, String> {
    let expected = (info.bytes, info.sha256);
    check_download(info.file, expected, bytes.len(), &sha256_hex(bytes))?;
    let book = OpeningBook::decode(board, bytes).map_err(|e| format!("{}: {e}", info.file))?;
    if book.problem() != info.problem {
        return Err(format!("{}: the book is for {}", info.file, book.problem()));
    }
    Ok(book)
}
