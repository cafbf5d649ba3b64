//! The hint file reader (files fetched by the page, whole or part by part) and the embedded
//! blob reader never panic on any bytes; a hint file that decodes re-encodes into an embedded
//! blob that decodes; and the tagged sets inside round-trip: sets built from the input write,
//! read back and answer every lookup (present values with their tags, absent values with
//! nothing; values rise, so a binary search finds them).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The checkpoints a download is checked at part by part: found exactly for the files that
    // decode, the last one the whole file.
    let checkpoints = pegsol::internals::checkpoints(data);
    assert_eq!(
        checkpoints.as_ref().and_then(|c| c.last()).map(|c| c.0),
        pegsol::internals::TypeData::decode(data).map(|_| data.len())
    );
    if let Some(file) = pegsol::internals::TypeData::decode(data) {
        for level in &file.levels {
            for part in level {
                let _ = part.set.entries();
            }
        }
        if let Some(board) = pegsol::builtin_board(&file.board) {
            if let Ok(blob) = pegsol::internals::encode_hint_data_from_type(&board, &file) {
                assert!(
                    pegsol::internals::HintData::decode(&blob).is_some(),
                    "encoded blobs decode"
                );
            }
        }
    }
    let _ = pegsol::internals::HintData::decode(data);
    let wide = data.first().is_some_and(|b| b & 1 == 1);
    let _ = pegsol::internals::TaggedSet::read_bytes(data, wide);
    // Values from the bytes: pairs (gap, tag); gaps may be large to exercise long codes.
    let mut values = Vec::new();
    let mut tags = Vec::new();
    let mut value = 0u64;
    for pair in data.chunks_exact(2) {
        value += 1 + ((pair[0] as u64) << (pair[0] % 24));
        if value > u32::MAX as u64 {
            break;
        }
        values.push(value);
        // Wide tags use the high half too.
        tags.push(pair[1] as u64 % 7 + if wide { (pair[1] as u64) << 40 } else { 0 });
    }
    let set = pegsol::internals::TaggedSet::new(&values, &tags).expect("values below 2^32");
    let mut bytes = Vec::new();
    set.write(&mut bytes, wide).expect("tags fit");
    let again =
        pegsol::internals::TaggedSet::read_bytes(&bytes, wide).expect("written sets read back");
    assert_eq!(again, set);
    // `entries` below decodes every block; lookups go through the sampled block index, so a
    // sample of them (every 8th value and each block's first and last) covers that path at a
    // fraction of the cost.
    for (i, (&v, &t)) in values.iter().zip(&tags).enumerate() {
        if i % 8 != 0 && i % 64 != 63 && i + 1 != values.len() {
            continue;
        }
        assert_eq!(set.get(v), Some(t));
        if v > 0 && values.binary_search(&(v - 1)).is_err() {
            assert_eq!(set.get(v - 1), None);
        }
    }
    assert_eq!(
        set.entries(),
        values
            .iter()
            .copied()
            .zip(tags.iter().copied())
            .collect::<Vec<_>>()
    );
});
