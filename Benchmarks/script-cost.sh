#!/usr/bin/env bash
# The cost of a name by script, end to end: `collate group` on a million names of one script
# (`make-names script:NAME`), the collate phase (keys and sort, as COLLATE_TIMING reports it),
# best of RUNS, the scripts alternating within each round so that a busy moment hits them all.
# Prints a Markdown table with each script's ratio to Han, for the pinyin (zh-Hans) and ICU (en)
# providers. This is the tool's path: names held as bytes (NameStore).
set -euo pipefail
source "$(dirname "$0")/tools.sh"
count=${COUNT:-1000000}
runs=${RUNS:-3}
scripts="han latin cyrillic greek kana hangul arabic thai"
for script in $scripts; do "$names" "script:$script" "$count" > "$work/$script.txt"; done

phase() { # collate phase of one run, in ms
    COLLATE_TIMING=1 "$collate" group "$1" --locale "$2" --provider "$3" 2>&1 >/dev/null |
        awk '/timing: collate:/ { gsub(",", "", $3); print $3 }'    # 1,095.9 → 1095.9
}
declare -A best
for _ in $(seq "$runs"); do
    for provider in "zh-Hans pinyin" "en icu"; do
        set -- $provider
        for script in $scripts; do
            time=$(phase "$work/$script.txt" "$1" "$2")
            key="$2-$script"
            if [ -z "${best[$key]:-}" ] || awk -v a="$time" -v b="${best[$key]}" 'BEGIN { exit !(a < b) }'; then best[$key]=$time; fi
        done
    done
done
echo "| script | pinyin, zh-Hans (ms) | ratio to Han | ICU, en (ms) | ratio to Han |"
echo "|---|---:|---:|---:|---:|"
for script in $scripts; do
    pinyin=${best[pinyin-$script]} icu=${best[icu-$script]}
    echo "| $script | $pinyin | $(awk -v a="$pinyin" -v b="${best[pinyin-han]}" 'BEGIN { printf "%.2f", a / b }') | $icu | $(awk -v a="$icu" -v b="${best[icu-han]}" 'BEGIN { printf "%.2f", a / b }') |"
done
