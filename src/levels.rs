//! Level sets (seed 000 §3–5): forward F_n, backward B_n, winning W_n = F_n ∩ B_n, losing L_n.
//!
//! Every set is a sorted vector of codes reduced by a symmetry group (the problem's own
//! symmetries, or just the identity for raw sets). Only the upper half of the forward search is
//! needed for W: B_n is the complement of the forward search from the complemented finishes
//! (equation 6), W_k = F_k ∩ B_k at the middle, and the cheap recursions (4) and (5) give the
//! other levels from W_k.

use crate::board::Board;
use crate::pagoda::Pagodas;
use crate::problem::Search;
use crate::sorted_set::{difference, intersect, merge_u32, sort_dedup, sort_dedup_u32, RunMerger};
use crate::symmetry::Group;
use std::fmt;

/// The largest group on either lattice (D6).
const MAX_GROUP: usize = 12;
/// Parents expanded per batch on the run-merging path; bounds the children buffer to a few MB.
const BATCH: usize = 1 << 15;
/// Parents expanded before the buckets are sorted; bounds the children held to ~50 MB.
const EXPAND_CHUNK: usize = 1 << 20;
/// Children are bucketed by this many top bits of their code: small buckets sort in cache.
const BUCKET_BITS: u32 = 12;
/// Below this many inputs a level is built on the calling thread with a plain sort.
const SMALL_LEVEL: usize = 4096;

/// Runs the tasks, on scoped threads when there are several. With one task (small work, or
/// wasm32, where spawning a thread panics) it runs on the calling thread.
pub(crate) fn run_all<T: Send, F: FnOnce() -> T + Send>(tasks: Vec<F>) -> Vec<T> {
    if tasks.len() <= 1 {
        return tasks.into_iter().map(|task| task()).collect();
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = tasks.into_iter().map(|task| scope.spawn(task)).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("level worker panicked"))
            .collect()
    })
}

/// Threads worth starting for `work` items: all cores for big levels, one for small ones.
/// (On wasm32 `available_parallelism` fails and everything runs on the calling thread.)
pub(crate) fn worker_count(work: usize) -> usize {
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    cores.min(work.div_ceil(BATCH)).max(1)
}

/// A search stopped because it would not fit in the memory limit.
#[derive(Debug, Clone, PartialEq)]
pub struct TooBig {
    pub pegs: usize,
    pub positions: usize,
    pub limit_bytes: usize,
    pub estimate_bytes: f64,
}

impl fmt::Display for TooBig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "this search does not fit in the memory limit of {} MB: the next level (with {} pegs) grows from {} positions, \
             and the whole search would need roughly {:.1} GB; raise the limit with --max-memory MB if the machine has it",
            self.limit_bytes >> 20,
            self.pegs,
            self.positions,
            self.estimate_bytes / 1e9
        )
    }
}

impl std::error::Error for TooBig {}

/// Generates the children of positions, reduced by a group, using the symmetric images of each
/// parent updated by XOR masks per jump instead of recomputing them.
pub struct Expander<'a> {
    board: &'a Board,
    group: Group,
    /// `jump_images[k * g + s]`: the mask of jump k under the group's s-th symmetry.
    jump_images: Vec<u64>,
    /// Jumps grouped by their hole-index offsets, so one group's legal jumps are found for all
    /// landing holes at once with shifts (no branch per candidate jump).
    shift_groups: Vec<ShiftGroup>,
    /// `jump_at[group * 64 + to]`: the index of the group's jump landing on `to`.
    jump_at: Vec<u16>,
}

