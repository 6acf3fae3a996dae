#!/usr/bin/env bash
# Fuzzes the vCard and CSV readers (base64 and quoted-printable values, control characters,
# every line end) and the tool's strict JSON parser with libFuzzer (Linux): builds them with
# coverage and AddressSanitizer, seeds the corpora with the test fixtures and Fuzz/seeds/, and
# runs the readers for $SECONDS_PER_RUN seconds (default 60) and the JSON parser for half that. A crash leaves its input in Fuzz/crashes/; add it to
# Tests/CollationContactsTests/Resources/fuzz/ so that the regression test reads it forever.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${SECONDS_PER_RUN:-60}"
swift build --target Collation >/dev/null
# The readers decode vCard base64 values with swift-extras-base64: built, not instrumented.
swift build --target ExtrasBase64 >/dev/null
build=.build/debug
work=.build/fuzz
mkdir -p "$work/corpus" Fuzz/crashes
cp Tests/CollationContactsTests/Resources/vcards/*.vcf Tests/CollationContactsTests/Resources/csv/*.csv "$work/corpus/" 2>/dev/null || true
cp Tests/CollationContactsTests/Resources/fuzz/* Fuzz/seeds/*.vcf Fuzz/seeds/*.csv "$work/corpus/" 2>/dev/null || true
mkdir -p "$work/json-corpus"
cp Fuzz/seeds/*.json "$work/json-corpus/"
package=$(grep -- '"-module-name","Collation"' "$build.yaml" | grep -o '"-package-name","[^"]*"' | head -1 | cut -d\" -f4)
# The module maps that Collation imports (CPrefetch, a cache hint) are found by their folders.
maps="-I Sources/CPrefetch"
swiftc -sanitize=fuzzer,address -parse-as-library -package-name "$package" -module-name CollationContacts -emit-module -emit-module-path "$work/CollationContacts.swiftmodule" \
    $maps -I "$build/Modules" -c $(find Sources/CollationContacts -name "*.swift" | sort) -wmo -o "$work/CollationContacts.o" -swift-version 6
swiftc -sanitize=fuzzer,address -parse-as-library $maps -I "$build/Modules" -I "$work" Fuzz/ContactReadersFuzzer.swift \
    "$work/CollationContacts.o" "$build"/Collation.build/*.o "$build"/ExtrasBase64.build/*.o -o "$work/contact-readers-fuzzer"
"$work/contact-readers-fuzzer" "$work/corpus" -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix=Fuzz/crashes/ -print_final_stats=1
# The JSON parser is the tool's (CollateCLI), compiled here with the one type it builds.
swiftc -sanitize=fuzzer,address -parse-as-library -package-name "$package" $maps -I "$build/Modules" -I "$work" \
    Fuzz/JSONParserFuzzer.swift Sources/CollateCLI/Input/JSONParser.swift Sources/CollateCLI/Input/JSONValue.swift \
    "$work/CollationContacts.o" "$build"/Collation.build/*.o "$build"/ExtrasBase64.build/*.o -o "$work/json-parser-fuzzer" -swift-version 6
"$work/json-parser-fuzzer" "$work/json-corpus" -max_total_time="$(( (seconds + 1) / 2 ))" -max_len=4096 \
    -artifact_prefix=Fuzz/crashes/json- -print_final_stats=1
