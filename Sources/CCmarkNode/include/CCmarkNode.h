#ifndef MCONV_CCMARKNODE_H
#define MCONV_CCMARKNODE_H

#include <stdint.h>

#include "CCmarkChunkedMemory.h"

/* A cmark-gfm node's strings, read in place. cmark_node_get_literal(), _get_url(),
   _get_title() and _get_fence_info() first turn the node's chunk into a C string (a malloc
   and a copy for every text node), which the caller then measures with strlen() again.
   These return the chunk's bytes and length as they lie, valid while the node lives; the
   bytes are not NUL-terminated. The node is a `cmark_node *`, passed as `void *` so that
   this header does not make the type complete for the Swift code that uses the public API. */

/* The literal of a text, code, inline or block HTML, footnote-reference or code-block node
   (the kinds cmark_node_get_literal() answers); NULL with length 0 for any other. */
const unsigned char *mconv_node_literal(void *node, int32_t *length);

/* A code block's info string (cmark_node_get_fence_info()); NULL with length 0 otherwise. */
const unsigned char *mconv_node_fence_info(void *node, int32_t *length);

/* A link's or image's destination (cmark_node_get_url()); NULL with length 0 otherwise. */
const unsigned char *mconv_node_url(void *node, int32_t *length);

/* A link's or image's title (cmark_node_get_title()); NULL with length 0 otherwise. */
const unsigned char *mconv_node_title(void *node, int32_t *length);

#endif
