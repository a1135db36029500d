#!/usr/bin/env python3
"""Writes the fuzz seed corpora, Fuzz/corpus/<target>/, from inputs already in the repository
(goldens, the sanitizer attack corpus, the CommonMark/GFM spec examples, the documented
examples) plus pathological shapes written here. Run it again when those inputs change; the
output is deterministic and committed.

Each seed starts with the target's choice bytes (Tests/ConversionInvariants/FuzzTarget.swift):
seeds cycle through the choices so every output format, policy and flavour is covered from the
start. Seeds larger than 8 KB are left out (small seeds mutate faster; the total stays a few
hundred KB).

Usage: scripts/fuzz-seeds.py [--conformance DIR]  (default $MCONV_CONFORMANCE_DIR or ../shared/conformance)
"""

import argparse
import hashlib
import json
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Fuzz" / "corpus"
MAX_SEED = 8 * 1024
OUTPUTS = 14   # OutputChecker.outputs
POLICIES = 3   # FuzzTarget.policies
# The Encoding Standard's encodings in its order (TextEncoding.allEncodings), by the name
# Python's codecs know them, where they do.
ENCODINGS = ["utf-8", "ibm866", "iso8859-2", "iso8859-3", "iso8859-4", "iso8859-5", "iso8859-6", "iso8859-7",
             "iso8859-8", None, "iso8859-10", "iso8859-13", "iso8859-14", "iso8859-15", "iso8859-16", "koi8-r",
             "koi8-u", "mac-roman", "cp874", "cp1250", "cp1251", "cp1252", "cp1253", "cp1254", "cp1255", "cp1256",
             "cp1257", "cp1258", "mac-cyrillic", "gbk", "gb18030", "big5", "euc-jp", "iso2022-jp", "shift_jis",
             "euc-kr", None, "utf-16-be", "utf-16-le", None]


def read(path):
    return Path(path).read_bytes()


class Corpus:
    def __init__(self, target):
        self.target = target
        self.folder = CORPUS / target
        self.count = 0
        self.seen = set()

    def add(self, choices, payload):
        if isinstance(payload, str):
            payload = payload.encode("utf-8")
        data = bytes(choices) + payload
        if len(data) > MAX_SEED or data in self.seen:
            return
        self.seen.add(data)
        name = hashlib.sha1(data).hexdigest()[:16]
        (self.folder / name).write_bytes(data)
        self.count += 1


def files(folder, suffixes):
    folder = ROOT / folder
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.name.endswith(tuple(suffixes)))


def pathological_html():
    yield "<div>" * 300 + "x"
    yield "<b><i>" * 200 + "x" + "</b>" * 100
    yield "<table><tr><td>" * 50 + "cell"
    yield "<p>" + "<a href=x>" * 100 + "y"
    yield "<ul>" + "<li>" * 200
    yield "<svg><foreignObject><math><mi><svg>" * 20 + "<script>alert(1)</script>"
    yield "<select><option><table><caption><template><frameset>"
    yield "&" + "amp;" * 50 + "&#x110000;&#0;&#xD800;&notin;&notit;&NotNestedGreaterGreater;"
    yield "<!-- -- --!><![CDATA[x]]><?php x ?><!DOCTYPE html SYSTEM 'x'>"
    yield "<p style=\"" + "color:red;" * 100 + "\">x</p>"
    yield "<Congratulation!> <Hot> 3 < 4 > 2 <br/ > </p></br>"
    yield "<textarea><plaintext><xmp></xmp></textarea></plaintext>"
    yield "\x00\x01\x1b[31m\x7f\xc2\x85\u202e\ufeff text \r\n\r"


def pathological_markdown():
    yield ">" * 300 + " x"
    yield "*" * 500
    yield "_a " * 200
    yield "[" * 200 + "x" + "](y)" * 50
    yield "- " * 150 + "x"
    yield "1. " * 100 + "x"
    yield "`" * 100 + "x" + "`" * 99
    yield "| a | b |\n|---|---|\n" + "| x | y |\n" * 50
    yield "<div>\n" * 50 + "*x*\n"
    yield "[^1]\n\n[^1]: " + "[^1] " * 20
    yield "---\ntitle: x\n---\n# h\n"
    yield "\\" * 100 + "&amp;" * 20 + "<!--" * 10
    yield "a\u0000b\u001b[2Jc\u0085d\u202ee\r\nf"