impl<'a> Expander<'a> {
    pub fn new(board: &'a Board, group: &Group) -> Expander<'a> {
        assert!(group.len() <= MAX_GROUP && !group.is_empty());
        let jump_images = board
            .jumps()
            .iter()
            .flat_map(|j| {
                group
                    .0
                    .iter()
                    .map(move |&s| board.symmetry(s).apply(j.mask()))
            })
            .collect();
        let mut shift_groups: Vec<ShiftGroup> = Vec::new();
        let mut jump_at = Vec::new();
        for (k, j) in board.jumps().iter().enumerate() {
            let over_to = j.to as i32 - j.over as i32;
            let from_to = j.to as i32 - j.from as i32;
            let key = (over_to, from_to);
            let g = match shift_groups.iter().position(|sg| sg.key == key) {
                Some(g) => g,
                None => {
                    shift_groups.push(ShiftGroup::new(key));
                    jump_at.extend([0u16; 64]);
                    shift_groups.len() - 1
                }
            };
            shift_groups[g].landing |= 1 << j.to;
            jump_at[g * 64 + j.to as usize] = k as u16;
        }
        Expander {
            board,
            group: group.clone(),
            jump_images,
            shift_groups,
            jump_at,
        }
    }

    pub fn board(&self) -> &Board {
        self.board
    }
    pub fn group(&self) -> &Group {
        &self.group
    }

    /// Calls `f(jump index, child mincode)` for every legal jump of `position`.
    #[inline]
    pub fn for_each_child(&self, position: u64, f: impl FnMut(usize, u64)) {
        self.for_each_child_flipped(position, 0, f)
    }

    /// Like `for_each_child`, but every child is XORed with `flip` before it is reduced:
    /// `flip = full` gives the children's complements at no extra cost, since the symmetries
    /// map the full board to itself.
    #[inline]
    fn for_each_child_flipped(&self, position: u64, flip: u64, f: impl FnMut(usize, u64)) {
        // Group sizes are divisors of 8 or 12; a constant size lets the image loop unroll.
        match self.group.len() {
            1 => self.children::<1>(position, flip, f),
            2 => self.children::<2>(position, flip, f),
            3 => self.children::<3>(position, flip, f),
            4 => self.children::<4>(position, flip, f),
            6 => self.children::<6>(position, flip, f),
            8 => self.children::<8>(position, flip, f),
            12 => self.children::<12>(position, flip, f),
            other => unreachable!("a lattice symmetry group has no subgroup of order {other}"),
        }
    }

    #[inline(always)]
    fn children<const G: usize>(&self, position: u64, flip: u64, mut f: impl FnMut(usize, u64)) {
        let mut images = [0u64; G];
        for (slot, &s) in images.iter_mut().zip(&self.group.0) {
            *slot = self.board.symmetry(s).apply(position);
        }
        let empty = self.board.full() & !position;
        for (g, sg) in self.shift_groups.iter().enumerate() {
            let mut legal = sg.landing & empty & sg.over.shift(position) & sg.from.shift(position);
            while legal != 0 {
                let to = legal.trailing_zeros() as usize;
                legal &= legal - 1;
                let k = self.jump_at[g * 64 + to] as usize;
                let masks: &[u64; G] = self.jump_images[k * G..k * G + G].try_into().unwrap();
                let mut child = [0u64; G];
                for s in 0..G {
                    child[s] = images[s] ^ masks[s] ^ flip;
                }
                f(k, tree_min(&child));
            }
        }
    }

    /// D(parents): all children, reduced, sorted, without duplicates. Stops with `None` when the
    /// result would hold more than `limit` codes.
    pub fn descendants(&self, parents: &[u64], limit: usize) -> Option<Vec<u64>> {
        self.thinned_descendants(parents, limit, &Pagodas::default())
    }

    /// D(parents) without the children some pagoda rules out (tested on all cores, each child
    /// once, while its bucket is still in cache).
    pub fn thinned_descendants(
        &self,
        parents: &[u64],
        limit: usize,
        pagodas: &Pagodas,
    ) -> Option<Vec<u64>> {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let mut children = self.descendants_by_runs(parents, limit)?;
            children.retain(|&c| !pagodas.rules_out(c));
            return Some(children);
        }
        self.collect_set(parents, limit, &ChildrenOf(self), pagodas)
    }

