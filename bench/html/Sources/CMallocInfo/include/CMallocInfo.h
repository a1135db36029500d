// glibc's allocator statistics for the MemoryStages probe (bench only).
#include <malloc.h>
#include <stddef.h>

/// Bytes handed out by malloc and not yet freed: heap chunks in use plus mmapped chunks.
static inline size_t cmalloc_live_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
