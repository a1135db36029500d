#!/usr/bin/env python3
"""An ast.json filter (docs/ast-json.md): reads the tree on stdin, makes every relative link
to a .html page point at the .md file a migration writes, upper-cases level-1 headings'
text, writes the tree on stdout.

    mconv -f html -t ast.json page.html | python3 examples/ast-filter.py | mconv -f ast.json -t md
"""
import json
import sys


def walk_inlines(inlines, upper=False):
    result = []
    for inline in inlines:
        if isinstance(inline, str):  # text is a bare string
            result.append(inline.upper() if upper else inline)
            continue
        url = inline.get("url", "")
        if inline["type"] == "link" and ":" not in url and url.split("#")[0].endswith(".html"):
            path, _, fragment = inline["url"].partition("#")
            inline["url"] = path[: -len(".html")] + ".md" + ("#" + fragment if fragment else "")
        for key in ("content", "alt"):
            if key in inline:
                inline[key] = walk_inlines(inline[key], upper)
        result.append(inline)
    return result


def walk_blocks(blocks):
    for block in blocks:
        if "content" in block:
            block["content"] = walk_inlines(block["content"], upper=block["type"] == "heading" and block["level"] == 1)
        for key in ("blocks",):
            if key in block:
                walk_blocks(block[key])
        for item in block.get("items", []):
            walk_blocks(item["blocks"])
        for row in block.get("header", []) + block.get("body", []):
            for cell in row["cells"]:
                walk_blocks(cell["blocks"])


tree = json.load(sys.stdin)
walk_blocks(tree["blocks"])
json.dump(tree, sys.stdout)
