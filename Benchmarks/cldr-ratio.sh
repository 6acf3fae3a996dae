#!/usr/bin/env bash
# The built-in CLDR collation (`--provider cldr`, no ICU) against the ICU provider on the same
# files, in the same run: `collate group` with each, alternating, five times each; the best wall
# time and the mean CPU (user + system) of each, their ratio, and `LC_ALL=C sort`'s best wall
# time beside them. Inputs as users have them: a million names that rarely repeat (make-names
# varied) in several locales, a million Latin names, one phone's 2,700 names and ten names.
# Every run's output is compared: cldr's must be icu's, byte for byte.
set -euo pipefail
source "$(dirname "$0")/tools.sh"

echo "| input | locale | icu: best wall, mean CPU (s) | cldr: best wall, mean CPU (s) | CPU cldr / icu | LC_ALL=C sort (s) |"
echo "|---|---|---:|---:|---:|---:|"
"$names" varied 1000000 > "$work/varied.txt" 2>/dev/null
"$names" latin 1000000 > "$work/latin.txt" 2>/dev/null
head -2700 "$work/varied.txt" > "$work/phone.txt"
head -10 "$work/varied.txt" > "$work/ten.txt"
cpu() { # CPU seconds (user + system) of "$@", output to $out
    /usr/bin/time -f "%U %S" "$@" 2>&1 >"$out" | tail -n 1 | awk '{ printf "%.3f", $1 + $2 }'
}
specs=${SPECS:-"varied en|varied ja|varied ru|varied de|varied ar|latin en|phone en|ten en"}
IFS='|' read -r -a list <<< "$specs"
for spec in "${list[@]}"; do
    set -- $spec
    file="$work/$1.txt"
    rounds=5; [ "$1" = phone ] || [ "$1" = ten ] && rounds=20
    best_icu=999999999 best_cldr=999999999 best_sort=999999999 cpu_icu=0 cpu_cldr=0
    for _ in $(seq $rounds); do
        for provider in icu cldr; do
            out="$work/out-$provider"
            start=$(date +%s%N)
            used=$(cpu "$collate" group "$file" --locale "$2" --provider "$provider" --format text)
            wall=$(( ($(date +%s%N) - start) / 1000 ))
            if [ "$provider" = icu ]; then
                (( wall < best_icu )) && best_icu=$wall
                cpu_icu=$(awk -v a="$cpu_icu" -v b="$used" 'BEGIN { print a + b }')
            else
                (( wall < best_cldr )) && best_cldr=$wall
                cpu_cldr=$(awk -v a="$cpu_cldr" -v b="$used" 'BEGIN { print a + b }')
            fi
        done
        cmp -s "$work/out-icu" "$work/out-cldr" || { echo "cldr's output differs from icu's: $spec" >&2; exit 1; }
        time=$(elapsed env LC_ALL=C sort "$file")
        (( time < best_sort )) && best_sort=$time
    done
    awk -v f="$1" -v l="$2" -v bi="$best_icu" -v bc="$best_cldr" -v ci="$cpu_icu" -v cc="$cpu_cldr" -v r="$rounds" -v s="$best_sort" \
        'BEGIN { printf "| %s | %s | %.3f, %.3f | %.3f, %.3f | %.2f | %.3f |\n", f, l, bi / 1e6, ci / r, bc / 1e6, cc / r, cc / ci, s / 1e6 }'
done
