//! Starting a memory read early. The count and the middle of the level search read tables of
//! megabytes at random places; fetching a batch's lines before the first is read lets their
//! cache misses overlap instead of following one another.

/// Starts loading the cache line `value` lies in (nothing on targets without a prefetch).
#[inline(always)]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch only hints the cache (it cannot fault); the address is a reference's.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast())
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