    /// The sorted set of every code `produce` emits for the inputs, built on all cores.
    fn collect_set(
        &self,
        inputs: &[u64],
        limit: usize,
        produce: &impl Produce,
        pagodas: &Pagodas,
    ) -> Option<Vec<u64>> {
        let bits = self.board.holes() as u32;
        let parents = inputs;
        if parents.len() < SMALL_LEVEL {
            let mut out = Vec::new();
            for &p in parents {
                produce.produce(p, |c| out.push(c));
            }
            out.sort_unstable();
            out.dedup();
            out.retain(|&c| !pagodas.rules_out(c));
            return (out.len() <= limit).then_some(out);
        }
        // Children go into buckets by their top bits, keeping only the low bits (u32); each
        // bucket is radix-sorted on its own, and the buckets in order give the sorted level.
        let low_bits = bits.saturating_sub(BUCKET_BITS);
        let buckets = 1usize << (bits - low_bits);
        let threads = worker_count(parents.len());
        let mut levels: Vec<Vec<u32>> = vec![Vec::new(); buckets];
        for chunk in parents.chunks(EXPAND_CHUNK) {
            let part = chunk.len().div_ceil(threads);
            let expand = |slice: &[u64]| {
                let mut out = vec![Vec::new(); buckets];
                for &p in slice {
                    produce.produce(p, |c| out[(c >> low_bits) as usize].push(c as u32));
                }
                out
            };
            let expanded: Vec<Vec<Vec<u32>>> = run_all(
                chunk
                    .chunks(part)
                    .map(|slice| move || expand(slice))
                    .collect(),
            );
            // Each thread sorts and merges a contiguous range of buckets of about equal weight.
            let weights: Vec<usize> = (0..buckets)
                .map(|b| levels[b].len() + expanded.iter().map(|e| e[b].len()).sum::<usize>())
                .collect();
            let total: usize = weights.iter().sum();
            let mut ranges = Vec::new();
            let (mut begin, mut acc) = (0, 0);
            for (b, w) in weights.iter().enumerate() {
                acc += w;
                if acc * threads >= total * (ranges.len() + 1) && ranges.len() + 1 < threads {
                    ranges.push(begin..b + 1);
                    begin = b + 1;
                }
            }
            ranges.push(begin..buckets);
            let mut tasks = Vec::new();
            let mut rest: &mut [Vec<u32>] = &mut levels;
            let mut offset = 0;
            for range in &ranges {
                let (mine, tail) = rest.split_at_mut(range.end - offset);
                rest = tail;
                let first = offset;
                offset = range.end;
                let expanded = &expanded;
                tasks.push(move || {
                    let mut run = Vec::new();
                    let mut scratch = Vec::new();
                    for (i, level) in mine.iter_mut().enumerate() {
                        run.clear();
                        for e in expanded {
                            run.extend_from_slice(&e[first + i]);
                        }
                        if run.is_empty() {
                            continue;
                        }
                        sort_dedup_u32(&mut run, low_bits, &mut scratch);
                        if !pagodas.is_empty() {
                            let high = ((first + i) as u64) << low_bits;
                            run.retain(|&low| !pagodas.rules_out(high | low as u64));
                        }
                        *level = if level.is_empty() {
                            run.clone()
                        } else {
                            merge_u32(level, &run)
                        };
                    }
                });
            }
            run_all(tasks);
            if levels.iter().map(Vec::len).sum::<usize>() > limit {
                return None;
            }
        }
        let mut out = Vec::with_capacity(levels.iter().map(Vec::len).sum());
        for (b, level) in levels.into_iter().enumerate() {
            let high = (b as u64) << low_bits;
            out.extend(level.into_iter().map(|low| high | low as u64));
        }
        Some(out)
    }

