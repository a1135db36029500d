#!/usr/bin/env python3
"""Checks mconv's ProseMirror/Tiptap, Portable Text and Contentful Rich Text output.

Usage: scripts/app-json-check.py MCONV [CONFORMANCE_DIR]

Inputs: the Markdown/HTML sources of Tests/MarkupConversionTests/Golden/app/sources, the
hand-written documents of Golden/app/<format>-in (read and written again), and every
CommonMark/GFM spec example of CONFORMANCE_DIR/commonmark/*.json. Each is converted to each
format with the MCONV binary, then:

  schema       validated against docs/<format>.schema.json (jsonschema's Draft 2020-12
               validator; the schema is ours, the validator is not)
  prosemirror  loaded with the `prosemirror` package (prosemirror-py, a port of
               prosemirror-model) against Tiptap's schema as declared below (its content
               expressions, attributes and mark set), then `Node.check()`: content
               expressions and attributes (this version does not reject marks out of rank
               order; the schema's mark order is documented in docs/prosemirror.md)
  portable     rendered to HTML with `portabletext-html` (Sanity's format, rendered by an
               implementation that is not ours: blocks, styles, lists, decorators, link
               markDefs; our custom objects get minimal serializers returning their text), and
               its text compared with mconv's own `-f portable-text -t html` of the same JSON
               (image alt text counts as text)
  contentful   rendered with `rich-text-renderer` (Contentful's Python renderer) and its text
               compared with mconv's `-f contentful -t html`

Documents whose texts hold `<` or `&` are skipped by both text comparisons (both renderers
write text unescaped), and so are Contentful documents with embeds or entry links
(rich-text-renderer renders those only with the entries resolved).

Text comparisons strip tags, decode entities and drop all whitespace (the renderers differ
in line breaks, not in content). Prints one line per failure, then per format and check
`app-json-check: FORMAT CHECK: N passed, M failed[, K skipped]`; exits 1 if anything failed.
"""

import html
import json
import pathlib
import re
import subprocess
import sys

from jsonschema import Draft202012Validator

ROOT = pathlib.Path(__file__).resolve().parent.parent
FORMATS = ["prosemirror", "portable-text", "contentful"]


def mconv(binary, args, text):
    result = subprocess.run([binary] + args, input=text.encode(), capture_output=True)
    if result.returncode != 0:
        raise RuntimeError("mconv %s failed (%d): %s" % (" ".join(args), result.returncode, result.stderr.decode()))
    return result.stdout.decode()


def inputs(conformance):
    """(name, source format, text) of every input."""
    sources = ROOT / "Tests/MarkupConversionTests/Golden/app/sources"
    for path in sorted(sources.iterdir()):
        yield "sources/" + path.name, "html" if path.suffix == ".html" else "gfm", path.read_text(encoding="utf-8")
    for fmt in FORMATS:
        for path in sorted((ROOT / "Tests/MarkupConversionTests/Golden/app" / (fmt + "-in")).glob("*.json")):
            yield "%s-in/%s" % (fmt, path.name), fmt, path.read_text(encoding="utf-8")
    if conformance:
        for suite in ["spec", "gfm-extensions", "regression"]:
            path = pathlib.Path(conformance) / "commonmark" / (suite + ".json")
            if path.exists():
                for example in json.loads(path.read_text(encoding="utf-8")):
                    yield "%s:%d" % (suite, example["example"]), "gfm", example["markdown"]


def tiptap_schema():
    from prosemirror.model import Schema

    cell_attrs = {"colspan": {"default": 1}, "rowspan": {"default": 1}, "colwidth": {"default": None}}
    return Schema({
        "nodes": {
            "doc": {"content": "block+"},
            "paragraph": {"content": "inline*", "group": "block"},
            "heading": {"content": "inline*", "group": "block", "attrs": {"level": {"default": 1}}},
            "blockquote": {"content": "block+", "group": "block"},
            "bulletList": {"content": "listItem+", "group": "block"},
            "orderedList": {"content": "listItem+", "group": "block", "attrs": {"start": {"default": 1}}},
            "listItem": {"content": "paragraph block*"},
            "taskList": {"content": "taskItem+", "group": "block"},
            "taskItem": {"content": "paragraph block*", "attrs": {"checked": {"default": False}}},
            "codeBlock": {"content": "text*", "marks": "", "group": "block", "code": True, "attrs": {"language": {"default": None}}},
            "horizontalRule": {"group": "block"},
            "table": {"content": "tableRow+", "group": "block"},
            "tableRow": {"content": "(tableCell | tableHeader)*"},
            "tableCell": {"content": "block+", "attrs": cell_attrs},
            "tableHeader": {"content": "block+", "attrs": cell_attrs},
            "text": {"group": "inline"},
            "hardBreak": {"group": "inline", "inline": True},
            "image": {"group": "inline", "inline": True, "attrs": {"src": {}, "alt": {"default": None}, "title": {"default": None}}},
        },
        # Rank order: the order mconv lists a text node's marks in.
        "marks": {
            "link": {"attrs": {"href": {}, "target": {"default": None}, "rel": {"default": None}, "class": {"default": None}, "title": {"default": None}}, "inclusive": False},
            "bold": {}, "italic": {}, "underline": {}, "strike": {}, "code": {}, "subscript": {}, "superscript": {},
            "highlight": {"attrs": {"color": {"default": None}}},
            "textStyle": {"attrs": {"color": {"default": None}}},
        },
    })


