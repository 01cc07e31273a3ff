#![no_main]
//! `grimoire::fuzz::glossary`: arbitrary bytes in, no panic out (docs/FUZZING.md).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grimoire::fuzz::glossary(data));
