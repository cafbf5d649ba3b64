//! The collector: what a `Produce` makes of each of many inputs, bucketed by the codes' top
//! bits, sorted bucket by bucket on all cores and kept as a sorted set (or, on boards too big
//! for the buckets, sorted in batches merged as runs). Kept apart so that each set operation in
//! `descendants` only says what it makes of one input and which codes it keeps.

use super::Expander;
use crate::search::code_set::{CodeSet, Codes};
use crate::search::pagoda::Pagodas;
use crate::search::parallel::{run_all, worker_count, workers_for, BATCH};
use crate::search::sorted_set::{merge_u32, sort_dedup, sort_dedup_u32, DedupScratch, RunMerger};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

/// Parents expanded before the buckets are sorted: bounds the children held to ~35 MB, which
/// keeps `pegs levels` on the central game near 113 MB (chunks of 512 K parents: 100 MB but 5 %
/// slower, each chunk after the first being merged into the level; 1 M parents: ~125 MB).
const EXPAND_CHUNK: usize = 3 << 18;
/// The chunk for the pagoda-thinned forward levels of the search for W and for the filtered
/// complements of the middle (`pegs levels` too: few of them pass the filter): the central
/// game's F_17 (1.30 M codes after the pagodas) and its children in one chunk each instead of
/// two and three, which saves merging a level's parts (about 4 % of `pegs solve`) for 13 MB
/// more (60 MB at the peak).
pub(super) const SEARCH_FOR_W_CHUNK: usize = 1 << 21;
/// Children are bucketed by this many top bits of their code: small buckets sort in cache (a
/// bucket of the central game, 2^22 possible codes, is a 512 KB bitmap), and few buckets keep
/// the ends being pushed to in cache: 2048 buckets made `pegs solve` 5 % faster than 4096.
pub(super) const BUCKET_BITS: u32 = 11;
/// Parents a thread takes at a time when a level's parents are shared out.
pub(super) const SHARED_PART: usize = 1 << 14;
/// The smallest part of the parents a thread takes, near the end of a level.
pub(super) const LEAST_PART: usize = 1 << 10;
/// Buckets a thread takes at a time when they are shared out to be sorted.
const SHARED_BUCKETS: usize = 32;
/// Below this many inputs a level is built on the calling thread with a plain sort.
const SMALL_LEVEL: usize = 4096;
/// Inputs worth a thread of their own: on the central game the levels of 9 K and 27 K
/// parents, built on one core with the threshold at 32 K, took 9 ms.
pub(super) const SHARED_LEVEL: usize = 1 << 13;

