#!/usr/bin/env bash
# The goals of #48 in one run: `collate` on what people hand it once per small file, against
# `LC_ALL=C sort` on the same file and (BASELINE=/path/to/an/older/collate) an older build, all
# three alternating round by round so that a busy moment hits each. The inputs: `--version`, ten
# names, one phone's 2,700 names and its 2,700 cards (make-names varied / vcards), a Google CSV
# export of 100k contacts (make-names google-csv, `--locale en`), and the million names two
# thirds distinct with pinyin (`--locale zh-Hans --provider pinyin`).
#
# CPU and wall time from `perf stat -r N` (the mean of N runs; N is 20 for the small inputs, 5
# for the export and the million), peak resident memory from GNU time's %M. ROUNDS rounds
# (default 2): a figure is given as the range over the rounds. ONE_CORE=1 pins every process
# to core 0 (`taskset -c 0`), the goals' one-core figures. ROWS=million measures #46's rows
# instead: the million with the built-in CLDR collation in en, ru and ja (`--provider cldr`).
# Needs `perf` (linux-perf).
# Prints a Markdown table for RESULTS.md.
set -euo pipefail
source "$(dirname "$0")/tools.sh"

baseline=${BASELINE:-}
rounds=${ROUNDS:-2}
pin=()
[ "${ONE_CORE:-0}" = 1 ] && pin=(taskset -c 0)

"$names" varied 1000000 > "$work/million.txt" 2>/dev/null
head -n 2700 "$work/million.txt" > "$work/phone.txt"
head -n 10 "$work/million.txt" > "$work/ten.txt"
"$names" vcards 2700 > "$work/phone.vcf" 2>/dev/null
"$names" google-csv 100000 > "$work/google.csv" 2>/dev/null

measure() { # RUNS COMMAND…: "cpu-ms wall-ms" (perf stat's means)
    local runs=$1
    shift
    "${pin[@]}" perf stat -r "$runs" -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { cpu = $1 } END { printf "%.2f", cpu }'
    printf ' '
    local start end
    start=$(date +%s%N)
    for _ in $(seq "$runs"); do "${pin[@]}" "$@" > /dev/null; done
    end=$(date +%s%N)
    awk -v ns=$((end - start)) -v n="$runs" 'BEGIN { printf "%.2f\n", ns / n / 1e6 }'
}
peak() { "${pin[@]}" /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; } # kB

declare -A low high
note() { # KEY VALUE: widens the range of KEY
    local key=$1 value=$2
    if [ -z "${low[$key]:-}" ]; then low[$key]=$value high[$key]=$value; return; fi
    awk -v a="$value" -v b="${low[$key]}" 'BEGIN { exit !(a < b) }' && low[$key]=$value
    awk -v a="$value" -v b="${high[$key]}" 'BEGIN { exit !(a > b) }' && high[$key]=$value
    return 0
}
range() { # KEY [UNIT]
    local key=$1 unit=${2:-}
    [ -z "${low[$key]:-}" ] && { echo "—"; return; }
    [ "${low[$key]}" = "${high[$key]}" ] && { echo "${low[$key]}$unit"; return; }
    echo "${low[$key]}–${high[$key]}$unit"
}

# NAME RUNS ARGS…: the rows; sort reads the file the arguments name last (none for --version).
specs=(
    "--version|20|--version"
    "ten names|20|ten.txt"
    "a phone's 2,700 names|20|phone.txt"
    "its 2,700 cards|20|phone.vcf"
    "Google CSV, 100k, en|5|google.csv --locale en"
    "1M, two thirds distinct, pinyin zh-Hans|5|million.txt --locale zh-Hans --provider pinyin"
)
if [ "${ROWS:-start}" = million ]; then
    specs=()
    for locale in en ru ja; do specs+=("1M, two thirds distinct, CLDR $locale|5|million.txt --locale $locale --provider cldr"); done
fi
builds=(now)
[ -n "$baseline" ] && builds=(base now)
for _ in $(seq "$rounds"); do
    for spec in "${specs[@]}"; do
        IFS='|' read -r name runs arguments <<< "$spec"
        read -r -a args <<< "$arguments"
        for i in "${!args[@]}"; do [ -f "$work/${args[$i]}" ] && args[$i]="$work/${args[$i]}"; done
        for build in "${builds[@]}"; do
            binary=$collate
            [ "$build" = base ] && binary=$baseline
            read -r cpu wall <<< "$(measure "$runs" "$binary" "${args[@]}")"
            note "$name/$build/cpu" "$cpu"; note "$name/$build/wall" "$wall"
            [ "$build" = now ] && now_wall=$wall
            note "$name/$build/peak" "$(awk -v k="$(peak "$binary" "${args[@]}")" 'BEGIN { printf "%.1f", k / 1024 }')"
        done
        if [ "${args[0]}" != --version ]; then
            read -r cpu wall <<< "$(measure "$runs" env LC_ALL=C sort "${args[0]}")"
            note "$name/sort/wall" "$wall"; note "$name/sort/cpu" "$cpu"
            note "$name/sort/peak" "$(awk -v k="$(peak env LC_ALL=C sort "${args[0]}")" 'BEGIN { printf "%.1f", k / 1024 }')"
            # This round's ratio: the now build's wall time over sort's, measured side by side.
            note "$name/ratio" "$(awk -v a="$now_wall" -v b="$wall" 'BEGIN { printf "%.2f", a / b }')"
        fi
    done
done

echo "| (CPU and wall: perf stat's mean; ranges over $rounds rounds${ONE_CORE:+, one core}) | base: CPU / wall / peak | now: CPU / wall / peak | \`sort\`: wall / peak | now / \`sort\`, wall |"
echo "|---|---:|---:|---:|---:|"
for spec in "${specs[@]}"; do
    IFS='|' read -r name _ _ <<< "$spec"
    base="—"
    [ -n "$baseline" ] && base="$(range "$name/base/cpu" " ms") / $(range "$name/base/wall" " ms") / $(range "$name/base/peak" " MB")"
    now="$(range "$name/now/cpu" " ms") / $(range "$name/now/wall" " ms") / $(range "$name/now/peak" " MB")"
    floor="$(range "$name/sort/wall" " ms") / $(range "$name/sort/peak" " MB")"
    ratio=$(range "$name/ratio" "×")
    echo "| $name | $base | $now | $floor | $ratio |"
done
