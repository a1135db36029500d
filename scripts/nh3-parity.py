#!/usr/bin/env python3
"""Benign parity with nh3 (ammonia): what does our sanitizer lose that nh3 keeps?

For every benign fixture (Tests/Sanitizer/benign/*.html, and *.md when --markdown-command is
given) this runs our sanitizer command (input on standard input, HTML on standard output) and
nh3.clean() with its defaults (Markdown fixtures are first rendered to HTML by
--markdown-renderer, cmark-gfm --unsafe by default, then cleaned by nh3). Both outputs are
parsed with html5lib, the HTML5 algorithm a browser uses, and compared:

  elements  the multiset of (element, sorted kept attribute names); an attribute counts as
            "kept" only when the input had that attribute on that element type, so attributes
            a sanitizer adds itself (rel="noopener noreferrer") do not count either way
  text      the visible text (outside script/style/template/noscript/title), as a multiset
            of words (runs of letters and digits; block elements separate words, inline
            elements do not)

A loss is anything nh3's output has that ours lacks; a fixture with any loss fails. What we keep
beyond nh3 is listed (with --show-extras) but is fine. Prints `nh3-parity: N passed, M failed`
and exits 1 when any fixture fails.
"""

import argparse
import collections
import glob
import json
import os
import re
import shutil
import subprocess
import sys

try:
    import html5lib  # PyPI html5lib
    import nh3       # PyPI nh3
except ImportError as e:  # pragma: no cover
    sys.exit("nh3-parity: needs PyPI nh3 and html5lib (%s); see Tests/Sanitizer/README.md" % e)

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BENIGN = os.path.join(REPO, "Tests", "Sanitizer", "benign")
DEFAULT_RENDERER = "cmark-gfm --unsafe -e table -e strikethrough -e autolink -e tasklist -e footnotes"
INVISIBLE = {"script", "style", "template", "noscript", "title"}
IMPLIED = ("tbody",)
INLINE = {"a", "abbr", "acronym", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em",
          "font", "i", "img", "ins", "kbd", "mark", "q", "rp", "rt", "rtc", "ruby", "s", "samp",
          "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr"}


def run(command, text, timeout=60):
    p = subprocess.run(command, shell=True, input=text.encode("utf-8"), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=timeout)
    if p.returncode != 0:
        raise RuntimeError("`%s` exited %d: %s" % (command, p.returncode,
                                                    p.stderr.decode("utf-8", "replace").strip()[-300:]))
    return p.stdout.decode("utf-8", "replace")


def parse(html):
    return html5lib.parseFragment(html, container="div", namespaceHTMLElements=False)


def local(tag):
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else None


def walk(root):
    """Returns [(element name, {attr: value})] for every element, and the visible words.

    Text is joined as a browser would lay it out: inline elements (and <wbr>) join their
    neighbours, block elements and <br> separate them. Words are runs of letters and digits,
    so quotes a converter puts in place of <q>, or punctuation moved by an inline change, do
    not count as lost text."""
    elements, text = [], []

    def visit(node, hidden):
        name = local(node.tag)
        if name is not None:
            elements.append((name, {local(k) if k.startswith("{") else k: v for k, v in node.attrib.items()}))
        hide = hidden or name in INVISIBLE
        block = name not in INLINE
        if block:
            text.append(" ")
        if node.text and not hide:
            text.append(node.text)
        for child in node:
            visit(child, hide)
            if child.tail and not hide:
                text.append(child.tail)
        if block:
            text.append(" ")

    if root.text:
        text.append(root.text)
    for child in root:
        visit(child, False)
        if child.tail:
            text.append(child.tail)
    return elements, re.findall(r"\w+", "".join(text))


def signature(elements, input_pairs, equivalent):
    sig = collections.Counter(
        (equivalent.get(name, name), tuple(sorted(a for a in attrs if (name, a) in input_pairs)))
        for name, attrs in elements)
    # A bare <tbody> is structure, not content: the HTML parser implies one for rows outside
    # a row group, and a serializer may or may not write it out.
    for tag in IMPLIED:
        sig.pop((tag, ()), None)
    return sig


def fmt(sig):
    name, attrs = sig
    return "<%s%s>" % (name, "".join(" " + a for a in attrs))


