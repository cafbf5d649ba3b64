//! The set operations the searches call: the children, pagoda-thinned children, complemented
//! children, parents and complements of a set of codes. Each is the collector (`collect`) given
//! what the operation makes of one input (a `Produce`) and which of the sorted codes it keeps.

use super::collect::{Keep, Produce, BUCKET_BITS, SEARCH_FOR_W_CHUNK};
use super::Expander;
use crate::search::code_filter::CodeFilter;
use crate::search::code_set::{CodeSet, Codes};
use crate::search::pagoda::{JumpVetoes, Pagodas};
use crate::search::parallel::BATCH;
use crate::search::sorted_set::sort_dedup;

impl Expander<'_> {
    /// D(parents): all children, reduced, sorted, without duplicates. Stops with `None` when the
    /// result would hold more than `limit` codes.
    pub fn descendants(&self, parents: &[u64], limit: usize) -> Option<Vec<u64>> {
        self.thinned_descendants(parents.into(), limit, &Pagodas::default())
            .map(CodeSet::into_vec)
    }

    /// D(parents) without the children some pagoda rules out (tested on all cores, each child
    /// once, while its bucket is still in cache).
    pub fn thinned_descendants(
        &self,
        parents: Codes<'_>,
        limit: usize,
        pagodas: &Pagodas,
    ) -> Option<CodeSet> {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let mut children = self.descendants_by_runs(parents, limit)?;
            children.retain(|&c| !pagodas.rules_out(c));
            return Some(CodeSet::Whole(children));
        }
        // The pagodas are tried on each child before it is reduced, by adding its jump's change
        // to the parent's totals: on the central game a quarter of the children are dropped
        // before they are bucketed and sorted. Testing the reduced codes again after the sort
        // (the table's pagodas were chosen for reduced codes) drops only 4 % more of F_17, and
        // made `pegs solve` 5 % slower: it is left to pagodas the vetoes do not hold. Only
        // natively: the WebAssembly modules' boards have no pagoda table, so the extra loop
        // would only add to their size.
        if !pagodas.is_empty() && !cfg!(target_arch = "wasm32") {
            let vetoes = pagodas.jump_vetoes(&self.jump_of);
            let produce = ThinnedChildrenOf(self, pagodas, &vetoes);
            let keep = if pagodas.vetoes_hold_all() {
                Keep::All
            } else {
                Keep::NotRuledOut(pagodas)
            };
            return self.collect_set(parents, limit, &produce, keep);
        }
        self.collect_set(
            parents,
            limit,
            &ChildrenOf(self),
            Keep::NotRuledOut(pagodas),
        )
    }

    /// The complements of D(parents), reduced, sorted, without duplicates: one sort instead of
    /// sorting the children and then their complements.
    pub fn complemented_descendants(&self, parents: Codes<'_>) -> Vec<u64> {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let children = self
                .descendants_by_runs(parents, usize::MAX)
                .unwrap_or_default();
            return self.complement_all((&children).into());
        }
        self.collect_set(
            parents,
            usize::MAX,
            &ComplementedChildrenOf(self),
            Keep::All,
        )
        .map(CodeSet::into_vec)
        .unwrap_or_default()
    }

    /// The complements of the children of `parents` that `members` holds, sorted and reduced:
    /// a filter over `members` passes the few that may be there, and only those are sorted and
    /// looked up, bucket by bucket, instead of sorting every child.
    pub fn complemented_descendants_in(&self, parents: Codes<'_>, members: &CodeSet) -> CodeSet {
        self.filtered_complements(parents, 0, members)
    }

    /// The parents of `children` that `members` holds, reduced and sorted: a jump backwards
    /// is a jump forwards on the complements, so they are the complemented children of the
    /// children's complements (and complementing a child flips each of its images alike).
    pub fn parents_in(&self, children: Codes<'_>, members: &CodeSet) -> CodeSet {
        self.filtered_complements(children, self.board.full(), members)
    }

    /// The complemented children of the positions `input ^ flip` that `members` holds.
    fn filtered_complements(&self, inputs: Codes<'_>, flip: u64, members: &CodeSet) -> CodeSet {
        if self.board.holes() as u32 > BUCKET_BITS + 32 {
            let flipped;
            let parents = if flip == 0 {
                inputs
            } else {
                flipped = self.complement_all(inputs);
                (&flipped).into()
            };
            let mut complements = self.complemented_descendants(parents);
            complements.retain(|&c| members.contains(c));
            return CodeSet::Whole(complements);
        }
        let filter = CodeFilter::new(members);
        let produce = FilteredComplementsOf {
            expander: self,
            filter: &filter,
            flip,
        };
        self.collect_set(inputs, usize::MAX, &produce, Keep::MembersOf(members))
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
    pub fn complement_all(&self, codes: Codes<'_>) -> Vec<u64> {
        self.complements_where(codes, Keep::All)
    }

    /// The complements of a reduced set that `members` holds, reduced and sorted: kept bucket
    /// by bucket as they are sorted, on all cores, so the complements of a big level are never
    /// all held at once nor intersected on one thread.
    pub fn complements_in(&self, codes: Codes<'_>, members: &CodeSet) -> Vec<u64> {
        self.complements_where(codes, Keep::MembersOf(members))
    }

    fn complements_where(&self, codes: Codes<'_>, keep: Keep<'_>) -> Vec<u64> {
        let count = codes.count();
        if count > BATCH && self.board.holes() as u32 <= BUCKET_BITS + 32 {
            return self
                .collect_set(codes, usize::MAX, &ComplementOf(self), keep)
                .map(CodeSet::into_vec)
                .unwrap_or_default();
        }
        let mut out = Vec::with_capacity(count);
        codes.for_each_in(0..count, |c| out.push(self.complement_mincode(c)));
        let mut scratch = Vec::new();
        sort_dedup(&mut out, self.board.holes() as u32, &mut scratch);
        out.retain(|&c| keep.keeps(c));
        out
    }
}

