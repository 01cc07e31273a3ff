#!/bin/sh
# Fills corpus/<target>/ with the repository's own inputs, one file each, so that libFuzzer
# starts from valid cards, decks, manifests and scenarios (docs/FUZZING.md). Run from fuzz/.
set -eu
cd "$(dirname "$0")"
root=..
mkdir -p corpus/card_text corpus/card_file corpus/pack_manifest corpus/deck_file corpus/scenario
n=0
for f in "$root"/cards/*/*.toml "$root"/packs/*/cards/*.toml; do
    n=$((n + 1)); cp "$f" "corpus/card_file/$n.toml"
    # Each card's printed text alone, for card_text.
    grep '^text = "' "$f" | sed 's/^text = "//; s/"$//' | while IFS= read -r t; do
        printf '%s' "$t" > "corpus/card_text/$(printf '%s' "$t" | cksum | cut -d' ' -f1)"
    done
done
n=0
for f in "$root"/grammar/*/pack.toml "$root"/packs/*/pack.toml; do
    n=$((n + 1)); cp "$f" "corpus/pack_manifest/$n.toml"
done
n=0
for f in "$root"/decks/*/*.toml; do
    n=$((n + 1)); cp "$f" "corpus/deck_file/$n.toml"
done
n=0
find "$root"/scenarios -name '*.toml' -not -path '*/packs/*' | sort | while read -r f; do
    n=$((n + 1)); cp "$f" "corpus/scenario/$n.toml"
done
# Replays and saved games as the engine writes them (the binary built in ../target/release),
# gallery exports, glossaries and effect languages of the base games and the example packs.
mkdir -p corpus/replay corpus/saved_game corpus/gallery corpus/glossary corpus/effects
bin=$root/target/release/grimoire
if [ -x "$bin" ]; then
    for s in 1 2 3; do
        (cd "$root" && "$bin" play --auto --seed "$s" --save "fuzz/corpus/replay/rift-$s.toml" > /dev/null 2>&1) || true
        (cd "$root" && "$bin" --game duel play --auto --seed "$s" --save "fuzz/corpus/replay/duel-$s.toml" > /dev/null 2>&1) || true
    done
fi
# A saved game's answers: the seed byte, then indices, 255 between answers.
printf '\001\000\377\001\377\002' > corpus/saved_game/1
printf '\007\000\000\377\003\377\376' > corpus/saved_game/2
for f in "$root"/engine/cli/tests/fixtures/gallery/*.json; do cp "$f" corpus/gallery/; done
n=0
for f in "$root"/grammar/*/glossary.toml "$root"/packs/*/glossary.toml; do
    n=$((n + 1)); cp "$f" "corpus/glossary/$n.toml"
done
n=0
for f in "$root"/grammar/*/effects.toml "$root"/packs/*/effects.toml; do
    [ -e "$f" ] || continue
    n=$((n + 1)); cp "$f" "corpus/effects/$n.toml"
done
for t in card_text card_file pack_manifest deck_file scenario replay saved_game gallery glossary effects; do
    echo "$t: $(ls corpus/$t | wc -l) seed files"
done
