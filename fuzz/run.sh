#!/bin/sh
# Runs every target for SECONDS (default 300) each, one after the other on one core, from the
# seed corpora (seed.sh); each run's last lines go to logs/<target>.log (docs/FUZZING.md).
set -eu
cd "$(dirname "$0")"
seconds=${1:-300}
mkdir -p logs
for t in card_text card_file pack_manifest deck_file scenario replay saved_game gallery glossary effects; do
    cargo +nightly fuzz run "$t" "corpus/$t" -- -max_total_time="$seconds" -timeout=30 \
        -rss_limit_mb=4096 -print_final_stats=1 > "logs/$t.log" 2>&1 || echo "$t: crash, see logs/$t.log"
    echo "$t: $(grep -E '^#[0-9]+.*DONE|stat::number_of_executed_units' "logs/$t.log" | tr '\n' ' ')"
done
