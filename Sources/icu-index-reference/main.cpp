// icu-index-reference: ICU's own AlphabeticIndex (C++ API, no C equivalent), for checking the
// ICU provider's sections against ICU and for generating the files under locales/.
//
//   icu-index-reference LOCALE [--also L1,L2] [--english] [--max-labels N] < names
//       one line per input name: its bucket's label, or "#" for the underflow, inflow and
//       overflow buckets
//   icu-index-reference LOCALE [--also …] [--max-labels N] --labels
//       the buckets' labels in order ("#" for the others)
//   icu-index-reference LOCALE --exemplars
//       the locale's own index characters (ULOCDATA_ES_INDEX), one per line, as CLDR spells
//       them ("IE*": a label kept although it sorts like its letters)
//   icu-index-reference --version
//       "ICU 72.1 (CLDR 42)"
//   icu-index-reference --collation-export FOLDER TAG…
//       ICU's compiled collation data, for CLDRCollation's table generator: FOLDER/ucadata.bin
//       (the root collation, ucadata), FOLDER/TAG.bin (ucol_cloneBinary of the tag's collator),
//       FOLDER/TAG.info ("actual-locale variable-top-hex"), FOLDER/TAG.alphabet (the locale's
//       standard exemplar code points, one per line in hex), FOLDER/TAG.index (the collation's
//       index contractions, U+FDD0 + label, one per line in hex), FOLDER/fcd16.bin (lccc << 8 |
//       tccc of every code point, 16-bit little-endian), FOLDER/nfd.txt and FOLDER/nfkd.txt
//       (each decomposition: code point, then its NFD, or its NFKD where that differs, in
//       hex), FOLDER/scriptstarts.txt (the root's script starts, U+FDD1 + the first letter of a
//       script or of the unassigned) and FOLDER/scripts.txt (ISO 15924 code and ICU's number)
//   icu-index-reference --collation-locales
//       the locales ICU has collation data for (ucol_getAvailable), as BCP 47 tags
//   icu-index-reference --list
//       every locale ICU has data for: BCP 47 tag TAB English name TAB where its index
//       characters come from ("index": the locale's own ExemplarCharactersIndex, "inherited":
//       a parent's, "synthesized": AlphabeticIndex makes them from the standard exemplars)
//
// --also adds further locales' index characters (AlphabeticIndex::addLabels), --english is
// --also en; --max-labels sets setMaxLabelCount (ICU's default is 99).
#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/tblcoll.h>
#include <unicode/locid.h>
#include <unicode/ulocdata.h>
#include <unicode/uloc.h>
#include <unicode/uset.h>
#include <unicode/uniset.h>
#include <unicode/usetiter.h>
#include <unicode/udata.h>
#include <unicode/uscript.h>
#include <unicode/ucoleitr.h>
#include <unicode/utf16.h>
#include <algorithm>
#include <unicode/unorm2.h>
#include <unicode/uchar.h>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace icu;

static std::string utf8(const UnicodeString &text) {
    std::string out;
    text.toUTF8String(out);
    return out;
}

static int list() {
    Locale english = Locale::getEnglish();
    for (int32_t i = 0; i < uloc_countAvailable(); i++) {
        const char *name = uloc_getAvailable(i);
        UErrorCode status = U_ZERO_ERROR;
        char tag[ULOC_FULLNAME_CAPACITY];
        uloc_toLanguageTag(name, tag, sizeof tag, true, &status);
        if (U_FAILURE(status)) continue;
        UnicodeString display;
        Locale(name).getDisplayName(english, display);
        ULocaleData *data = ulocdata_open(name, &status);
        USet *set = uset_openEmpty();
        ulocdata_getExemplarSet(data, set, 0, ULOCDATA_ES_INDEX, &status);
        const char *source = U_FAILURE(status) ? "synthesized"
            : status == U_USING_FALLBACK_WARNING || status == U_USING_DEFAULT_WARNING ? "inherited" : "index";
        uset_close(set);
        ulocdata_close(data);
        std::cout << tag << "\t" << utf8(display) << "\t" << source << "\n";
    }
    return 0;
}

static bool writeFile(const std::string &path, const void *bytes, size_t count) {
    FILE *file = std::fopen(path.c_str(), "wb");
    if (!file) return false;
    bool ok = std::fwrite(bytes, 1, count, file) == count;
    return std::fclose(file) == 0 && ok;
}

