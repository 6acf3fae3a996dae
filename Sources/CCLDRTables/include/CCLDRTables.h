// The bytes of CLDRCollation's generated tables (cldr_tables.c, written by
// CollationTableGenerator). Their index, what each part is and where it lies, is Swift:
// Sources/CLDRCollation/Generated/CLDRTables+Data.swift.
#ifndef CCLDRTABLES_H
#define CCLDRTABLES_H

/// The first of the tables' bytes, aligned to 16; they live as long as the program.
const unsigned char *cldr_tables_bytes(void);

/// How many bytes the tables hold.
unsigned long cldr_tables_count(void);

#endif
