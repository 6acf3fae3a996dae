// The installed ICU (Debian's libicu-dev, Homebrew's icu4c), linked as it is: only for the
// reference tool icu-index-reference, which uses ICU's C++ API. The library products reach ICU
// through CICU, which loads it on first use.
#include <unicode/uversion.h>
