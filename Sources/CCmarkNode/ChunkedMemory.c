#include "CCmarkChunkedMemory.h"

#include <cmark-gfm.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Chunks are CHUNK_SIZE bytes, aligned to CHUNK_SIZE, so an allocation finds its chunk by
   masking its address. A chunk starts with its header; each allocation is preceded by its
   size (8 bytes, as in cmark-gfm's arena) and is 8-byte aligned. An allocation larger than
   LARGE_SIZE gets a mapping of its own (a multiple of CHUNK_SIZE, aligned the same way), so
   the mask finds its header too. Within a parse memory is never reused inside a chunk, and
   fresh mappings are zero, so calloc needs no memset; the one chunk kept for the next parse
   is zeroed when that parse begins (mconv_chunked_memory()). */
#define CHUNK_SIZE ((size_t)1 << 20)
#define LARGE_SIZE (CHUNK_SIZE / 4)

typedef struct chunk {
    struct chunk *previous;
    struct chunk *next;
    size_t used;   /* offset of the first free byte */
    size_t live;   /* allocations in the chunk not yet freed */
    size_t mapped; /* bytes mapped */
} chunk;

#define HEADER_SIZE ((sizeof(chunk) + 7) & ~(size_t)7)

static chunk *chunks = NULL;  /* every mapped chunk, newest first */
static chunk *current = NULL; /* the chunk allocations bump in */

static chunk *chunk_of(const void *pointer) {
    return (chunk *)((uintptr_t)pointer & ~(uintptr_t)(CHUNK_SIZE - 1));
}

/* A mapping of `size` bytes (a multiple of CHUNK_SIZE) aligned to CHUNK_SIZE: one more chunk
   is mapped and the misaligned ends are unmapped. */
static chunk *map_chunk(size_t size) {
    size_t extra = size + CHUNK_SIZE;
    uint8_t *raw = mmap(NULL, extra, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return NULL;
    uintptr_t start = ((uintptr_t)raw + CHUNK_SIZE - 1) & ~(uintptr_t)(CHUNK_SIZE - 1);
    size_t head = start - (uintptr_t)raw;
    if (head > 0) munmap(raw, head);
    size_t tail = extra - head - size;
    if (tail > 0) munmap((uint8_t *)start + size, tail);
    chunk *fresh = (chunk *)start;
    fresh->previous = NULL;
    fresh->next = chunks;
    if (chunks) chunks->previous = fresh;
    chunks = fresh;
    fresh->used = HEADER_SIZE;
    fresh->live = 0;
    fresh->mapped = size;
    return fresh;
}

/* Takes `link` out of the list of mapped chunks. */
static void unlink_chunk(chunk *link) {
    if (link->previous) link->previous->next = link->next; else chunks = link->next;
    if (link->next) link->next->previous = link->previous;
}

static void unmap_chunk(chunk *old) {
    unlink_chunk(old);
    if (old == current) current = NULL;
    munmap(old, old->mapped);
}

/* `rounded` bytes (a multiple of 8) from `target`, which has room, behind their size. */
static inline void *bump(chunk *target, size_t rounded) {
    uint8_t *at = (uint8_t *)target + target->used;
    *(size_t *)at = rounded;
    target->used += 8 + rounded;
    target->live += 1;
    return at + 8;
}

/* The slow path of allocate(): a large allocation, or a new current chunk. */
static void *allocate_slowly(size_t size) {
    size_t rounded = (size + 7) & ~(size_t)7;
    if (rounded < size) return NULL;
    chunk *target;
    if (rounded > LARGE_SIZE) {
        size_t needed = HEADER_SIZE + 8 + rounded;
        if (needed < rounded) return NULL;
        target = map_chunk((needed + CHUNK_SIZE - 1) & ~(CHUNK_SIZE - 1));
    } else {
        if (!current || current->used + 8 + rounded > current->mapped) {
            chunk *full = current;
            current = map_chunk(CHUNK_SIZE);
            if (full && full->live == 0) unmap_chunk(full);
        }
        target = current;
    }
    if (!target) return NULL;
    return bump(target, rounded);
}

/* `size` bytes, 8-byte aligned, zero when they are first handed out. */
static inline void *allocate(size_t size) {
    size_t rounded = (size + 7) & ~(size_t)7;
    chunk *target = current;
    if (__builtin_expect(target != NULL && size <= LARGE_SIZE && target->used + 8 + rounded <= CHUNK_SIZE, 1)) {
        return bump(target, rounded);
    }
    return allocate_slowly(size);
}

static void release(void *pointer) {
    if (!pointer) return;
    chunk *owner = chunk_of(pointer);
    owner->live -= 1;
    if (owner->live == 0 && owner != current) unmap_chunk(owner);
}

static void *chunked_calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) abort();
    void *pointer = allocate(total);
    if (!pointer) abort(); /* as cmark-gfm's own allocators do when memory runs out */
    return pointer;
}

static void *chunked_realloc(void *pointer, size_t size) {
    if (!pointer) return chunked_calloc(1, size);
    size_t old = *((size_t *)pointer - 1);
    if (size <= old) return pointer;
    chunk *owner = chunk_of(pointer);
    size_t rounded = (size + 7) & ~(size_t)7;
    /* The last allocation of the current chunk grows in place (a string buffer being filled). */
    if (owner == current && (uint8_t *)pointer + old == (uint8_t *)owner + owner->used &&
        owner->used - old + rounded <= owner->mapped && rounded >= size) {
        owner->used = owner->used - old + rounded;
        *((size_t *)pointer - 1) = rounded;
        return pointer;
    }
    void *moved = allocate(size);
    if (!moved) abort();
    memcpy(moved, pointer, old);
    release(pointer);
    return moved;
}

static cmark_mem chunked = {chunked_calloc, chunked_realloc, release};

/* Bytes after the header of the kept chunk that the last parse used and that are not zero
   yet: they are zeroed when the next parse begins, so a process that parses once (the CLI)
   never pays for it. */
static size_t stale = 0;

void *mconv_chunked_memory(void) {
    if (stale > 0 && current) memset((uint8_t *)current + HEADER_SIZE, 0, stale);
    stale = 0;
    return &chunked;
}

void mconv_chunked_memory_reset(void) {
    /* The current chunk stays mapped for the next parse (a stream of small documents would
       otherwise map and touch a fresh one each time); its used bytes are zeroed when that
       parse begins. */
    chunk *kept = current && current->mapped == CHUNK_SIZE ? current : NULL;
    if (kept) unlink_chunk(kept);
    while (chunks) unmap_chunk(chunks);
    current = NULL;
    if (kept) {
        stale = kept->used - HEADER_SIZE;
        kept->previous = NULL;
        kept->next = NULL;
        kept->used = HEADER_SIZE;
        kept->live = 0;
        chunks = kept;
        current = kept;
    }
}
