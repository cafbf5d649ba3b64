//! The winning-data file reader (what build.rs runs on `winning-data/`): never panics, and what
//! it accepts is well formed and writes back to text that parses to the same file.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = pegsol::internals::parse_manifest(text);
    if let Ok(file) = pegsol::internals::WinningFile::parse(text) {
        for (n, codes) in &file.levels {
            assert!(codes.windows(2).all(|w| w[0].0 < w[1].0));
            assert!(codes.iter().all(|&(c, _)| c.count_ones() == *n));
        }
        let again =
            pegsol::internals::WinningFile::parse(&file.to_text()).expect("written files parse");
        assert_eq!(again.levels, file.levels);
    }
});
