#!/usr/bin/env bash
# Installs what scripts/spark-example.py and scripts/spark-jsonl-check.py need: Debian's
# default-jre-headless (Spark runs on the JVM) and a Python virtualenv with PyPI pyspark
# (which ships Spark itself: local mode needs no cluster). Prints the virtualenv's python
# on its last line.
#   scripts/spark-setup.sh [VENV_DIR]    (default /tmp/mconv-spark-venv)
set -euo pipefail

venv="${1:-/tmp/mconv-spark-venv}"
"$(dirname "$0")/install-packages.sh" default-jre-headless python3-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check "pyspark==4.3.0"
echo "$venv/bin/python"
