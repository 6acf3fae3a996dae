// A shim over the system ICU (Debian's libicu-dev, Homebrew's icu4c).
//
// ICU renames every C symbol with its major version (ucol_open is really ucol_open_72), and
// Swift cannot see through the renaming macros. These static inline wrappers are compiled
// against whatever ICU is installed, so the Swift code calls stable names.
#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/utrans.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>
#include <unicode/ulocdata.h>
#include <unicode/unorm2.h>

static inline const char *cicu_u_errorName(UErrorCode code) { return u_errorName(code); }
static inline int32_t cicu_version_major(void) { return U_ICU_VERSION_MAJOR_NUM; }
// The version of the ICU library loaded at run time, and of the CLDR data it carries, as text
// ("72.1", "42.0"); `buffer` holds at least U_MAX_VERSION_STRING_LENGTH bytes.
static inline void cicu_u_getVersionString(char *buffer) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
}
static inline void cicu_ulocdata_getCLDRVersionString(char *buffer) {
    UVersionInfo version;
    UErrorCode status = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(version, &status);
    if (U_FAILURE(status)) { buffer[0] = 0; return; }
    u_versionToString(version, buffer);
}

// Collators
static inline UCollator *cicu_ucol_open(const char *locale, UErrorCode *status) { return ucol_open(locale, status); }
static inline void cicu_ucol_close(UCollator *collator) { ucol_close(collator); }
// The version of a collator's data and algorithm, as text ("153.112"): what PostgreSQL records
// as a collation's version, since sort keys change when it does.
static inline void cicu_ucol_getVersionString(const UCollator *collator, char *buffer) {
    UVersionInfo version;
    ucol_getVersion(collator, version);
    u_versionToString(version, buffer);
}
static inline UCollator *cicu_ucol_clone(const UCollator *collator, UErrorCode *status) {
#if U_ICU_VERSION_MAJOR_NUM >= 71
    return ucol_clone(collator, status);
#else
    return ucol_safeClone(collator, NULL, NULL, status);
#endif
}
static inline void cicu_ucol_setAttribute(UCollator *collator, UColAttribute attribute, UColAttributeValue value, UErrorCode *status) {
    ucol_setAttribute(collator, attribute, value, status);
}
static inline int32_t cicu_ucol_getSortKey(const UCollator *collator, const UChar *source, int32_t length, uint8_t *result, int32_t capacity) {
    return ucol_getSortKey(collator, source, length, result, capacity);
}
static inline UCollationResult cicu_ucol_strcoll(const UCollator *collator, const UChar *a, int32_t aLength, const UChar *b, int32_t bLength) {
    return ucol_strcoll(collator, a, aLength, b, bLength);
}
static inline void cicu_ucol_getContractionsAndExpansions(const UCollator *collator, USet *contractions, USet *expansions, UBool addPrefixes, UErrorCode *status) {
    ucol_getContractionsAndExpansions(collator, contractions, expansions, addPrefixes, status);
}
// The code points and strings a collator's tailoring changes (not the root's): the caller closes it.
static inline USet *cicu_ucol_getTailoredSet(const UCollator *collator, UErrorCode *status) { return ucol_getTailoredSet(collator, status); }
// Script reordering (kana before Latin in Japanese): ISO 15924 codes to ICU's script numbers.
static inline int32_t cicu_script_code(const char *name) { return u_getPropertyValueEnum(UCHAR_SCRIPT, name); }
static inline void cicu_ucol_setReorderCodes(UCollator *collator, const int32_t *codes, int32_t length, UErrorCode *status) {
    ucol_setReorderCodes(collator, codes, length, status);
}
// A collation's tailoring rules, and a collator made from rules (a supplement's letters merged in).
static inline const UChar *cicu_ucol_getRules(const UCollator *collator, int32_t *length) { return ucol_getRules(collator, length); }
static inline UCollator *cicu_ucol_openRules(const UChar *rules, int32_t length, UErrorCode *status) {
    UParseError parseError;
    return ucol_openRules(rules, length, UCOL_DEFAULT, UCOL_DEFAULT_STRENGTH, &parseError, status);
}
// Whether a locale's standard exemplar characters (its alphabet) include `c`, in either case.
static inline UBool cicu_alphabet_contains(const char *locale, UChar32 c) {
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(locale, &status);
    if (U_FAILURE(status)) return 0;
    USet *set = uset_openEmpty();
    ulocdata_getExemplarSet(data, set, 0, ULOCDATA_ES_STANDARD, &status);
    UBool found = U_SUCCESS(status) && (uset_contains(set, c) || uset_contains(set, u_tolower(c)));
    uset_close(set);
    ulocdata_close(data);
    return found;
}
// A locale's standard exemplar letters (its alphabet) into `set` (for the CLDR tables' tests).
static inline void cicu_exemplars(const char *locale, USet *set, UErrorCode *status) {
    ULocaleData *data = ulocdata_open(locale, status);
    if (U_FAILURE(*status)) return;
    ulocdata_getExemplarSet(data, set, 0, ULOCDATA_ES_STANDARD, status);
    ulocdata_close(data);
}
// Whether a code point is a CJK unified ideograph (Unicode's Unified_Ideograph property).
static inline UBool cicu_isUnifiedIdeograph(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_UNIFIED_IDEOGRAPH); }
static inline const char *cicu_ucol_getActualLocale(const UCollator *collator, UErrorCode *status) {
    return ucol_getLocaleByType(collator, ULOC_ACTUAL_LOCALE, status);
}