def text_of(markup):
    with_alts = re.sub(r'<img [^>]*alt="([^"]*)"[^>]*>', r"\1", markup)
    without_tags = re.sub(r"<[^>]*>", "", with_alts)
    return re.sub(r"\s+", "", html.unescape(without_tags))


def portable_text_html(blocks):
    from portabletext_html import PortableTextRenderer

    def text_only(field):
        return lambda node, context, list_item: html.escape(node.get(field) or "")

    def table(node, context, list_item):
        return "".join(html.escape(cell) for row in node.get("rows", []) for cell in row.get("cells", []))

    serializers = {"image": text_only("alt"), "code": text_only("code"), "break": lambda *_: "<hr/>", "table": table}
    return PortableTextRenderer(blocks, custom_serializers=serializers).render()


def unescaped_text(document, fmt):
    """Whether a text value holds `<` or `&`, which both renderers write unescaped, or the
    document holds a Contentful embed, which rich-text-renderer can only render resolved."""
    def values(node):
        if isinstance(node, list):
            for item in node:
                yield from values(item)
        elif isinstance(node, dict):
            if node.get("nodeType", "").startswith("embedded-") or node.get("nodeType", "").endswith("-hyperlink") and node["nodeType"] != "hyperlink":
                yield "<"
            for key in ("text", "value", "code", "alt"):
                if isinstance(node.get(key), str):
                    yield node[key]
            for key in ("content", "children", "rows", "cells"):
                if key in node:
                    yield from values(node[key])
        elif isinstance(node, str):
            yield node
    return any("<" in value or "&" in value for value in values(document))


class Tally:
    def __init__(self):
        self.counts = {}

    def count(self, key, outcome):
        self.counts.setdefault(key, {"passed": 0, "failed": 0, "skipped": 0})[outcome] += 1


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = sys.argv[1]
    conformance = sys.argv[2] if len(sys.argv) > 2 else None
    validators = {fmt: Draft202012Validator(json.loads((ROOT / "docs" / (fmt + ".schema.json")).read_text())) for fmt in FORMATS}
    schema = tiptap_schema()
    from prosemirror.model import Node
    from rich_text_renderer import RichTextRenderer

    tally = Tally()
    failures = 0

    def fail(name, fmt, check, message):
        nonlocal failures
        failures += 1
        tally.count((fmt, check), "failed")
        print("FAIL %s %s %s: %s" % (fmt, check, name, message[:400]))

    for name, source, text in inputs(conformance):
        for fmt in FORMATS:
            if source in FORMATS and source != fmt:
                continue  # hand-written input is checked in its own format
            output = mconv(binary, ["-f", source, "-t", fmt, "--quiet"], text)
            document = json.loads(output)
            errors = sorted(validators[fmt].iter_errors(document), key=lambda e: list(e.absolute_path))
            if errors:
                fail(name, fmt, "schema", "%s at %s" % (errors[0].message, "/".join(map(str, errors[0].absolute_path))))
            else:
                tally.count((fmt, "schema"), "passed")
            try:
                if fmt == "prosemirror":
                    Node.from_json(schema, document).check()
                    tally.count((fmt, "prosemirror-py"), "passed")
                elif unescaped_text(document, fmt):
                    tally.count((fmt, "portabletext-html" if fmt == "portable-text" else "rich-text-renderer"), "skipped")
                elif fmt == "portable-text":
                    theirs = text_of(portable_text_html(document))
                    ours = text_of(mconv(binary, ["-f", fmt, "-t", "html", "--quiet"], output))
                    if theirs == ours:
                        tally.count((fmt, "portabletext-html"), "passed")
                    else:
                        fail(name, fmt, "portabletext-html", "text differs: theirs %r, ours %r" % (theirs[:150], ours[:150]))
                else:
                    theirs = text_of(RichTextRenderer().render(document))
                    ours = text_of(mconv(binary, ["-f", fmt, "-t", "html", "--quiet"], output))
                    if theirs == ours:
                        tally.count((fmt, "rich-text-renderer"), "passed")
                    else:
                        fail(name, fmt, "rich-text-renderer", "text differs: theirs %r, ours %r" % (theirs[:150], ours[:150]))
            except Exception as error:  # the independent tool rejected the document
                check = {"prosemirror": "prosemirror-py", "portable-text": "portabletext-html"}.get(fmt, "rich-text-renderer")
                fail(name, fmt, check, "%s: %s" % (type(error).__name__, error))

    for (fmt, check), counts in sorted(tally.counts.items()):
        line = "app-json-check: %s %s: %d passed, %d failed" % (fmt, check, counts["passed"], counts["failed"])
        if counts["skipped"]:
            line += ", %d skipped" % counts["skipped"]
        print(line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
