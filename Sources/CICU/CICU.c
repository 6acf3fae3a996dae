// The loader behind CICU.h: the system ICU opened with dlopen on first use, each function found
// with dlsym under ICU's version-renamed name.
#include "CICU.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct UCollationElements UCollationElements;
typedef struct ULocaleData ULocaleData;
typedef struct UNormalizer2 UNormalizer2;

// The functions used, as ICU declares them: (result, name, parameters).
#define CICU_FUNCTIONS(X) \
    X(const char *, u_errorName, (UErrorCode)) \
    X(void, u_getVersion, (uint8_t *)) \
    X(void, u_versionToString, (const uint8_t *, char *)) \
    X(int32_t, u_getPropertyValueEnum, (int32_t, const char *)) \
    X(UBool, u_hasBinaryProperty, (UChar32, int32_t)) \
    X(int8_t, u_charType, (UChar32)) \
    X(UChar32, u_tolower, (UChar32)) \
    X(int32_t, uloc_forLanguageTag, (const char *, char *, int32_t, int32_t *, UErrorCode *)) \
    X(USet *, uset_openEmpty, (void)) \
    X(void, uset_close, (USet *)) \
    X(UBool, uset_contains, (const USet *, UChar32)) \
    X(int32_t, uset_getItemCount, (const USet *)) \
    X(int32_t, uset_getItem, (const USet *, int32_t, UChar32 *, UChar32 *, UChar *, int32_t, UErrorCode *)) \
    X(const UNormalizer2 *, unorm2_getNFKDInstance, (UErrorCode *)) \
    X(int32_t, unorm2_normalize, (const UNormalizer2 *, const UChar *, int32_t, UChar *, int32_t, UErrorCode *)) \
    X(void, ulocdata_getCLDRVersion, (uint8_t *, UErrorCode *)) \
    X(ULocaleData *, ulocdata_open, (const char *, UErrorCode *)) \
    X(void, ulocdata_close, (ULocaleData *)) \
    X(USet *, ulocdata_getExemplarSet, (ULocaleData *, USet *, uint32_t, int32_t, UErrorCode *)) \
    X(UCollator *, ucol_open, (const char *, UErrorCode *)) \
    X(void, ucol_close, (UCollator *)) \
    X(void, ucol_getVersion, (const UCollator *, uint8_t *)) \
    X(void, ucol_setAttribute, (UCollator *, UColAttribute, UColAttributeValue, UErrorCode *)) \
    X(int32_t, ucol_getSortKey, (const UCollator *, const UChar *, int32_t, uint8_t *, int32_t)) \
    X(UCollationResult, ucol_strcoll, (const UCollator *, const UChar *, int32_t, const UChar *, int32_t)) \
    X(void, ucol_getContractionsAndExpansions, (const UCollator *, USet *, USet *, UBool, UErrorCode *)) \
    X(USet *, ucol_getTailoredSet, (const UCollator *, UErrorCode *)) \
    X(void, ucol_setReorderCodes, (UCollator *, const int32_t *, int32_t, UErrorCode *)) \
    X(const UChar *, ucol_getRules, (const UCollator *, int32_t *)) \
    X(UCollator *, ucol_openRules, (const UChar *, int32_t, UColAttributeValue, UColAttributeValue, UParseError *, UErrorCode *)) \
    X(const char *, ucol_getLocaleByType, (const UCollator *, int32_t, UErrorCode *)) \
    X(UCollationElements *, ucol_openElements, (const UCollator *, const UChar *, int32_t, UErrorCode *)) \
    X(int32_t, ucol_next, (UCollationElements *, UErrorCode *)) \
    X(void, ucol_closeElements, (UCollationElements *)) \
    X(UTransliterator *, utrans_openU, (const UChar *, int32_t, UTransDirection, const UChar *, int32_t, UParseError *, UErrorCode *)) \
    X(UTransliterator *, utrans_clone, (const UTransliterator *, UErrorCode *)) \
    X(void, utrans_close, (UTransliterator *)) \
    X(void, utrans_transUChars, (const UTransliterator *, UChar *, int32_t *, int32_t, int32_t, int32_t *, UErrorCode *))

#define CICU_POINTER(result, name, parameters) result (*name) parameters;
static struct {
    CICU_FUNCTIONS(CICU_POINTER)
    // ICU 71's replacement of ucol_safeClone (deprecated since), whichever the library has.
    UCollator *(*ucol_clone)(const UCollator *, UErrorCode *);
    UCollator *(*ucol_safeClone)(const UCollator *, void *, int32_t *, UErrorCode *);
} icu;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char error[256] = "ICU was not loaded";
// Set inside the once-call; read after it.
static int loaded = 0;
static int32_t major = 0;

