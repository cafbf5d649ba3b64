//! The opening book reader (books the search worker downloads) never panics on any bytes: a
//! book that reads answers lookups of any code, and a book built from the input's codes reads
//! back and says exactly which of them it holds.
#![no_main]
use libfuzzer_sys::fuzz_target;
use pegsol::internals::OpeningBook;

fuzz_target!(|data: &[u8]| {
    let board = pegsol::builtin_board("french").expect("a board");
    if let Ok(book) = OpeningBook::decode(&board, data) {
        for chunk in data.chunks_exact(8) {
            let code = u64::from_le_bytes(chunk.try_into().expect("8 bytes")) & board.full();
            let _ = book.wins(code);
        }
    }
    // Codes from the input: 27-peg positions of the start's class, as a level of a book.
    let masks = pegsol::class_masks(&board);
    let start = board.full() ^ (1 << board.hole_by_name("d3").expect("d3"));
    let class = pegsol::position_class(&masks, start);
    let mut codes: Vec<u64> = data
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")) & board.full())
        .filter(|&c| c.count_ones() == 27 && pegsol::position_class(&masks, c) == class)
        .collect();
    codes.sort_unstable();
    codes.dedup();
    let (held, asked) = codes.split_at(codes.len() / 2);
    let bytes = OpeningBook::encode(&board, "french:d3:anywhere", class, &[(27, held.to_vec())])
        .expect("codes of the level and class encode");
    let book = OpeningBook::decode(&board, &bytes).expect("an encoded book reads");
    for &c in held {
        assert_eq!(book.wins(c), Some(true));
    }
    for &c in asked {
        assert_eq!(book.wins(c), Some(false));
    }
});