// The two-character strings of a set that start with `mark`, one per line in hex; with
// `lettersOnly`, only those whose second character is a letter or unassigned.
static std::string contractionLines(const USet *set, UChar32 mark, bool lettersOnly) {
    std::string text;
    for (int32_t i = 0; i < uset_getItemCount(set); i++) {
        UChar32 start, end;
        UChar buffer[16];
        UErrorCode status = U_ZERO_ERROR;
        int32_t length = uset_getItem(set, i, &start, &end, buffer, 16, &status);
        if (length <= 0 || U_FAILURE(status)) continue;
        UChar32 first, second;
        int32_t j = 0;
        U16_NEXT(buffer, j, length, first);
        if (first != mark || j >= length) continue;
        U16_NEXT(buffer, j, length, second);
        if (j != length) continue;
        int8_t type = u_charType(second);
        if (lettersOnly && !(type == 0 || (type >= 1 && type <= 5))) continue;
        char line[32];
        std::snprintf(line, sizeof line, "%X %X\n", first, second);
        text += line;
    }
    return text;
}

// Each code point's decomposition by `normalizer`, as "code point, then the decomposition" per
// line in hex; with `unless`, only where it differs from that normalizer's.
static std::string decompositionLines(const UNormalizer2 *normalizer, const UNormalizer2 *unless) {
    std::string text;
    for (UChar32 c = 0; c < 0x110000; c++) {
        UChar buffer[32], other[32];
        UErrorCode status = U_ZERO_ERROR, otherStatus = U_ZERO_ERROR;
        int32_t length = unorm2_getDecomposition(normalizer, c, buffer, 32, &status);
        if (length <= 0 || U_FAILURE(status)) continue;
        if (unless) {
            int32_t otherLength = unorm2_getDecomposition(unless, c, other, 32, &otherStatus);
            if (otherLength == length && std::equal(buffer, buffer + length, other)) continue;
        }
        char line[16];
        std::snprintf(line, sizeof line, "%X", c);
        text += line;
        for (int32_t j = 0; j < length;) {
            UChar32 d;
            U16_NEXT(buffer, j, length, d);
            std::snprintf(line, sizeof line, " %X", d);
            text += line;
        }
        text += "\n";
    }
    return text;
}

