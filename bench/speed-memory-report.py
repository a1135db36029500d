#!/usr/bin/env python3
"""Measures issue 17's table (and the speed rows of issues 12 and 16) in one run and writes
OUT/summary.md. Called by bench/speed-memory-bench.sh, which builds the binaries and inputs.

Process figures come from os.wait4 (user + system CPU, wall clock, peak RSS); in-process
figures from bench/html's HTMLBench and bench/html-peers.py on the same inputs.
"""
import argparse
import datetime
import json
import os
import statistics
import subprocess
import sys
import time


RSS_FILE = "/tmp/speed-memory-rss.txt"


def run(argv, stdout_path=None):
    """Runs argv, its standard output into `stdout_path` (discarded when None); returns (wall
    seconds, CPU seconds, peak RSS bytes). Fails on a non-zero exit.

    The peak RSS comes from /usr/bin/time run in between: Linux carries a process's RSS high-water
    mark across fork and exec, so a child's own ru_maxrss is at least this Python process's RSS at
    the time (hundreds of MB once html-to-markdown has converted the big file)."""
    with open(stdout_path or os.devnull, "wb") as stdout:
        start = time.perf_counter()
        process = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", RSS_FILE] + argv, stdout=stdout, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"speed-memory-report: {' '.join(argv)} exited with {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime, int(open(RSS_FILE).read().split()[-1]) * 1024


def median_run(argv, times):
    runs = [run(argv) for _ in range(times)]
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs), max(r[2] for r in runs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    out = args.out
    mconv = os.path.join(out, "mconv")
    path = lambda name: os.path.join(out, name)
    size = lambda name: os.path.getsize(path(name))
    cmark = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist", "-e", "footnotes"]
    load_start = os.getloadavg()
    started = datetime.datetime.now(datetime.timezone.utc)
    log = lambda text: print(f"==> {text}", file=sys.stderr)
    scratch = path("scratch.out")

    log(f"Markdown → HTML against cmark-gfm, {args.pairs} alternating pairs")
    md = path("node-12.md")
    pairs = []
    for index in range(args.pairs):
        ours = lambda: run([mconv, "-f", "gfm", "-t", "html", md, "-o", scratch])[1]
        theirs = lambda: run(cmark + [md], stdout_path=scratch)[1]
        if index % 2 == 0:
            a = ours(); b = theirs()
        else:
            b = theirs(); a = ours()
        pairs.append((a, b))
    ratios = sorted(a / b for a, b in pairs)
    md_html = {"mconv_cpu": statistics.median(a for a, _ in pairs), "cmark_cpu": statistics.median(b for _, b in pairs),
               "ratio": statistics.median(ratios), "low": ratios[0], "high": ratios[-1]}

    log("HTML → Markdown on one big file, and html-to-markdown on the same text")
    pages = path("pages-12.html")
    wall, cpu, _ = median_run([mconv, "-f", "html", "-t", "markdown", pages, "-o", scratch], 3)
    import html_to_markdown
    text = open(pages, "rb").read().decode("utf-8", "replace")
    h2m_cpu = []
    for _ in range(3):
        start = time.process_time()
        html_to_markdown.convert(text)
        h2m_cpu.append(time.process_time() - start)
    del text
    big = {"mconv_wall": wall, "mconv_cpu": cpu, "h2m_cpu": statistics.median(h2m_cpu)}

    log("runs.json through the CLI")
    runs_cli = median_run([mconv, "-f", "html", "-t", "runs.json", pages, "-o", scratch], 3)
    md_runs_cli = median_run([mconv, "-f", "gfm", "-t", "runs.json", md, "-o", scratch], 5)

    log("peak RSS, seven paths at 12 MB and 50 MB")
    paths = [("HTML → Markdown", "html", "markdown"), ("HTML → HTML", "html", "html"), ("HTML → text", "html", "text"),
             ("HTML → runs.json", "html", "runs.json"), ("Markdown → HTML", "gfm", "html"),
             ("Markdown → Markdown", "gfm", "markdown"), ("Markdown → runs.json", "gfm", "runs.json")]
    memory = []
    for name, source, target in paths:
        row = {"name": name}
        for scale in ("12", "50"):
            file = f"pages-{scale}.html" if source == "html" else f"node-{scale}.md"
            _, cpu_seconds, rss = run([mconv, "-f", source, "-t", target, path(file), "-o", scratch])
            row[scale] = (rss, size(file), cpu_seconds)
        memory.append(row)
    cmark_rss = {scale: run(cmark + [path(f"node-{scale}.md")], stdout_path=scratch)[2] for scale in ("12", "50")}
    os.remove(scratch)

    log("CLI start-up against cmark-gfm (hyperfine)")
    subprocess.run(["hyperfine", "-N", "--style", "none", "--warmup", "20", "--runs", "300", "--export-json", path("startup.json"),
                    f"{mconv} -f gfm -t html {path('empty.md')}", f"cmark-gfm {path('empty.md')}"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    startup = [r["mean"] * 1000 for r in json.load(open(path("startup.json")))["results"]]

    log("in-process rows (HTMLBench) and the Python peers")
    common = ["--corpus-list", path("corpus-list.txt"), "--snippets", path("snippets.bin"), "--repeat", str(args.repeat)]
    ours = json.loads(subprocess.run([path("mconv-bench"), "html"] + common, check=True, capture_output=True, text=True).stdout)
    peers_script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "html-peers.py")
    peers = json.loads(subprocess.run([sys.executable, peers_script] + common + ["--pandoc-bytes", "100000", "--pandoc-snippets", "10",
                                       "--markdownify-bytes", "100000"], check=True, capture_output=True, text=True).stdout)
    load_end = os.getloadavg()
    json.dump({"md_html": md_html, "big": big, "runs_cli": runs_cli, "md_runs_cli": md_runs_cli, "memory": memory,
               "cmark_rss": cmark_rss, "startup": startup, "in_process": ours + peers}, open(path("results.json"), "w"), indent=1)

    rows = {r["name"]: r for r in ours + peers}
    mb = 1e6
    verdict = lambda ok: "met" if ok else "**missed**"
    pages_mb, md_mb = size("pages-12.html") / mb, size("node-12.md") / mb
    runs = rows["mconv HTML → runs.json"]
    h2m = rows["html-to-markdown"]
    lines = [f"Run {started:%Y-%m-%d %H:%M} UTC, {os.cpu_count()} cores, load average {load_start[0]:.2f} at the start, "
             f"{load_end[0]:.2f} at the end. Inputs: {size('pages-12.html'):,} bytes of python3.11-doc pages, "
             f"{size('node-12.md'):,} bytes of Node.js docs; 50 MB = four copies; in-process rows on "
             f"{runs['corpus_bytes']:,} bytes of pages and 10,000 snippets.", "",
             "| path | mconv | anchor | goal | status |", "|---|---|---|---|---|",
             f"| Markdown → safe HTML, process CPU | {md_html['mconv_cpu']:.2f} s | cmark-gfm {md_html['cmark_cpu']:.2f} s: "
             f"{md_html['ratio']:.2f}× (pairs {md_html['low']:.2f}–{md_html['high']:.2f}) | ≤ 1.5× | {verdict(md_html['ratio'] <= 1.5)} |",
             f"| HTML → Markdown, big file | {pages_mb / big['mconv_wall']:.1f} MB/s wall, {pages_mb / big['mconv_cpu']:.1f} MB/s CPU (CLI) | "
             f"html-to-markdown {pages_mb / big['h2m_cpu']:.1f} MB/s (in-process CPU): {big['h2m_cpu'] / big['mconv_cpu']:.2f}× | ≥ 2× | "
             f"{verdict(big['h2m_cpu'] / big['mconv_cpu'] >= 2)} |",
             f"| HTML → Markdown, per page in-process | {rows['mconv HTML → Markdown']['mb_per_s']:.1f} MB/s | html-to-markdown "
             f"{h2m['mb_per_s']:.1f} MB/s: {rows['mconv HTML → Markdown']['mb_per_s'] / h2m['mb_per_s']:.2f}× | (≥ 2×) | "
             f"{verdict(rows['mconv HTML → Markdown']['mb_per_s'] >= 2 * h2m['mb_per_s'])} |",
             f"| HTML → runs.json | {runs['us_per_snippet']:.1f} µs/snippet, {runs['mb_per_s']:.1f} MB/s in-process; "
             f"{pages_mb / runs_cli[0]:.1f} MB/s CLI | – | ≤ 15 µs, ≥ 30 MB/s | µs {verdict(runs['us_per_snippet'] <= 15)}, "
             f"MB/s {verdict(runs['mb_per_s'] >= 30)} |",
             f"| Markdown → runs.json | {md_mb / md_runs_cli[0]:.1f} MB/s CLI wall ({md_mb / md_runs_cli[1]:.1f} CPU) | – | ≥ 20 MB/s | "
             f"{verdict(md_mb / md_runs_cli[0] >= 20)} |"]
    worst = max(row[s][0] / row[s][1] for row in memory for s in ("12", "50"))
    lines.append(f"| peak RSS / input | worst {worst:.1f}× (table below) | cmark-gfm CLI {cmark_rss['12'] / size('node-12.md'):.1f}× | ≤ 10× | "
                 f"{verdict(worst <= 10)} |")
    lines.append(f"| CLI start-up | {startup[0]:.1f} ms | cmark-gfm {startup[1]:.1f} ms | ≤ 2 ms | {verdict(startup[0] <= 2)} |")
    sanitized, nh3 = rows["mconv HTML → sanitized HTML"], rows["nh3 (ammonia)"]
    checked = rows["mconv HTML → Markdown, self-checked"]
    lines += [f"| (12) sanitized HTML | {sanitized['mb_per_s']:.1f} MB/s, {sanitized['us_per_snippet']:.1f} µs | nh3 {nh3['mb_per_s']:.1f} MB/s, "
              f"{nh3['us_per_snippet']:.1f} µs: {sanitized['mb_per_s'] / nh3['mb_per_s']:.2f}× / {nh3['us_per_snippet'] / sanitized['us_per_snippet']:.2f}× | ≥ 1.5× | "
              f"{verdict(sanitized['mb_per_s'] >= 1.5 * nh3['mb_per_s'] and nh3['us_per_snippet'] >= 1.5 * sanitized['us_per_snippet'])} |",
              f"| (16) HTML → Markdown, self-checked | {checked['mb_per_s']:.1f} MB/s, {checked['us_per_snippet']:.1f} µs | html-to-markdown: "
              f"{checked['mb_per_s'] / h2m['mb_per_s']:.2f}× / {h2m['us_per_snippet'] / checked['us_per_snippet']:.2f}× | ≥ 1.5× | "
              f"{verdict(checked['mb_per_s'] >= 1.5 * h2m['mb_per_s'] and h2m['us_per_snippet'] >= 1.5 * checked['us_per_snippet'])} |"]
    # The best the self-check could do: the unchecked conversion plus cmark-gfm's own parse of
    # its output, with the comparison free.
    unchecked, floor = rows["mconv HTML → Markdown"], rows["self-check floor: cmark-gfm parse of the written Markdown"]
    floor_mb_per_s = 1 / (1 / unchecked["mb_per_s"] + 1 / floor["mb_per_s"])
    floor_us = unchecked["us_per_snippet"] + floor["us_per_snippet"]
    lines += [f"| (16) its floor: the unchecked conversion + cmark-gfm's parse of the output | {floor_mb_per_s:.1f} MB/s, {floor_us:.1f} µs | "
              f"html-to-markdown: {floor_mb_per_s / h2m['mb_per_s']:.2f}× / {h2m['us_per_snippet'] / floor_us:.2f}× | ≥ 1.5× | "
              f"{'reachable' if floor_mb_per_s >= 1.5 * h2m['mb_per_s'] and h2m['us_per_snippet'] >= 1.5 * floor_us else '**out of reach**'} |", "",
              "| peak RSS (CLI, `-o` file) | 12 MB | × input | 50 MB | × input |", "|---|---:|---:|---:|---:|"]
    for row in memory:
        lines.append(f"| {row['name']} | {row['12'][0] / 2**20:.1f} MiB | {row['12'][0] / row['12'][1]:.1f}× | "
                     f"{row['50'][0] / 2**20:.1f} MiB | {row['50'][0] / row['50'][1]:.1f}× |")
    lines.append(f"| cmark-gfm CLI, Markdown → HTML | {cmark_rss['12'] / 2**20:.1f} MiB | {cmark_rss['12'] / size('node-12.md'):.1f}× | "
                 f"{cmark_rss['50'] / 2**20:.1f} MiB | {cmark_rss['50'] / size('node-50.md'):.1f}× |")
    lines += ["", "| in-process (bench/html, html-peers.py) | MB/s | µs per snippet |", "|---|---:|---:|"]
    lines += [f"| {r['name']} | {r['mb_per_s']:.1f} | {r['us_per_snippet']:.1f} |" for r in ours + peers]
    text = "\n".join(lines)
    print(text)
    open(path("summary.md"), "w").write(text + "\n")


if __name__ == "__main__":
    main()
