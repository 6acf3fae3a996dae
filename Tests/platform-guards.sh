#!/usr/bin/env bash
# Checks, without an Apple SDK, what building for iOS, tvOS, watchOS and visionOS needs of the
# sources: every C library or UI framework import sits under its own `#if canImport(…)` (or
# `#elseif canImport(…)`), the libraries an app would use import neither ICU nor the CLI's
# packages, and Package.swift declares the Apple platforms. Run by .ci/run; exits 1 naming each
# file and line that breaks a rule.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0

# 1. A platform module is imported only under a guard naming it, on the line before.
for file in $(git ls-files 'Sources/*.swift' 'Tests/*.swift' 'Snippets/*.swift'); do
    awk -v file="$file" '
        /^(@preconcurrency )?import (Glibc|Musl|Darwin|UIKit|AppKit|WinSDK|Android|Bionic)$/ {
            module = $NF
            if (previous !~ "^#(if|elseif) canImport\\(" module "\\)") {
                printf "%s:%d: import %s without #if canImport(%s) before it\n", file, NR, module, module
                bad = 1
            }
        }
        { previous = $0 }
        END { exit bad }
    ' "$file" || status=1
done

# 2. The products an app on an Apple platform would use import neither ICU (not on iOS) nor the
#    CLI's dependencies.
for target in Collation LatinCollation PinyinCollation CLDRCollation CollationContacts CollationSearch JapaneseNames; do
    if hits=$(grep -rnE --include='*.swift' '^(@preconcurrency )?import (CICU|ICUCollation|ArgumentParser|CSV|GRDB)$' "Sources/$target"); then
        printf '%s\n' "$hits" | sed 's/$/: not available to an app on iOS/'
        status=1
    fi
done

# 3. The generated C data targets (the CLDR tables' bytes, the Japanese surname index, the pinyin
#    syllables) include nothing but their own header: no ICU, no system header, so that they
#    build wherever a C compiler does, iOS included.
for target in CCLDRTables CJapaneseSurnames CPinyinSyllables; do
    for file in $(git ls-files "Sources/$target/*.c" "Sources/$target/*.h"); do
        if hits=$(grep -nE '^[[:space:]]*#[[:space:]]*include' "$file" | grep -v "\"$target.h\""); then
            printf '%s\n' "$hits" | sed "s|^|$file:|; s/\$/: generated C data includes only its own header/"
            status=1
        fi
    done
done

# 4. The libraries and the tool import no Foundation (#48): the tool would load it at every
#    start, and an app's copy of the readers should not need it. (The generator, the GRDB
#    adapter and the test helpers may use it.)
for target in Collation LatinCollation PinyinCollation CLDRCollation ICUCollation CollationContacts CollationSearch JapaneseNames CollateCLI collate; do
    if hits=$(grep -rnE --include='*.swift' '^(@preconcurrency |internal |public )?import (Foundation|FoundationEssentials|FoundationInternationalization)$' "Sources/$target"); then
        printf '%s\n' "$hits" | sed 's/$/: no Foundation here (see #48)/'
        status=1
    fi
done

# 5. The platforms: Synchronization (Mutex, Atomic) sets the floor on each.
for platform in '.macOS(.v15)' '.iOS(.v18)' '.tvOS(.v18)' '.watchOS(.v11)' '.visionOS(.v2)'; do
    grep -qF "$platform" Package.swift || { echo "Package.swift: platforms do not declare $platform"; status=1; }
done

[ $status -eq 0 ] && echo "platform guards: ok"
exit $status