// Sets
static inline USet *cicu_uset_openEmpty(void) { return uset_openEmpty(); }
static inline void cicu_uset_close(USet *set) { uset_close(set); }
static inline UBool cicu_uset_contains(const USet *set, UChar32 c) { return uset_contains(set, c); }
static inline int32_t cicu_uset_getItemCount(const USet *set) { return uset_getItemCount(set); }
static inline int32_t cicu_uset_getItem(const USet *set, int32_t index, UChar32 *start, UChar32 *end, UChar *string, int32_t capacity, UErrorCode *status) {
    return uset_getItem(set, index, start, end, string, capacity, status);
}

// Characters and locales
// NFKD, which AlphabeticIndex uses to choose between labels that sort alike.
static inline int32_t cicu_nfkd(const UChar *source, int32_t length, UChar *result, int32_t capacity, UErrorCode *status) {
    const UNormalizer2 *nfkd = unorm2_getNFKDInstance(status);
    if (U_FAILURE(*status)) return 0;
    return unorm2_normalize(nfkd, source, length, result, capacity, status);
}
// Whether a string has more than one primary collation weight ("Æ" where it expands to "AE",
// "Sch"): AlphabeticIndex then redirects what sorts after the label's own strings back to the
// previous single-weight label. Continuation elements carry the rest of one long primary.
static inline UBool cicu_hasMultiplePrimaries(const UCollator *collator, const UChar *text, int32_t length, UErrorCode *status) {
    UCollationElements *elements = ucol_openElements(collator, text, length, status);
    if (U_FAILURE(*status)) return 0;
    int32_t primaries = 0;
    for (;;) {
        int32_t element = ucol_next(elements, status);
        if (element == UCOL_NULLORDER || U_FAILURE(*status)) break;
        if (ucol_primaryOrder(element) != 0 && (element & 0xC0) != 0xC0) primaries++;
    }
    ucol_closeElements(elements);
    return primaries > 1;
}
static inline int8_t cicu_u_charType(UChar32 c) { return u_charType(c); }
static inline int32_t cicu_uloc_forLanguageTag(const char *tag, char *locale, int32_t capacity, int32_t *parsedLength, UErrorCode *status) {
    return uloc_forLanguageTag(tag, locale, capacity, parsedLength, status);
}

// Transliterators
static inline UTransliterator *cicu_utrans_openU(const UChar *id, int32_t idLength, UTransDirection direction, const UChar *rules, int32_t rulesLength, UParseError *parseError, UErrorCode *status) {
    return utrans_openU(id, idLength, direction, rules, rulesLength, parseError, status);
}
static inline UTransliterator *cicu_utrans_clone(const UTransliterator *transliterator, UErrorCode *status) {
    return utrans_clone(transliterator, status);
}
static inline void cicu_utrans_close(UTransliterator *transliterator) { utrans_close(transliterator); }
static inline void cicu_utrans_transUChars(const UTransliterator *transliterator, UChar *text, int32_t *textLength, int32_t capacity, int32_t start, int32_t *limit, UErrorCode *status) {
    utrans_transUChars(transliterator, text, textLength, capacity, start, limit, status);
}

#endif
