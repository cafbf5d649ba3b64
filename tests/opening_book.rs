//! The French opening book (`winning-data/french.d3-anywhere.opening`) against independent
//! answers: positions reached by random play from d3 are won exactly when the plain search of
//! `common` (raw positions, no level sets, no symmetry) finds a win. The thinker that reads the
//! book settles the first jumps at once (the search alone cannot settle d1-d3 within 30
//! million positions), with winning lines checked jump by jump. A damaged or foreign book is
//! refused with a reason and changes nothing.

mod common;
use common::{board, PlainSearch};
use pegsol::internals::{LiveSearch, OpeningBook};
use pegsol::{problem_key, Game, Thinker};

const BOOK: &str = "winning-data/french.d3-anywhere.opening";

fn book_bytes() -> Vec<u8> {
    std::fs::read(BOOK).expect("the French opening book")
}

/// Positions reached by random play down to the book's levels: a position the book calls won
/// is played to one peg by the plain search (raw positions, no symmetry, nothing shared with
/// the level sets); one it calls lost is searched to the end by the engine's live search with
/// no budget (pagodas and symmetry, but no level sets), since the plain search takes minutes
/// to exhaust a 27-peg loss. Each loss takes that search 5 to 15 s, so four are checked.
#[test]
fn the_book_agrees_with_independent_searches_on_sampled_positions() {
    let b = board("french");
    let book = OpeningBook::decode(&b, &book_bytes()).expect("the book reads");
    let game = Game::new("french", "d3", "anywhere").expect("a game");
    assert_eq!(book.problem(), game.problem_key());
    let problem = *game.problem();
    let group = problem.group(&b);
    let mut plain = PlainSearch::new(&b, &problem.finish_holes(&b));
    let exhaustive = LiveSearch::exhaustive(&b, &problem, None);
    let levels: Vec<u32> = book.peg_counts().collect();
    let lowest = *levels.iter().min().expect("a level");
    let mut rng = fastrand::Rng::with_seed(27);
    let (mut wins, mut losses) = (0, 0);
    while wins < 12 || losses < 4 {
        let mut position = problem.start_position(&b);
        while position.count_ones() >= lowest {
            if levels.contains(&position.count_ones()) {
                match book.wins(b.mincode(&group, position)) {
                    Some(true) => {
                        assert!(plain.can_finish(position), "{position:#x} loses");
                        wins += 1;
                    }
                    Some(false) if losses == 4 => {}
                    Some(false) => {
                        let (verdicts, _) = exhaustive.verdicts(&[position]);
                        assert_eq!(verdicts, [Some(false)], "{position:#x} wins");
                        losses += 1;
                    }
                    None => panic!("{position:#x}: the book has its level"),
                }
            }
            let jumps: Vec<_> = b.legal_jumps(position).collect();
            if jumps.is_empty() {
                break;
            }
            position ^= jumps[rng.usize(..jumps.len())].mask();
        }
    }
    assert!(wins >= 12 && losses == 4, "{wins} wins, {losses} losses");
}

#[test]
fn the_thinker_settles_the_first_jumps_from_the_book() {
    let b = board("french");
    let game = Game::new("french", "d3", "anywhere").expect("a game");
    let mut thinker = Thinker::new();
    thinker.focus(&game.state(), None).expect("its state");
    let wanted = thinker.book_wanted().expect("the French game has a book");
    assert!(
        wanted.starts_with("french.d3-anywhere.opening.gz?v="),
        "{wanted}"
    );
    thinker
        .learn_book(&book_bytes())
        .expect("the book is accepted");
    assert_eq!(thinker.book_wanted(), None);
    let first = thinker.think(100_000);
    let mut thoughts = first.clone();
    for _ in 0..60 {
        thoughts.absorb(thinker.think(100_000));
        if thoughts.idle {
            break;
        }
    }
    assert_eq!(thoughts.problem, problem_key(&b, game.problem()));
    // Every first jump wins (|W_35| = 3 orbits, `pegs levels`): all four are reported won,
    // in the first slice, and their lines follow (one at least, for Solve from here).
    let start = game.position();
    for jump in b.legal_jumps(start) {
        let child = start ^ jump.mask();
        assert!(
            first.won.contains(&child) || first.wins.contains(&child),
            "{} not settled in the first slice",
            b.name(jump.from)
        );
    }
    assert!(b
        .legal_jumps(start)
        .any(|j| thoughts.wins.contains(&(start ^ j.mask()))));
    assert!(thoughts.loses.is_empty() && thoughts.unsettled.is_empty());
    // Each winning line plays legal jumps down to one peg.
    for pair in thoughts.wins.windows(2) {
        let (p, next) = (pair[0], pair[1]);
        assert!(p.count_ones() == 1 || b.legal_jumps(p).any(|j| p ^ j.mask() == next));
    }
    assert_eq!(thoughts.wins.last().map(|p| p.count_ones()), Some(1));
}

#[test]
fn a_damaged_or_foreign_book_is_refused() {
    let bytes = book_bytes();
    let game = Game::new("french", "d3", "anywhere").expect("a game");
    let mut thinker = Thinker::new();
    thinker.focus(&game.state(), None).expect("its state");
    // Cut short, one bit flipped: the checksum refuses it, and the book is still wanted.
    assert!(thinker.learn_book(&bytes[..bytes.len() - 1]).is_err());
    let mut flipped = bytes.clone();
    flipped[bytes.len() / 2] ^= 4;
    let refusal = thinker.learn_book(&flipped).expect_err("a flipped bit");
    assert!(refusal.contains("checksum"), "{refusal}");
    assert!(thinker.book_wanted().is_some());
    // The reader alone refuses every cut with a reason (no panic), and trailing bytes.
    let b = board("french");
    for cut in (0..bytes.len()).step_by(997).chain([bytes.len() - 1]) {
        assert!(
            OpeningBook::decode(&b, &bytes[..cut]).is_err(),
            "cut at {cut}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(OpeningBook::decode(&b, &longer).is_err());
    assert!(OpeningBook::decode(&board("wiegleb"), &bytes).is_err());
    // A set whose count says billions (found by fuzzing: it once asked for 30 GB).
    let huge = std::fs::read("fuzz/corpus/opening_book/huge-count").expect("the fuzz input");
    assert!(OpeningBook::decode(&b, &huge).is_err());
    // A game of another problem has no book, and refuses this one.
    let mut other = Thinker::new();
    let square = Game::new("square6", "c3", "complement").expect("a game");
    other.focus(&square.state(), None).expect("its state");
    assert_eq!(other.book_wanted(), None);
    assert!(other.learn_book(&bytes).is_err());
    let french_book = OpeningBook::decode(&b, &bytes).expect("the book");
    assert!(other.use_book(french_book).is_err());
}
