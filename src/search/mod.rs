//! Search: the problems and the level sets of ref. 1 (Bell). A [`Problem`] (a start and a goal)
//! becomes a [`Search`]; [`compute_levels`] runs it forward to the middle, backward from the
//! finishes, and gives the winning sets W_n = F_n ∩ B_n, with the [`Expander`] as its inner
//! loop and pagoda functions pruning it. Solutions are counted and walked from those sets.
//! Where no winning sets can be had, `live` searches one position's future within a budget.
//!
//! Search builds on geometry (`pegsol_base::geometry`) only.

pub(crate) mod code_filter;
pub(crate) mod code_set;
pub(crate) mod count;
pub(crate) mod expander;
pub(crate) mod level_index;
mod level_search;
pub(crate) mod levels;
pub(crate) mod live;
pub(crate) mod memory_limit;
pub(crate) mod pagoda;
pub(crate) mod pagoda_table;
pub(crate) mod parallel;
pub(crate) mod prefetch;
pub(crate) mod problem;
pub(crate) mod shift_group;
pub(crate) mod solve;
pub(crate) mod sorted_set;
pub(crate) mod verdict_table;

/// A table keyed by positions (or their codes): the memos of the searches that answer hints.
/// foldhash rather than rustc-hash's FxHash: on a 32-bit target (WebAssembly) FxHash mixes a
/// 64-bit key in 32-bit halves, and the live search ran at half its speed in the browser
/// (docs/performance.md). A fixed seed keeps every run the same.
pub(crate) type PositionMap<V> = std::collections::HashMap<u64, V, foldhash::fast::FixedState>;