int32_t cicu_header_major(void);

// The library `file` opened, or NULL.
static void *open_library(const char *file) { return dlopen(file, RTLD_LAZY | RTLD_LOCAL); }

// The suffix ICU gave its symbols in `library` ("_72"; "" where it is built without renaming,
// as Apple's libicucore is), found by the symbol u_getVersion, trying the headers' version
// first; the major version into `found` (0 when the suffix does not tell it).
static int find_suffix(void *library, int32_t hint, char *suffix, size_t size, int32_t *found) {
    char name[64];
    for (int32_t version = 100; version >= 40; version--) {
        int32_t candidate = version == 100 ? hint : version;
        if (candidate <= 0 || (version != 100 && version == hint)) continue;
        snprintf(name, sizeof name, "u_getVersion_%d", (int)candidate);
        if (dlsym(library, name)) {
            snprintf(suffix, size, "_%d", (int)candidate);
            *found = candidate;
            return 1;
        }
    }
    if (dlsym(library, "u_getVersion")) {
        suffix[0] = 0;
        *found = 0;
        return 1;
    }
    return 0;
}

static void *resolve(void *library, const char *name, const char *suffix) {
    char full[96];
    snprintf(full, sizeof full, "%s%s", name, suffix);
    return dlsym(library, full);
}

