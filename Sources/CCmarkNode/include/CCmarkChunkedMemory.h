#ifndef MCONV_CCMARKCHUNKEDMEMORY_H
#define MCONV_CCMARKCHUNKEDMEMORY_H

/* An allocator for cmark-gfm (a cmark_mem) that allocates as cheaply as cmark-gfm's own arena
   (a bump of a pointer in 1 MiB chunks mapped from the system) but, unlike it, gives memory
   back during the parse: each chunk counts what is allocated in it and not yet freed, and is
   unmapped when that count falls to zero. Freeing the cmark nodes of each top-level block as
   soon as it is converted therefore returns cmark's tree to the system while the Swift tree
   grows, instead of keeping both whole until the end.

   Not thread-safe: one parse at a time uses it (the caller holds cmark-gfm's arena lock, which
   excludes every other parse), and mconv_chunked_memory_reset() unmaps what is left after it.
   Returned as `void *` (a `cmark_mem *`), so this header needs no cmark-gfm type. Call it
   when a parse begins: it first zeroes what the last parse used of the chunk kept for it. */
void *mconv_chunked_memory(void);

/* Ends a parse: unmaps every chunk still mapped (what cmark never freed) except the current
   one, which is kept for the next parse. */
void mconv_chunked_memory_reset(void);

#endif
