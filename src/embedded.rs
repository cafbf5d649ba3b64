//! The winning data embedded at build time (encoded by build.rs into OUT_DIR).

use crate::hint_data::HintData;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// The boards that have embedded hint data.
pub fn embedded_boards() -> impl Iterator<Item = &'static str> {
    EMBEDDED.iter().map(|(id, _)| *id)
}

/// The decoded hint data of a board, decoded once on first use.
pub fn hint_data(board: &str) -> Option<&'static HintData> {
    static DECODED: OnceLock<Vec<(&'static str, HintData)>> = OnceLock::new();
    let all = DECODED.get_or_init(|| {
        EMBEDDED
            .iter()
            .map(|(id, bytes)| {
                (
                    *id,
                    HintData::decode(bytes).expect("build.rs checked that the data decodes"),
                )
            })
            .collect()
    });
    all.iter().find(|(id, _)| *id == board).map(|(_, d)| d)
}
