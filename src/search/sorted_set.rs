//! Operations on sorted, duplicate-free `Vec<u64>` sets of codes.
//!
//! Level sets hold millions of codes; a least-significant-digit radix sort over only the bits a
//! board uses (3 passes of 11 bits for 33 holes) is several times faster than a comparison sort.

const DIGIT_BITS: u32 = 11;

/// Sorts codes below `1 << bits` and removes duplicates, in place.
pub fn sort_dedup(codes: &mut Vec<u64>, bits: u32, scratch: &mut Vec<u64>) {
    radix_sort_dedup(codes, bits, scratch)
}

/// Sorts values below `1 << bits` and removes duplicates, in place.
pub fn sort_dedup_u32(values: &mut Vec<u32>, bits: u32, scratch: &mut Vec<u32>) {
    radix_sort_dedup(values, bits, scratch)
}

trait Digit: Copy + Ord + Default {
    fn digit(self, shift: u32, mask: u64) -> usize;
}
impl Digit for u64 {
    #[inline(always)]
    fn digit(self, shift: u32, mask: u64) -> usize {
        ((self >> shift) & mask) as usize
    }
}
impl Digit for u32 {
    #[inline(always)]
    fn digit(self, shift: u32, mask: u64) -> usize {
        ((self as u64 >> shift) & mask) as usize
    }
}

fn radix_sort_dedup<T: Digit>(codes: &mut Vec<T>, bits: u32, scratch: &mut Vec<T>) {
    if codes.len() < 2048 {
        codes.sort_unstable();
        codes.dedup();
        return;
    }
    // As few passes as 11-bit digits allow, with digits as narrow as possible: fewer
    // destination streams per pass keep the scatter in cache.
    let passes = bits.div_ceil(DIGIT_BITS).max(1);
    let digit_bits = bits.div_ceil(passes);
    scratch.clear();
    scratch.resize(codes.len(), T::default());
    let mask = (1u64 << digit_bits) - 1;
    let mut counts = vec![0usize; 1 << digit_bits];
    for pass in 0..passes {
        let shift = pass * digit_bits;
        counts.fill(0);
        for &c in codes.iter() {
            counts[c.digit(shift, mask)] += 1;
        }
        let mut sum = 0;
        for count in counts.iter_mut() {
            let c = *count;
            *count = sum;
            sum += c;
        }
        for &c in codes.iter() {
            let d = c.digit(shift, mask);
            scratch[counts[d]] = c;
            counts[d] += 1;
        }
        std::mem::swap(codes, scratch);
    }
    codes.dedup();
}

/// The union of two sorted sets.
pub fn merge(a: &[u64], b: &[u64]) -> Vec<u64> {
    merge_sorted(a, b)
}

/// The union of two sorted sets of u32.
pub fn merge_u32(a: &[u32], b: &[u32]) -> Vec<u32> {
    merge_sorted(a, b)
}

fn merge_sorted<T: Copy + Ord>(a: &[T], b: &[T]) -> Vec<T> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// The elements of `a` not in `b`.
pub fn difference(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = Vec::new();
    let mut j = 0;
    for &x in a {
        while j < b.len() && b[j] < x {
            j += 1;
        }
        if j == b.len() || b[j] != x {
            out.push(x);
        }
    }
    out
}

/// Sorted runs merged like a binary counter, so each code is copied O(log runs) times.
#[derive(Default)]
pub struct RunMerger {
    runs: Vec<Vec<u64>>,
}

impl RunMerger {
    pub fn push(&mut self, run: Vec<u64>) {
        self.runs.push(run);
        while self.runs.len() >= 2 {
            let n = self.runs.len();
            if self.runs[n - 2].len() > 2 * self.runs[n - 1].len() {
                break;
            }
            let b = self.runs.pop().unwrap();
            let a = self.runs.pop().unwrap();
            self.runs.push(merge(&a, &b));
        }
    }
    /// Codes held now (an upper bound on the merged size).
    pub fn held(&self) -> usize {
        self.runs.iter().map(Vec::len).sum()
    }
    pub fn finish(mut self) -> Vec<u64> {
        while self.runs.len() >= 2 {
            let b = self.runs.pop().unwrap();
            let a = self.runs.pop().unwrap();
            self.runs.push(merge(&a, &b));
        }
        self.runs.pop().unwrap_or_default()
    }
}
