//! The hint files fetched on demand (`type_data.rs`): which file covers a start, and the parts
//! of files loaded so far. A download is checked part by part as it arrives, at the
//! checkpoints the build recorded (the header, then each level, with the SHA-256 of the file up
//! to there): each part that passes is decoded and published at once, so a game can use the
//! low levels (its opening and its ending) long before the file is whole. A truncated,
//! corrupt or stale download is refused with a message at the first part that fails; nothing
//! unchecked is ever used.
//!
//! Loaded parts live for the rest of the process (a page keeps them until it closes): they
//! are leaked once into `&'static` so games can hold them without reference counting.

use pegsol_base::message::truncate;
use pegsol_base::storage::{HintFileInfo, Reader, TypeHeader, TypePartition};
use sha2::{Digest, Sha256};
use std::sync::Mutex;

/// The checked parts of one file.
struct Published {
    file: &'static str,
    header: &'static TypeHeader,
    /// `levels[n]`: level n's partitions once checked (index 0 unused).
    levels: Vec<Option<&'static [TypePartition]>>,
    whole: bool,
}

static PUBLISHED: Mutex<Vec<Published>> = Mutex::new(Vec::new());

fn with_published<T>(file: &str, f: impl FnOnce(&Published) -> T) -> Option<T> {
    let published = PUBLISHED.lock().unwrap_or_else(|e| e.into_inner());
    published.iter().find(|p| p.file == file).map(f)
}

/// Whether the whole file has been loaded and checked.
pub fn loaded(file: &str) -> bool {
    with_published(file, |p| p.whole).unwrap_or(false)
}

/// How many of the file's levels have been checked so far (all of them, `half`, once it is
/// loaded).
pub fn levels_loaded(file: &str) -> usize {
    with_published(file, |p| p.levels.iter().flatten().count()).unwrap_or(0)
}

/// The file's header and its level `n`, if that level has been checked.
pub(crate) fn level(
    file: &str,
    n: usize,
) -> Option<(&'static TypeHeader, &'static [TypePartition])> {
    with_published(file, |p| Some((p.header, (*p.levels.get(n)?)?))).flatten()
}

/// Checks a hint file's bytes as they arrive (a download in chunks), publishing each part that
/// passes its checkpoint.
pub struct HintFileLoader {
    info: &'static HintFileInfo,
    hasher: Sha256,
    received: usize,
    /// The bytes since the last checkpoint passed.
    part: Vec<u8>,
    /// The next checkpoint: 0 the header's, n level n's.
    next: usize,
    header: Option<&'static TypeHeader>,
    /// Why the download was refused: every later push and the finish say it again.
    refused: Option<String>,
}

impl HintFileLoader {
    pub fn new(file: &str) -> Result<HintFileLoader, String> {
        let info = crate::data::embedded::HINT_FILES
            .iter()
            .find(|f| f.file == file && f.fetched_here)
            .ok_or_else(|| format!("unknown hint file '{}'", truncate(file)))?;
        Ok(HintFileLoader {
            info,
            hasher: Sha256::new(),
            received: 0,
            part: Vec::new(),
            next: 0,
            header: None,
            refused: None,
        })
    }

