#include "CICUKeys.h"
#include <unicode/ucol.h>

void *icu_keys_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_FAILURE(status)) return 0;
    return collator;
}

long icu_keys_run(void *collator, const uint16_t *const *texts, const int32_t *lengths, int count, int rounds) {
    uint8_t buffer[1024];
    long bytes = 0;
    for (int round = 0; round < rounds; round++) {
        for (int i = 0; i < count; i++) {
            bytes += ucol_getSortKey((const UCollator *)collator, (const UChar *)texts[i], lengths[i], buffer, (int32_t)sizeof buffer);
        }
    }
    return bytes;
}

void icu_keys_close(void *collator) {
    ucol_close((UCollator *)collator);
}
