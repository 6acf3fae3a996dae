#ifndef COLLATION_PREFETCH_H
#define COLLATION_PREFETCH_H

/// Asks the processor to bring the cache line at `address` in, without waiting for it: for
/// the loops that read memory at random one step ahead (a memo's slot for the next name, the
/// names of a sorted list). Swift does not spell `__builtin_prefetch`; a plain load read ahead
/// waits for its line before later work retires, which moved the stall instead of hiding it.
/// A hint only: any address may be given, none is read.
static inline void collation_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
