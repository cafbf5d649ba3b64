//! A tag per element of a stored set (the problems an orbit wins, its reach masks).

use super::elias_fano::EliasFano;
use super::reader::Reader;

/// A tag per element of a set: a palette of distinct tags and per-element palette indices, or,
/// when one tag covers most elements, that tag plus the exceptions (their indices as an
/// Elias–Fano set, their tags packed): whichever is smaller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tags {
    Packed {
        palette: Vec<u32>,
        width: u32,
        bits: Vec<u64>,
    },
    Exceptions {
        common: u32,
        positions: EliasFano,
        tags: Box<Tags>,
    },
}

impl Tags {
    pub fn new(tags: &[u32]) -> Tags {
        let packed = Tags::packed(tags);
        // The most frequent tag (the largest on a tie), counted in one pass.
        let mut counts = std::collections::BTreeMap::new();
        for &t in tags {
            *counts.entry(t).or_insert(0usize) += 1;
        }
        let Some(common) = counts.iter().max_by_key(|&(_, &c)| c).map(|(&t, _)| t) else {
            return packed;
        };
        let (positions, others): (Vec<u64>, Vec<u32>) = tags
            .iter()
            .enumerate()
            .filter(|(_, &t)| t != common)
            .map(|(i, &t)| (i as u64, t))
            .unzip();
        let exceptions = Tags::Exceptions {
            common,
            positions: EliasFano::new(&positions, tags.len() as u64),
            tags: Box::new(Tags::packed(&others)),
        };
        if exceptions.encoded_len() < packed.encoded_len() {
            exceptions
        } else {
            packed
        }
    }

    fn packed(tags: &[u32]) -> Tags {
        let mut palette: Vec<u32> = tags.to_vec();
        palette.sort_unstable();
        palette.dedup();
        let width = 32 - (palette.len().max(1) as u32 - 1).leading_zeros();
        let mut bits = vec![0u64; (tags.len() * width as usize).div_ceil(64)];
        // Width 0 (one tag): nothing to store.
        for (i, t) in tags.iter().enumerate().filter(|_| width > 0) {
            let index = palette.binary_search(t).unwrap() as u64;
            let bit = i * width as usize;
            bits[bit / 64] |= index << (bit % 64);
            if bit % 64 + width as usize > 64 {
                bits[bit / 64 + 1] |= index >> (64 - bit % 64);
            }
        }
        Tags::Packed {
            palette,
            width,
            bits,
        }
    }

    fn encoded_len(&self) -> usize {
        let mut out = Vec::new();
        self.write(&mut out);
        out.len()
    }

    pub fn get(&self, i: usize) -> u32 {
        match self {
            Tags::Exceptions {
                common,
                positions,
                tags,
            } => positions
                .index_of(i as u64)
                .map_or(*common, |k| tags.get(k)),
            Tags::Packed {
                palette,
                width,
                bits,
            } => {
                if *width == 0 {
                    return palette[0];
                }
                let bit = i * *width as usize;
                let mut v = bits[bit / 64] >> (bit % 64);
                if bit % 64 + *width as usize > 64 {
                    v |= bits[bit / 64 + 1] << (64 - bit % 64);
                }
                palette[(v & ((1u64 << width) - 1)) as usize]
            }
        }
    }

    pub fn write(&self, out: &mut Vec<u8>) {
        match self {
            Tags::Exceptions {
                common,
                positions,
                tags,
            } => {
                out.push(0);
                out.extend_from_slice(&common.to_le_bytes());
                positions.write(out);
                tags.write(out);
            }
            Tags::Packed {
                palette,
                width,
                bits,
            } => {
                out.push(1);
                out.extend_from_slice(&(palette.len() as u32).to_le_bytes());
                for p in palette {
                    out.extend_from_slice(&p.to_le_bytes());
                }
                out.extend_from_slice(&width.to_le_bytes());
                out.extend_from_slice(&(bits.len() as u32).to_le_bytes());
                for w in bits {
                    out.extend_from_slice(&w.to_le_bytes());
                }
            }
        }
    }

    pub fn read(input: &mut Reader<'_>) -> Option<Tags> {
        match input.u8()? {
            0 => {
                let common = input.u32()?;
                let positions = EliasFano::read(input)?;
                let tags = Tags::read(input)?;
                // The exceptions' tags are packed, one per exception.
                let Tags::Packed {
                    palette,
                    width,
                    bits,
                } = &tags
                else {
                    return None;
                };
                let enough = bits.len() * 64 >= positions.len() * *width as usize;
                let indices_fit = palette.len() <= 1usize << width;
                (enough && indices_fit && !palette.is_empty()).then_some(Tags::Exceptions {
                    common,
                    positions,
                    tags: Box::new(tags),
                })
            }
            1 => {
                let n = input.u32()? as usize;
                let palette = (0..n).map(|_| input.u32()).collect::<Option<_>>()?;
                let width = input.u32()?;
                let nb = input.u32()? as usize;
                let bits = (0..nb).map(|_| input.u64()).collect::<Option<_>>()?;
                Some(Tags::Packed {
                    palette,
                    width,
                    bits,
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tags read back as written and answer every index, whichever encoding is chosen.
    #[test]
    fn tags_round_trip_in_both_encodings() {
        let mut rng = fastrand::Rng::with_seed(5);
        let cases: Vec<Vec<u32>> = vec![
            vec![],
            vec![7],
            vec![3; 1000],
            (0..1000).map(|i| if i == 500 { 9 } else { 3 }).collect(),
            (0..1000).map(|i| if i % 10 == 0 { 9 } else { 3 }).collect(),
            (0..1000)
                .map(|i| if i % 10 == 0 { i % 7 } else { 3 })
                .collect(),
            (0..1000).map(|i| i % 2).collect(),
            (0..1000).map(|_| rng.u32(..40)).collect(),
        ];
        let mut seen = [false; 2];
        for tags in cases {
            let t = Tags::new(&tags);
            seen[matches!(t, Tags::Exceptions { .. }) as usize] = true;
            let mut bytes = Vec::new();
            t.write(&mut bytes);
            let back = Tags::read(&mut Reader::new(&bytes)).expect("reads back");
            assert_eq!(back, t);
            for (i, &tag) in tags.iter().enumerate() {
                assert_eq!(back.get(i), tag, "index {i}");
            }
        }
        assert_eq!(seen, [true, true], "both encodings are exercised");
    }
}