struct ChildrenOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ChildrenOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        self.0.for_each_child(input, |_, c| emit(c))
    }
}

/// The children that the parent's pagoda totals, changed by the jump, do not rule out.
struct ThinnedChildrenOf<'e, 'b>(&'e Expander<'b>, &'e Pagodas, &'e JumpVetoes);

impl Produce for ThinnedChildrenOf<'_, '_> {
    fn chunk(&self) -> usize {
        SEARCH_FOR_W_CHUNK
    }

    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        let vetoed = self.2.vetoed(&self.1.first_totals(input));
        self.0
            .for_each_child_where(input, 0, vetoed, |_, c| emit(c))
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

/// The complemented children of `input ^ flip` that a filter may hold (see
/// `filtered_complements`).
pub(super) struct FilteredComplementsOf<'e, 'b> {
    pub(super) expander: &'e Expander<'b>,
    pub(super) filter: &'e CodeFilter,
    pub(super) flip: u64,
}

impl Produce for FilteredComplementsOf<'_, '_> {
    fn chunk(&self) -> usize {
        SEARCH_FOR_W_CHUNK
    }

    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        // All of a parent's children are made, and the filter words they will read fetched,
        // before any is tested: the reads are random in a table of about a megabyte, and
        // waiting for each as its child was made cost 15 % of the central game's middle step.
        // Then every child is written down and only those the filter may hold are counted,
        // with no branch on the answer: half the answers are yes on the exact levels of `pegs
        // levels`, and a mispredicted branch cost more than the probe. (Emitting through a
        // `dyn` closure was measured faster than inlining the push twice.)
        let mut children = [0u64; 64];
        let mut made = 0;
        let full = self.expander.board.full();
        let filter = self.filter;
        let keep = |children: &[u64], emit: &mut dyn FnMut(u64)| {
            let mut found = [0u64; 64];
            let mut kept = 0;
            for &c in children {
                found[kept] = c;
                kept += usize::from(filter.may_contain(c));
            }
            found[..kept].iter().for_each(|&c| emit(c));
        };
        self.expander
            .for_each_child_flipped(input ^ self.flip, full, |_, c| {
                filter.prefetch(c);
                children[made] = c;
                made += 1;
                if made == children.len() {
                    keep(&children, &mut emit);
                    made = 0;
                }
            });
        keep(&children[..made], &mut emit);
    }
}

struct ComplementOf<'e, 'b>(&'e Expander<'b>);

impl Produce for ComplementOf<'_, '_> {
    #[inline(always)]
    fn produce(&self, input: u64, mut emit: impl FnMut(u64)) {
        emit(self.0.complement_mincode(input))
    }
}
