#!/usr/bin/env python3
"""Checks that the links between migrated pages still work (issue 16, "Done means").

Converts a whole HTML tree (default: the Python docs, /usr/share/doc/python3.11/html, 530
pages) with `mconv -f html -t gfm --output-dir TMP --rewrite-links`, then reads every output
page the way GitHub shows it (`cmark-gfm --unsafe` with GitHub's extensions, so links are
what a Markdown parser finds, not what a regex guesses) and checks every relative link:

  to a page        a link whose path names a converted page (`../library/json.md`) must
                   name an existing .md file;
  with a fragment  and its `#fragment` (percent-decoded) must be an anchor of that file: the
                   slug GitHub gives one of its headings (text lower-cased, everything but
                   letters, marks, digits, `_`, `-` and spaces dropped, spaces to `-`,
                   repeats numbered -1, -2…) or an `id`/`name` in its raw HTML (`<a id>`);
  in the page      a bare `#fragment` must be an anchor of the page itself (`#` alone is the
                   top of the page);
  left behind      a link that still names a converted input (`json.html`) was not
                   rewritten: counted as unresolved.

A fragment that the source page does not have either (a link broken on the original site)
is counted apart, as "broken in the source", and not against the conversion.

Links to files that were not converted (images, `_sources/*.txt`) and URLs with a scheme are
not counted. Prints resolved / total per kind, the first unresolved links, and exits 1 when
any link is unresolved.

Usage: scripts/link-check.py [--mconv .build/debug/mconv] [--input DIR] [--keep OUT]
                             [--show N] [-- extra mconv arguments, e.g. --front-matter]
"""
import argparse
import collections
import html.parser
import os
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import urllib.parse

CMARK = ['cmark-gfm', '--unsafe', '-e', 'table', '-e', 'strikethrough', '-e', 'autolink',
         '-e', 'tagfilter', '-e', 'tasklist', '-e', 'footnotes']
INPUT_SUFFIXES = ('.html', '.htm')