def compare(source_html, ours_html, theirs_html, equivalent=None):
    equivalent = equivalent or {}
    in_elements, _ = walk(parse(source_html))
    input_pairs = {(n, a) for n, attrs in in_elements for a in attrs}
    ours_el, ours_text = walk(parse(ours_html))
    theirs_el, theirs_text = walk(parse(theirs_html))
    ours_sig = signature(ours_el, input_pairs, equivalent)
    theirs_sig = signature(theirs_el, input_pairs, equivalent)
    # Match every element nh3 kept to one of ours with the same name and at least the same
    # kept attributes (an exact match first, else the smallest superset; nh3's richest
    # elements are matched first). Whatever stays unmatched is a loss; what is left of ours
    # is an extra.
    pool = collections.Counter(ours_sig)
    lost_el = collections.Counter()
    for sig, n in sorted(theirs_sig.items(), key=lambda kv: (-len(kv[0][1]), kv[0])):
        for _ in range(n):
            if pool[sig] > 0:
                pool[sig] -= 1
                continue
            cands = [c for c, k in pool.items() if k > 0 and c[0] == sig[0] and set(sig[1]) <= set(c[1])]
            if cands:
                pool[min(cands, key=lambda c: (len(c[1]), c))] -= 1
            else:
                lost_el[sig] += 1
    extra_el = +pool
    ours_words, theirs_words = collections.Counter(ours_text), collections.Counter(theirs_text)
    lost_words = theirs_words - ours_words
    extra_words = ours_words - theirs_words
    return lost_el, extra_el, lost_words, extra_words


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--command", required=True, help="our sanitizer for HTML input (stdin -> stdout)")
    ap.add_argument("--markdown-command", help="our sanitizer for Markdown input; without it *.md fixtures are skipped")
    ap.add_argument("--markdown-renderer", default=DEFAULT_RENDERER,
                    help="renders Markdown fixtures to HTML before nh3.clean (default: %(default)s)")
    ap.add_argument("--benign", default=DEFAULT_BENIGN, help="fixture folder (default Tests/Sanitizer/benign)")
    ap.add_argument("--equivalent", default="", help="element names to treat as one, e.g. "
                    "'b=strong,i=em,s=del,strike=del' for a converter that normalizes them (default: none)")
    ap.add_argument("--show-extras", action="store_true", help="list what ours keeps beyond nh3 for every fixture")
    ap.add_argument("--report", help="write a JSON report here")
    opts = ap.parse_args()

    files = sorted(f for f in glob.glob(os.path.join(opts.benign, "*"))
                   if os.path.splitext(f)[1].lower() in (".html", ".htm", ".md", ".markdown"))
    if not files:
        print("nh3-parity: no fixtures in " + opts.benign, file=sys.stderr)
        return 2
    equivalent = {}
    for pair in filter(None, (p.strip() for p in opts.equivalent.split(","))):
        a, _, b = pair.partition("=")
        if not a or not b:
            ap.error("--equivalent takes NAME=NAME pairs")
        equivalent[a.strip().lower()] = b.strip().lower()
    renderer_ok = shutil.which(opts.markdown_renderer.split()[0]) is not None
    passed = failed = skipped = 0
    report = []
    for f in files:
        name = os.path.basename(f)
        is_md = os.path.splitext(f)[1].lower() in (".md", ".markdown")
        with open(f, encoding="utf-8") as fh:
            source = fh.read()
        if is_md and (not opts.markdown_command or not renderer_ok):
            skipped += 1
            continue
        try:
            source_html = run(opts.markdown_renderer, source) if is_md else source
            ours = run(opts.markdown_command if is_md else opts.command, source)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            failed += 1
            print("FAIL %s: %s" % (name, e))
            report.append({"fixture": name, "error": str(e)})
            continue
        theirs = nh3.clean(source_html)
        lost_el, extra_el, lost_words, extra_words = compare(source_html, ours, theirs, equivalent)
        entry = {"fixture": name, "lost_elements": {fmt(k): v for k, v in lost_el.items()},
                 "lost_text": dict(lost_words), "extra_elements": {fmt(k): v for k, v in extra_el.items()},
                 "extra_text": dict(extra_words), "ours": ours, "nh3": theirs}
        report.append(entry)
        if lost_el or lost_words:
            failed += 1
            print("LOSS %s" % name)
            for k, n in sorted(lost_el.items()):
                same = sorted({fmt(c) for c in extra_el if c[0] == k[0]})
                print("    element  nh3 keeps %s%s, ours does not%s" % (
                    fmt(k), " x%d" % n if n > 1 else "",
                    " (ours has %s)" % ", ".join(same[:3]) if same else ""))
            if lost_words:
                words = sorted(lost_words.elements())
                print("    text     nh3 keeps %d word(s) ours drops: %s" % (
                    len(words), " ".join(repr(w) for w in words[:12]) + (" ..." if len(words) > 12 else "")))
        else:
            passed += 1
        if opts.show_extras and (extra_el or extra_words):
            print("  extra %s: %s%s" % (name, ", ".join("%s%s" % (fmt(k), " x%d" % n if n > 1 else "")
                                                         for k, n in sorted(extra_el.items())),
                                         ("; text: " + " ".join(repr(w) for w in sorted(extra_words.elements())[:8]))
                                         if extra_words else ""))
    line = "nh3-parity: %d passed, %d failed" % (passed, failed)
    if skipped:
        line += ", %d skipped" % skipped
    print(line)
    if skipped:
        print("  (%d Markdown fixtures skipped: %s)" % (
            skipped, "no --markdown-command" if not opts.markdown_command else "renderer not found: " + opts.markdown_renderer))
    if opts.report:
        with open(opts.report, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=1, ensure_ascii=False)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
