//! Searching elsewhere: the live search of a game, run away from the page's main thread (in
//! the page's search worker), and what the game learns from it.
//!
//! A `Thinker` holds a live search with no peg limit for one problem. The page tells it which
//! game it is on (the state string) and which peg the player looks at (`focus`); it then
//! decides, a slice at a time (`think`), the landings of that peg, the other jumps of the
//! position, the position itself, the jumps before a lost position back to the one that lost
//! it, and the positions one good jump ahead. What it proves it hands back as `Thoughts`, and
//! the game on the main thread takes them in (`Game::learn_thoughts`): its own search then no
//! longer searches (`LiveSearch::think_elsewhere`), so no hover waits for a search. A position
//! it has searched `GIVE_UP_AFTER` positions for without an answer is beyond what it can
//! settle: it says so, and the page says so in words instead of a mark. A position with many
//! pegs first gets a beam search for a winning line (`beam`), which proves most wins early in
//! the game far sooner than the depth-first search does.

use crate::data::opening_books::read_book;
use crate::play::modes::problem_key;
use crate::play::state_string::replay;
pub use crate::play::thoughts::Thoughts;
use crate::play::winning_line::complete_line;
use crate::search::live::LiveSearch;
use crate::search::PositionMap;
use pegsol_base::geometry::Board;
use pegsol_base::storage::OpeningBook;
use std::collections::VecDeque;
use std::sync::Arc;

/// Positions the thinker searches for one question before it gives up on it: about 2.5 s in
/// Chromium (3 to 3.5 million positions a second, docs/performance.md), and within what its
/// memory holds (`THINK_MEMO_LIMIT`), so a long search is not forgotten halfway.
pub const GIVE_UP_AFTER: usize = 8_000_000;
/// Positions a winning line is searched for when its verdict is found, before the verdict is
/// said without it (`Thoughts::won`).
const LINE_TRY: usize = 20_000;
/// Answers the thinker's search keeps: 66 MiB of table in WebAssembly (8¼ bytes an
/// answer, `VerdictTable`). A hash map of 3.5 million answers took as much, and was cleared
/// 65 times in one French game; a table of 8 million drops its cheapest answers instead.
pub const THINK_MEMO_LIMIT: usize = 1 << 23;
/// Positions with more pegs than this are first given a beam search for a winning line
/// (`LiveSearch::beam_line`): the depth-first search alone marked no Wiegleb landing above 27
/// pegs within a second, while a beam 1,000 wide proves most winning landings of French,
/// square6 and the triangles in under 100,000 positions (`examples/beam_probe.rs`).
const BEAM_ABOVE_PEGS: u32 = 20;
/// Positions the depth-first search looks for before a beam is tried.
const FIRST_LOOK: usize = 50_000;
/// The beam's widths, tried in turn while the position stays undecided (the wider proves more
/// of Wiegleb's wins).
const BEAM_WIDTHS: [usize; 2] = [1_000, 4_000];
/// The wider beam only for positions with more pegs than this. Below, what the narrow beam
/// misses is mostly a loss, which no beam proves and the depth-first search proves in time: a
/// wide beam there would only hold it up (1.2 million positions at 26 pegs).
const WIDE_BEAM_ABOVE_PEGS: u32 = 30;
/// The positions a beam may visit for each unit of width and each peg: a beam goes down one
/// level a peg, and each of its positions has a dozen children or fewer early in a game. (At
/// 250 a unit of width, whatever the pegs, a triangle8 landing with 30 pegs stayed unproven.)
const BEAM_POSITIONS_PER_WIDTH_AND_PEG: usize = 12;
/// The width of the beam that looks for a win's line to one peg (`find_line`).
const LINE_BEAM_WIDTH: usize = 4_000;

/// The game a thinker is on.
struct Subject {
    key: String,
    board: Board,
    search: LiveSearch,
    /// The positions of the game, from the start to the current one.
    path: Vec<u64>,
}