    /// D(parents) for boards too big for the bucket layout: sorted batches merged as runs.
    fn descendants_by_runs(&self, parents: &[u64], limit: usize) -> Option<Vec<u64>> {
        let threads = worker_count(parents.len());
        let bits = self.board.holes() as u32;
        let work = |slice: &[u64]| -> Option<Vec<u64>> {
            let mut merger = RunMerger::default();
            let mut buffer = Vec::new();
            let mut scratch = Vec::new();
            for batch in slice.chunks(BATCH) {
                buffer.clear();
                for &p in batch {
                    self.for_each_child(p, |_, c| buffer.push(c));
                }
                sort_dedup(&mut buffer, bits, &mut scratch);
                merger.push(buffer.clone());
                if merger.held() > limit {
                    return None;
                }
            }
            Some(merger.finish())
        };
        if threads == 1 {
            return work(parents);
        }
        let part = parents.len().div_ceil(threads);
        let results: Vec<Option<Vec<u64>>> = std::thread::scope(|scope| {
            let handles: Vec<_> = parents
                .chunks(part)
                .map(|slice| scope.spawn(move || work(slice)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("level worker panicked"))
                .collect()
        });
        let mut merger = RunMerger::default();
        for r in results {
            merger.push(r?);
        }
        let out = merger.finish();
        (out.len() <= limit).then_some(out)
    }

    /// The complements of D(parents), reduced, sorted, without duplicates: one sort instead of
    /// sorting the children and then their complements.
    pub fn complemented_descendants(&self, parents: &[u64]) -> Vec<u64> {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let children = self.descendants(parents, usize::MAX).unwrap_or_default();
            return self.complement_all(&children);
        }
        self.collect_set(
            parents,
            usize::MAX,
            &ComplementedChildrenOf(self),
            &Pagodas::default(),
        )
        .unwrap_or_default()
    }

    /// Reduces arbitrary codes into a sorted set.
    pub fn reduce_all(&self, codes: &[u64]) -> Vec<u64> {
        let mut out: Vec<u64> = codes
            .iter()
            .map(|&c| self.board.mincode(&self.group, c))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The complements of a reduced set, reduced and sorted.
    pub fn complement_all(&self, codes: &[u64]) -> Vec<u64> {
        if codes.len() > BATCH && self.board.holes() as u32 <= BUCKET_BITS + 32 {
            return self
                .collect_set(codes, usize::MAX, &ComplementOf(self), &Pagodas::default())
                .unwrap_or_default();
        }
        let mut out: Vec<u64> = codes
            .iter()
            .map(|&c| self.board.complement_mincode(&self.group, c))
            .collect();
        let mut scratch = Vec::new();
        sort_dedup(&mut out, self.board.holes() as u32, &mut scratch);
        out
    }
}

/// A shift that moves bit `i` to bit `i + offset` (either direction) in one branch-free step.
#[derive(Clone, Copy, Debug)]
struct Shift {
    left: u32,
    right: u32,
}

impl Shift {
    fn new(offset: i32) -> Shift {
        Shift {
            left: offset.max(0) as u32,
            right: (-offset).max(0) as u32,
        }
    }
    #[inline(always)]
    fn shift(self, bits: u64) -> u64 {
        (bits << self.left) >> self.right
    }
}

/// The jumps whose over and from holes sit at the same index offsets from their landing hole.
#[derive(Clone, Copy, Debug)]
struct ShiftGroup {
    key: (i32, i32),
    landing: u64,
    over: Shift,
    from: Shift,
}

impl ShiftGroup {
    fn new((over_to, from_to): (i32, i32)) -> ShiftGroup {
        ShiftGroup {
            key: (over_to, from_to),
            landing: 0,
            over: Shift::new(over_to),
            from: Shift::new(from_to),
        }
    }
}

/// The minimum by pairwise reduction: a short dependency chain instead of G sequential compares.
#[inline(always)]
fn tree_min<const G: usize>(values: &[u64; G]) -> u64 {
    let mut v = *values;
    let mut width = G;
    while width > 1 {
        let half = width / 2;
        for i in 0..half {
            v[i] = v[i].min(v[i + half]);
        }
        if width % 2 == 1 {
            v[0] = v[0].min(v[width - 1]);
        }
        width = half;
    }
    v[0]
}

/// What `collect_set` gathers for each input code (generic, so the hot loop has no indirect call).
trait Produce: Sync {
    fn produce(&self, input: u64, emit: impl FnMut(u64));
}

struct ChildrenOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ChildrenOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        self.0.for_each_child(input, |_, c| emit(c))
    }
}

