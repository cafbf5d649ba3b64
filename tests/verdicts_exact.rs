//! `pegs verdicts` on the boards without stored data (French and Wiegleb) is exact: every jump
//! it prints `good` or `bad` is checked against the plain search of `common`, which shares no
//! code with the engine's search. Positions have 17 to 26 pegs, from random games (mostly lost
//! early) and from games that follow winning jumps late (so many jumps are good). Without
//! `--budget` no jump is ever `unknown`; with one, the jumps it prints `good` or `bad` are
//! still right.

mod common;
use common::{board, hole, run_pegs, PlainSearch, WIEGLEB_WIN};
use pegsol::{format_jump, parse_game, play, Board, Goal, Hints, Jump, Problem, Verdict};

/// A game of `problem`, as jumps: `prefix` first, then random jumps, except that from
/// `guide_below` pegs down it plays a jump proven good when there is one (proven by a search
/// within a budget: the first good jump it finds). The game stops at `lowest` pegs or when
/// no jump is left.
fn game(
    b: &Board,
    problem: Problem,
    prefix: &[Jump],
    guide_below: usize,
    lowest: usize,
    rng: &mut fastrand::Rng,
) -> Vec<Jump> {
    let guide = Hints::exhaustive(b.clone(), problem, Some(200_000)).unwrap();
    let mut position = play(b, problem.start_position(b), prefix).unwrap();
    let mut jumps = prefix.to_vec();
    while position.count_ones() as usize > lowest {
        let mut legal: Vec<Jump> = b.legal_jumps(position).collect();
        if legal.is_empty() {
            break;
        }
        rng.shuffle(&mut legal);
        let pick = if (position.count_ones() as usize) <= guide_below {
            legal
                .iter()
                .find(|j| guide.problem_is_solvable(position ^ j.mask()) == Verdict::Solvable)
                .unwrap_or(&legal[0])
        } else {
            &legal[0]
        };
        position ^= pick.mask();
        jumps.push(*pick);
    }
    jumps
}

/// The lines `pegs verdicts` reads for the positions of `games` with `pegs` pegs: each
/// game's jumps up to that position, in a1 notation.
fn input_lines(b: &Board, start_pegs: usize, games: &[Vec<Jump>], pegs: &[usize]) -> Vec<String> {
    let mut lines = Vec::new();
    for game in games {
        for &n in pegs {
            let Some(played) = start_pegs.checked_sub(n).filter(|&k| k <= game.len()) else {
                continue;
            };
            let text: Vec<String> = game[..played].iter().map(|&j| format_jump(b, j)).collect();
            lines.push(text.join(" "));
        }
    }
    lines
}

