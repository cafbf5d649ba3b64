//! The hint files fetched on demand (`type_data.rs`): which file covers a start, and the files
//! loaded so far. A file is accepted only with the SHA-256 the build recorded for it, so a
//! truncated, corrupt or stale download is refused with a message, never half-used.
//!
//! Loaded files live for the rest of the process (a page keeps them until it closes): they
//! are leaked once into `&'static` so games can hold them without reference counting.

use pegsol_base::message::truncate;
use pegsol_base::storage::type_data::TypeData;
use pegsol_base::storage::HintFileInfo;
use sha2::{Digest, Sha256};
use std::sync::Mutex;

static LOADED: Mutex<Vec<(&'static str, &'static TypeData)>> = Mutex::new(Vec::new());

/// The decoded file, if it has been loaded.
pub fn loaded(file: &str) -> Option<&'static TypeData> {
    let loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    loaded.iter().find(|(f, _)| *f == file).map(|(_, d)| *d)
}

/// Checks a hint file's bytes as they arrive (a download in chunks), then decodes it.
pub struct HintFileLoader {
    info: &'static HintFileInfo,
    hasher: Sha256,
    bytes: Vec<u8>,
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
            bytes: Vec::with_capacity(info.bytes),
        })
    }

    pub fn info(&self) -> &'static HintFileInfo {
        self.info
    }

    /// Takes the next chunk. Refuses (and keeps nothing more) once the file is too long.
    pub fn push(&mut self, chunk: &[u8]) -> Result<(), String> {
        if self.bytes.len() + chunk.len() > self.info.bytes {
            return Err(format!(
                "{}: more than the expected {} bytes",
                self.info.file, self.info.bytes
            ));
        }
        self.hasher.update(chunk);
        self.bytes.extend_from_slice(chunk);
        Ok(())
    }

    pub fn received(&self) -> usize {
        self.bytes.len()
    }

    /// Verifies length and checksum, decodes, and makes the file available to new hints.
    pub fn finish(self) -> Result<&'static TypeData, String> {
        let info = self.info;
        if let Some(data) = loaded(info.file) {
            return Ok(data);
        }
        let sha = pegsol_base::storage::manifest::hex(&self.hasher.finalize());
        check_download(info.file, (info.bytes, info.sha256), self.bytes.len(), &sha)?;
        let data = TypeData::decode(&self.bytes)
            .filter(|d| d.board == info.board && d.starts == info.starts)
            .ok_or_else(|| format!("{}: the file does not decode", info.file))?;
        let data: &'static TypeData = Box::leak(Box::new(data));
        let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        loaded.push((info.file, data));
        Ok(data)
    }
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
        return Err(format!(
            "{file}: checksum mismatch (corrupt or stale download)"
        ));
    }
    Ok(())
}

/// Loads a hint file from a directory (the command line reads `winning-data/`).
pub fn load_from_dir(
    dir: &std::path::Path,
    info: &HintFileInfo,
) -> Result<&'static TypeData, String> {
    if let Some(data) = loaded(info.file) {
        return Ok(data);
    }
    let path = dir.join(info.file);
    let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut loader = HintFileLoader::new(info.file)?;
    loader.push(&bytes)?;
    loader.finish()
}
