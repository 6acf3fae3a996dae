// The part of ICU's C API that the ICU provider uses, reached through the system ICU loaded on
// first use (dlopen), not linked: a run that does not ask for ICU maps none of its 30 MB of
// libraries (half a millisecond and 2 MB at every start of the tool), and the tool starts on
// a machine without ICU, where only `--provider icu` then fails, with a message.
//
// The types and constants are ICU's own names and values (its stable C API), declared here so
// that no ICU header is needed to build: ICUHeaderCheck.c holds every value to the installed
// ICU's headers where they are present. ICU renames each C symbol with its major version
// (ucol_open is ucol_open_72); the loader finds the suffix.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>
#include "cicu_values.h"

typedef int8_t UBool;
typedef uint16_t UChar;
typedef int32_t UChar32;

typedef enum UErrorCode {
    U_USING_FALLBACK_WARNING = CICU_U_USING_FALLBACK_WARNING,
    U_USING_DEFAULT_WARNING = CICU_U_USING_DEFAULT_WARNING,
    U_ZERO_ERROR = CICU_U_ZERO_ERROR,
    U_ILLEGAL_ARGUMENT_ERROR = CICU_U_ILLEGAL_ARGUMENT_ERROR,
    U_MISSING_RESOURCE_ERROR = CICU_U_MISSING_RESOURCE_ERROR,
    U_BUFFER_OVERFLOW_ERROR = CICU_U_BUFFER_OVERFLOW_ERROR,
    U_UNSUPPORTED_ERROR = CICU_U_UNSUPPORTED_ERROR
} UErrorCode;

typedef enum UColAttribute {
    UCOL_FRENCH_COLLATION = CICU_UCOL_FRENCH_COLLATION,
    UCOL_ALTERNATE_HANDLING = CICU_UCOL_ALTERNATE_HANDLING,
    UCOL_CASE_FIRST = CICU_UCOL_CASE_FIRST,
    UCOL_CASE_LEVEL = CICU_UCOL_CASE_LEVEL,
    UCOL_NORMALIZATION_MODE = CICU_UCOL_NORMALIZATION_MODE,
    UCOL_STRENGTH = CICU_UCOL_STRENGTH,
    UCOL_NUMERIC_COLLATION = CICU_UCOL_NUMERIC_COLLATION
} UColAttribute;

typedef enum UColAttributeValue {
    UCOL_DEFAULT = CICU_UCOL_DEFAULT,
    UCOL_PRIMARY = CICU_UCOL_PRIMARY,
    UCOL_SECONDARY = CICU_UCOL_SECONDARY,
    UCOL_TERTIARY = CICU_UCOL_TERTIARY,
    UCOL_QUATERNARY = CICU_UCOL_QUATERNARY,
    UCOL_IDENTICAL = CICU_UCOL_IDENTICAL,
    UCOL_OFF = CICU_UCOL_OFF,
    UCOL_ON = CICU_UCOL_ON,
    UCOL_SHIFTED = CICU_UCOL_SHIFTED,
    UCOL_NON_IGNORABLE = CICU_UCOL_NON_IGNORABLE,
    UCOL_LOWER_FIRST = CICU_UCOL_LOWER_FIRST,
    UCOL_UPPER_FIRST = CICU_UCOL_UPPER_FIRST
} UColAttributeValue;

typedef enum UCollationResult {
    UCOL_EQUAL = CICU_UCOL_EQUAL,
    UCOL_GREATER = CICU_UCOL_GREATER,
    UCOL_LESS = CICU_UCOL_LESS
} UCollationResult;

typedef enum UTransDirection {
    UTRANS_FORWARD = CICU_UTRANS_FORWARD,
    UTRANS_REVERSE = CICU_UTRANS_REVERSE
} UTransDirection;

#define U_MAX_VERSION_STRING_LENGTH CICU_U_MAX_VERSION_STRING_LENGTH

typedef struct UParseError {
    int32_t line;
    int32_t offset;
    UChar preContext[CICU_U_PARSE_CONTEXT_LEN];
    UChar postContext[CICU_U_PARSE_CONTEXT_LEN];
} UParseError;

typedef struct UCollator UCollator;
typedef struct USet USet;
typedef void *UTransliterator;

// Loading: the library COLLATION_ICU_LIBRARY names, if set (and only it); else on Linux
// libicui18n.so.N for the version of the headers present at build time, the development link
// libicui18n.so, or any version from 99 down; on Apple platforms Homebrew's icu4c, else the
// system's libicucore. Every function below that opens something, or that asks about characters or
// locales, loads ICU first (once, on the first call from any thread); when ICU cannot be
// loaded they fail with U_UNSUPPORTED_ERROR, a null result or an empty answer. The others
// take what only a loaded ICU can have made.