fn pegs_verdicts(args: &[&str], lines: &[String]) -> Vec<String> {
    let mut input = lines.join("\n");
    input.push('\n');
    let out = run_pegs(&[&["verdicts"], args].concat(), &input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// What the comparison saw.
#[derive(Debug, Default)]
struct Tally {
    positions: usize,
    good: usize,
    bad: usize,
    unknown: usize,
}

/// Runs `pegs verdicts` on `lines` and checks every printed verdict against the plain search.
/// `unknown_allowed`: whether `JUMP=unknown` may appear (only with `--budget`).
fn check(
    b: &Board,
    problem: Problem,
    args: &[&str],
    lines: &[String],
    plain: &mut PlainSearch,
    unknown_allowed: bool,
) -> Tally {
    let output = pegs_verdicts(args, lines);
    assert_eq!(output.len(), lines.len(), "one output line per input line");
    let mut tally = Tally::default();
    for (line, printed) in lines.iter().zip(&output) {
        let jumps = parse_game(b, line).unwrap();
        let position = play(b, problem.start_position(b), &jumps).unwrap();
        let legal: Vec<Jump> = b.legal_jumps(position).collect();
        let words: Vec<&str> = printed.split(' ').filter(|w| !w.is_empty()).collect();
        assert_eq!(words.len(), legal.len(), "{line}: {printed}");
        tally.positions += 1;
        for (jump, word) in legal.iter().zip(words) {
            let (name, verdict) = word.split_once('=').expect("JUMP=VERDICT");
            assert_eq!(name, format_jump(b, *jump), "{line}");
            let truth = plain.can_finish(position ^ jump.mask());
            match verdict {
                "good" => tally.good += 1,
                "bad" => tally.bad += 1,
                "unknown" if unknown_allowed => {
                    tally.unknown += 1;
                    continue;
                }
                other => panic!("{line}: {name}={other}"),
            }
            assert_eq!(
                verdict == "good",
                truth,
                "{} {args:?}, after {line}: printed {name}={verdict}",
                b.id()
            );
        }
    }
    tally
}

struct Case {
    id: &'static str,
    start: &'static str,
    goal: Goal,
    args: &'static [&'static str],
}

const FRENCH_D3: Case = Case {
    id: "french",
    start: "d3",
    goal: Goal::Anywhere,
    args: &["--board", "french", "--start", "d3", "--any"],
};
const FRENCH_C1: Case = Case {
    id: "french",
    start: "c1",
    goal: Goal::Anywhere,
    args: &["--board", "french", "--start", "c1", "--any"],
};
const WIEGLEB_CENTRAL: Case = Case {
    id: "wiegleb",
    start: "e5",
    goal: Goal::Complement,
    args: &["--board", "wiegleb", "--start", "e5", "--finish", "e5"],
};

/// Plays `random` random games and `guided` games that follow winning jumps late, and checks
/// `pegs verdicts` on their positions with `pegs` pegs.
fn check_case(case: &Case, seed: u64, random: usize, guided: usize, pegs: &[usize]) -> Tally {
    let b = board(case.id);
    let problem = Problem::new(&b, hole(&b, case.start), case.goal).unwrap();
    let mut rng = fastrand::Rng::with_seed(seed);
    let lowest = *pegs.iter().min().unwrap();
    let mut games = Vec::new();
    for _ in 0..random {
        games.push(game(&b, problem, &[], 0, lowest, &mut rng));
    }
    for _ in 0..guided {
        // Wiegleb's early game is too big for a quick search to find a winning jump: follow a
        // known win instead, to a random point between 31 and 27 pegs.
        let prefix = if case.id == "wiegleb" {
            let win = parse_game(&b, WIEGLEB_WIN).unwrap();
            win[..rng.usize(13..=17)].to_vec()
        } else {
            Vec::new()
        };
        games.push(game(&b, problem, &prefix, 33, lowest, &mut rng));
    }
    let lines = input_lines(&b, b.holes() - 1, &games, pegs);
    let mut plain = PlainSearch::new(&b, &problem.finish_holes(&b));
    check(&b, problem, case.args, &lines, &mut plain, false)
}

#[test]
fn the_wiegleb_win_played_along_is_a_win() {
    let b = board("wiegleb");
    let e5 = hole(&b, "e5");
    let problem = Problem::new(&b, e5, Goal::Complement).unwrap();
    let jumps = parse_game(&b, WIEGLEB_WIN).unwrap();
    let end = play(&b, problem.start_position(&b), &jumps).unwrap();
    assert_eq!(end, 1 << e5);
}

#[test]
fn french_verdicts_are_exact_from_d3_and_c1() {
    for (case, seed) in [(FRENCH_D3, 1), (FRENCH_C1, 2)] {
        let tally = check_case(&case, seed, 1, 1, &[24, 22, 20, 18, 17]);
        println!("{} from {}: {tally:?}", case.id, case.start);
        assert!(tally.good > 0 && tally.bad > 0, "{tally:?}");
        assert_eq!(tally.unknown, 0);
    }
}

#[test]
fn wiegleb_central_game_verdicts_are_exact() {
    let tally = check_case(&WIEGLEB_CENTRAL, 3, 1, 2, &[24, 22, 20, 18, 17]);
    println!("{tally:?}");
    assert!(tally.good > 0 && tally.bad > 0, "{tally:?}");
}

#[test]
#[ignore = "long: positions with up to 26 pegs"]
fn verdicts_are_exact_up_to_26_pegs() {
    for (case, seed) in [(FRENCH_D3, 4), (FRENCH_C1, 5), (WIEGLEB_CENTRAL, 6)] {
        let tally = check_case(&case, seed, 1, 1, &[26, 25, 23, 21, 19]);
        println!("{} from {}: {tally:?}", case.id, case.start);
        assert!(tally.good > 0 && tally.bad > 0, "{} {tally:?}", case.id);
    }
}

/// With `--budget`, what the command cannot settle it prints `unknown`, and every `good` and
/// `bad` it prints is still right.
#[test]
fn a_budget_gives_unknown_never_a_wrong_verdict() {
    let b = board("french");
    let problem = Problem::new(&b, hole(&b, "d3"), Goal::Anywhere).unwrap();
    let mut rng = fastrand::Rng::with_seed(7);
    let games = [game(&b, problem, &[], 33, 10, &mut rng)];
    let lines = input_lines(&b, 36, &games, &[22, 18, 14, 12, 10]);
    let mut plain = PlainSearch::new(&b, &problem.finish_holes(&b));
    let mut args = FRENCH_D3.args.to_vec();
    args.extend(["--budget", "300"]);
    let tally = check(&b, problem, &args, &lines, &mut plain, true);
    println!("{tally:?}");
    assert!(tally.unknown > 0 && tally.good + tally.bad > 0, "{tally:?}");
}
