//! Opening a game as the page asks for one, falling back to the closest problem the board has
//! when the request names none (an unknown start, a finish ruled out by parity, a board without
//! complement problems), with a note saying what changed and why.

use crate::play::custom_board::CUSTOM_BOARD_ID;
use crate::play::game::{known_board, Game, Status};
use crate::play::modes::{capitalise, goal_words, parse_mode};
use crate::play::start_picker::{known_unwinnable, start_options};
use crate::search::problem::{Goal, Problem};
use pegsol_base::geometry::{Board, Lattice};

/// The start a new game on a built-in board begins with when the player has not chosen one
/// (the catalogue's usual start).
pub fn classic_start(board_id: &str) -> Option<&'static str> {
    pegsol_base::geometry::board_info(board_id)?.usual_start
}

impl Game {
    /// A new game as the page asks for one: the requested start and mode when they make a
    /// problem on this board, else the closest that does (the classic start, then any start
    /// known to be solvable; finishing where you started when the mode's finish hole is not on
    /// this board or is ruled out). The note says what was changed and why.
    pub fn open(
        board_id: &str,
        start: Option<&str>,
        mode: &str,
    ) -> Result<(Game, Option<String>), String> {
        Game::open_on(known_board(board_id)?, start, mode)
    }

    /// `open` on any board (a built-in one, or one read from a layout).
    pub fn open_on(
        board: Board,
        start: Option<&str>,
        mode: &str,
    ) -> Result<(Game, Option<String>), String> {
        // A mode that names no goal on this board (a typo in the page's attribute) is not tried:
        // the note says so first, whatever else it says about the start. An empty mode asks for
        // none (a short link naming only a start): finishing where it started if that can win.
        let mode_asked = !mode.is_empty();
        let asked_goal = mode_asked.then(|| parse_mode(&board, mode));
        let mode_error = asked_goal.clone().and_then(Result::err);
        // Some boards have no complement problem at all (triangle4): anywhere is the last resort.
        let mut modes = Vec::new();
        if mode_asked && mode_error.is_none() {
            modes.push(mode);
        }
        for fallback in ["complement", "anywhere"] {
            if !modes.contains(&fallback) {
                modes.push(fallback);
            }
        }
        // The requested start keeps its place over the mode; then the classic start; then,
        // only when both fail, any start the picker offers (it asks the data about every hole).
        let mut attempts: Vec<(&str, &str)> = Vec::new();
        let (start_asked, classic) = (start, classic_start(board.id()));
        if let Some(start) = start {
            attempts.extend(modes.iter().map(|&m| (start, m)));
        }
        // A finish hole the page chose outweighs the usual start: when that start cannot end
        // there, the search below finds the nearest start that can (French's d3 cannot end on
        // c1, e4 can), rather than the usual start finishing elsewhere.
        let finish_chosen = matches!(asked_goal, Some(Ok(Goal::Finish(_))));
        if let Some(classic) = classic {
            let classic_modes = if finish_chosen {
                &modes[..1]
            } else {
                &modes[..]
            };
            attempts.extend(classic_modes.iter().map(|&m| (classic, m)));
        }
        let mut first_error: Option<String> = None;
        // The page's own start and mode are opened as asked, even when the data knows the game
        // cannot be won (the status then says so). A problem chosen in their place must be one
        // that can be: b4 on the 15-hole triangle, refused "at e5", finishes anywhere, not
        // where it started (which no game from b4 does).
        let asked = start
            .filter(|_| mode_asked && mode_error.is_none())
            .map(|s| (s, mode));
        let mut try_open =
            |candidate: &str, m: &str| match Game::on_board(board.clone(), candidate, m) {
                Ok(game) => {
                    let problem = game.problem();
                    let chosen_for_them = asked != Some((candidate, m));
                    (!(chosen_for_them && known_unwinnable(&board, problem.start, problem.goal)))
                        .then_some(game)
                }
                Err(e) => {
                    first_error.get_or_insert(e);
                    None
                }
            };
        let mut opened = attempts.iter().find_map(|(c, m)| try_open(c, m));
        // Whether parity allows some start a finish (then only a search can have refused it).
        let mut any_feasible = false;
        // Whether parity allows some start the asked finish (then a search refused them all).
        let mut asked_finish_feasible = false;
        if opened.is_none() {
            // Every named start failed (or none was named: a layout's board has no classic
            // start): the start nearest the middle that is not known to be unsolvable, and,
            // better, whose hints say it wins (small boards compute that at once).
            for &m in &modes {
                let Ok(options) = start_options(&board, m) else {
                    continue;
                };
                let feasible = options.iter().any(|o| o.feasible);
                any_feasible |= feasible;
                asked_finish_feasible |= feasible && m == mode;
                // Nearest first, as u64 keys (distance, hole): the module already sorts u64s.
                let mut keys: Vec<u64> = options
                    .iter()
                    .filter(|o| o.feasible && o.solvable != Some(false))
                    .map(|o| distance_from_middle(&board, o.hole) << 8 | u64::from(o.hole))
                    .collect();
                keys.sort_unstable();
                // A game the hints already call lost is no choice: the next finish is tried,
                // and when "anywhere" loses from every start too, the board is refused below.
                opened = keys.into_iter().find_map(|k| {
                    Game::on_board(board.clone(), board.name(k as u8), m)
                        .ok()
                        .filter(|game| !matches!(game.status(), Status::Lost { .. }))
                });
                if opened.is_some() {
                    break;
                }
            }
        }
        if let Some(game) = opened {
            let start = game.board().name(game.problem().start);
            let goal = goal_words(game.board(), game.problem());
            let finishes = format!("so this game {}", goal.replacen("finishing", "finishes", 1));
            // When only the finish was changed, the start is not news: say what the game does.
            let outcome = |refused: &str| {
                if refused == start {
                    finishes.clone()
                } else {
                    format!("so this game starts at {start}, {goal}")
                }
            };
            let note = match (first_error, start_asked, classic) {
                // The player named no start (a new board from the menu): the one refused is
                // the board's usual start, which the sentence should say is not theirs.
                (Some(e), None, Some(usual)) => Some(format!(
                    "This board's usual start is {usual}, and {e}, {}.",
                    outcome(usual)
                )),
                (Some(e), asked, _) => Some(format!(
                    "{}, {}.",
                    capitalise(&e),
                    outcome(asked.unwrap_or(""))
                )),
                // No start was asked for, and no start of this board has the asked finish.
                // (A finish on the start itself is the game's own: `finish-d4` from d4.)
                (None, ..) => parse_mode(game.board(), mode)
                    .ok()
                    .filter(|&asked| asked.from_start(game.problem().start) != game.problem().goal)
                    .map(|asked| {
                        let problem = Problem {
                            goal: asked,
                            ..*game.problem()
                        };
                        let words = goal_words(game.board(), &problem);
                        let asked_words = words.strip_prefix("finishing ").unwrap_or(&words);
                        let why = if asked_finish_feasible {
                            "every start was searched"
                        } else {
                            "parity"
                        };
                        format!(
                            "On this board no game can finish {asked_words} ({why}), so this \
                             game starts at {start}, {goal}."
                        )
                    }),
            };
            let note = match (mode_error, note) {
                (Some(refused), Some(note)) => Some(format!("{}. {note}", capitalise(&refused))),
                (Some(refused), None) => Some(format!("{}, {finishes}.", capitalise(&refused))),
                (None, note) => note,
            };
            return Ok((game, note));
        }
        // No start opened: parity rules out a one-peg finish from every hole, or the searches
        // found none. That is the reason, whatever the start or finish asked for said (a start
        // whose finish parity refuses is not why a board with no winnable start is refused).
        let board_words = if board.id() == CUSTOM_BOARD_ID {
            "this board"
        } else {
            board.id()
        };
        Err(if any_feasible {
            format!(
                "no game on {board_words} ends with one peg (every start was searched, finishing \
                 anywhere)"
            )
        } else {
            format!(
                "no game can start on {board_words}: from every hole parity rules out a one-peg \
                 finish"
            )
        })
    }
}

/// How far a hole is from the middle (the centroid) of its board, squared and scaled to an
/// integer, for ordering only. On the triangular lattice the unit steps (1,0), (0,1) and (1,1)
/// make the squared length of (x, y) x² - xy + y².
fn distance_from_middle(board: &Board, hole: u8) -> u64 {
    let n = board.holes() as i64;
    let (sum_x, sum_y) = (0..board.holes() as u8)
        .map(|h| board.coords(h))
        .fold((0i64, 0i64), |(a, b), (x, y)| (a + x as i64, b + y as i64));
    let (x, y) = board.coords(hole);
    // Offsets from the centroid, scaled by n to stay in integers.
    let (dx, dy) = (x as i64 * n - sum_x, y as i64 * n - sum_y);
    let squared = match board.lattice() {
        Lattice::Square => dx * dx + dy * dy,
        Lattice::Triangular => dx * dx - dx * dy + dy * dy,
    };
    squared.unsigned_abs()
}
