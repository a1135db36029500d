#include "CCmarkNode.h"

/* cmark-gfm's node layout: installed by the same Debian package (libcmark-gfm-dev) as the
   library we link, so it is the layout of the nodes we are given. */
#include <cmark-gfm/node.h>

static const unsigned char *chunk_bytes(const cmark_chunk *chunk, int32_t *length) {
    *length = chunk->len;
    return chunk->data;
}

static const unsigned char *none(int32_t *length) {
    *length = 0;
    return NULL;
}

const unsigned char *mconv_node_literal(void *opaque, int32_t *length) {
    cmark_node *node = opaque;
    switch (node->type) {
    case CMARK_NODE_HTML_BLOCK:
    case CMARK_NODE_TEXT:
    case CMARK_NODE_HTML_INLINE:
    case CMARK_NODE_CODE:
    case CMARK_NODE_FOOTNOTE_REFERENCE:
        return chunk_bytes(&node->as.literal, length);
    case CMARK_NODE_CODE_BLOCK:
        return chunk_bytes(&node->as.code.literal, length);
    default:
        return none(length);
    }
}

const unsigned char *mconv_node_fence_info(void *opaque, int32_t *length) {
    cmark_node *node = opaque;
    return node->type == CMARK_NODE_CODE_BLOCK ? chunk_bytes(&node->as.code.info, length) : none(length);
}

const unsigned char *mconv_node_url(void *opaque, int32_t *length) {
    cmark_node *node = opaque;
    return node->type == CMARK_NODE_LINK || node->type == CMARK_NODE_IMAGE ? chunk_bytes(&node->as.link.url, length) : none(length);
}

const unsigned char *mconv_node_title(void *opaque, int32_t *length) {
    cmark_node *node = opaque;
    return node->type == CMARK_NODE_LINK || node->type == CMARK_NODE_IMAGE ? chunk_bytes(&node->as.link.title, length) : none(length);
}
