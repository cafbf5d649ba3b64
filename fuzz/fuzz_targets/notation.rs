//! Jump and move notation on every built-in board: parsing never panics, and whatever parses
//! prints back to text that parses to the same jumps.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let id = pegsol::BOARD_IDS[which as usize % pegsol::BOARD_IDS.len()];
    let board = pegsol::builtin_board(id).unwrap();
    if let Ok(jumps) = pegsol::parse_game(&board, text) {
        let printed: Vec<String> = jumps
            .iter()
            .map(|&j| pegsol::format_jump(&board, j))
            .collect();
        assert_eq!(
            pegsol::parse_game(&board, &printed.join(" ")).unwrap(),
            jumps
        );
        let _ = pegsol::play(&board, board.full() ^ 1, &jumps);
    }
});
