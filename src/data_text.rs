//! The text format of the files in `winning-data/` (see its README), written by `pegs generate`
//! and read by build.rs (through `#[path]`) and the tests.
//!
//! ```text
//! # comment
//! board triangle5
//! form byindex
//! problems a1 b3 a4* c5        (byindex: bit i of a tag = i-th problem; * = degenerate)
//! level 1 4                    (peg count, number of codes)
//! 1 2                          (code, and for byindex its tag)
//! ```

use std::fmt::Write as _;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WinningFile {
    pub board: String,
    /// `anyfinish`, `byindex` or `complement-HOLE`.
    pub form: String,
    /// The complement problems the tags refer to (byindex): hole name and degeneracy.
    pub problems: Vec<(String, bool)>,
    /// (peg count, sorted (code, tag)) per level; tag 0 when the form has none.
    pub levels: Vec<(u32, Vec<(u64, u32)>)>,
}

impl WinningFile {
    pub fn codes(&self) -> usize {
        self.levels.iter().map(|(_, l)| l.len()).sum()
    }

    pub fn has_tags(&self) -> bool {
        self.form == "byindex"
    }

    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "# pegsol winning data; format: winning-data/README.md");
        let _ = writeln!(out, "board {}", self.board);
        let _ = writeln!(out, "form {}", self.form);
        if !self.problems.is_empty() {
            let names: Vec<String> = self
                .problems
                .iter()
                .map(|(h, d)| format!("{h}{}", if *d { "*" } else { "" }))
                .collect();
            let _ = writeln!(out, "problems {}", names.join(" "));
        }
        for (n, codes) in &self.levels {
            let _ = writeln!(out, "level {n} {}", codes.len());
            for (code, tag) in codes {
                if self.has_tags() {
                    let _ = writeln!(out, "{code} {tag}");
                } else {
                    let _ = writeln!(out, "{code}");
                }
            }
        }
        out
    }

    /// Parses and validates a file: codes strictly increasing within a level, as many as the
    /// level line says, each with that many pegs. Errors read `line N: …`.
    pub fn parse(text: &str) -> Result<WinningFile, String> {
        let mut file = WinningFile::default();
        let mut expected: Option<(usize, usize)> = None; // (count, line of the level header)
        let close = |file: &WinningFile, expected: Option<(usize, usize)>| -> Result<(), String> {
            if let (Some((count, line)), Some((n, codes))) = (expected, file.levels.last()) {
                if codes.len() != count {
                    return Err(format!(
                        "line {line}: level {n} says {count} codes but has {}",
                        codes.len()
                    ));
                }
            }
            Ok(())
        };
        for (index, line) in text.lines().enumerate() {
            let line_no = index + 1;
            let err = |m: String| format!("line {line_no}: {m}");
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut words = line.split_whitespace();
            let first = words.next().unwrap_or("");
            match first {
                "board" => {
                    file.board = words
                        .next()
                        .ok_or_else(|| err("board needs an id".into()))?
                        .into()
                }
                "form" if !file.levels.is_empty() => {
                    return Err(err("the 'form' line must come before the levels".into()))
                }
                "form" => {
                    file.form = words
                        .next()
                        .ok_or_else(|| err("form needs a name".into()))?
                        .into()
                }
                "problems" => {
                    file.problems = words
                        .map(|w| match w.strip_suffix('*') {
                            Some(h) => (h.to_string(), true),
                            None => (w.to_string(), false),
                        })
                        .collect()
                }
                "level" => {
                    close(&file, expected)?;
                    if file.form.is_empty() {
                        return Err(err("the 'form' line must come before the levels".into()));
                    }
                    let n: u32 = words
                        .next()
                        .and_then(|w| w.parse().ok())
                        .ok_or_else(|| err("bad level number".into()))?;
                    let count: usize = words
                        .next()
                        .and_then(|w| w.parse().ok())
                        .ok_or_else(|| err("bad level count".into()))?;
                    if file.levels.last().is_some_and(|(m, _)| *m >= n) {
                        return Err(err(format!("level {n} is out of order")));
                    }
                    // The count is only a claim until the codes arrive: never pre-allocate on its word.
                    file.levels
                        .push((n, Vec::with_capacity(count.min(1 << 12))));
                    expected = Some((count, line_no));
                }
                _ => {
                    let Some((n, codes)) = file.levels.last_mut() else {
                        return Err(err(format!("unexpected '{first}' before any level")));
                    };
                    let code: u64 = first
                        .parse()
                        .map_err(|_| err(format!("'{first}' is not a code")))?;
                    // A tag column exactly when the form has tags (byindex), nothing more.
                    let tagged = file.form == "byindex";
                    let tag: u32 = match (words.next(), tagged) {
                        (Some(t), true) => {
                            t.parse().map_err(|_| err(format!("'{t}' is not a tag")))?
                        }
                        (None, false) => 0,
                        (None, true) => {
                            return Err(err(format!("code {code} has no tag (form byindex)")))
                        }
                        (Some(t), false) => {
                            return Err(err(format!(
                                "unexpected '{t}' after code {code} (form {} has no tags)",
                                file.form
                            )))
                        }
                    };
                    if words.next().is_some() {
                        return Err(err(format!(
                            "more than a code and a tag on the line of code {code}"
                        )));
                    }
                    if code.count_ones() != *n {
                        return Err(err(format!(
                            "code {code} has {} pegs, not {n}",
                            code.count_ones()
                        )));
                    }
                    if codes.last().is_some_and(|&(last, _)| last >= code) {
                        return Err(err(format!("code {code} is not greater than the one before (codes must be strictly increasing)")));
                    }
                    codes.push((code, tag));
                }
            }
        }
        close(&file, expected)?;
        if file.board.is_empty() || file.form.is_empty() {
            return Err("line 1: missing 'board' or 'form' line".into());
        }
        Ok(file)
    }
}

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

/// Reads and validates a winning-data directory: every file in the manifest exists, has the
/// manifest's checksum and code count, and parses. Returns the files grouped by board.
/// Errors name the file (and the line, for a parse error).
#[allow(clippy::type_complexity)]
pub fn load_data_dir(
    dir: &std::path::Path,
) -> Result<Vec<(String, Vec<(String, WinningFile)>)>, String> {
    let mut boards: Vec<(String, Vec<(String, WinningFile)>)> = Vec::new();
    for (entry, bytes) in checked_files(dir, |f| !f.ends_with(HINT_FILE_SUFFIX))? {
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
