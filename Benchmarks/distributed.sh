#!/usr/bin/env bash
# A list too big for one machine, end to end on this one: generate COUNT names (make-names's
# multilingual list), split them into SHARDS files, key every shard in its own `collate keys`
# process (two at a time: two cores), order all the keys with Apache Spark in local mode
# (Tests/distributed/order_keys.py, as a cluster would run it), and check the result against
# `collate group` of the whole list. Prints each stage's wall time and peak memory (GNU time's
# %M) as a Markdown table for RESULTS.md and the DocC.
#
#   Benchmarks/distributed.sh                 # 10,000,000 names, 4 shards, zh-Hans
#   COUNT=1000000 SHARDS=4 LOCALE=en Benchmarks/distributed.sh
#
# Needs Java 17 and pyspark (`pip install pyspark`); SPARK_DRIVER_MEMORY (default 4g) sizes
# Spark's local JVM.
set -euo pipefail
source "$(dirname "$0")/tools.sh"
count=${COUNT:-10000000} shards=${SHARDS:-4} locale=${LOCALE:-zh-Hans}
job=$(cd .. && pwd)/Tests/distributed/order_keys.py

row() { # NAME SECONDS PEAK_KB NOTE
    awk -v n="$1" -v s="$2" -v k="$3" -v note="$4" 'BEGIN { printf "| %s | %.1f | %s | %s |\n", n, s, (k == "" ? "" : sprintf("%.0f MB", k / 1024)), note }'
}
timed() { # wall seconds and peak kB of "$@" into $work/stage.time
    /usr/bin/time -f "%e %M" -o "$work/stage.time" "$@"
}

echo "| stage | wall (s) | peak memory | |"
echo "|---|---:|---:|---|"
timed "$names" multilingual "$count" > "$work/names.txt"
read -r seconds peak < "$work/stage.time"
row "generate $count names" "$seconds" "$peak" "$(du -m "$work/names.txt" | cut -f1) MB of text"

timed split -n "l/$shards" -d -a 2 "$work/names.txt" "$work/shard-"
read -r seconds peak < "$work/stage.time"
row "split into $shards shards" "$seconds" "" ""

start=$(date +%s%N)
ls "$work"/shard-?? | xargs -P 2 -I{} /usr/bin/time -f "%M" -o {}.peak "$collate" keys --format tsv --locale "$locale" {} --output {}.tsv
end=$(date +%s%N)
peak=$(cat "$work"/shard-??.peak | sort -n | tail -n 1)
row "key the shards (collate keys, 2 at a time)" "$(awk -v ns=$((end - start)) 'BEGIN { print ns / 1e9 }')" "$peak" "the largest process; $(du -cm "$work"/shard-??.tsv | tail -n 1 | cut -f1) MB of TSV"

export SPARK_DRIVER_MEMORY=${SPARK_DRIVER_MEMORY:-4g}
timed python3 "$job" --output "$work/ordered.tsv" "$work"/shard-??.tsv
read -r seconds peak < "$work/stage.time"
row "order with Spark (local[2])" "$seconds" "$peak" "the Python driver; the JVM's heap is up to $SPARK_DRIVER_MEMORY"

timed "$collate" group "$work/names.txt" --locale "$locale" --output "$work/grouped.txt"
read -r seconds peak < "$work/stage.time"
row "collate group of the whole list (the check)" "$seconds" "$peak" ""

# group's text: a title line, then its names indented; Spark's: section<TAB>name a line.
awk '/^  / { print title "\t" substr($0, 3); next } { title = $0 }' "$work/grouped.txt" > "$work/expected.tsv"
if cmp -s "$work/expected.tsv" "$work/ordered.tsv"; then
    echo "| check | | | Spark's order is group's, name for name, section for section |"
else
    echo "| check | | | DIFFERENT: $(cmp "$work/expected.tsv" "$work/ordered.tsv" | head -n 1) |"
    exit 1
fi
