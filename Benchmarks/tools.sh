# Sourced by the benchmark scripts: builds the release `collate` and `make-names`, and sets
# `collate`, `names` (their paths, from Benchmarks/) and `work` (a scratch folder removed on exit).
# COLLATE=/path/to/collate times another build instead (the installed one, built with
# --static-swift-stdlib, say).
cd "$(dirname "${BASH_SOURCE[0]}")"
swift build -c release --product make-names >/dev/null
(cd .. && swift build -c release --product collate >/dev/null)
collate=${COLLATE:-../.build/release/collate}
names=.build/release/make-names
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

elapsed_to() { # OUT COMMAND…: wall time of the command with standard output to OUT, in microseconds
    local out=$1 start end
    shift
    start=$(date +%s%N)
    "$@" > "$out"
    end=$(date +%s%N)
    echo $(( (end - start) / 1000 ))
}
elapsed() { elapsed_to /dev/null "$@"; } # wall time of "$@", in microseconds
seconds() { awk -v us="$1" 'BEGIN { printf "%.3f", us / 1e6 }'; } # microseconds as seconds
