#!/usr/bin/env python3
"""Time the HTML benchmark's peers on the same inputs as mconv's in-process benchmark.

Parsers (HTML -> tree): selectolax's lexbor backend (C) and markupever (html5ever, Rust).
Converters (HTML -> Markdown): html-to-markdown (Rust), markdownify (Python), and
`pandoc -f html -t gfm` (a process per input, on a subset: it runs at well under 1 MB/s).
Sanitizer (HTML -> safe HTML): nh3 (ammonia, Rust) with its defaults.

Every timing is in-process with time.perf_counter_ns around the library call only (inputs are
decoded to str first), best of --repeat passes. Prints one JSON object.

Usage: html-peers.py --corpus-list FILES.txt --snippets SNIPPETS.bin [--repeat 3]
       [--pandoc-bytes 2000000] [--pandoc-snippets 200] [--markdownify-bytes 5000000]
       [--only parse,markdown,sanitize]
"""
import argparse
import json
import subprocess
import time


def load(args):
    paths = [line.strip() for line in open(args.corpus_list) if line.strip()]
    pages = [open(p, "rb").read().decode("utf-8", "replace") for p in paths]
    snippets = [s.decode("utf-8") for s in open(args.snippets, "rb").read().split(b"\0")]
    return pages, snippets


def size(texts):
    return sum(len(t.encode()) for t in texts)


def best(fn, texts, repeat):
    """Fastest of `repeat` passes over `texts`, in seconds."""
    result = None
    for _ in range(repeat):
        start = time.perf_counter_ns()
        for t in texts:
            fn(t)
        elapsed = (time.perf_counter_ns() - start) / 1e9
        result = elapsed if result is None else min(result, elapsed)
    return result


def prefix(texts, limit):
    out, total = [], 0
    for t in texts:
        if total >= limit:
            break
        out.append(t)
        total += len(t.encode())
    return out


def measure(name, fn, pages, snippets, repeat):
    seconds = best(fn, pages, repeat)
    snippet_seconds = best(fn, snippets, repeat)
    return {
        "name": name,
        "corpus_bytes": size(pages),
        "mb_per_s": size(pages) / 1e6 / seconds,
        "snippet_count": len(snippets),
        "us_per_snippet": snippet_seconds / len(snippets) * 1e6,
    }


def pandoc(texts):
    for t in texts:
        subprocess.run(["pandoc", "-f", "html", "-t", "gfm"], input=t.encode(), stdout=subprocess.DEVNULL, check=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus-list", required=True)
    parser.add_argument("--snippets", required=True)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pandoc-bytes", type=int, default=2_000_000)
    parser.add_argument("--pandoc-snippets", type=int, default=200)
    parser.add_argument("--markdownify-bytes", type=int, default=5_000_000)
    parser.add_argument("--only", default="parse,markdown,sanitize", help="comma-separated kinds to measure")
    args = parser.parse_args()
    kinds = set(args.only.split(","))
    pages, snippets = load(args)
    results = []

    if "sanitize" in kinds:
        import nh3
        results.append(measure("nh3 (ammonia)", nh3.clean, pages, snippets, args.repeat) | {"kind": "sanitize"})
    if "parse" in kinds:
        measure_parsers(results, pages, snippets, args)
    if "markdown" in kinds:
        measure_converters(results, pages, snippets, args)
    print(json.dumps(results, indent=1))


def measure_parsers(results, pages, snippets, args):
    from selectolax.lexbor import LexborHTMLParser
    results.append(measure("selectolax (lexbor)", LexborHTMLParser, pages, snippets, args.repeat) | {"kind": "parse"})

    import markupever
    results.append(measure("markupever (html5ever)", markupever.parse, pages, snippets, args.repeat) | {"kind": "parse"})



def measure_converters(results, pages, snippets, args):
    import html_to_markdown
    results.append(measure("html-to-markdown", html_to_markdown.convert, pages, snippets, args.repeat) | {"kind": "markdown"})

    from markdownify import markdownify
    subset = prefix(pages, args.markdownify_bytes)
    results.append(measure("markdownify", markdownify, subset, snippets, 1) | {"kind": "markdown"})

    subset = prefix(pages, args.pandoc_bytes)
    start = time.perf_counter_ns()
    pandoc(subset)
    seconds = (time.perf_counter_ns() - start) / 1e9
    few = snippets[: args.pandoc_snippets]
    start = time.perf_counter_ns()
    pandoc(few)
    snippet_seconds = (time.perf_counter_ns() - start) / 1e9
    results.append({
        "name": "pandoc -f html -t gfm", "kind": "markdown", "corpus_bytes": size(subset),
        "mb_per_s": size(subset) / 1e6 / seconds, "snippet_count": len(few),
        "us_per_snippet": snippet_seconds / len(few) * 1e6,
        "note": "one process per input, so per-snippet time is mostly process start-up",
    })


if __name__ == "__main__":
    main()
