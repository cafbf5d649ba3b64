//! A canonical Huffman code, as the tagged sets use it: code lengths from frequencies (kept
//! short enough to decode in one table lookup when the symbols allow), the code and decode
//! tables rebuilt from the lengths, the lengths written and read; and the bit writer the coded
//! stream is written with.

use crate::storage::Reader;

/// Codes up to this long decode in one lookup: the decode table has 2^TABLE_BITS entries.
/// A code whose symbols fit the table is kept this short (frequencies are flattened until it
/// fits), so the English files decode in one lookup a symbol.
pub(super) const TABLE_BITS: u32 = 12;
/// Longest Huffman code, for the palettes with more than 2^TABLE_BITS tags.
pub(super) const MAX_CODE_LEN: u32 = 24;

/// A canonical Huffman code over symbols 0..lengths.len().
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Huffman {
    pub(super) lengths: Vec<u8>,
    /// Per symbol: its code, bit-reversed (the stream is read least significant bit first).
    pub(super) codes: Vec<u32>,
    /// Indexed by the next TABLE_BITS bits: symbol << 8 | length (length 0: a longer code,
    /// or invalid).
    pub(super) table: Vec<u32>,
    /// Codes longer than TABLE_BITS, per length from TABLE_BITS + 1: (first canonical code,
    /// index of its symbol in `long_symbols`, how many codes have this length).
    pub(super) long: Vec<(u32, u32, u32)>,
    /// The symbols with long codes, in canonical order.
    pub(super) long_symbols: Vec<u32>,
}

impl Huffman {
    pub(super) fn from_frequencies(frequencies: &[u64]) -> Huffman {
        let mut scaled = frequencies.to_vec();
        let used = frequencies.iter().filter(|&&f| f > 0).count();
        let limit = if used <= 1 << TABLE_BITS {
            TABLE_BITS
        } else {
            MAX_CODE_LEN
        };
        loop {
            let lengths = huffman_lengths(&scaled);
            if lengths.iter().all(|&l| l <= limit) {
                let lengths = lengths.iter().map(|&l| l as u8).collect();
                return Huffman::from_lengths(lengths).expect("lengths fit");
            }
            scaled.iter_mut().for_each(|f| *f = f.div_ceil(2));
        }
    }

    /// Rebuilds the canonical code from code lengths; `None` if they are not a prefix code.
    fn from_lengths(lengths: Vec<u8>) -> Option<Huffman> {
        let mut order: Vec<usize> = (0..lengths.len()).filter(|&s| lengths[s] > 0).collect();
        order.sort_by_key(|&s| (lengths[s], s));
        let mut codes = vec![0u32; lengths.len()];
        let mut table = vec![0u32; 1 << TABLE_BITS];
        let mut long = vec![(0u32, 0u32, 0u32); (MAX_CODE_LEN - TABLE_BITS) as usize];
        let mut long_symbols = Vec::new();
        let (mut code, mut previous) = (0u64, 0u32);
        for &s in &order {
            let len = lengths[s] as u32;
            if len > MAX_CODE_LEN {
                return None;
            }
            code <<= len - previous;
            previous = len;
            if code >> len != 0 {
                return None; // over-full: not a prefix code
            }
            let reversed = (code as u32).reverse_bits() >> (32 - len);
            codes[s] = reversed;
            if len <= TABLE_BITS {
                for high in 0..1u32 << (TABLE_BITS - len) {
                    table[(reversed | high << len) as usize] = (s as u32) << 8 | len;
                }
            } else {
                let slot = &mut long[(len - TABLE_BITS - 1) as usize];
                if slot.2 == 0 {
                    *slot = (code as u32, long_symbols.len() as u32, 0);
                }
                slot.2 += 1;
                long_symbols.push(s as u32);
            }
            code += 1;
        }
        Some(Huffman {
            lengths,
            codes,
            table,
            long,
            long_symbols,
        })
    }

    pub(super) fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&(self.lengths.len() as u32).to_le_bytes());
        out.extend_from_slice(&self.lengths);
    }

    pub(super) fn read(input: &mut Reader<'_>, max_symbols: usize) -> Option<Huffman> {
        let n = input.u32()? as usize;
        if n > max_symbols {
            return None;
        }
        Huffman::from_lengths(input.take(n)?.to_vec())
    }
}

/// Bits written least significant first.
pub(super) struct BitWriter {
    pub(super) words: Vec<u64>,
    pub(super) len: usize,
}

impl BitWriter {
    pub(super) fn push(&mut self, value: u64, bits: u32) {
        if bits == 0 {
            return;
        }
        let (word, shift) = (self.len / 64, self.len % 64);
        if word >= self.words.len() {
            self.words.push(0);
        }
        self.words[word] |= value << shift;
        if shift + bits as usize > 64 {
            self.words.push(value >> (64 - shift));
        }
        self.len += bits as usize;
    }
}

/// Huffman code lengths for the given frequencies (symbols of frequency 0 get length 0; a
/// lone symbol gets length 1).
fn huffman_lengths(frequencies: &[u64]) -> Vec<u32> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let used: Vec<usize> = (0..frequencies.len())
        .filter(|&s| frequencies[s] > 0)
        .collect();
    let mut lengths = vec![0u32; frequencies.len()];
    if used.len() == 1 {
        lengths[used[0]] = 1;
        return lengths;
    }
    // Nodes: used symbols first, then merged nodes; parent links give each leaf's depth.
    let mut parent = vec![usize::MAX; used.len()];
    let mut heap: BinaryHeap<Reverse<(u64, usize)>> = used
        .iter()
        .enumerate()
        .map(|(i, &s)| Reverse((frequencies[s], i)))
        .collect();
    while heap.len() > 1 {
        let Reverse((fa, a)) = heap.pop().expect("two nodes");
        let Reverse((fb, b)) = heap.pop().expect("two nodes");
        let node = parent.len();
        parent.push(usize::MAX);
        parent[a] = node;
        parent[b] = node;
        heap.push(Reverse((fa + fb, node)));
    }
    for (i, &s) in used.iter().enumerate() {
        let (mut node, mut depth) = (i, 0);
        while parent[node] != usize::MAX {
            node = parent[node];
            depth += 1;
        }
        lengths[s] = depth;
    }
    lengths
}
