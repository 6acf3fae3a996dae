#!/usr/bin/env bash
# What writing an output whole or not at all costs (a temporary file beside the target, fsync,
# rename, fsync of the folder): the same `collate` run writing to standard output redirected to
# a file (plain writes, nothing synced) and with --output FILE (the careful path), alternating
# five times each, the best of each counting, with `LC_ALL=C sort` of the same input beside them.
# Prints a Markdown table for RESULTS.md.
set -euo pipefail
source "$(dirname "$0")/tools.sh"

echo "| input | command | > file (s) | --output (s) | --output / > file | output size | LC_ALL=C sort (s) |"
echo "|---|---|---:|---:|---:|---:|---:|"
# KIND COUNT LOCALE COMMAND…; the kinds are make-names's.
specs=${SPECS:-"multilingual 1000000 zh-Hans group|distinct 1000000 en group|vcards 100000 zh-Hans group --format json|vcards 100000 zh-Hans group --format csv|vcards 100000 zh-Hans phonetic|google-csv 100000 zh-Hans group"}
IFS='|' read -r -a list <<< "$specs"
for spec in "${list[@]}"; do
    set -- $spec
    kind=$1 count=$2 locale=$3
    shift 3
    case "$kind" in vcards) ext=vcf ;; google-csv) ext=csv ;; *) ext=txt ;; esac
    file="$work/$kind-$count.$ext"
    [ -f "$file" ] || "$names" "$kind" "$count" > "$file"
    plain=999999999999 careful=999999999999 floor=999999999999
    for _ in 1 2 3 4 5; do
        time=$(elapsed_to "$work/plain.out" "$collate" "$@" "$file" --locale "$locale")
        (( time < plain )) && plain=$time
        time=$(elapsed "$collate" "$@" "$file" --locale "$locale" --output "$work/careful.out")
        (( time < careful )) && careful=$time
        time=$(elapsed env LC_ALL=C sort "$file")
        (( time < floor )) && floor=$time
    done
    cmp -s "$work/plain.out" "$work/careful.out" || { echo "outputs differ for $spec" >&2; exit 1; }
    size=$(stat -c %s "$work/careful.out")
    ratio=$(awk -v a="$careful" -v b="$plain" 'BEGIN { printf "%.2f", a / b }')
    megabytes=$(awk -v b="$size" 'BEGIN { printf "%.1f MB", b / 1048576 }')
    echo "| $kind $count | \`$*\` | $(seconds "$plain") | $(seconds "$careful") | $ratio | $megabytes | $(seconds "$floor") |"
done
