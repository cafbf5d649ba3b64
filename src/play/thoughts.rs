//! What a thinker (`play::thinker`) proved in a slice of thinking, and its form as bytes: the
//! search worker posts them to the page, whose game reads them (`Game::learn_thoughts`, here
//! with the rest of the game's side of searching elsewhere).

use crate::play::game::Game;
use crate::play::modes::problem_key;
use crate::search::live::LiveSearch;

/// What a slice of thinking proved, for one problem (`problem`, as `Game::problem_key`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Thoughts {
    pub problem: String,
    /// Positions proven to win, each followed by the rest of a winning line from it.
    pub wins: Vec<u64>,
    /// Positions proven to win whose line is not found yet (it follows later, in `wins`).
    pub won: Vec<u64>,
    pub loses: Vec<u64>,
    /// Positions searched `GIVE_UP_AFTER` positions without an answer.
    pub unsettled: Vec<u64>,
    /// Nothing is left to think about until the next `focus`.
    pub idle: bool,
}

/// The first bytes of `Thoughts::to_bytes`: what they are and which form.
const THOUGHTS_MAGIC: &[u8; 4] = b"PTH2";

impl Thoughts {
    /// Whether there is anything to pass on.
    pub fn is_empty(&self) -> bool {
        self.lists().iter().all(|l| l.is_empty())
    }

    /// Adds a later slice's thoughts to these (the later problem and idleness win).
    pub fn absorb(&mut self, later: Thoughts) {
        self.wins.extend(later.wins);
        self.won.extend(later.won);
        self.loses.extend(later.loses);
        self.unsettled.extend(later.unsettled);
        self.problem = later.problem;
        self.idle = later.idle;
    }

    fn lists(&self) -> [&Vec<u64>; 4] {
        [&self.wins, &self.won, &self.loses, &self.unsettled]
    }

    /// The thoughts as bytes, to cross from the worker to the page's game with the positions
    /// inside: "PTH2", the problem's length (u16) and text, then the four lists, each as a
    /// count (u32) and its positions (u64), all little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = THOUGHTS_MAGIC.to_vec();
        out.extend((self.problem.len() as u16).to_le_bytes());
        out.extend(self.problem.as_bytes());
        for list in self.lists() {
            out.extend((list.len() as u32).to_le_bytes());
            for p in list {
                out.extend(p.to_le_bytes());
            }
        }
        out
    }

    /// Reads `to_bytes`'s form back, or says what is wrong with it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Thoughts, String> {
        let mut rest = bytes
            .strip_prefix(THOUGHTS_MAGIC)
            .ok_or("these are not a thinker's thoughts (no PTH2 header)")?;
        let mut take = |n: usize| -> Result<&[u8], String> {
            if rest.len() < n {
                return Err(format!(
                    "the thoughts are cut short ({} bytes)",
                    bytes.len()
                ));
            }
            let (head, tail) = rest.split_at(n);
            rest = tail;
            Ok(head)
        };
        let len = u16::from_le_bytes(take(2)?.try_into().expect("2 bytes")) as usize;
        let problem = std::str::from_utf8(take(len)?)
            .map_err(|_| "the thoughts' problem is not text".to_string())?
            .to_string();
        let mut lists = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
        for list in &mut lists {
            let count = u32::from_le_bytes(take(4)?.try_into().expect("4 bytes")) as usize;
            let positions = take(count.checked_mul(8).ok_or("too many positions")?)?;
            list.extend(
                positions
                    .chunks_exact(8)
                    .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes"))),
            );
        }
        if !rest.is_empty() {
            return Err(format!("{} bytes too many after the thoughts", rest.len()));
        }
        let [wins, won, loses, unsettled] = lists;
        Ok(Thoughts {
            problem,
            wins,
            won,
            loses,
            unsettled,
            idle: false,
        })
    }
}

impl Game {
    /// The problem this game plays, as `Thoughts` name it.
    pub fn problem_key(&self) -> String {
        problem_key(&self.board, &self.problem)
    }

    /// This game's searching is done by a thinker elsewhere: its live search no longer
    /// searches, and a landing it cannot tell yet is being worked out (`being_worked_out`).
    /// False when its hints are not a live search (nothing to think about), or it is on a
    /// website owner's layout (a thinker opens built-in boards only).
    pub fn think_elsewhere(&mut self) -> bool {
        let Some(live) = self.live_search() else {
            return false;
        };
        if !pegsol_base::geometry::is_builtin(&self.board) {
            return false;
        }
        live.think_elsewhere();
        true
    }

    /// Takes in what a thinker proved for this game's problem; false (and nothing learnt)
    /// when `thoughts` are for another problem, name a position not on this board, or the
    /// hints are not a live search.
    pub fn learn_thoughts(&mut self, thoughts: &Thoughts) -> bool {
        if thoughts.problem != self.problem_key() {
            return false;
        }
        let off_board = !self.board.full();
        let lists = [
            &thoughts.wins,
            &thoughts.won,
            &thoughts.loses,
            &thoughts.unsettled,
        ];
        if lists
            .iter()
            .any(|l| l.iter().any(|&p| p == 0 || p & off_board != 0))
        {
            return false;
        }
        let Some(live) = self.live_search() else {
            return false;
        };
        for &p in thoughts.wins.iter().chain(&thoughts.won) {
            live.learn(p, true);
        }
        for &p in &thoughts.loses {
            live.learn(p, false);
        }
        for &p in &thoughts.unsettled {
            live.learn_unsettled(p);
        }
        self.recount_winning();
        true
    }

    /// Whether the landing position `child` has no verdict yet because a thinker is still on
    /// it (not given up on, and this game's searching is done elsewhere).
    pub fn being_worked_out(&self, child: u64) -> bool {
        self.live_search()
            .is_some_and(|live| live.thinks_elsewhere() && !live.is_unsettled(child))
    }

    fn live_search(&self) -> Option<&LiveSearch> {
        self.hints.as_ref().ok()?.live_search()
    }
}
