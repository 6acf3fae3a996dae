#!/usr/bin/env bash
# A contact's collate phase against a plain name's: the same multilingual names as a text list,
# as a vCard export and as a Google CSV export (make-names writes all three from one corpus),
# grouped by the same command; the collate phase (`COLLATE_TIMING`'s "collate" line: keys and
# sort, not reading or writing) is the best of five runs, alternating. Prints a Markdown table.
# COUNT (default 100000), LOCALE (zh-Hans) and PROVIDER (pinyin) choose the case.
set -euo pipefail
source "$(dirname "$0")/tools.sh"
count=${COUNT:-100000} locale=${LOCALE:-zh-Hans} provider=${PROVIDER:-pinyin}
"$names" multilingual "$count" > "$work/names.txt"
"$names" vcards "$count" > "$work/names.vcf"
"$names" google-csv "$count" > "$work/names.csv"
phase() { # the collate phase of grouping "$1", in milliseconds
    COLLATE_TIMING=1 "$collate" group "$1" --locale "$locale" --provider "$provider" --format text 2>&1 >/dev/null \
        | awk '/timing: collate:/ { print $3 }'
}
declare -A best=([txt]=999999 [vcf]=999999 [csv]=999999)
for _ in 1 2 3 4 5; do
    for ext in txt vcf csv; do
        ms=$(phase "$work/names.$ext")
        best[$ext]=$(awk -v a="$ms" -v b="${best[$ext]}" 'BEGIN { print (a < b) ? a : b }')
    done
done
echo "| $count multilingual names, \`--locale $locale --provider $provider\` | collate phase (ms) | against the names |"
echo "|---|---:|---:|"
for ext in txt vcf csv; do
    case $ext in txt) label="text list" ;; vcf) label="vCard export" ;; csv) label="Google CSV export" ;; esac
    ratio=$(awk -v a="${best[$ext]}" -v b="${best[txt]}" 'BEGIN { printf "%.2f", a / b }')
    echo "| $label | ${best[$ext]} | ${ratio}× |"
done
