#![no_main]
//! `grimoire::fuzz::saved_game`: arbitrary bytes in, no panic out (docs/FUZZING.md).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grimoire::fuzz::saved_game(data));