pub struct Thinker {
    subject: Option<Subject>,
    /// The positions to decide, in order (one at a time: taking them in turn was slower, see
    /// docs/performance.md).
    queue: VecDeque<u64>,
    /// How far the questions were taken: 0 the position's jumps, 1 the look back, 2 the
    /// positions one good jump ahead; 3 done.
    stage: u8,
    /// Positions searched for each question (by position), against `GIVE_UP_AFTER`.
    spent: PositionMap<usize>,
    /// Answers its search keeps at most (`with_memory`).
    memory: usize,
    /// The fewest pegs the game has had since the search's memory last dropped what it knew
    /// of positions with more (`LiveSearch::forget_above`).
    fewest_pegs: u32,
    /// Positions already reported (decided or given up) since the last focus, so each is said
    /// once a focus.
    reported: PositionMap<()>,
    /// Wins said without their winning line, whose lines are looked for when nothing else is
    /// left to do (`find_line`).
    lineless: VecDeque<u64>,
    /// The opening books read so far (`learn_book`), kept across games.
    books: Vec<Arc<OpeningBook>>,
    /// How many beam searches each position has had (see BEAM_WIDTHS).
    beams: PositionMap<usize>,
    /// The wins whose line a beam to one peg was tried for (once each).
    lines_beamed: PositionMap<()>,
}

impl Default for Thinker {
    fn default() -> Thinker {
        Thinker::new()
    }
}

impl Thinker {
    pub fn new() -> Thinker {
        Thinker::with_memory(THINK_MEMO_LIMIT)
    }

    /// A thinker whose search keeps up to `answers` answers (8¼ bytes each), for
    /// a device with more memory to give it than `THINK_MEMO_LIMIT` takes.
    pub fn with_memory(answers: usize) -> Thinker {
        Thinker {
            subject: None,
            queue: VecDeque::new(),
            stage: 0,
            spent: PositionMap::default(),
            reported: PositionMap::default(),
            lineless: VecDeque::new(),
            books: Vec::new(),
            beams: PositionMap::default(),
            lines_beamed: PositionMap::default(),
            memory: answers.max(1),
            fewest_pegs: u32::MAX,
        }
    }

    /// A thinker for a device with `gigabytes` of memory (what a browser reports, at most 8;
    /// `None` where it does not say): 8 GB and more gives the search 32 million answers (264
    /// MB), 4 GB 16 million, less (or not known) `THINK_MEMO_LIMIT`. The table only grows as
    /// a game's search needs it: small boards never take much.
    pub fn for_device(gigabytes: Option<f64>) -> Thinker {
        let answers = match gigabytes {
            Some(gb) if gb >= 8.0 => THINK_MEMO_LIMIT * 4,
            Some(gb) if gb >= 4.0 => THINK_MEMO_LIMIT * 2,
            _ => THINK_MEMO_LIMIT,
        };
        Thinker::with_memory(answers)
    }

    /// The game to think about (a state string, `BOARD:START:MODE:JUMPS`, of a built-in
    /// board) and the peg the player looks at (`None`: none). What was learnt for the same
    /// problem is kept; another problem starts afresh.
    pub fn focus(&mut self, state: &str, peg: Option<u8>) -> Result<(), String> {
        let (board, problem, path) = replay(state)?;
        let key = problem_key(&board, &problem);
        if self.subject.as_ref().map(|s| &s.key) != Some(&key) {
            let mut search = LiveSearch::thinking(&board, &problem, self.memory);
            if let Some(book) = self.books.iter().find(|b| b.problem() == key) {
                search.use_book(book.clone());
            }
            self.subject = Some(Subject {
                key,
                board,
                search,
                path,
            });
            self.spent.clear();
            self.lineless.clear();
            self.beams.clear();
            self.lines_beamed.clear();
            self.fewest_pegs = u32::MAX;
        } else if let Some(subject) = self.subject.as_mut() {
            subject.path = path;
        }
        // Each focus says again what is known of its questions: the game that hears it may
        // be another one of the same problem (a board switched and back), or may have
        // forgotten (its memory is bounded). Known answers cost no search.
        self.reported.clear();
        let subject = self.subject.as_ref().expect("set above");
        let here = *subject.path.last().expect("the start at least");
        let children: Vec<(u8, u64)> = subject
            .board
            .legal_jumps(here)
            .map(|j| (j.from, here ^ j.mask()))
            .collect();
        // A game lost once stays lost: every position after one known to lose loses, and so
        // does every jump from it, without a search (a jump that could still win would have
        // won from the lost position too).
        let search = &subject.search;
        // What the memory holds of the positions the game has left behind makes room for the
        // ones ahead (once a peg count: a sweep of the whole memory).
        if here.count_ones() < self.fewest_pegs {
            self.fewest_pegs = here.count_ones();
            search.forget_above(self.fewest_pegs);
        }
        if subject
            .path
            .iter()
            .any(|&p| search.verdict_with_more_pegs(p, 0, &mut 0) == Some(false))
        {
            search.learn(here, false);
            for &(_, child) in &children {
                search.learn(child, false);
            }
        }
        self.queue.clear();
        self.queue.extend(
            children
                .iter()
                .filter(|&&(from, _)| Some(from) == peg)
                .map(|&(_, c)| c),
        );
        self.queue.extend(
            children
                .iter()
                .filter(|&&(from, _)| Some(from) != peg)
                .map(|&(_, c)| c),
        );
        self.queue.push_back(here);
        self.stage = 0;
        Ok(())
    }

