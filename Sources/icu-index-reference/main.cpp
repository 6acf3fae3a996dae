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

int main(int argc, char **argv) {
    if (argc >= 2 && std::string(argv[1]) == "--list") return list();
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
