// Holds CICU.h's constants to the installed ICU's own headers, at compile time, where those
// headers are (Debian's libicu-dev): a value that differs stops the build. Also tells the
// loader which major version the headers are, its first guess for the library's name.
// (A file of its own: ICU's headers and CICU.h declare the same names.)
#include "cicu_values.h"
#include <stdint.h>

#if defined(__has_include)
#if __has_include(<unicode/ucol.h>)
#define CICU_HAVE_ICU_HEADERS 1
#endif
#endif

#ifdef CICU_HAVE_ICU_HEADERS
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/utrans.h>
#include <unicode/uversion.h>
#include <unicode/parseerr.h>

#define CICU_SAME(name) _Static_assert((int64_t)(name) == (int64_t)(CICU_##name), #name " differs from ICU's header")
CICU_SAME(U_USING_FALLBACK_WARNING);
CICU_SAME(U_USING_DEFAULT_WARNING);
CICU_SAME(U_ZERO_ERROR);
CICU_SAME(U_ILLEGAL_ARGUMENT_ERROR);
CICU_SAME(U_MISSING_RESOURCE_ERROR);
CICU_SAME(U_BUFFER_OVERFLOW_ERROR);
CICU_SAME(U_UNSUPPORTED_ERROR);
CICU_SAME(UCOL_FRENCH_COLLATION);
CICU_SAME(UCOL_ALTERNATE_HANDLING);
CICU_SAME(UCOL_CASE_FIRST);
CICU_SAME(UCOL_CASE_LEVEL);
CICU_SAME(UCOL_NORMALIZATION_MODE);
CICU_SAME(UCOL_STRENGTH);
CICU_SAME(UCOL_NUMERIC_COLLATION);
CICU_SAME(UCOL_DEFAULT);
CICU_SAME(UCOL_PRIMARY);
CICU_SAME(UCOL_SECONDARY);
CICU_SAME(UCOL_TERTIARY);
CICU_SAME(UCOL_QUATERNARY);
CICU_SAME(UCOL_IDENTICAL);
CICU_SAME(UCOL_OFF);
CICU_SAME(UCOL_ON);
CICU_SAME(UCOL_SHIFTED);
CICU_SAME(UCOL_NON_IGNORABLE);
CICU_SAME(UCOL_LOWER_FIRST);
CICU_SAME(UCOL_UPPER_FIRST);
CICU_SAME(UCOL_EQUAL);
CICU_SAME(UCOL_GREATER);
CICU_SAME(UCOL_LESS);
CICU_SAME(UTRANS_FORWARD);
CICU_SAME(UTRANS_REVERSE);
CICU_SAME(UCHAR_UNIFIED_IDEOGRAPH);
CICU_SAME(UCHAR_SCRIPT);
CICU_SAME(ULOC_ACTUAL_LOCALE);
CICU_SAME(ULOCDATA_ES_STANDARD);
CICU_SAME(UCOL_NULLORDER);
CICU_SAME(U_MAX_VERSION_LENGTH);
CICU_SAME(U_MAX_VERSION_STRING_LENGTH);
CICU_SAME(U_PARSE_CONTEXT_LEN);
_Static_assert(sizeof(UBool) == sizeof(int8_t), "UBool is not one byte");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar is not two bytes");
_Static_assert(sizeof(UParseError) == 8 + 4 * CICU_U_PARSE_CONTEXT_LEN, "UParseError's layout differs");

int32_t cicu_header_major(void) { return U_ICU_VERSION_MAJOR_NUM; }
#else
int32_t cicu_header_major(void) { return 0; }
#endif
