// ICU's own sort key call, with nothing around it: the baseline of #46's "the key of one name
// at most a third of ucol_getSortKey's time". Linked against the system ICU (libicu-dev).
#ifndef CICUKEYS_H
#define CICUKEYS_H

#include <stdint.h>

/// Opens ICU's collator for `locale` (tertiary strength, ICU's defaults for the locale);
/// NULL when ICU cannot.
void *icu_keys_open(const char *locale);

/// Keys `count` texts (UTF-16, `texts[i]` of `lengths[i]` units) `rounds` times, each into the
/// same caller's buffer with ucol_getSortKey; returns the key bytes written, so that nothing
/// is optimized away. The time is taken by the caller.
long icu_keys_run(void *collator, const uint16_t *const *texts, const int32_t *lengths, int count, int rounds);

void icu_keys_close(void *collator);

#endif
