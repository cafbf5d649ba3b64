//! `winning-data/MANIFEST.tsv`: every data file with its code count and SHA-256, and the reading
//! of a data directory checked against it (build.rs, `pegs`, the tests).

use super::winning_file::WinningFile;

/// One line of `winning-data/MANIFEST.tsv`: a file, its code count and its SHA-256.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestEntry {
    pub file: String,
    pub codes: usize,
    pub sha256: String,
}

pub fn parse_manifest(text: &str) -> Result<Vec<ManifestEntry>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let parts: Vec<&str> = l.split('\t').collect();
            match parts.as_slice() {
                [file, codes, sha] => Ok(ManifestEntry {
                    file: file.to_string(),
                    codes: codes
                        .parse()
                        .map_err(|_| format!("MANIFEST.tsv line {}: bad count", i + 1))?,
                    sha256: sha.to_string(),
                }),
                _ => Err(format!(
                    "MANIFEST.tsv line {}: expected FILE<TAB>CODES<TAB>SHA256",
                    i + 1
                )),
            }
        })
        .collect()
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex(&sha2::Sha256::digest(bytes))
}

/// Lower-case hexadecimal, as the manifest writes checksums.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Binary hint files (`type_data.rs`), listed in the same manifest but not embedded.
pub const HINT_FILE_SUFFIX: &str = ".hints";
/// Opening books (`opening_book.rs`), listed in the same manifest, fetched by the search
/// worker.
pub const OPENING_BOOK_SUFFIX: &str = ".opening";

/// An opening book as the build saw it (generated into the engine's `embedded.rs`).
#[derive(Debug)]
pub struct OpeningBookInfo {
    /// The problem it answers (`french:d3:anywhere`).
    pub problem: &'static str,
    pub file: &'static str,
    pub sha256: &'static str,
    pub bytes: usize,
    pub codes: usize,
}

/// A hint file as the build saw it (generated into the engine's `embedded.rs` from the
/// manifest).
#[derive(Debug)]
pub struct HintFileInfo {
    pub board: &'static str,
    pub file: &'static str,
    pub sha256: &'static str,
    pub bytes: usize,
    pub codes: usize,
    /// The start holes of the problem type the file covers.
    pub starts: &'static [u8],
    /// Whether this engine build fetches the file itself. The English files are fetched into
    /// the English build; the others list them only to say what a game will fetch once it
    /// has moved there.
    pub fetched_here: bool,
    /// Where a download can be checked part by part, and so used before it is whole: the end
    /// of the header, then of each level, with the SHA-256 of the file up to there.
    pub checkpoints: &'static [(usize, &'static str)],
}

/// The files of a winning-data directory's manifest that `keep` selects, each read and checked
/// against its manifest checksum: (entry, bytes). Errors name the file.
fn checked_files(
    dir: &std::path::Path,
    keep: impl Fn(&str) -> bool,
) -> Result<Vec<(ManifestEntry, Vec<u8>)>, String> {
    let manifest_path = dir.join("MANIFEST.tsv");
    let manifest_text = std::fs::read_to_string(&manifest_path)
        .map_err(|e| format!("{}: {e}", manifest_path.display()))?;
    let entries = parse_manifest(&manifest_text).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut out = Vec::new();
    for entry in entries.into_iter().filter(|e| keep(&e.file)) {
        let path = dir.join(&entry.file);
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let sha = sha256_hex(&bytes);
        if sha != entry.sha256 {
            return Err(format!(
                "{}: checksum mismatch (MANIFEST.tsv says {}, the file has {sha})",
                path.display(),
                entry.sha256
            ));
        }
        out.push((entry, bytes));
    }
    Ok(out)
}

/// Reads the binary hint files of a winning-data directory, each checked against the
/// manifest's checksum: (entry, bytes).
pub fn load_hint_files(dir: &std::path::Path) -> Result<Vec<(ManifestEntry, Vec<u8>)>, String> {
    checked_files(dir, |f| f.ends_with(HINT_FILE_SUFFIX))
}

/// Reads the opening books of a winning-data directory, each checked against the manifest's
/// checksum: (entry, bytes).
pub fn load_opening_books(dir: &std::path::Path) -> Result<Vec<(ManifestEntry, Vec<u8>)>, String> {
    checked_files(dir, |f| f.ends_with(OPENING_BOOK_SUFFIX))
}

/// Reads and validates a winning-data directory: every file in the manifest exists, has the
/// manifest's checksum and code count, and parses. Returns the files grouped by board.
/// Errors name the file (and the line, for a parse error).
#[allow(clippy::type_complexity)]
pub fn load_data_dir(
    dir: &std::path::Path,
) -> Result<Vec<(String, Vec<(String, WinningFile)>)>, String> {
    let mut boards: Vec<(String, Vec<(String, WinningFile)>)> = Vec::new();
    for (entry, bytes) in checked_files(dir, |f| {
        !f.ends_with(HINT_FILE_SUFFIX) && !f.ends_with(OPENING_BOOK_SUFFIX)
    })? {
        let path = dir.join(&entry.file);
        let shown = path.display();
        let text = String::from_utf8(bytes).map_err(|_| format!("{shown}: not UTF-8 text"))?;
        let file = WinningFile::parse(&text).map_err(|e| format!("{shown}: {e}"))?;
        if file.codes() != entry.codes {
            return Err(format!(
                "{shown}: {} codes, MANIFEST.tsv says {}",
                file.codes(),
                entry.codes
            ));
        }
        match boards.iter_mut().find(|(b, _)| *b == file.board) {
            Some((_, files)) => files.push((entry.file, file)),
            None => boards.push((file.board.clone(), vec![(entry.file, file)])),
        }
    }
    Ok(boards)
}
