#!/usr/bin/env python3
"""Differential tests against Debian's cmark-gfm CLI (the same C library) on seeded random
Markdown built from the characters and constructs that matter to parsing and escaping.

Default mode: mconv's trusted HTML output against cmark-gfm's HTML of the same input.
--markdown mode (fidelity of the Markdown writer, judged by an independent renderer):
cmark-gfm's HTML of mconv's GFM output against cmark-gfm's HTML of the input.

Prints "html-vs-cmark: N passed, M failed". A document passes when both outputs are
byte-identical after footnote markup is removed (footnote sections and reference
superscripts): cmark-gfm counts footnote references that never become reference nodes and
orders reference ids by parse order, so its own output then holds back-links to ids that do
not exist; mconv numbers the references that exist. Byte-identical outputs including
footnotes are reported too. Exit status 1 on any failure.

Usage: scripts/differential-html.py [MCONV] [--count N] [--seed S] [--markdown]
"""
import argparse
import random
import re
import subprocess
import sys

PIECES = ["a", "b", "foo", " ", "  ", "\n", "\n", "\n\n", "*", "**", "_", "__", "~", "~~", "`", "``",
          "[", "]", "(", ")", "<", ">", "!", "#", "# ", "- ", "+ ", "1. ", "2) ", "> ", "\\", "&amp;", "&copy;",
          "&#x6A;", "|", "---", "===", "```", "~~~", "    ", "\t", ":", "\"", "'", "<b>", "</b>", "<div>", "</div>",
          "[x](/u)", "![i](/v \"t\")", "http://e.com", "www.e.com", "a@b.co", "[^1]", "\n[^1]: note\n", "- [ ] ",
          "- [x] ", "| a | b |\n| - | - |\n", ".", ",", "é", "—", "“", "\u00a0", "\r\n", "<!-- c -->", "<script>",
          "[ref]", "\n[ref]: /r 'T'\n", "<http://a.b>", "😀", "中文", "\u0301"]
CMARK = ["cmark-gfm", "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter",
         "-e", "tasklist", "-e", "footnotes"]
FOOTNOTES = re.compile(rb'<section class="footnotes" data-footnotes>.*?</section>\n|<sup class="footnote-ref">.*?</sup>', re.S)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mconv", nargs="?", default=".build/debug/mconv")
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="check the Markdown writer instead")
    args = parser.parse_args()
    label = "markdown-vs-cmark" if args.markdown else "html-vs-cmark"
    generator = random.Random(args.seed)
    identical = passed = failed = 0
    for _ in range(args.count):
        document = "".join(generator.choice(PIECES) for _ in range(generator.randint(5, 60))).encode()
        reference = subprocess.run(CMARK, input=document, capture_output=True).stdout
        if args.markdown:
            markdown = subprocess.run([args.mconv, "-t", "gfm", "-q"], input=document, capture_output=True).stdout
            ours = subprocess.run(CMARK, input=markdown, capture_output=True).stdout
        else:
            ours = subprocess.run([args.mconv, "-t", "html", "--trusted-html", "-q"], input=document, capture_output=True).stdout
        if ours == reference:
            identical += 1
        if FOOTNOTES.sub(b"", ours) == FOOTNOTES.sub(b"", reference):
            passed += 1
        else:
            failed += 1
            if failed <= 3:
                print(f"--- input {document!r}\n--- mconv\n{ours.decode(errors='replace')}--- cmark-gfm\n{reference.decode(errors='replace')}", file=sys.stderr)
    print(f"({identical} of {args.count} byte-identical including footnotes)")
    print(f"{label}: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
