#!/bin/sh
# The long invariant run (docs/HOSTILE-INPUT.md, "The long run"): `simulate --check` over every
# ordered deck pair of both games, mirrors included, and the deck of hostile-but-legal cards
# (engine/cli/tests/fixtures/hostile-legal) against every Riftbound base deck, both ways, and
# against itself; the duel's (engine/cli/tests/fixtures/hostile-duel) against each duel base
# deck, both ways, and against itself. Every pair starts at seed 1. Writes one JSON a pair into OUT (default
# long-run/) and prints a line a pair and the totals; exits 1 if any game failed. A pair whose
# JSON is already in OUT is not played again (an interrupted run goes on where it stopped).
#
#   cargo build --release && sh docs/long-run.sh [OUT] [JOBS]
set -eu
cd "$(dirname "$0")/.."
out=${1:-long-run}
jobs=${2:-2}
bin=target/release/grimoire
hostile=engine/cli/tests/fixtures/hostile-legal
hostile_duel=engine/cli/tests/fixtures/hostile-duel
mkdir -p "$out"

run() { # game games deck-a deck-b [pack]; names of its own, not the loops' `a` and `b`
    r_json="$out/$1-$3-$4.json"
    [ -e "$r_json" ] && return 0
    r_pack=${5:+--pack $5}
    # shellcheck disable=SC2086
    $bin --game "$1" simulate $r_pack --decks "$3,$4" --games "$2" --seed 1 \
        --jobs "$jobs" --check --json "$r_json" > /dev/null || true
}

rift="pirates-de-fureur gardiens-des-cimes sentinelles-du-sablier rodeurs-des-fourres"
duel="horde-des-braises conclave-du-crepuscule"
for a in $rift; do for b in $rift; do run riftbound 600 "$a" "$b"; done; done
for a in $duel; do for b in $duel; do run duel 150 "$a" "$b"; done; done
for a in $rift; do
    run riftbound 40 pirates-hostiles "$a" "$hostile"
    run riftbound 40 "$a" pirates-hostiles "$hostile"
done
run riftbound 40 pirates-hostiles pirates-hostiles "$hostile"
for a in $duel; do
    run duel 200 horde-hostile "$a" "$hostile_duel"
    run duel 200 "$a" horde-hostile "$hostile_duel"
done
run duel 200 horde-hostile horde-hostile "$hostile_duel"

# One line a pair, then the totals (python3 reads the JSON files).
python3 - "$out" <<'PY'
import json, pathlib, sys
rows = []
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.json")):
    d = json.loads(f.read_text())
    r, t = d["results"], d["timing"]
    rows.append((f.stem, r["games"], r["total_decisions"], len(r["failures"]), t["seconds"], r["digest"]))
    for fail in r["failures"]:
        print(f"FAILED {f.stem}: {fail}")
for name, g, dec, fails, s, dig in rows:
    print(f"{name:60} {g:6} games {dec:9} decisions {fails} failed {s:7.1f} s  digest {dig}")
games = sum(r[1] for r in rows); decisions = sum(r[2] for r in rows)
failed = sum(r[3] for r in rows); seconds = sum(r[4] for r in rows)
print(f"total: {len(rows)} deck pairs, {games} games, {decisions} decisions, {failed} failed, {seconds:.0f} s")
sys.exit(1 if failed else 0)
PY