static int exportCollation(const std::string &folder, int count, char **tags) {
    UErrorCode status = U_ZERO_ERROR;
    std::string package = std::string("icudt") + U_ICU_VERSION_SHORT + "l-coll";
    UDataMemory *root = udata_open(package.c_str(), "icu", "ucadata", &status);
    if (U_FAILURE(status)) { std::cerr << "cannot open ucadata: " << u_errorName(status) << "\n"; return 1; }
    const int32_t *indexes = static_cast<const int32_t *>(udata_getMemory(root));
    if (indexes[0] <= 19 || !writeFile(folder + "/ucadata.bin", indexes, indexes[19])) { std::cerr << "cannot write ucadata.bin\n"; return 1; }
    udata_close(root);
    for (int i = 0; i < count; i++) {
        std::string tag(tags[i]);
        status = U_ZERO_ERROR;
        char id[ULOC_FULLNAME_CAPACITY];
        int32_t parsed = 0;
        uloc_forLanguageTag(tag.c_str(), id, sizeof id, &parsed, &status);
        UCollator *collator = ucol_open(id, &status);
        if (U_FAILURE(status)) { std::cerr << tag << ": " << u_errorName(status) << "\n"; return 1; }
        int32_t length = ucol_cloneBinary(collator, nullptr, 0, &status);
        status = U_ZERO_ERROR;
        std::vector<uint8_t> image(length);
        ucol_cloneBinary(collator, image.data(), length, &status);
        const char *actual = ucol_getLocaleByType(collator, ULOC_ACTUAL_LOCALE, &status);
        uint32_t top = ucol_getVariableTop(collator, &status);
        if (U_FAILURE(status)) { std::cerr << tag << ": " << u_errorName(status) << "\n"; return 1; }
        char info[128];
        std::snprintf(info, sizeof info, "%s %x\n", actual && *actual ? actual : "root", top);
        USet *tailored = ucol_getTailoredSet(collator, &status);
        std::string index = U_SUCCESS(status) ? contractionLines(tailored, 0xFDD0, false) : "";
        uset_close(tailored);
        // The locale's alphabet (its standard exemplar characters): the code points, in hex.
        std::string alphabet;
        UErrorCode exemplarStatus = U_ZERO_ERROR;
        ULocaleData *localeData = ulocdata_open(id, &exemplarStatus);
        if (U_SUCCESS(exemplarStatus)) {
            USet *letters = uset_openEmpty();
            ulocdata_getExemplarSet(localeData, letters, 0, ULOCDATA_ES_STANDARD, &exemplarStatus);
            for (int32_t item = 0; U_SUCCESS(exemplarStatus) && item < uset_getRangeCount(letters); item++) {
                UChar32 start, end;
                uset_getItem(letters, item, &start, &end, nullptr, 0, &exemplarStatus);
                for (UChar32 c = start; c <= end; c++) {
                    char line[16];
                    std::snprintf(line, sizeof line, "%X\n", c);
                    alphabet += line;
                }
            }
            uset_close(letters);
            ulocdata_close(localeData);
        }
        if (!writeFile(folder + "/" + tag + ".bin", image.data(), image.size()) || !writeFile(folder + "/" + tag + ".info", info, std::strlen(info))
            || !writeFile(folder + "/" + tag + ".index", index.data(), index.size())
            || !writeFile(folder + "/" + tag + ".alphabet", alphabet.data(), alphabet.size())) {
            std::cerr << "cannot write " << tag << "\n";
            return 1;
        }
        ucol_close(collator);
    }
    std::vector<uint16_t> fcd(0x110000);
    for (UChar32 c = 0; c < 0x110000; c++) {
        fcd[c] = uint16_t(u_getIntPropertyValue(c, UCHAR_LEAD_CANONICAL_COMBINING_CLASS) << 8 | u_getIntPropertyValue(c, UCHAR_TRAIL_CANONICAL_COMBINING_CLASS));
    }
    if (!writeFile(folder + "/fcd16.bin", fcd.data(), fcd.size() * 2)) return 1;
    status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    std::string text = decompositionLines(nfd, nullptr);
    if (!writeFile(folder + "/nfd.txt", text.data(), text.size())) return 1;
    const UNormalizer2 *nfkd = unorm2_getNFKDInstance(&status);
    text = decompositionLines(nfkd, nfd);
    if (!writeFile(folder + "/nfkd.txt", text.data(), text.size())) return 1;
    UCollator *rootCollator = ucol_open("root", &status);
    USet *contractions = uset_openEmpty();
    ucol_getContractionsAndExpansions(rootCollator, contractions, nullptr, false, &status);
    if (U_FAILURE(status)) return 1;
    text = contractionLines(contractions, 0xFDD1, true);
    uset_close(contractions);
    if (!writeFile(folder + "/scriptstarts.txt", text.data(), text.size())) return 1;
    // The root's code points of more than one primary weight (as the ICU provider's index counts
    // them: elements with a primary, continuations not counted), as ranges "first last" in hex.
    ucol_setStrength(rootCollator, UCOL_PRIMARY);
    text.clear();
    UChar32 runStart = -1;
    for (UChar32 c = 0; c <= 0x110000; c++) {
        bool multiple = false;
        if (c < 0x110000 && !(c >= 0xD800 && c <= 0xDFFF)) {
            UChar units[2];
            int32_t length = 0;
            U16_APPEND_UNSAFE(units, length, c);
            UCollationElements *elements = ucol_openElements(rootCollator, units, length, &status);
            if (U_FAILURE(status)) return 1;
            int32_t primaries = 0;
            for (;;) {
                int32_t element = ucol_next(elements, &status);
                if (element == UCOL_NULLORDER || U_FAILURE(status)) break;
                if (ucol_primaryOrder(element) != 0 && (element & 0xC0) != 0xC0) primaries++;
            }
            ucol_closeElements(elements);
            multiple = primaries > 1;
        }
        if (multiple && runStart < 0) runStart = c;
        if (!multiple && runStart >= 0) {
            char line[32];
            std::snprintf(line, sizeof line, "%X %X\n", unsigned(runStart), unsigned(c - 1));
            text += line;
            runStart = -1;
        }
    }
    ucol_close(rootCollator);
    if (!writeFile(folder + "/multipleprimaries.txt", text.data(), text.size())) return 1;
    text.clear();
    for (int32_t code = 0; code <= u_getIntPropertyMaxValue(UCHAR_SCRIPT); code++) {
        const char *name = uscript_getShortName(UScriptCode(code));
        if (!name || std::strlen(name) != 4) continue;
        text += std::string(name) + " " + std::to_string(code) + "\n";
    }
    return writeFile(folder + "/scripts.txt", text.data(), text.size()) ? 0 : 1;
}

