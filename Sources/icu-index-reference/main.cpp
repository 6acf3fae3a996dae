// icu-index-reference: the bucket that ICU's own AlphabeticIndex (C++ API, no C equivalent)
// gives each name, for checking the ICU provider's sections against ICU.
//
//   icu-index-reference LOCALE [--english] [--labels] < names
//
// Prints one line per input name: the bucket label, or "#" for the underflow, inflow and
// overflow buckets. --english adds the English labels A-Z; --labels prints the visible labels.
#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <iostream>
#include <string>

using namespace icu;

int main(int argc, char **argv) {
    if (argc < 2) {
        std::cerr << "usage: icu-index-reference LOCALE [--english] [--labels] < names\n";
        return 2;
    }
    bool english = false, labels = false;
    for (int i = 2; i < argc; i++) {
        std::string flag(argv[i]);
        if (flag == "--english") english = true;
        else if (flag == "--labels") labels = true;
        else { std::cerr << "unknown flag " << flag << "\n"; return 2; }
    }
    UErrorCode status = U_ZERO_ERROR;
    Locale locale = Locale::forLanguageTag(argv[1], status);
    AlphabeticIndex index(locale, status);
    if (english) index.addLabels(Locale::getEnglish(), status);
    if (U_FAILURE(status)) { std::cerr << u_errorName(status) << "\n"; return 1; }
    if (labels) {
        index.resetBucketIterator(status);
        while (index.nextBucket(status)) {
            std::string label;
            index.getBucketLabel().toUTF8String(label);
            std::cout << (index.getBucketLabelType() == U_ALPHAINDEX_NORMAL ? label : std::string("#")) << "\n";
        }
        return U_FAILURE(status) ? 1 : 0;
    }
    std::string line;
    while (std::getline(std::cin, line)) {
        int32_t bucket = index.getBucketIndex(UnicodeString::fromUTF8(line), status);
        index.resetBucketIterator(status);
        for (int32_t i = 0; i <= bucket; i++) index.nextBucket(status);
        std::string label;
        index.getBucketLabel().toUTF8String(label);
        std::cout << (index.getBucketLabelType() == U_ALPHAINDEX_NORMAL ? label : std::string("#")) << "\n";
    }
    return U_FAILURE(status) ? 1 : 0;
}