struct ComplementedChildrenOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ComplementedChildrenOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        self.0
            .for_each_child_flipped(input, self.0.board.full(), |_, c| emit(c))
    }
}

struct ComplementOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ComplementOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        emit(self.0.board.complement_mincode(&self.0.group, input))
    }
}

/// The result of a level search. Index vectors by peg count n (index 0 unused).
#[derive(Clone, Debug)]
pub struct Levels {
    pub holes: usize,
    pub group: Group,
    /// |F_n| where computed (all n when asked for, else n ≥ N/2); `None` for levels the
    /// pagoda functions thinned (only when not all forward levels were asked for).
    pub forward_sizes: Vec<Option<usize>>,
    /// The raw (unreduced) sizes of the same levels, when asked for.
    pub forward_raw_sizes: Vec<Option<u64>>,
    /// W_n for every n from 1 to N-1.
    pub winning: Vec<Vec<u64>>,
}

impl Levels {
    pub fn winning_total(&self) -> usize {
        self.winning.iter().map(Vec::len).sum()
    }
    /// Σ|W_n| over the stored half n ≤ N/2 (the complement identity gives the rest).
    pub fn stored_half_total(&self) -> usize {
        self.winning
            .iter()
            .take(self.holes / 2 + 1)
            .map(Vec::len)
            .sum()
    }
    pub fn contains(&self, board: &Board, position: u64) -> bool {
        let n = position.count_ones() as usize;
        n < self.winning.len()
            && self.winning[n]
                .binary_search(&board.mincode(&self.group, position))
                .is_ok()
    }
}

/// Options for a level search.
#[derive(Clone, Copy, Debug)]
pub struct LevelOptions {
    /// Run the forward search all the way to one peg (for `pegs levels`), not just to the middle.
    pub all_forward: bool,
    /// Also count the raw positions each reduced forward level stands for.
    pub raw_sizes: bool,
    pub max_bytes: usize,
}

impl Default for LevelOptions {
    fn default() -> Self {
        LevelOptions {
            all_forward: false,
            raw_sizes: false,
            max_bytes: (4u64 << 30).min(usize::MAX as u64) as usize,
        }
    }
}