// NULL once ICU is loaded; else why it could not be ("no libicui18n.so.N on the library path").
const char *cicu_load_error(void);
// The major version of the ICU loaded (72 on Debian 12); 0 when it cannot be loaded.
int32_t cicu_version_major(void);

const char *cicu_u_errorName(UErrorCode code);
// The version of the ICU library loaded, and of the CLDR data it carries, as text ("72.1",
// "42.0"); `buffer` holds at least U_MAX_VERSION_STRING_LENGTH bytes (empty when not loaded).
void cicu_u_getVersionString(char *buffer);
void cicu_ulocdata_getCLDRVersionString(char *buffer);

// Collators
UCollator *cicu_ucol_open(const char *locale, UErrorCode *status);
void cicu_ucol_close(UCollator *collator);
// The version of a collator's data and algorithm, as text ("153.112"): what PostgreSQL records
// as a collation's version, since sort keys change when it does.
void cicu_ucol_getVersionString(const UCollator *collator, char *buffer);
UCollator *cicu_ucol_clone(const UCollator *collator, UErrorCode *status);
void cicu_ucol_setAttribute(UCollator *collator, UColAttribute attribute, UColAttributeValue value, UErrorCode *status);
int32_t cicu_ucol_getSortKey(const UCollator *collator, const UChar *source, int32_t length, uint8_t *result, int32_t capacity);
UCollationResult cicu_ucol_strcoll(const UCollator *collator, const UChar *a, int32_t aLength, const UChar *b, int32_t bLength);
void cicu_ucol_getContractionsAndExpansions(const UCollator *collator, USet *contractions, USet *expansions, UBool addPrefixes, UErrorCode *status);
// The code points and strings a collator's tailoring changes (not the root's): the caller closes it.
USet *cicu_ucol_getTailoredSet(const UCollator *collator, UErrorCode *status);
// Script reordering (kana before Latin in Japanese): ISO 15924 codes to ICU's script numbers.
int32_t cicu_script_code(const char *name);
void cicu_ucol_setReorderCodes(UCollator *collator, const int32_t *codes, int32_t length, UErrorCode *status);
// A collation's tailoring rules, and a collator made from rules (a supplement's letters merged in).
const UChar *cicu_ucol_getRules(const UCollator *collator, int32_t *length);
UCollator *cicu_ucol_openRules(const UChar *rules, int32_t length, UErrorCode *status);
// Whether a locale's standard exemplar characters (its alphabet) include `c`, in either case.
UBool cicu_alphabet_contains(const char *locale, UChar32 c);
// A locale's standard exemplar letters (its alphabet) into `set` (for the CLDR tables' tests).
void cicu_exemplars(const char *locale, USet *set, UErrorCode *status);
// Whether a code point is a CJK unified ideograph (Unicode's Unified_Ideograph property).
UBool cicu_isUnifiedIdeograph(UChar32 c);
const char *cicu_ucol_getActualLocale(const UCollator *collator, UErrorCode *status);

// Sets
USet *cicu_uset_openEmpty(void);
void cicu_uset_close(USet *set);
UBool cicu_uset_contains(const USet *set, UChar32 c);
int32_t cicu_uset_getItemCount(const USet *set);
int32_t cicu_uset_getItem(const USet *set, int32_t index, UChar32 *start, UChar32 *end, UChar *string, int32_t capacity, UErrorCode *status);

// Characters and locales
// NFKD, which AlphabeticIndex uses to choose between labels that sort alike.
int32_t cicu_nfkd(const UChar *source, int32_t length, UChar *result, int32_t capacity, UErrorCode *status);
// Whether a string has more than one primary collation weight ("Æ" where it expands to "AE",
// "Sch"): AlphabeticIndex then redirects what sorts after the label's own strings back to the
// previous single-weight label. Continuation elements carry the rest of one long primary.
UBool cicu_hasMultiplePrimaries(const UCollator *collator, const UChar *text, int32_t length, UErrorCode *status);
int8_t cicu_u_charType(UChar32 c);
int32_t cicu_uloc_forLanguageTag(const char *tag, char *locale, int32_t capacity, int32_t *parsedLength, UErrorCode *status);

// Transliterators
UTransliterator *cicu_utrans_openU(const UChar *id, int32_t idLength, UTransDirection direction, const UChar *rules, int32_t rulesLength, UParseError *parseError, UErrorCode *status);
UTransliterator *cicu_utrans_clone(const UTransliterator *transliterator, UErrorCode *status);
void cicu_utrans_close(UTransliterator *transliterator);
void cicu_utrans_transUChars(const UTransliterator *transliterator, UChar *text, int32_t *textLength, int32_t capacity, int32_t start, int32_t *limit, UErrorCode *status);

#endif