    pub fn info(&self) -> &'static HintFileInfo {
        self.info
    }

    /// Takes the next chunk, checking and publishing every part it completes. Refuses (and
    /// keeps nothing more, then or after) once the file is too long, or a part fails its check.
    /// Returns how many levels of the file are checked so far.
    pub fn push(&mut self, chunk: &[u8]) -> Result<usize, String> {
        if let Some(refused) = &self.refused {
            return Err(refused.clone());
        }
        let taken = self.take(chunk);
        if let Err(message) = &taken {
            self.refused = Some(message.clone());
        }
        taken
    }

    fn take(&mut self, chunk: &[u8]) -> Result<usize, String> {
        if self.received + chunk.len() > self.info.bytes {
            return Err(format!(
                "{}: more than the expected {} bytes",
                self.info.file, self.info.bytes
            ));
        }
        let mut rest = chunk;
        while let Some(&(end, sha256)) = self.info.checkpoints.get(self.next) {
            let take = (end - self.received).min(rest.len());
            self.hasher.update(&rest[..take]);
            self.part.extend_from_slice(&rest[..take]);
            self.received += take;
            rest = &rest[take..];
            if self.received < end {
                break;
            }
            let sha = pegsol_base::storage::manifest::hex(&self.hasher.clone().finalize());
            if sha != sha256 {
                return Err(mismatch(self.info.file));
            }
            self.publish()?;
            self.part.clear();
            self.next += 1;
        }
        Ok(levels_loaded(self.info.file))
    }

    /// Decodes the part just checked (the header, or the next level) and publishes it.
    fn publish(&mut self) -> Result<(), String> {
        let info = self.info;
        let malformed = || format!("{}: the file does not decode", info.file);
        let mut r = Reader::new(&self.part);
        let Some(header) = self.header else {
            let header = TypeHeader::read(&mut r)
                .filter(|h| h.board == info.board && h.starts == info.starts)
                .filter(|h| h.half + 1 == info.checkpoints.len() && r.is_empty())
                .ok_or_else(malformed)?;
            let mut published = PUBLISHED.lock().unwrap_or_else(|e| e.into_inner());
            // A retried download finds the parts it checked before already there.
            if let Some(p) = published.iter().find(|p| p.file == info.file) {
                self.header = Some(p.header);
                return Ok(());
            }
            let header: &'static TypeHeader = Box::leak(Box::new(header));
            published.push(Published {
                file: info.file,
                header,
                levels: vec![None; header.half + 1],
                whole: false,
            });
            self.header = Some(header);
            return Ok(());
        };
        if level(info.file, self.next).is_some() {
            return Ok(());
        }
        let parts = header
            .read_level(&mut r)
            .filter(|_| r.is_empty())
            .ok_or_else(malformed)?;
        let mut published = PUBLISHED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = published.iter_mut().find(|p| p.file == info.file) {
            // Another loader of the same file (a native caller's thread) may have come first.
            if p.levels[self.next].is_none() {
                p.levels[self.next] = Some(Box::leak(parts.into_boxed_slice()));
            }
        }
        Ok(())
    }

    pub fn received(&self) -> usize {
        self.received
    }

    /// Verifies that the whole file came (its length and checksum), and makes it available
    /// whole to new hints.
    pub fn finish(self) -> Result<(), String> {
        let info = self.info;
        if let Some(refused) = self.refused {
            return Err(refused);
        }
        if loaded(info.file) {
            return Ok(());
        }
        let sha = pegsol_base::storage::manifest::hex(&self.hasher.finalize());
        check_download(info.file, (info.bytes, info.sha256), self.received, &sha)?;
        if self.next != info.checkpoints.len() {
            return Err(format!("{}: the file does not decode", info.file));
        }
        let mut published = PUBLISHED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = published.iter_mut().find(|p| p.file == info.file) {
            p.whole = true;
        }
        Ok(())
    }
}

fn mismatch(file: &str) -> String {
    format!("{file}: checksum mismatch (corrupt or stale download)")
}

/// Checks a downloaded data file against what the build recorded: its length, then its
/// SHA-256 (lower-case hex), so a cut, corrupt or stale download is refused with a message.
pub(crate) fn check_download(
    file: &str,
    expected: (usize, &str),
    received: usize,
    sha256: &str,
) -> Result<(), String> {
    if received != expected.0 {
        return Err(format!(
            "{file}: received {received} of {} bytes",
            expected.0
        ));
    }
    if sha256 != expected.1 {
        return Err(mismatch(file));
    }
    Ok(())
}

/// Loads a hint file from a directory (the command line reads `winning-data/`).
pub fn load_from_dir(dir: &std::path::Path, info: &HintFileInfo) -> Result<(), String> {
    if loaded(info.file) {
        return Ok(());
    }
    let path = dir.join(info.file);
    let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut loader = HintFileLoader::new(info.file)?;
    loader.push(&bytes)?;
    loader.finish()
}
