#!/usr/bin/env python3
"""HTML tree builder benchmark: wall-clock time of `mconv debug-html-tree --summary` (tokenizer
+ tree builder + a depth walk; no dump, whose indentation grows with the square of the
depth) on real pages and on pathological inputs at n and 4n. A ratio near 4 is linear.

Usage: bench/html-tree-bench.py [MCONV]   (default .build/release/mconv; build it with
`flock /tmp/mconv-build.lock swift build -c release` first). Run it while holding the build
lock so no build competes for the cores. Real pages: Debian's python3.11-doc HTML (what
bench/tokenizer-bench.sh installs), concatenated; skipped when absent.
"""
import glob
import os
import subprocess
import sys
import tempfile
import time

MCONV = sys.argv[1] if len(sys.argv) > 1 else ".build/release/mconv"
N = 100_000

# name -> input for n repetitions; each must stress one loop of the tree builder.
PATHOLOGICAL = {
    "nested <div>": lambda n: "<div>" * n + "x",
    "unclosed <b>": lambda n: "<b>" * n + "x",
    "distinct <b id>": lambda n: "".join("<b id=%d>" % i for i in range(n)) + "x",
    "<table>": lambda n: "<table>" * n,
    "<a>x": lambda n: "<a>x" * n,
    "<p>x": lambda n: "<p>x" * n,
    "</p>": lambda n: "</p>" * n,
    "reopen 60 <b> per <p>": lambda n: "<div>" + "".join("<b id=%d>" % i for i in range(60)) + "</div>" + "<p>x</p>" * n,
    "<b><div>x</b>": lambda n: "<b><div>x</b>" * n,
    "</b> under 510 <div>": lambda n: "<b>" + "<div>" * 510 + "</b>" * n,
    "<a> under 510 <div>": lambda n: "<a>" + "<div>" * 510 + "<a>x" * n,
    "text + <b> in <table>": lambda n: "<table>" + "x<b>y" * n,
    "nested cells": lambda n: "<table><tr><td>" * n,
    "<svg> then </x>": lambda n: "<svg>" * n + "</x>" * n,
    "nested <template>": lambda n: "<template>" * n + "x",
    "<li> under 600 <span>": lambda n: "<ul>" + "<span>" * 600 + "<li>x" * n,
    "<option> + selectedcontent": lambda n: "<select><button><selectedcontent></button>" + "<option>x" * n,
    "</foo> under 600 <span>": lambda n: "<span>" * 600 + "</foo>" * n,
    "<option><hr> in deep select": lambda n: "<select>" + "<div>" * 600 + "<option>x<hr>" * n,
}


def run(path):
    """Best of three wall-clock times of one parse, in seconds."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        result = subprocess.run([MCONV, "debug-html-tree", "--summary", path],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        best = min(best, time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit("%s failed: %s" % (path, result.stderr.decode()[:300]))
    return best


def main():
    with tempfile.TemporaryDirectory() as folder:
        pages = sorted(glob.glob("/usr/share/doc/python3.11/html/**/*.html", recursive=True))
        if pages:
            # The first pages up to 10 MB: at 4x that is a 40 MB input and a tree of about
            # 0.5 GB, where page faults (not the parser) start to bend the ratio.
            corpus = b""
            used = 0
            for page in pages:
                if len(corpus) >= 10_000_000:
                    break
                corpus += open(page, "rb").read()
                used += 1
            print("real pages: %d python3.11-doc files, %.1f MB concatenated" % (used, len(corpus) / 1e6))
            times = []
            for copies in (1, 4):
                path = os.path.join(folder, "corpus-%d.html" % copies)
                open(path, "wb").write(corpus * copies)
                times.append(run(path))
            print("  1x %.3f s (%.1f MB/s)   4x %.3f s   ratio %.2f"
                  % (times[0], len(corpus) / 1e6 / times[0], times[1], times[1] / times[0]))
        else:
            print("real pages: /usr/share/doc/python3.11/html not found, skipped")
        print("%-30s %10s %9s %10s %9s %6s" % ("pathological (n = %d)" % N, "bytes n", "time n", "bytes 4n", "time 4n", "ratio"))
        for name, make in PATHOLOGICAL.items():
            row = []
            for n in (N, 4 * N):
                path = os.path.join(folder, "input.html")
                data = make(n).encode()
                open(path, "wb").write(data)
                row += [len(data), run(path)]
            print("%-30s %10d %8.3fs %10d %8.3fs %6.2f" % (name, row[0], row[1], row[2], row[3], row[3] / row[1]))


if __name__ == "__main__":
    main()
