//! The live source: a search of each position's future within a budget, for boards without
//! stored data that are too big to compute level sets on the spot. It may answer `Unknown`.

use crate::play::hints::LOOK_BACK_PEGS;
use crate::play::sources::Lookup;
use crate::play::verdict::Verdict;
use crate::search::live::LiveSearch;

impl Lookup for LiveSearch {
    fn verdicts(&self, positions: &[u64]) -> Vec<Verdict> {
        LiveSearch::verdicts(self, positions)
            .0
            .into_iter()
            .map(Verdict::from_known)
            .collect()
    }

    fn known_verdict(&self, position: u64) -> Verdict {
        Verdict::from_known(self.verdict_with_more_pegs(position, LOOK_BACK_PEGS, &mut 0))
    }

    fn look_back_verdict(&self, position: u64, left: &mut usize) -> Verdict {
        Verdict::from_known(self.verdict_with_more_pegs(position, LOOK_BACK_PEGS, left))
    }

    fn live(&self) -> Option<&LiveSearch> {
        Some(self)
    }
}
