#!/usr/bin/env python3
"""Runs scripts/spark-example.py in pyspark local mode on real pages and checks that every
record round-trips: as many rows out as pages in, each page once, no error, and each row's
content byte-identical to what the CLI writes for the same file (`mconv -f html -t markdown
FILE`). Prints `spark-jsonl: N passed, M failed` (one check per page, plus the count check).

    scripts/spark-jsonl-check.py MCONV [PAGES_DIR] [--format parquet|json]

PAGES_DIR defaults to Debian's python3.11-doc HTML (530 pages), else the committed
Tests/Sanitizer/benign pages. Run it with the virtualenv's python from scripts/spark-setup.sh.
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the checkout
example = __import__("spark-example")

DEFAULT_PAGES = ["/usr/share/doc/python3.11/html", os.path.join(ROOT, "Tests/Sanitizer/benign")]


def pages_under(folder):
    """Every *.html file under folder, as Spark's binaryFile source names them."""
    found = []
    for directory, _, names in os.walk(folder):
        found += [os.path.join(directory, name) for name in names if name.endswith(".html")]
    return sorted(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mconv")
    parser.add_argument("pages", nargs="?", default=next((p for p in DEFAULT_PAGES if os.path.isdir(p)), None))
    parser.add_argument("--format", choices=["parquet", "json"], default="parquet")
    args = parser.parse_args()
    mconv = os.path.abspath(args.mconv)
    pages = pages_under(args.pages)
    started = time.monotonic()

    with tempfile.TemporaryDirectory(prefix="mconv-spark-") as scratch:
        output = os.path.join(scratch, "out")
        # The example as a user runs it: two local cores, two tasks at least.
        quiet = dict(os.environ, PYSPARK_SUBMIT_ARGS="--conf spark.ui.showConsoleProgress=false pyspark-shell")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/spark-example.py"), args.pages, output,
                        "--format", args.format, "--mconv", mconv, "--master", "local[2]", "--partitions", "4"],
                       check=True, env=quiet)
        spark_seconds = time.monotonic() - started
        from pyspark.sql import SparkSession
        spark = (SparkSession.builder.master("local[1]").appName("mconv-jsonl-check")
                 .config("spark.ui.showConsoleProgress", "false").getOrCreate())
        try:
            rows = spark.read.format(args.format).schema(example.SCHEMA).load(output).collect()
        finally:
            spark.stop()

    passed = failed = 0
    by_path = {}
    for row in rows:
        by_path.setdefault(row.path.removeprefix("file:"), []).append(row)
    if len(rows) == len(pages) and sorted(by_path) == pages:
        passed += 1
    else:
        failed += 1
        missing = sorted(set(pages) - set(by_path))[:5]
        print(f"spark-jsonl: {len(pages)} pages in, {len(rows)} rows out; missing e.g. {missing}", file=sys.stderr)
    def cli_output(page):
        return subprocess.run([mconv, "-q", "-f", "html", "-t", "markdown", page],
                              capture_output=True, check=True).stdout.decode("utf-8")

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count()) as pool:
        expected_outputs = pool.map(cli_output, pages)
    for page, expected in zip(pages, expected_outputs):
        found = by_path.get(page, [])
        if len(found) == 1 and found[0].error is None and found[0].content == expected:
            passed += 1
        else:
            failed += 1
            reason = "missing or repeated" if len(found) != 1 else found[0].error or "content differs from the CLI's"
            print(f"spark-jsonl: FAIL {page}: {reason}", file=sys.stderr)
    print(f"spark-jsonl: {len(pages)} pages of {args.pages} through Spark local[2] in {spark_seconds:.1f} s "
          f"({args.format}); whole check {time.monotonic() - started:.1f} s", file=sys.stderr)
    print(f"spark-jsonl: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
