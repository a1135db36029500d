#!/usr/bin/env python3
"""Convert a folder of HTML pages to Markdown with Apache Spark, running `mconv --jsonl`
as the mapper of each partition (RDD.pipe): a starting point for migrations that outgrow
one machine.

    spark-example.py INPUT_DIR OUTPUT_DIR [--format parquet|json] [--to FORMAT]
                     [--mconv PATH] [--jobs N] [--partitions N] [--master URL]

Every file under INPUT_DIR (recursively, on any file system Spark reads: a local or shared
folder, hdfs://, s3a://) whose name matches --glob (default *.html) becomes one JSON Lines
record:

    {"id": "<the file's URI>", "content_base64": "<its bytes>", "from": "html", "to": "markdown"}

The bytes go as base64, so mconv reads each page exactly as `mconv -f html FILE` would:
the encoding sniffed from a byte order mark or <meta charset>, undeclared legacy pages
read as windows-1252. Each partition's records are piped through one
`mconv --jsonl -q -j N` process; its answers come back in order, one line per record:

    {"id": …, "content": "…", "diagnostics": [{"code", "severity", "message", "line", "column"}]}
    {"id": …, "error": "…", "line": N}          (a page mconv could not convert)

The result is written to OUTPUT_DIR as Parquet (default) or JSON Lines, one row per page:
path (string), content (string, null on error), diagnostics (array of structs), error
(string, null on success). mconv exits 1 when a record failed; the pipe does not check exit
codes (checkCode=False), so one bad page never fails the job: filter on `error` instead.

On a cluster, mconv must be installed at the same path on every worker (or shipped with
`spark-submit --files mconv` and run as `./mconv`). Locally, pip's pyspark and a JRE are
enough (scripts/spark-setup.sh installs both):

    $(scripts/spark-setup.sh | tail -1) scripts/spark-example.py \\
        /usr/share/doc/python3.11/html /tmp/python-docs-md --mconv .build/release/mconv
"""

import argparse
import base64
import fnmatch
import json
import os
import shlex
import sys

from pyspark.sql import SparkSession
from pyspark.sql.types import ArrayType, IntegerType, StringType, StructField, StructType

DIAGNOSTIC = StructType([
    StructField("code", StringType()),
    StructField("severity", StringType()),
    StructField("message", StringType()),
    StructField("line", IntegerType()),
    StructField("column", IntegerType()),
])

SCHEMA = StructType([
    StructField("path", StringType(), nullable=False),
    StructField("content", StringType()),
    StructField("diagnostics", ArrayType(DIAGNOSTIC)),
    StructField("error", StringType()),
])


def record(path, data, to):
    """The JSON line asking mconv to convert one page (its bytes, as base64)."""
    return json.dumps({
        "id": path,
        "content_base64": base64.b64encode(data).decode("ascii"),
        "from": "html",
        "to": to,
    })


def row(line):
    """One output row from one line of mconv's answers."""
    answer = json.loads(line)
    diagnostics = [
        (d["code"], d["severity"], d["message"], d.get("line"), d.get("column"))
        for d in answer.get("diagnostics", [])
    ]
    return (answer["id"], answer.get("content"), diagnostics, answer.get("error"))


def is_hidden(relative_path):
    """Whether Spark's file sources skip this path: a folder or file name starting with "_"
    or "." (Hadoop's hidden files, such as _SUCCESS and .crc)."""
    return any(part[:1] in ("_", ".") for part in relative_path.split("/"))


def hidden_pages(spark, input_dir, glob):
    """(path, bytes) of the pages Spark's binaryFile source skips as hidden. Pages can be
    called that (Python's docs have library/_thread.html), so they are listed and read on
    the driver through Hadoop's FileSystem, which reaches every store Spark reads (local
    folders, HDFS, S3). There are usually a few; each is read whole into the driver."""
    hadoop = spark.sparkContext._jvm.org.apache.hadoop.fs
    root = hadoop.Path(input_dir)
    filesystem = root.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())
    prefix = filesystem.makeQualified(root).toString().rstrip("/") + "/"
    found = []
    files = filesystem.listFiles(root, True)
    while files.hasNext():
        path = files.next().getPath()
        relative = path.toString().removeprefix(prefix)
        if is_hidden(relative) and fnmatch.fnmatchcase(path.getName(), glob):
            stream = filesystem.open(path)
            try:
                found.append((path.toString(), bytes(stream.readAllBytes())))
            finally:
                stream.close()
    return found


def pages(spark, input_dir, glob="*.html"):
    """An RDD of (path, bytes): every file under input_dir whose name matches glob."""
    visible = (spark.read.format("binaryFile")
               .option("recursiveFileLookup", "true")
               .option("pathGlobFilter", glob)
               .load(input_dir)
               .select("path", "content")
               .rdd.map(lambda page: (page.path, bytes(page.content))))
    hidden = hidden_pages(spark, input_dir, glob)
    return visible.union(spark.sparkContext.parallelize(hidden, 1)) if hidden else visible


def convert(spark, input_dir, mconv, to="markdown", jobs=1, partitions=None, glob="*.html"):
    """A DataFrame (SCHEMA) of every page under input_dir converted by `mconv --jsonl`."""
    files = pages(spark, input_dir, glob)
    if partitions:
        files = files.repartition(partitions)
    command = shlex.join([mconv, "--jsonl", "-q", "-j", str(jobs)])
    answers = (files
               .map(lambda page: record(page[0], page[1], to))
               .pipe(command, checkCode=False))
    return spark.createDataFrame(answers.map(row), SCHEMA)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input_dir", help="folder of pages, read recursively")
    parser.add_argument("output_dir", help="where Spark writes the result (replaced if it exists)")
    parser.add_argument("--format", choices=["parquet", "json"], default="parquet",
                        help="output format (default: parquet)")
    parser.add_argument("--to", default="markdown",
                        help="mconv output format: markdown, commonmark, html, text, runs-json, … (default: markdown)")
    parser.add_argument("--mconv", default="mconv",
                        help="the mconv binary, on every worker (default: mconv on PATH)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="mconv -j: conversions at once per partition (default 1: Spark already "
                             "runs one task per core)")
    parser.add_argument("--partitions", type=int, help="repartition the pages into this many tasks")
    parser.add_argument("--glob", default="*.html",
                        help="which file names to read, a pattern with * and ? (default: *.html)")
    parser.add_argument("--master", default=os.environ.get("SPARK_MASTER", "local[*]"),
                        help="Spark master (default: $SPARK_MASTER, else local[*])")
    args = parser.parse_args()

    spark = SparkSession.builder.master(args.master).appName("mconv-jsonl").getOrCreate()
    try:
        result = convert(spark, args.input_dir, args.mconv, args.to, args.jobs, args.partitions, args.glob)
        result.write.mode("overwrite").format(args.format).save(args.output_dir)
        written = spark.read.format(args.format).schema(SCHEMA).load(args.output_dir)
        failed = written.filter(written.error.isNotNull()).count()
        print(f"spark-example: {written.count()} pages written to {args.output_dir} ({failed} failed)",
              file=sys.stderr)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
