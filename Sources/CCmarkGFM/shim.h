#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

/* Node types the GFM extensions register at run time: exported by libcmark-gfm-extensions
   but not declared in its headers. Read through functions so Swift sees no mutable global. */
extern cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW, CMARK_NODE_TABLE_CELL, CMARK_NODE_STRIKETHROUGH;
static inline cmark_node_type mconv_node_type_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type mconv_node_type_table_row(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type mconv_node_type_table_cell(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type mconv_node_type_strikethrough(void) { return CMARK_NODE_STRIKETHROUGH; }
