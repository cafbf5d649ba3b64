//! The source of a game whose hint file is still arriving: the file's levels checked so far
//! answer what they can (the opening, through complements, and the ending come first), and a
//! live search answers the rest. Each verdict is proven either way; the two never disagree on
//! a position of the game, so which one answered does not show.

use crate::play::sources::hint_file::FileSets;
use crate::play::sources::stored::Stored;
use crate::play::sources::Lookup;
use crate::play::verdict::Verdict;
use crate::search::live::LiveSearch;

pub(crate) struct WhileLoading {
    file: Stored<FileSets>,
    live: LiveSearch,
}

impl WhileLoading {
    pub(crate) fn new(file: Stored<FileSets>, live: LiveSearch) -> WhileLoading {
        WhileLoading { file, live }
    }

    /// The file's verdict, else `from_live`'s.
    fn either(&self, position: u64, from_live: impl FnOnce() -> Verdict) -> Verdict {
        match self.arrived_verdict(position) {
            Verdict::Unknown => from_live(),
            known => known,
        }
    }
}

impl Lookup for WhileLoading {
    fn verdicts(&self, positions: &[u64]) -> Vec<Verdict> {
        let mut verdicts = self.file.verdicts(positions);
        let open: Vec<usize> = (0..positions.len())
            .filter(|&i| verdicts[i] == Verdict::Unknown)
            .collect();
        if !open.is_empty() {
            let asked: Vec<u64> = open.iter().map(|&i| positions[i]).collect();
            for (i, verdict) in open.into_iter().zip(Lookup::verdicts(&self.live, &asked)) {
                verdicts[i] = verdict;
            }
        }
        verdicts
    }

    fn known_verdict(&self, position: u64) -> Verdict {
        self.either(position, || self.live.known_verdict(position))
    }

    fn look_back_verdict(&self, position: u64, left: &mut usize) -> Verdict {
        self.either(position, || self.live.look_back_verdict(position, left))
    }

    fn arrived_verdict(&self, position: u64) -> Verdict {
        self.file.verdicts(&[position])[0]
    }

    fn live(&self) -> Option<&LiveSearch> {
        Some(&self.live)
    }

    fn hint_file(&self) -> Option<&'static str> {
        self.file.hint_file()
    }
}