class Page(html.parser.HTMLParser):
    """The links, heading texts and id/name anchors of one rendered page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.headings, self.anchors = [], [], set()
        self._heading = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ('id', 'name'):
            if attrs.get(name):
                self.anchors.add(attrs[name])
        if tag == 'a' and attrs.get('href') is not None:
            self.links.append(attrs['href'])
        if tag in ('h1', 'h2', 'h3', 'h4', 'h5', 'h6'):
            self._heading = []

    def handle_endtag(self, tag):
        if tag in ('h1', 'h2', 'h3', 'h4', 'h5', 'h6') and self._heading is not None:
            self.headings.append(''.join(self._heading))
            self._heading = None

    def handle_data(self, data):
        if self._heading is not None:
            self._heading.append(data)


def github_slug(text):
    """GitHub's heading anchor before numbering: lower-cased, letters, marks, digits,
    connector punctuation, '-' and spaces kept, each space turned into '-'."""
    kept = []
    for char in text.strip().lower():
        category = unicodedata.category(char)
        if category[0] in 'LMN' or category == 'Pc' or char in ' -':
            kept.append('-' if char == ' ' else char)
    return ''.join(kept)


def anchors_of(page):
    """Every fragment that reaches something in the page: GitHub's heading slugs (a repeat
    gets -1, -2…, skipping slugs already taken, as github-slugger does) and raw id/name."""
    anchors, taken = set(page.anchors), {}
    for text in page.headings:
        base = slug = github_slug(text)
        while slug in taken:
            taken[base] += 1
            slug = f'{base}-{taken[base]}'
        taken[slug] = 0
        anchors.add(slug)
    return anchors


def read_page(path, cache):
    if path not in cache:
        with open(path, 'rb') as file:
            rendered = subprocess.run(CMARK, input=file.read(), capture_output=True, check=True).stdout
        page = Page()
        page.feed(rendered.decode('utf-8', errors='replace'))
        cache[path] = page
    return cache[path]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--mconv', default='.build/debug/mconv')
    parser.add_argument('--input', default='/usr/share/doc/python3.11/html')
    parser.add_argument('--keep', help='write the Markdown here (kept) instead of a temporary folder')
    parser.add_argument('--show', type=int, default=20, help='unresolved links to print (default 20)')
    parser.add_argument('extra', nargs='*', help='more mconv arguments (after --)')
    args = parser.parse_args()
    if not os.path.isdir(args.input):
        sys.exit(f'link-check: {args.input} is not a folder (apt-get install python3.11-doc)')
    if shutil.which('cmark-gfm') is None:
        sys.exit('link-check: cmark-gfm is needed (apt-get install cmark-gfm)')

    out = args.keep or tempfile.mkdtemp(prefix='mconv-link-check-')
    try:
        command = [args.mconv, '-f', 'html', '-t', 'gfm', '-q', '--no-progress', '--output-dir', out,
                   '--rewrite-links', *args.extra, args.input]
        print('$', ' '.join(command), flush=True)
        subprocess.run(command, check=False)
        counts = collections.Counter()
        failures = []
        cache = {}
        for folder, _, names in sorted(os.walk(out)):
            for name in sorted(names):
                if not name.endswith('.md'):
                    continue
                path = os.path.join(folder, name)
                page = read_page(path, cache)
                for href in page.links:
                    kind, ok = classify(href, path, out, args.input, cache)
                    if kind is None:
                        continue
                    counts[kind, ok] += 1
                    if not ok:
                        failures.append((os.path.relpath(path, out), href, kind))
        total_ok = total = 0
        broken = counts.pop(('broken in the source', False), 0)
        for kind in ('to a page', 'with a fragment', 'in the page', 'left behind'):
            ok, bad = counts[kind, True], counts[kind, False]
            total_ok, total = total_ok + ok, total + ok + bad
            print(f'{kind:16} {ok:7} / {ok + bad:7} resolved')
        print(f'{"all":16} {total_ok:7} / {total:7} resolved ({100.0 * total_ok / max(total, 1):.2f} %)')
        print(f'{"broken in the source":16} {broken:7} (fragments the original page lacks too; not counted)')
        failures = [failure for failure in failures if failure[2] != 'broken in the source']
        for page, href, kind in failures[:args.show]:
            print(f'  unresolved ({kind}): {page}: {href}')
        return 0 if total_ok == total else 1
    finally:
        if not args.keep:
            shutil.rmtree(out, ignore_errors=True)


def classify(href, page_path, out, input_root, cache):
    """(kind, resolved) of a link, or (None, None) when it is not counted."""
    parts = urllib.parse.urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith('/'):
        return None, None
    fragment = urllib.parse.unquote(parts.fragment)
    if not parts.path:
        if not href.startswith('#'):
            return None, None
        if fragment == '' or fragment in anchors_of(read_page(page_path, cache)):
            return 'in the page', True
        return fragment_kind('in the page', fragment, page_path, out, input_root), False
    target = os.path.normpath(os.path.join(os.path.dirname(page_path), urllib.parse.unquote(parts.path)))
    if target.endswith('.md'):
        if not os.path.isfile(target):
            return 'to a page', False
        if not parts.fragment:
            return 'to a page', True
        if fragment in anchors_of(read_page(target, cache)):
            return 'with a fragment', True
        return fragment_kind('with a fragment', fragment, target, out, input_root), False
    source = os.path.join(input_root, os.path.relpath(target, out))
    if target.endswith(INPUT_SUFFIXES) and os.path.isfile(source):
        return 'left behind', False
    return None, None


def fragment_kind(kind, fragment, output_page, out, input_root):
    """`kind`, or 'broken in the source' when the source page lacks the fragment too."""
    stem = os.path.splitext(os.path.relpath(output_page, out))[0]
    for suffix in INPUT_SUFFIXES:
        source = os.path.join(input_root, stem + suffix)
        if os.path.isfile(source):
            page = Page()
            with open(source, 'rb') as file:
                page.feed(file.read().decode('utf-8', errors='replace'))
            return kind if fragment in page.anchors else 'broken in the source'
    return kind


if __name__ == '__main__':
    sys.exit(main())
