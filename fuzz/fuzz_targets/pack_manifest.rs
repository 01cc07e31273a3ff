#![no_main]
//! `grimoire::fuzz::pack_manifest`: arbitrary bytes in, no panic out (docs/FUZZING.md).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grimoire::fuzz::pack_manifest(data));
