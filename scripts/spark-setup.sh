#!/usr/bin/env bash
# Installs what scripts/spark-example.py and scripts/spark-jsonl-check.py need: Debian's
# default-jre-headless (Spark runs on the JVM), python3.11-doc (the check's 530 real pages)
# and a Python virtualenv with PyPI pyspark (which ships Spark itself: local mode needs no
# cluster). Prints the virtualenv's python on its last line. Measured on a fresh virtualenv
# with an empty pip cache: 30 s for pyspark, about 10 s for the Debian packages.
#   scripts/spark-setup.sh [VENV_DIR]    (default /tmp/mconv-spark-venv)
set -euo pipefail

venv="${1:-/tmp/mconv-spark-venv}"
"$(dirname "$0")/install-packages.sh" default-jre-headless python3-venv python3.11-doc
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check "pyspark==4.3.0"
echo "$venv/bin/python"