impl Expander<'_> {
    /// The sorted set of every code `produce` emits for the inputs, built on all cores.
    pub(super) fn collect_set(
        &self,
        inputs: Codes<'_>,
        limit: usize,
        produce: &impl Produce,
        keep: Keep<'_>,
    ) -> Option<CodeSet> {
        let bits = self.board.holes() as u32;
        let count = inputs.count();
        if count < SMALL_LEVEL {
            let mut out = Vec::new();
            inputs.for_each_in(0..count, |p| produce.produce(p, |c| out.push(c)));
            out.sort_unstable();
            out.dedup();
            out.retain(|&c| keep.keeps(c));
            return (out.len() <= limit).then_some(CodeSet::Whole(out));
        }
        // Children go into buckets by their top bits, keeping only the low bits (u32); each
        // bucket is sorted on its own, and the buckets in order give the sorted level.
        let low_bits = bits.saturating_sub(BUCKET_BITS);
        let buckets = 1usize << (bits - low_bits);
        let threads = workers_for(count, SHARED_LEVEL);
        let mut levels: Vec<Vec<u32>> = vec![Vec::new(); buckets];
        let chunk = produce.chunk();
        for chunk_start in (0..count).step_by(chunk) {
            let chunk_end = (chunk_start + chunk).min(count);
            // Threads take the parents in small parts as they go, so that one whose parents
            // have more jumps (or whose core is busy elsewhere) does not hold the other up.
            let next_part = AtomicUsize::new(chunk_start);
            let expand = || {
                let mut out = vec![Vec::new(); buckets];
                while let Some(part) = take_part(&next_part, chunk_end, threads) {
                    inputs.for_each_in(part, |p| {
                        produce.produce(p, |c| out[(c >> low_bits) as usize].push(c as u32))
                    });
                }
                out
            };
            let expanded: Vec<Vec<Vec<u32>>> = run_all((0..threads).map(|_| &expand).collect());
            // Threads take the buckets a few at a time too, and sort and merge them in place:
            // a bucket's cost is not known before it is sorted.
            let shares = Mutex::new(levels.chunks_mut(SHARED_BUCKETS).enumerate());
            let sort = || {
                let mut scratch = DedupScratch::default();
                let mut parts: Vec<&[u32]> = Vec::with_capacity(expanded.len());
                loop {
                    let next = shares.lock().unwrap_or_else(PoisonError::into_inner).next();
                    let Some((share, mine)) = next else {
                        break;
                    };
                    for (i, level) in mine.iter_mut().enumerate() {
                        let b = share * SHARED_BUCKETS + i;
                        parts.clear();
                        parts.extend(expanded.iter().map(|e| &e[b][..]));
                        if parts.iter().all(|part| part.is_empty()) {
                            continue;
                        }
                        let mut run = Vec::new();
                        sort_dedup_u32(&parts, low_bits, &mut scratch, &mut run);
                        keep.retain_bucket(b, low_bits, &mut run);
                        if !level.is_empty() {
                            run = merge_u32(level, &run);
                        }
                        // The bucket is kept as it is (see `CodeSet::Bucketed`): without the
                        // room of the duplicates, of the codes just dropped, and of those the
                        // merge found twice.
                        run.shrink_to_fit();
                        *level = run;
                    }
                }
            };
            run_all((0..threads).map(|_| &sort).collect());
            if levels.iter().map(Vec::len).sum::<usize>() > limit {
                return None;
            }
        }
        Some(CodeSet::from_buckets(low_bits, levels))
    }

    /// D(parents) for boards too big for the bucket layout: sorted batches merged as runs.
    pub(super) fn descendants_by_runs(&self, parents: Codes<'_>, limit: usize) -> Option<Vec<u64>> {
        let count = parents.count();
        let threads = worker_count(count);
        let bits = self.board.holes() as u32;
        let work = |range: std::ops::Range<usize>| -> Option<Vec<u64>> {
            let mut merger = RunMerger::default();
            let mut buffer = Vec::new();
            let mut scratch = Vec::new();
            for batch_start in range.clone().step_by(BATCH) {
                buffer.clear();
                let batch = batch_start..(batch_start + BATCH).min(range.end);
                parents.for_each_in(batch, |p| self.for_each_child(p, |_, c| buffer.push(c)));
                sort_dedup(&mut buffer, bits, &mut scratch);
                merger.push(buffer.clone());
                if merger.held() > limit {
                    return None;
                }
            }
            Some(merger.finish())
        };
        let part = count.div_ceil(threads).max(1);
        let results: Vec<Option<Vec<u64>>> = run_all(
            (0..count)
                .step_by(part)
                .map(|begin| {
                    let range = begin..(begin + part).min(count);
                    move || work(range)
                })
                .collect(),
        );
        let mut merger = RunMerger::default();
        for r in results {
            merger.push(r?);
        }
        let out = merger.finish();
        (out.len() <= limit).then_some(out)
    }
}

/// The next part of the inputs below `end` for one of `threads` threads, or `None` when all
/// are taken: parts of `SHARED_PART` while many are left, smaller as the end nears, down to
/// `LEAST_PART`, so that the threads finish together (the last big part alone kept a core idle
/// for over a millisecond).
pub(super) fn take_part(
    next: &AtomicUsize,
    end: usize,
    threads: usize,
) -> Option<std::ops::Range<usize>> {
    let mut begin = next.load(Ordering::Relaxed);
    loop {
        if begin >= end {
            return None;
        }
        let size = ((end - begin) / (4 * threads)).clamp(LEAST_PART, SHARED_PART);
        match next.compare_exchange_weak(begin, begin + size, Ordering::Relaxed, Ordering::Relaxed)
        {
            Ok(_) => return Some(begin..(begin + size).min(end)),
            Err(now) => begin = now,
        }
    }
}

/// Which of the sorted codes `collect_set` keeps.
#[derive(Clone, Copy)]
pub(super) enum Keep<'a> {
    All,
    /// Those no pagoda rules out.
    NotRuledOut(&'a Pagodas),
    /// Those in the set.
    MembersOf(&'a CodeSet),
}

impl Keep<'_> {
    pub(super) fn keeps(self, code: u64) -> bool {
        match self {
            Keep::All => true,
            Keep::NotRuledOut(pagodas) => !pagodas.rules_out(code),
            Keep::MembersOf(set) => set.contains(code),
        }
    }

    /// Keeps those of one bucket's sorted low bits (codes `bucket << low_bits | low`).
    fn retain_bucket(self, bucket: usize, low_bits: u32, lows: &mut Vec<u32>) {
        match self {
            Keep::All => {}
            Keep::NotRuledOut(pagodas) if pagodas.is_empty() => {}
            Keep::NotRuledOut(_) => {
                let high = (bucket as u64) << low_bits;
                lows.retain(|&low| self.keeps(high | u64::from(low)))
            }
            Keep::MembersOf(set) => set.retain_bucket_members(bucket, low_bits, lows),
        }
    }
}

/// What `collect_set` gathers for each input code (generic, so the hot loop has no indirect call).
pub(super) trait Produce: Sync {
    fn produce(&self, input: u64, emit: impl FnMut(u64));
    /// Inputs expanded before their outputs are sorted.
    fn chunk(&self) -> usize {
        EXPAND_CHUNK
    }
}