/// Computes the winning sets W_n (and the forward sizes |F_n|) of a search.
pub fn compute_levels(
    board: &Board,
    search: &Search,
    options: LevelOptions,
) -> Result<Levels, TooBig> {
    let big_n = board.holes();
    let middle = big_n / 2;
    let ex = Expander::new(board, &search.group);
    let mut forward: Vec<Vec<u64>> = vec![Vec::new(); big_n];
    let mut forward_sizes = vec![None; big_n];
    let mut forward_raw_sizes = vec![None; big_n];
    let raw_size = |level: &[u64]| {
        options
            .raw_sizes
            .then(|| orbit_total(board, &search.group, level))
    };
    let top = big_n - 1;
    forward[top] = ex.reduce_all(&search.starts);
    forward_sizes[top] = Some(forward[top].len());
    forward_raw_sizes[top] = raw_size(&forward[top]);

    let mut held = 0usize;
    let mut sizes_seen: Vec<usize> = vec![forward[top].len()];
    let group_order = search.group.len();
    let mut step = |from: &[u64],
                    pegs: usize,
                    held: &mut usize,
                    pagodas: &Pagodas|
     -> Result<Vec<u64>, TooBig> {
        let limit = options.max_bytes.saturating_sub(*held * 8) / 24;
        // Stop before a level that the growth so far says will not fit, rather than after
        // spending minutes filling memory.
        let growth = match sizes_seen.as_slice() {
            [.., a, b] => *b as f64 / (*a).max(1) as f64,
            _ => 1.0,
        };
        let predicted = (from.len() as f64 * growth).min(level_capacity(big_n, pegs, group_order));
        let fail = |sizes: &[usize]| {
            too_big(
                pegs,
                from.len(),
                options.max_bytes,
                sizes,
                big_n,
                middle,
                group_order,
            )
        };
        if predicted > limit as f64 {
            return Err(fail(&sizes_seen));
        }
        match ex.thinned_descendants(from, limit, pagodas) {
            Some(next) => {
                *held += next.len();
                sizes_seen.push(next.len());
                Ok(next)
            }
            None => Err(fail(&sizes_seen)),
        }
    };
    let trace = std::env::var_os("PEGS_TRACE").is_some();
    // Only read the clock when tracing: wasm32-unknown-unknown has no time source (it panics).
    let clock = trace.then(std::time::Instant::now);
    // Exact |F_n| is wanted by `pegs levels`; everything else only needs W, so it may thin the
    // forward levels with pagodas toward the finishes (and the reverse ones toward the starts).
    let thinning = |targets: &[u64]| {
        if options.all_forward || options.raw_sizes {
            Pagodas::default()
        } else {
            Pagodas::for_finishes(board, targets)
        }
    };
    let forward_pagodas = thinning(&search.finishes);
    for n in (middle..top).rev() {
        forward[n] = step(&forward[n + 1], n, &mut held, &forward_pagodas)?;
        if trace {
            eprintln!(
                "F_{n} {} at {:?}",
                forward[n].len(),
                clock.map(|c| c.elapsed()).unwrap_or_default()
            );
        }
        if forward_pagodas.is_empty() {
            forward_sizes[n] = Some(forward[n].len());
            forward_raw_sizes[n] = raw_size(&forward[n]);
        }
    }

    // The backward sets: B_n is the complement of F'_{N-n}, the forward search from the
    // complemented finishes. For a complement problem F' = F and nothing more is searched.
    let reversed_starts = ex.reduce_all(
        &search
            .finishes
            .iter()
            .map(|&f| board.full() ^ f)
            .collect::<Vec<_>>(),
    );
    let reverse: Vec<Vec<u64>> = if reversed_starts == forward[top] {
        Vec::new()
    } else {
        let complemented_starts: Vec<u64> =
            search.starts.iter().map(|&s| board.full() ^ s).collect();
        let reverse_pagodas = thinning(&complemented_starts);
        let mut rev = vec![Vec::new(); big_n];
        rev[top] = reversed_starts;
        for m in (big_n - middle..top).rev() {
            rev[m] = step(&rev[m + 1], m, &mut held, &reverse_pagodas)?;
        }
        rev
    };
    let is_complement_problem = reverse.is_empty();
    let reverse_level = |m: usize| {
        if is_complement_problem {
            &forward[m]
        } else {
            &reverse[m]
        }
    };

    // W_k = F_k ∩ B_k with B_k = comp(F'_{N-k}); below it, W_n = D(W_{n+1}) ∩ comp(F'_{N-n}),
    // tested on the few complemented children rather than by complementing all of F'.
    let mut winning = vec![Vec::new(); big_n];
    winning[middle] = intersect(
        &forward[middle],
        &ex.complement_all(reverse_level(big_n - middle)),
    );
    if trace {
        eprintln!(
            "W_{middle} {} at {:?}",
            winning[middle].len(),
            clock.map(|c| c.elapsed()).unwrap_or_default()
        );
    }
    for n in (1..middle).rev() {
        let complements = intersect(
            &ex.complemented_descendants(&winning[n + 1]),
            reverse_level(big_n - n),
        );
        winning[n] = ex.complement_all(&complements);
        if is_complement_problem {
            // Equation (8): these complements are the winning set at the mirrored level.
            winning[big_n - n] = complements;
        }
        if trace {
            eprintln!(
                "W_{n} {} at {:?}",
                winning[n].len(),
                clock.map(|c| c.elapsed()).unwrap_or_default()
            );
        }
    }
    for n in middle + 1..big_n {
        if is_complement_problem && !winning[n].is_empty() {
            continue;
        }
        winning[n] = if is_complement_problem {
            // Equation (8): the winning sets of a complement problem are complements of each other.
            ex.complement_all(&winning[big_n - n])
        } else {
            // Equation (5): W_n = F_n ∩ comp(D(comp(W_{n-1}))).
            let lower_complements = ex.complement_all(&winning[n - 1]);
            let children = ex
                .descendants(&lower_complements, usize::MAX)
                .unwrap_or_default();
            intersect(&forward[n], &ex.complement_all(&children))
        };
    }

    if trace {
        eprintln!(
            "W done at {:?}",
            clock.map(|c| c.elapsed()).unwrap_or_default()
        );
    }
    if options.all_forward {
        let mut level = std::mem::take(&mut forward[middle]);
        drop(forward);
        drop(reverse);
        for n in (1..middle).rev() {
            let mut held_now = level.len();
            level = step(&level, n, &mut held_now, &Pagodas::default())?;
            forward_sizes[n] = Some(level.len());
            forward_raw_sizes[n] = raw_size(&level);
        }
    }
    Ok(Levels {
        holes: big_n,
        group: search.group.clone(),
        forward_sizes,
        forward_raw_sizes,
        winning,
    })
}

