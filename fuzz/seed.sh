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
for t in card_text card_file pack_manifest deck_file scenario; do
    echo "$t: $(ls corpus/$t | wc -l) seed files"
done