static void load(void) {
    int32_t hint = cicu_header_major();
    void *library = NULL;
    char tried_names[160] = "";
    // A library named by the user (an ICU outside the search path) is the only one tried.
    const char *named = getenv("COLLATION_ICU_LIBRARY");
    if (named && *named) {
        library = open_library(named);
        if (!library) {
            const char *reason = dlerror();
            snprintf(error, sizeof error, "the system ICU could not be loaded from COLLATION_ICU_LIBRARY: %s", reason ? reason : named);
            return;
        }
    }
#if defined(__APPLE__)
    static const char *const candidates[] = {
        "/opt/homebrew/opt/icu4c/lib/libicui18n.dylib", "/usr/local/opt/icu4c/lib/libicui18n.dylib",
        "libicui18n.dylib", "/usr/lib/libicucore.A.dylib",
    };
    for (size_t index = 0; !library && index < sizeof candidates / sizeof *candidates; index++) {
        library = open_library(candidates[index]);
    }
    snprintf(tried_names, sizeof tried_names, "Homebrew's icu4c or libicucore");
#else
    char file[64];
    // The version the headers were, then the development link, then any other version.
    if (!library && hint > 0) {
        snprintf(file, sizeof file, "libicui18n.so.%d", (int)hint);
        library = open_library(file);
    }
    if (!library) library = open_library("libicui18n.so");
    for (int version = 99; !library && version >= 50; version--) {
        snprintf(file, sizeof file, "libicui18n.so.%d", version);
        library = open_library(file);
    }
    if (hint > 0) {
        snprintf(tried_names, sizeof tried_names, "libicui18n.so.%d (install libicu%d) or another version", (int)hint, (int)hint);
    } else {
        snprintf(tried_names, sizeof tried_names, "libicui18n.so.N (install the system's ICU, libicu)");
    }
#endif
    if (!library) {
        snprintf(error, sizeof error, "the system ICU could not be loaded: no %s", tried_names);
        return;
    }
    char suffix[16];
    int32_t version = -1;
    if (!find_suffix(library, hint, suffix, sizeof suffix, &version)) {
        snprintf(error, sizeof error, "the system ICU could not be used: its library has no u_getVersion");
        return;
    }
#define CICU_RESOLVE(result, name, parameters) \
    icu.name = (result (*) parameters)resolve(library, #name, suffix); \
    if (!icu.name) { snprintf(error, sizeof error, "the system ICU could not be used: it has no %s%s", #name, suffix); return; }
    CICU_FUNCTIONS(CICU_RESOLVE)
    icu.ucol_clone = (UCollator * (*)(const UCollator *, UErrorCode *))resolve(library, "ucol_clone", suffix);
    icu.ucol_safeClone = (UCollator * (*)(const UCollator *, void *, int32_t *, UErrorCode *))resolve(library, "ucol_safeClone", suffix);
    if (!icu.ucol_clone && !icu.ucol_safeClone) {
        snprintf(error, sizeof error, "the system ICU could not be used: it has neither ucol_clone%s nor ucol_safeClone%s", suffix, suffix);
        return;
    }
    if (version <= 0) {
        uint8_t numbers[CICU_U_MAX_VERSION_LENGTH];
        icu.u_getVersion(numbers);
        version = numbers[0];
    }
    major = version;
    error[0] = 0;
    loaded = 1;
}

// Loads ICU once; whether it is loaded.
static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *cicu_load_error(void) { return ready() ? NULL : error; }

int32_t cicu_version_major(void) { return ready() ? major : 0; }

const char *cicu_u_errorName(UErrorCode code) { return ready() ? icu.u_errorName(code) : "U_UNSUPPORTED_ERROR"; }

void cicu_u_getVersionString(char *buffer) {
    buffer[0] = 0;
    if (!ready()) return;
    uint8_t version[CICU_U_MAX_VERSION_LENGTH];
    icu.u_getVersion(version);
    icu.u_versionToString(version, buffer);
}

void cicu_ulocdata_getCLDRVersionString(char *buffer) {
    buffer[0] = 0;
    if (!ready()) return;
    uint8_t version[CICU_U_MAX_VERSION_LENGTH];
    UErrorCode status = U_ZERO_ERROR;
    icu.ulocdata_getCLDRVersion(version, &status);
    if (status > U_ZERO_ERROR) return;
    icu.u_versionToString(version, buffer);
}

// A failure status for a call made without ICU.
static int unavailable(UErrorCode *status) {
    if (ready()) return 0;
    if (status && *status <= U_ZERO_ERROR) *status = U_UNSUPPORTED_ERROR;
    return 1;
}

UCollator *cicu_ucol_open(const char *locale, UErrorCode *status) {
    return unavailable(status) ? NULL : icu.ucol_open(locale, status);
}

void cicu_ucol_close(UCollator *collator) { icu.ucol_close(collator); }

void cicu_ucol_getVersionString(const UCollator *collator, char *buffer) {
    uint8_t version[CICU_U_MAX_VERSION_LENGTH];
    icu.ucol_getVersion(collator, version);
    icu.u_versionToString(version, buffer);
}

UCollator *cicu_ucol_clone(const UCollator *collator, UErrorCode *status) {
    if (icu.ucol_clone) return icu.ucol_clone(collator, status);
    return icu.ucol_safeClone(collator, NULL, NULL, status);
}

void cicu_ucol_setAttribute(UCollator *collator, UColAttribute attribute, UColAttributeValue value, UErrorCode *status) {
    icu.ucol_setAttribute(collator, attribute, value, status);
}

int32_t cicu_ucol_getSortKey(const UCollator *collator, const UChar *source, int32_t length, uint8_t *result, int32_t capacity) {
    return icu.ucol_getSortKey(collator, source, length, result, capacity);
}

UCollationResult cicu_ucol_strcoll(const UCollator *collator, const UChar *a, int32_t aLength, const UChar *b, int32_t bLength) {
    return icu.ucol_strcoll(collator, a, aLength, b, bLength);
}

void cicu_ucol_getContractionsAndExpansions(const UCollator *collator, USet *contractions, USet *expansions, UBool addPrefixes, UErrorCode *status) {
    icu.ucol_getContractionsAndExpansions(collator, contractions, expansions, addPrefixes, status);
}

USet *cicu_ucol_getTailoredSet(const UCollator *collator, UErrorCode *status) { return icu.ucol_getTailoredSet(collator, status); }

int32_t cicu_script_code(const char *name) {
    return ready() ? icu.u_getPropertyValueEnum(CICU_UCHAR_SCRIPT, name) : -1;
}

void cicu_ucol_setReorderCodes(UCollator *collator, const int32_t *codes, int32_t length, UErrorCode *status) {
    icu.ucol_setReorderCodes(collator, codes, length, status);
}

const UChar *cicu_ucol_getRules(const UCollator *collator, int32_t *length) { return icu.ucol_getRules(collator, length); }

UCollator *cicu_ucol_openRules(const UChar *rules, int32_t length, UErrorCode *status) {
    if (unavailable(status)) return NULL;
    UParseError parseError;
    return icu.ucol_openRules(rules, length, UCOL_DEFAULT, UCOL_TERTIARY, &parseError, status);
}

UBool cicu_alphabet_contains(const char *locale, UChar32 c) {
    if (!ready()) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = icu.ulocdata_open(locale, &status);
    if (status > U_ZERO_ERROR) return 0;
    USet *set = icu.uset_openEmpty();
    icu.ulocdata_getExemplarSet(data, set, 0, CICU_ULOCDATA_ES_STANDARD, &status);
    UBool found = status <= U_ZERO_ERROR && (icu.uset_contains(set, c) || icu.uset_contains(set, icu.u_tolower(c)));
    icu.uset_close(set);
    icu.ulocdata_close(data);
    return found;
}

void cicu_exemplars(const char *locale, USet *set, UErrorCode *status) {
    if (unavailable(status)) return;
    ULocaleData *data = icu.ulocdata_open(locale, status);
    if (*status > U_ZERO_ERROR) return;
    icu.ulocdata_getExemplarSet(data, set, 0, CICU_ULOCDATA_ES_STANDARD, status);
    icu.ulocdata_close(data);
}

UBool cicu_isUnifiedIdeograph(UChar32 c) {
    return ready() ? icu.u_hasBinaryProperty(c, CICU_UCHAR_UNIFIED_IDEOGRAPH) : 0;
}

const char *cicu_ucol_getActualLocale(const UCollator *collator, UErrorCode *status) {
    return icu.ucol_getLocaleByType(collator, CICU_ULOC_ACTUAL_LOCALE, status);
}

USet *cicu_uset_openEmpty(void) { return ready() ? icu.uset_openEmpty() : NULL; }
void cicu_uset_close(USet *set) { icu.uset_close(set); }
UBool cicu_uset_contains(const USet *set, UChar32 c) { return icu.uset_contains(set, c); }
int32_t cicu_uset_getItemCount(const USet *set) { return icu.uset_getItemCount(set); }
int32_t cicu_uset_getItem(const USet *set, int32_t index, UChar32 *start, UChar32 *end, UChar *string, int32_t capacity, UErrorCode *status) {
    return icu.uset_getItem(set, index, start, end, string, capacity, status);
}

int32_t cicu_nfkd(const UChar *source, int32_t length, UChar *result, int32_t capacity, UErrorCode *status) {
    if (unavailable(status)) return 0;
    const UNormalizer2 *nfkd = icu.unorm2_getNFKDInstance(status);
    if (*status > U_ZERO_ERROR) return 0;
    return icu.unorm2_normalize(nfkd, source, length, result, capacity, status);
}

UBool cicu_hasMultiplePrimaries(const UCollator *collator, const UChar *text, int32_t length, UErrorCode *status) {
    UCollationElements *elements = icu.ucol_openElements(collator, text, length, status);
    if (*status > U_ZERO_ERROR) return 0;
    int32_t primaries = 0;
    for (;;) {
        int32_t element = icu.ucol_next(elements, status);
        if (element == CICU_UCOL_NULLORDER || *status > U_ZERO_ERROR) break;
        // ucol_primaryOrder is a shift: the top 16 bits.
        if (((uint32_t)element >> 16) != 0 && (element & 0xC0) != 0xC0) primaries++;
    }
    icu.ucol_closeElements(elements);
    return primaries > 1;
}

int8_t cicu_u_charType(UChar32 c) { return ready() ? icu.u_charType(c) : 0; }

int32_t cicu_uloc_forLanguageTag(const char *tag, char *locale, int32_t capacity, int32_t *parsedLength, UErrorCode *status) {
    if (unavailable(status)) return 0;
    return icu.uloc_forLanguageTag(tag, locale, capacity, parsedLength, status);
}

UTransliterator *cicu_utrans_openU(const UChar *id, int32_t idLength, UTransDirection direction, const UChar *rules, int32_t rulesLength, UParseError *parseError, UErrorCode *status) {
    if (unavailable(status)) return NULL;
    return icu.utrans_openU(id, idLength, direction, rules, rulesLength, parseError, status);
}

UTransliterator *cicu_utrans_clone(const UTransliterator *transliterator, UErrorCode *status) {
    return icu.utrans_clone(transliterator, status);
}

void cicu_utrans_close(UTransliterator *transliterator) { icu.utrans_close(transliterator); }

void cicu_utrans_transUChars(const UTransliterator *transliterator, UChar *text, int32_t *textLength, int32_t capacity, int32_t start, int32_t *limit, UErrorCode *status) {
    icu.utrans_transUChars(transliterator, text, textLength, capacity, start, limit, status);
}