    /// The opening book of the game's problem, when it has one the thinker has not read: its
    /// address under `pkg/data/` (`fetched_address`), whose unzipped bytes go to `learn_book`.
    pub fn book_wanted(&self) -> Option<String> {
        let key = &self.subject.as_ref()?.key;
        let info = crate::data::opening_books::book_for(key)?;
        let read = self.books.iter().any(|b| b.problem() == key);
        (!read).then(|| crate::data::fetched_address(info.file, info.sha256))
    }

    /// Reads the opening book of the game's problem (the unzipped bytes of `book_wanted`'s file,
    /// checked against the build's checksum) and answers from it from now on.
    pub fn learn_book(&mut self, bytes: &[u8]) -> Result<(), String> {
        let subject = self.subject.as_ref().ok_or("no game to read a book for")?;
        let info = crate::data::opening_books::book_for(&subject.key)
            .ok_or_else(|| format!("{} has no opening book", subject.key))?;
        self.use_book(read_book(&subject.board, info, bytes)?)
    }

    /// Answers from `book`, a book of the game's problem, from now on. Positions given up on
    /// are asked again: the book may settle them.
    pub fn use_book(&mut self, book: OpeningBook) -> Result<(), String> {
        let subject = self.subject.as_mut().ok_or("no game to read a book for")?;
        if book.problem() != subject.key {
            return Err(format!(
                "a book for {}, not {}",
                book.problem(),
                subject.key
            ));
        }
        let book = Arc::new(book);
        subject.search.use_book(book.clone());
        self.books.push(book);
        self.spent.clear();
        Ok(())
    }

    /// How many answers the search's memory has dropped to make room in this problem: what
    /// it has had to find again (for the measurements in `examples/`).
    pub fn dropped_answers(&self) -> usize {
        self.subject.as_ref().map_or(0, |s| s.search.dropped())
    }

    /// Thinks for at most `budget` positions (a slice: the worker takes messages between
    /// slices) and returns what it proved or gave up on since the last call.
    pub fn think(&mut self, budget: usize) -> Thoughts {
        let mut thoughts = Thoughts::default();
        let Some(subject) = self.subject.as_ref() else {
            thoughts.idle = true;
            return thoughts;
        };
        thoughts.problem = subject.key.clone();
        let mut left = budget;
        while left > 0 {
            let Some(&position) = self.queue.front() else {
                if self.next_stage() {
                    continue;
                }
                if !self.find_line(&mut thoughts, &mut left) {
                    thoughts.idle = true;
                    break;
                }
                continue;
            };
            let subject = self.subject.as_ref().expect("checked above");
            let spent = self.spent.get(&position).copied().unwrap_or(0);
            let beamed = beam(subject, &mut self.beams, position, spent);
            left = left.saturating_sub(beamed);
            let spent = spent + beamed;
            let slice = left.min(GIVE_UP_AFTER.saturating_sub(spent));
            let mut slice_left = slice;
            let verdict = subject
                .search
                .verdict_with_more_pegs(position, 0, &mut slice_left);
            left -= slice - slice_left;
            self.spent.insert(position, spent + slice - slice_left);
            let fresh = self.reported.insert(position, ()).is_none();
            match verdict {
                Some(true) if fresh => {
                    // A line gets a little of the slice now. If that is not enough the verdict
                    // is said without it, and the line looked for when nothing else is left:
                    // below an opening book's level a line can take far longer to find than
                    // the verdict took.
                    let mut line_left = left.min(LINE_TRY);
                    let line =
                        complete_line(&subject.board, &subject.search, position, &mut line_left);
                    left -= left.min(LINE_TRY) - line_left;
                    match line {
                        Some(line) => thoughts.wins.extend(line),
                        None => {
                            thoughts.won.push(position);
                            self.lineless.push_back(position);
                        }
                    }
                }
                Some(true) => {}
                Some(false) => {
                    if fresh {
                        thoughts.loses.push(position);
                    }
                }
                None if spent + slice - slice_left >= GIVE_UP_AFTER => {
                    if fresh {
                        thoughts.unsettled.push(position);
                    }
                }
                None => {
                    // Out of this slice's budget: it waits its turn behind the other questions
                    // (in turn, a hard one does not hold up the easy ones behind it), and the
                    // search goes on from what it learnt when its turn comes again.
                    self.reported.remove(&position);
                    break;
                }
            }
            self.queue.pop_front();
        }
        thoughts
    }

