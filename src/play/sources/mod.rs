//! The sources a problem's hints come from, one file each, all answering through `Lookup`:
//! the embedded winning sets (`embedded`), a hint file (`hint_file`), level sets computed on
//! the spot (`computed`) and a live search (`live`); while a hint file arrives, its checked
//! levels and a live search together (`arriving`). The two stored sources share the short
//! search below a peg count that is not stored (`stored`). Which source answers a problem is
//! decided in one place, `hint_source::source`.

pub(crate) mod arriving;
pub(crate) mod computed;
pub(crate) mod embedded;
pub(crate) mod hint_file;
pub(crate) mod live;
pub(crate) mod stored;

use crate::play::verdict::Verdict;
use crate::search::live::LiveSearch;

/// A source of verdicts for the positions of one problem's games.
pub(crate) trait Lookup: Send + Sync {
    /// Whether the goal can still be reached from each of `positions` (positions the start
    /// can reach), sharing one search. Proven for the stored and computed sources; a live
    /// search says `Unknown` when it cannot tell, never a guess.
    fn verdicts(&self, positions: &[u64]) -> Vec<Verdict>;

    /// The verdict from what is known already, with no search. Only a live search differs
    /// from `verdicts` (it answers from its memory and pagodas).
    fn known_verdict(&self, position: u64) -> Verdict {
        self.verdicts(&[position])[0]
    }

    /// The verdict with a few more pegs than a hover's search, on the budget `left`. Only a
    /// live search differs from `verdicts`.
    fn look_back_verdict(&self, position: u64, _left: &mut usize) -> Verdict {
        self.verdicts(&[position])[0]
    }

    /// While a hint file arrives: the verdict from its levels checked so far alone (no
    /// search, nothing the live search remembers). `Unknown` for the other sources.
    fn arrived_verdict(&self, _position: u64) -> Verdict {
        Verdict::Unknown
    }

    /// The live search behind the verdicts, if this source is one.
    fn live(&self) -> Option<&LiveSearch> {
        None
    }

    /// Whether the verdicts come from the data embedded in the module.
    fn is_embedded(&self) -> bool {
        false
    }

    /// The hint file the verdicts come from, if any.
    fn hint_file(&self) -> Option<&'static str> {
        None
    }
}
