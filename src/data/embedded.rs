//! The winning data embedded at build time (encoded by build.rs into OUT_DIR).

use pegsol_base::storage::hint_data::HintData;
use pegsol_base::storage::{HintFileInfo, OpeningBookInfo};
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// The boards that have embedded hint data.
pub fn embedded_boards() -> impl Iterator<Item = &'static str> {
    EMBEDDED.iter().map(|(id, _)| *id)
}

/// The decoded hint data of a board, decoded on first use of that board only (a triangle game
/// does not pay for decoding the English data).
pub fn hint_data(board: &str) -> Option<&'static HintData> {
    static DECODED: OnceLock<Vec<OnceLock<HintData>>> = OnceLock::new();
    let slots = DECODED.get_or_init(|| EMBEDDED.iter().map(|_| OnceLock::new()).collect());
    let index = EMBEDDED.iter().position(|(id, _)| *id == board)?;
    Some(slots[index].get_or_init(|| {
        HintData::decode(EMBEDDED[index].1).expect("build.rs checked that the data decodes")
    }))
}