def spec_examples(conformance):
    for name in ("spec.json", "gfm-extensions.json", "regression.json"):
        path = Path(conformance) / "commonmark" / name
        if path.is_file():
            yield from json.loads(path.read_text(encoding="utf-8"))


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conformance", default=os.environ.get("MCONV_CONFORMANCE_DIR", str(ROOT.parent / "shared" / "conformance")))
    args = parser.parse_args(argv)
    if CORPUS.exists():
        shutil.rmtree(CORPUS)
    corpora = {}
    for target in ("html", "markdown", "chat", "json", "css", "selector", "encoding"):
        corpora[target] = Corpus(target)
        corpora[target].folder.mkdir(parents=True)

    html = corpora["html"]
    sources = files("Tests/MarkupConversionTests/Golden", [".html"]) + files("Tests/HTMLFrontendTests/Golden", [".html"])
    sources = [p for p in sources if ".expected." not in p.name and "encodings" not in p.parts]
    for index, path in enumerate(sources[::3]):
        html.add([index % OUTPUTS, index % POLICIES], read(path))
    vectors = json.loads(read(ROOT / "Tests/Sanitizer/vectors.json"))
    for index, vector in enumerate(v for v in vectors if v.get("format") != "markdown"):
        if index % 4 == 0:
            html.add([0, index % POLICIES], vector["html"])
    for index, shape in enumerate(pathological_html()):
        html.add([index % OUTPUTS, index % POLICIES], shape)

    markdown = corpora["markdown"]
    for index, example in enumerate(spec_examples(args.conformance)):
        if index % 6 == 0:
            markdown.add([index % 2, index % OUTPUTS, index % POLICIES], example["markdown"])
    for index, vector in enumerate(v for v in vectors if v.get("format") == "markdown"):
        if index % 2 == 0:
            markdown.add([0, 0, index % POLICIES], vector["html"])
    for index, path in enumerate(files("Tests/BackendsTests/Golden/markdown", [".md"])[::2] + files("examples", [".md"])):
        markdown.add([0, index % OUTPUTS, index % POLICIES], read(path))
    for index, shape in enumerate(pathological_markdown()):
        markdown.add([index % 2, index % OUTPUTS, index % POLICIES], shape)

    chat = corpora["chat"]
    for flavour, name in enumerate(("chat", "slack", "whatsapp", "telegram")):
        suffix = {"chat": ".txt", "slack": ".slack", "whatsapp": ".wa", "telegram": ".tg"}[name]
        inputs = files(f"Tests/ChatFrontendTests/Golden/{name}", [suffix]) or \
            [p for p in files(f"Tests/ChatFrontendTests/Golden/{name}", [""]) if p.suffix not in (".dump", ".md", ".html")]
        for index, path in enumerate(inputs):
            chat.add([flavour, index % OUTPUTS], read(path))
        chat.add([flavour, 6], "*b* _i_ ~s~ `c` ```pre``` ||spoiler|| <https://x.y|label> <@U1> <!here> :smile: > quote\n" * 3)

    json_corpus = corpora["json"]
    readers = {"runs": 0, "ast": 1, "prosemirror": 2, "portable-text": 3, "contentful": 4}
    for index, path in enumerate(files("Tests/MarkupConversionTests/Golden/runs", [".json"])[::4]):
        json_corpus.add([readers["runs"], index % OUTPUTS], read(path))
    for name in ("prosemirror", "portable-text", "contentful"):
        for index, path in enumerate(files(f"Tests/MarkupConversionTests/Golden/app/{name}-in", [".json"])):
            json_corpus.add([readers[name], index % OUTPUTS], read(path))
    for index, path in enumerate(files("Tests/MarkupConversionTests/Golden", [".ast.json"])[::3] + files("docs/examples", [".ast.json"])):
        json_corpus.add([readers["ast"], index % OUTPUTS], read(path))
    for path in files("examples", ["style.json"]) + files("docs/examples", ["style.json", "stylesheet.json"]):
        json_corpus.add([5], read(path))
    json_corpus.add([5], '{"root": {"fontSize": 14}, "elements": {"h1": {"fontScale": 2, "fontWeight": 700}}, '
                         '"classes": {"note": {"color": "#336699", "italic": true}}}')
    for path in files("docs/examples", ["policy.json"]):
        json_corpus.add([6], read(path))
    json_corpus.add([6], '{"extends": "default", "elements": {"add": ["u"]}, "urls": {"linkSchemes": ["https"]}}')

    css = corpora["css"]
    for declaration in [
        "color: red", "COLOR: RED !important; font-weight: bold", "background-color: rgb(1 2 3 / 50%)",
        "color: hsl(120deg 100% 50%)", "color: #abc; color: #aabbccdd", "font: italic bold 12px/30px Georgia, serif",
        "text-decoration: underline wavy red", "text-align: center; vertical-align: super", "font-size: 1.5em; line-height: 2",
        "margin: 0 auto; padding: 1px 2px 3px 4px", "background: url(javascript:alert(1))", "width: expression(alert(1))",
        "color: red; /* comment */ font-style: italic", "font-family: \"Times New Roman\", 'a\\\"b', monospace",
        "color: \\72 ed", "color:", ";;;", "color: red !important !important", "font-weight: 950; font-stretch: 50%",
        "white-space: pre-wrap; display: none; visibility: hidden", "color: currentcolor; border: 1px solid",
        "text-decoration-line: line-through; text-decoration-style: dotted; text-decoration-color: blue",
        "color: color-mix(in srgb, red, blue)", "font-size: calc(1em + 2px)", "-webkit-text-fill-color: red",
        "color: r\u00e9d; font-family: \u65e5\u672c", "color: red\x00; x: y",
    ]:
        css.add([], declaration)

    selector = corpora["selector"]
    for text in [
        "p", "nav, .ads, [aria-hidden=true]", "article > h1 + h2 ~ p", "div div .ads", "li:nth-child(2n+1)",
        "li:nth-last-child(-n+2)", "ol li:first-child", "p:not(.lead)", "a[href^=https]", "a[href$='/'][class~=ext]",
        "[lang|=en]", "[title*=\"x y\" i]", "#title", "*", "main *:only-child", "section :is(p, span)", ":where(ul, ol) > li",
        "p:has(> b)", "td:nth-of-type(2)", "h1:empty, p:first-of-type, p:last-of-type", "::before", "a::", "[", "p >",
        ":nth-child(", "tr:nth-child(even)", "li:nth-child(odd of .x)", "\\70", "*|p", "svg|a",
    ]:
        selector.add([], text)

    encoding = corpora["encoding"]
    sample = "Grüße, Привет, γειά, שלום, مرحبا, สวัสดี, 你好, 日本語, 한국어 — “quotes” €\n"
    for index, name in enumerate(ENCODINGS):
        if name is None:
            encoding.add([index, 0, 3], b"\x00\x80\xff<meta charset=x>")
            continue
        try:
            data = sample.encode(name, errors="ignore")
        except LookupError:
            continue
        encoding.add([index, 0, 0], data)
        encoding.add([index, 1, 1], b"<meta charset=\"" + name.encode() + b"\">" + data[:40] + b"\x80\xfe\xff\x1b$B")
    encoding.add([33, 0, 5], b"\x1b$B\x30\x21\x1b(J\x5c\x1b$@\x1b(B\x1b\x1b$")
    encoding.add([30, 0, 2], b"\x81\x30\x81\x30\x84\x31\xa4\x39\xfe\x39\xfe\x39\x80")
    encoding.add([38, 0, 1], b"\x3d\xd8\x00\xde\x3d\xd8")

    total = 0
    for target, corpus in corpora.items():
        size = sum(p.stat().st_size for p in corpus.folder.iterdir())
        total += size
        print(f"{target}: {corpus.count} seeds, {size // 1024} KB")
    print(f"total: {total // 1024} KB")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
