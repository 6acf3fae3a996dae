#!/usr/bin/env bash
# End-to-end CLI figures: `collate group` against `LC_ALL=C sort` (a plain byte sort, the floor)
# on the same files, in the same run, best of 5. Prints a Markdown table for RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product make-names >/dev/null
(cd .. && swift build -c release --product collate >/dev/null)
collate=../.build/release/collate
names=.build/release/make-names
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

best() { # best wall time of 5 runs of "$@", in seconds
    local best=999999999999 start end elapsed
    for _ in 1 2 3 4 5; do
        start=$(date +%s%N)
        "$@" > /dev/null
        end=$(date +%s%N)
        elapsed=$(( (end - start) / 1000 ))
        (( elapsed < best )) && best=$elapsed
    done
    awk -v us="$best" 'BEGIN { printf "%.3f", us / 1e6 }'
}

echo "| input | command | collate (s) | LC_ALL=C sort (s) | ratio |"
echo "|---|---|---:|---:|---:|"
for spec in "chinese 100000 zh-Hans pinyin" "chinese 1000000 zh-Hans pinyin" "chinese 1000000 zh-Hans icu" \
            "latin 100000 en icu" "latin 1000000 en icu" "latin 1000000 en latin"; do
    set -- $spec
    file="$work/$1-$2.txt"
    [ -f "$file" ] || "$names" "$1" "$2" > "$file"
    ours=$(best "$collate" group "$file" --locale "$3" --provider "$4" --format text)
    floor=$(best env LC_ALL=C sort "$file")
    ratio=$(awk -v a="$ours" -v b="$floor" 'BEGIN { printf "%.1f", a / b }')
    echo "| $2 $1 names | \`collate group --locale $3 --provider $4\` | $ours | $floor | ${ratio}× |"
done