int main(int argc, char **argv) {
    if (argc >= 2 && std::string(argv[1]) == "--list") return list();
    if (argc >= 2 && std::string(argv[1]) == "--collation-locales") {
        for (int32_t i = 0; i < ucol_countAvailable(); i++) {
            UErrorCode status = U_ZERO_ERROR;
            char tag[ULOC_FULLNAME_CAPACITY];
            uloc_toLanguageTag(ucol_getAvailable(i), tag, sizeof tag, true, &status);
            if (U_SUCCESS(status)) std::cout << tag << "\n";
        }
        return 0;
    }
    if (argc >= 3 && std::string(argv[1]) == "--collation-export") return exportCollation(argv[2], argc - 3, argv + 3);
    if (argc >= 2 && std::string(argv[1]) == "--version") {
        UVersionInfo cldr;
        UErrorCode status = U_ZERO_ERROR;
        ulocdata_getCLDRVersion(cldr, &status);
        std::cout << "ICU " << U_ICU_VERSION << " (CLDR " << int(cldr[0]) << ")\n";
        return U_FAILURE(status) ? 1 : 0;
    }
    if (argc < 2 || argv[1][0] == '-') {
        std::cerr << "usage: icu-index-reference LOCALE [--also L1,L2] [--english] [--max-labels N] [--rules-extra RULES] [--labels] < names\n"
                     "       icu-index-reference --list | --version\n";
        return 2;
    }
    bool labels = false, exemplars = false;
    int maxLabels = 0;
    std::vector<std::string> also;
    std::string extraRules;
    for (int i = 2; i < argc; i++) {
        std::string flag(argv[i]);
        if (flag == "--english") also.push_back("en");
        else if (flag == "--labels") labels = true;
        else if (flag == "--exemplars") exemplars = true;
        else if (flag == "--also" && i + 1 < argc) {
            std::stringstream items(argv[++i]);
            std::string item;
            while (std::getline(items, item, ',')) if (!item.empty()) also.push_back(item);
        } else if (flag == "--max-labels" && i + 1 < argc) maxLabels = std::atoi(argv[++i]);
        else if (flag == "--rules-extra" && i + 1 < argc) extraRules = argv[++i];
        else { std::cerr << "unknown flag " << flag << "\n"; return 2; }
    }
    UErrorCode status = U_ZERO_ERROR;
    Locale locale = Locale::forLanguageTag(argv[1], status);
    if (exemplars) {
        ULocaleData *data = ulocdata_open(locale.getName(), &status);
        USet *set = uset_openEmpty();
        ulocdata_getExemplarSet(data, set, 0, ULOCDATA_ES_INDEX, &status);
        if (U_SUCCESS(status)) {
            UnicodeSet *items = UnicodeSet::fromUSet(set);
            UnicodeSetIterator it(*items);
            while (it.next()) std::cout << utf8(it.getString()) << "\n";
        }
        uset_close(set);
        ulocdata_close(data);
        return 0;
    }
    // With --rules-extra: the index over the locale's collation with RULES appended (the
    // letters of added locales that the collation ranks with others, as the provider adds them),
    // keeping the locale's reordering; the locale's own labels are then added like the others.
    AlphabeticIndex *owned = nullptr;
    if (!extraRules.empty()) {
        Collator *base = Collator::createInstance(locale, status);
        if (U_FAILURE(status)) { std::cerr << u_errorName(status) << "\n"; return 1; }
        UnicodeString rules;
        rules = static_cast<RuleBasedCollator *>(base)->getRules();
        rules += UnicodeString::fromUTF8(extraRules);
        RuleBasedCollator *merged = new RuleBasedCollator(rules, status);
        int32_t codes[64];
        int32_t count = base->getReorderCodes(codes, 64, status);
        if (count > 0) merged->setReorderCodes(codes, count, status);
        delete base;
        if (U_FAILURE(status)) { std::cerr << u_errorName(status) << "\n"; return 1; }
        owned = new AlphabeticIndex(merged, status);
        owned->addLabels(locale, status);
    }
    AlphabeticIndex plain(locale, status);
    AlphabeticIndex &index = owned ? *owned : plain;
    if (maxLabels > 0) index.setMaxLabelCount(maxLabels, status);
    for (const std::string &extra : also) {
        UErrorCode tagStatus = U_ZERO_ERROR;
        index.addLabels(Locale::forLanguageTag(extra.c_str(), tagStatus), status);
    }
    if (U_FAILURE(status)) { std::cerr << u_errorName(status) << "\n"; return 1; }
    if (labels) {
        index.resetBucketIterator(status);
        while (index.nextBucket(status)) {
            std::cout << (index.getBucketLabelType() == U_ALPHAINDEX_NORMAL ? utf8(index.getBucketLabel()) : std::string("#")) << "\n";
        }
        return U_FAILURE(status) ? 1 : 0;
    }
    std::string line;
    while (std::getline(std::cin, line)) {
        int32_t bucket = index.getBucketIndex(UnicodeString::fromUTF8(line), status);
        index.resetBucketIterator(status);
        for (int32_t i = 0; i <= bucket; i++) index.nextBucket(status);
        std::cout << (index.getBucketLabelType() == U_ALPHAINDEX_NORMAL ? utf8(index.getBucketLabel()) : std::string("#")) << "\n";
    }
    return U_FAILURE(status) ? 1 : 0;
}
