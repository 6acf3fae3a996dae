#!/usr/bin/env bash
# End-to-end CLI figures: `collate group` against `LC_ALL=C sort` (a plain byte sort, the floor)
# on the same files, in the same run: the two alternate, five times each, and the best of each
# counts (so that a busy moment on a shared machine hits both). Prints a Markdown table for
# RESULTS.md.
#
# BASELINE=/path/to/an/older/collate adds that binary to the same alternation, for a paired
# before-and-after comparison of a change (build the old commit's release binary first).
# The last column is collate's peak resident memory (GNU time's %M) against the input's size.
set -euo pipefail
source "$(dirname "$0")/tools.sh"

baseline=${BASELINE:-}
peak() { # peak resident memory of "$@" in kB (GNU time's %M)
    /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1
}
if [ -n "$baseline" ]; then
    echo "| input | command | collate (s) | LC_ALL=C sort (s) | ratio | baseline (s) | baseline ratio | peak memory | sort's peak |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
else
    echo "| input | command | collate (s) | LC_ALL=C sort (s) | ratio | peak memory | sort's peak |"
    echo "|---|---|---:|---:|---:|---:|---:|"
fi
# KIND COUNT LOCALE PROVIDER; the kinds are make-names's (vcards: an address book, google-csv:
# the same names as a Google export, distinct: the multilingual names each once). SPECS overrides the list.
specs=${SPECS:-"chinese 100000 zh-Hans pinyin|chinese 1000000 zh-Hans pinyin|chinese 1000000 zh-Hans icu|latin 100000 en icu|latin 1000000 en icu|latin 1000000 en latin|multilingual 1000000 zh-Hans pinyin|multilingual 1000000 zh-Hans icu|multilingual 1000000 en icu|multilingual 1000000 en latin|distinct 1000000 zh-Hans pinyin|distinct 1000000 zh-Hans icu|vcards 100000 zh-Hans pinyin|vcards 100000 zh-Hans icu|vcards 100000 en icu|google-csv 100000 zh-Hans pinyin"}
IFS='|' read -r -a list <<< "$specs"
for spec in "${list[@]}"; do
    set -- $spec
    case "$1" in vcards) ext=vcf ;; google-csv) ext=csv ;; *) ext=txt ;; esac
    file="$work/$1-$2.$ext"
    [ -f "$file" ] || "$names" "$1" "$2" > "$file"
    ours=999999999999 floor=999999999999 before=999999999999
    for _ in 1 2 3 4 5; do
        time=$(elapsed "$collate" group "$file" --locale "$3" --provider "$4" --format text)
        (( time < ours )) && ours=$time
        time=$(elapsed env LC_ALL=C sort "$file")
        (( time < floor )) && floor=$time
        if [ -n "$baseline" ]; then
            time=$(elapsed "$baseline" group "$file" --locale "$3" --provider "$4" --format text)
            (( time < before )) && before=$time
        fi
    done
    mine=$(peak "$collate" group "$file" --locale "$3" --provider "$4" --format text)
    theirs=$(peak env LC_ALL=C sort "$file")
    size=$(stat -c %s "$file")
    memory=$(awk -v kb="$mine" -v bytes="$size" 'BEGIN { printf "%.0f MB (%.1f× the %.1f MB input)", kb / 1024, kb * 1024 / bytes, bytes / 1048576 }')
    sortpeak=$(awk -v kb="$theirs" -v mine="$mine" 'BEGIN { printf "%.0f MB (ours %.2f×)", kb / 1024, mine / kb }')
    ours=$(seconds "$ours") floor=$(seconds "$floor")
    ratio=$(awk -v a="$ours" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')
    if [ -n "$baseline" ]; then
        before=$(seconds "$before")
        was=$(awk -v a="$before" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')
        echo "| $2 $1 | \`collate group --locale $3 --provider $4\` | $ours | $floor | ${ratio}× | $before | ${was}× | $memory | $sortpeak |"
    else
        echo "| $2 $1 | \`collate group --locale $3 --provider $4\` | $ours | $floor | ${ratio}× | $memory | $sortpeak |"
    fi
done