/// At most how many reduced positions a level with `pegs` pegs can hold: C(N, pegs) spread
/// over the (at least 4) position classes and the symmetry group.
fn level_capacity(holes: usize, pegs: usize, group_order: usize) -> f64 {
    let k = pegs.min(holes - pegs);
    let binomial = (0..k).fold(1.0f64, |acc, i| acc * (holes - i) as f64 / (i + 1) as f64);
    binomial / (4 * group_order) as f64
}

fn too_big(
    pegs: usize,
    parents: usize,
    max_bytes: usize,
    sizes: &[usize],
    holes: usize,
    middle: usize,
    group_order: usize,
) -> TooBig {
    let ratio = match sizes {
        [.., a, b] => *b as f64 / (*a).max(1) as f64,
        _ => 2.0,
    };
    // Extrapolate the growth down to the middle level, never beyond what a level can hold;
    // the search keeps the upper levels while it runs.
    let mut estimate = sizes.iter().sum::<usize>() as f64;
    let mut size = *sizes.last().unwrap_or(&1) as f64;
    for n in (middle..pegs).rev() {
        size = (size * ratio.max(1.0)).min(level_capacity(holes, n, group_order));
        estimate += size;
    }
    TooBig {
        pegs,
        positions: parents,
        limit_bytes: max_bytes,
        estimate_bytes: estimate * 8.0 * 3.0,
    }
}

/// The number of raw positions that reduced codes stand for: the sum of their orbit sizes.
pub fn orbit_total(board: &Board, group: &Group, codes: &[u64]) -> u64 {
    codes
        .iter()
        .map(|&c| {
            let mut images = [0u64; MAX_GROUP];
            for (slot, &s) in images.iter_mut().zip(&group.0) {
                *slot = board.symmetry(s).apply(c);
            }
            let images = &mut images[..group.len()];
            images.sort_unstable();
            1 + images.windows(2).filter(|w| w[0] != w[1]).count() as u64
        })
        .sum()
}

/// |L_n| = |D(W_{n+1}) − W_n| (seed 000 equation 10), by peg count.
pub fn losing_sizes(board: &Board, levels: &Levels) -> Vec<usize> {
    let ex = Expander::new(board, &levels.group);
    let mut sizes = vec![0; levels.holes];
    for (n, size) in sizes.iter_mut().enumerate().take(levels.holes - 1).skip(1) {
        let children = ex
            .descendants(&levels.winning[n + 1], usize::MAX)
            .unwrap_or_default();
        *size = difference(&children, &levels.winning[n]).len();
    }
    sizes
}
