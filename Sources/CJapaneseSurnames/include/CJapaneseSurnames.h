// The index of JapaneseNames' built-in surname table (japanese_surnames.c, written by
// CollationTableGenerator from the table's text, Sources/JapaneseNames/Generated/
// JapaneseSurnames+Data.swift): what JapaneseSurnames(parsing:) would make of the text.
#ifndef CJAPANESESURNAMES_H
#define CJAPANESESURNAMES_H

/// How many surnames the index holds.
unsigned long japanese_surnames_count(void);

/// Each surname's key: two words (high, low) per surname, in the keys' order.
const unsigned long long *japanese_surnames_keys(void);

/// Each surname's reading, as the start and end of its UTF-8 in the text: two per surname.
const unsigned int *japanese_surnames_readings(void);

/// The longest surname's length, in scalars.
unsigned long japanese_surnames_longest(void);

/// 1,024 words: one bit per BMP code point, set where a surname of two or more starts with it.
const unsigned long long *japanese_surnames_long_starts(void);

#endif
