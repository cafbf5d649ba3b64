//! The checkpoints a hint file's download is checked at part by part (`type_data::checkpoints`)
//! never panic on any bytes; they are found exactly for the files that decode, one after the
//! header and one after each level, in rising order, the last one the whole file with its
//! SHA-256. (A fast target of its own: `hint_file` runs about 400 inputs a second.)
#![no_main]
use libfuzzer_sys::fuzz_target;
use pegsol::internals::{checkpoints, sha256_hex, TypeData};

fuzz_target!(|data: &[u8]| {
    let found = checkpoints(data);
    let decoded = TypeData::decode(data);
    assert_eq!(found.is_some(), decoded.is_some());
    if let (Some(found), Some(decoded)) = (found, decoded) {
        assert_eq!(found.len(), decoded.half + 1);
        assert!(found.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(found.last(), Some(&(data.len(), sha256_hex(data))));
    }
});
