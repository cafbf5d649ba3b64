//! The board layout format: parsing never panics; a parsed layout builds a board whose symmetry
//! group is closed and whose jumps stay on the board.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(board) = pegsol::Board::from_layout_text("fuzz", text) {
        assert!(board.holes() <= pegsol::MAX_HOLES);
        assert!(board.symmetries()[0].is_identity());
        for j in board.jumps() {
            assert!((j.to as usize) < board.holes());
        }
        for g in board.symmetries() {
            let full = board.full();
            assert_eq!(g.apply(full), full);
        }
    }
});