    /// Works on the first win said without its line (`lineless`) within `left`: false when
    /// there is none. A line searched `GIVE_UP_AFTER` positions for is left unfound.
    fn find_line(&mut self, thoughts: &mut Thoughts, left: &mut usize) -> bool {
        let (Some(subject), Some(&position)) = (self.subject.as_ref(), self.lineless.front())
        else {
            return false;
        };
        let before = *left;
        // First a beam to one peg: below an opening book's level, the depth-first search can
        // take minutes to find a line the beam finds at once (French from its first jump).
        let mut line = None;
        if position.count_ones() > BEAM_ABOVE_PEGS
            && self.lines_beamed.insert(position, ()).is_none()
        {
            let budget = beam_budget(LINE_BEAM_WIDTH, position);
            let mut beam_left = budget;
            line = subject
                .search
                .beam_line(position, LINE_BEAM_WIDTH, &mut beam_left, true);
            *left = left.saturating_sub(budget - beam_left);
        }
        let line = line.or_else(|| complete_line(&subject.board, &subject.search, position, left));
        let spent = self.spent.entry(position).or_default();
        *spent += before - *left;
        match line {
            Some(line) => thoughts.wins.extend(line),
            // Given up after long enough, or when nothing was searched (no way on): either
            // way the next call goes on to other work, never round the same spot.
            None if *spent >= 2 * GIVE_UP_AFTER || before == *left => {}
            None => return true,
        }
        self.lineless.pop_front();
        true
    }

    /// Queues the next stage's questions; false when every stage is done.
    fn next_stage(&mut self) -> bool {
        let Some(subject) = self.subject.as_ref() else {
            return false;
        };
        let known = |p: u64| subject.search.verdict_with_more_pegs(p, 0, &mut 0);
        let here = *subject.path.last().expect("the start at least");
        match self.stage {
            0 if known(here) == Some(false) => {
                // Lost: the positions before, back to one that wins (the jump after it lost
                // the game). A position that wins ends it: those before it win too.
                let before = &subject.path[..subject.path.len() - 1];
                let unknown_back: Vec<u64> = before
                    .iter()
                    .rev()
                    .take_while(|&&p| known(p) != Some(true))
                    .copied()
                    .collect();
                self.queue.extend(unknown_back);
            }
            1 => {
                // One good jump ahead: the positions the player is likely to meet next.
                let ahead: Vec<u64> = subject
                    .board
                    .legal_jumps(here)
                    .map(|j| here ^ j.mask())
                    .filter(|&c| known(c) == Some(true))
                    .flat_map(|c| subject.board.legal_jumps(c).map(move |j| c ^ j.mask()))
                    .collect();
                self.queue.extend(ahead);
            }
            0 => {}
            _ => return false,
        }
        self.stage += 1;
        true
    }
}

/// Gives `position`, when it has many pegs and no verdict after the depth-first search's first
/// look (`spent` positions so far), its next beam search for a winning line (each wider than
/// the last); a line found settles it and every position on it as winning. Returns the
/// positions visited. A beam may take more than a slice: its work cannot be resumed.
fn beam(subject: &Subject, beams: &mut PositionMap<usize>, position: u64, spent: usize) -> usize {
    let search = &subject.search;
    // The first look settles what an opening book answers a few jumps down, at far less cost.
    if spent < FIRST_LOOK
        || position.count_ones() <= BEAM_ABOVE_PEGS
        || search.verdict_with_more_pegs(position, 0, &mut 0).is_some()
    {
        return 0;
    }
    let tried = beams.entry(position).or_default();
    let Some(&width) = BEAM_WIDTHS.get(*tried) else {
        return 0;
    };
    if *tried > 0 && position.count_ones() <= WIDE_BEAM_ABOVE_PEGS {
        return 0;
    }
    *tried += 1;
    let budget = beam_budget(width, position);
    let mut left = budget;
    if let Some(line) = search.beam_line(position, width, &mut left, false) {
        search.learn_line(&line);
    }
    budget - left
}

/// The positions a beam `width` wide from `position` may visit (BEAM_POSITIONS_PER_WIDTH_AND_PEG):
/// at 4,000 wide from 44 pegs, about 2 million, 0.7 s in WebAssembly.
fn beam_budget(width: usize, position: u64) -> usize {
    width * position.count_ones() as usize * BEAM_POSITIONS_PER_WIDTH_AND_PEG
}
