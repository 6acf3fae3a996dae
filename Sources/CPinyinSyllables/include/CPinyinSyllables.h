// The flat letters and spellings of PinyinCollation's syllables (pinyin_syllables.c, written by
// CollationTableGenerator from the table's spellings, Sources/PinyinCollation/Generated/
// PinyinTable+Data.swift): what PinyinTable.FlatArrays(parsing:) makes of them. For syllable i
// (1-based), its letters are letters[starts[i-1]..<starts[i]] (two bytes each: uppercase ASCII,
// secondary weight), its UTF-8 spellings[spelling_starts[i-1]..<spelling_starts[i]] and its
// UTF-16 utf16[utf16_starts[i-1]..<utf16_starts[i]].
#ifndef CPINYINSYLLABLES_H
#define CPINYINSYLLABLES_H

/// How many syllables there are (each start array holds one more: a leading 0).
long pinyin_syllables_count(void);

const unsigned char *pinyin_syllables_letters(void);
long pinyin_syllables_letter_count(void);
const int *pinyin_syllables_starts(void);

const unsigned char *pinyin_syllables_spellings(void);
long pinyin_syllables_spelling_count(void);
const int *pinyin_syllables_spelling_starts(void);

const unsigned short *pinyin_syllables_utf16(void);
long pinyin_syllables_utf16_count(void);
const int *pinyin_syllables_utf16_starts(void);

/// Each syllable's tone, 1-5 (5: neutral).
const unsigned char *pinyin_syllables_tones(void);

#endif
