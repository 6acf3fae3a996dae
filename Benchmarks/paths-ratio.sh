#!/usr/bin/env bash
# The paths users take, each against `LC_ALL=C sort` of the same file in the same run (issue #36):
# a list whose names repeat little (make-names varied: about two thirds distinct) with every
# provider, the phonetic write-back of an address book to --output, JSON and CSV outputs (also
# against the text output of the same input), and a Google CSV export. Each command alternates
# with sort (and the text output) five times; the best of each counts. Peak resident memory (GNU
# time's %M) against sort's. Prints a Markdown table for RESULTS.md.
set -euo pipefail
source "$(dirname "$0")/tools.sh"

peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; } # peak resident memory of "$@" in kB
echo "| input | command | collate (s) | LC_ALL=C sort (s) | / sort | text output (s) | / text | peak | / sort's peak |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
# KIND COUNT LOCALE COMMAND…; the kinds are make-names's. OUT in a command is a scratch output file.
specs=${SPECS:-"varied 1000000 zh-Hans group --provider pinyin|varied 1000000 zh-Hans group --provider icu|varied 1000000 en group --provider icu|varied 1000000 en group --provider latin|vcards 100000 zh-Hans phonetic --output OUT|vcards 100000 zh-Hans group --format json|vcards 100000 zh-Hans group --format csv|google-csv 100000 zh-Hans group"}
IFS='|' read -r -a list <<< "$specs"
for spec in "${list[@]}"; do
    set -- $spec
    kind=$1 count=$2 locale=$3
    shift 3
    command=("${@//OUT/$work/out}")
    case "$kind" in vcards) ext=vcf ;; google-csv) ext=csv ;; *) ext=txt ;; esac
    file="$work/$kind-$count.$ext"
    [ -f "$file" ] || "$names" "$kind" "$count" > "$file"
    # The text output of the same input, for the commands that write another format.
    text=()
    if [[ " ${command[*]} " == *" --format "* ]]; then
        text=("${command[@]}")
        for i in "${!text[@]}"; do [ "${text[$i]}" = "--format" ] && text[$((i + 1))]=text; done
    fi
    ours=999999999999 floor=999999999999 plain=999999999999
    for _ in 1 2 3 4 5; do
        time=$(elapsed "$collate" "${command[@]}" "$file" --locale "$locale")
        (( time < ours )) && ours=$time
        time=$(elapsed env LC_ALL=C sort "$file")
        (( time < floor )) && floor=$time
        if [ ${#text[@]} -gt 0 ]; then
            time=$(elapsed "$collate" "${text[@]}" "$file" --locale "$locale")
            (( time < plain )) && plain=$time
        fi
    done
    mine=$(peak "$collate" "${command[@]}" "$file" --locale "$locale")
    theirs=$(peak env LC_ALL=C sort "$file")
    ratio=$(awk -v a="$ours" -v b="$floor" 'BEGIN { printf "%.2f×", a / b }')
    memory=$(awk -v a="$mine" -v b="$theirs" 'BEGIN { printf "%.0f MB | %.2f×", a / 1024, a / b }')
    if [ ${#text[@]} -gt 0 ]; then
        textcells="$(seconds "$plain") | $(awk -v a="$ours" -v b="$plain" 'BEGIN { printf "%.2f×", a / b }')"
    else
        textcells="— | —"
    fi
    echo "| $count $kind | \`collate $* --locale $locale\` | $(seconds "$ours") | $(seconds "$floor") | $ratio | $textcells | $memory |"
done
