#!/usr/bin/env bash
# Converts every input fixture of the repository to runs.json twice, with the default offsets
# (UTF-16) and with --runs-offsets utf16,codepoint,utf8, then validates all of them with
# scripts/validate-runs.py (schema docs/runs.schema.json plus the invariants it cannot state).
# Inputs: examples/*, Tests/HTMLFrontendTests/Golden/lenient/*.html, the Markdown inputs under
# Tests/BackendsTests/Golden/ and Tests/MarkdownFrontendTests/Golden/ (not the *.expected.* and
# *.dump outputs), and every CommonMark/GFM example of the conformance data
# (spec.json, gfm-extensions.json, regression.json), each written to its own .md file.
# Prints the counts, the first failed conversions, and validate-runs.py's last line
# "runs-json-validation: N passed, M failed"; exits 1 if a conversion or a validation failed.
# Usage: scripts/runs-corpus.sh [path/to/mconv] [--out DIR]   (default .build/debug/mconv;
#        --out keeps the inputs and outputs in DIR instead of a temporary directory)
set -euo pipefail
cd "$(dirname "$0")/.."
mconv=.build/debug/mconv
out=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out=${2:?--out needs a directory}; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) mconv=$1; shift ;;
    esac
done
if [ ! -x "$mconv" ]; then
    echo "runs-corpus: no executable mconv at $mconv (swift build first)" >&2
    exit 1
fi
case "$mconv" in /*) ;; *) mconv=$PWD/$mconv ;; esac
if [ -z "$out" ]; then
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out/inputs" "$out/default" "$out/all-offsets"

inputs=()
for file in examples/*; do
    [ -f "$file" ] && inputs+=("$file")
done
while IFS= read -r -d '' file; do
    inputs+=("$file")
done < <(find Tests/HTMLFrontendTests/Golden/lenient -name '*.html' -type f -print0 | sort -z)
while IFS= read -r -d '' file; do
    inputs+=("$file")
done < <(find Tests/BackendsTests/Golden Tests/MarkdownFrontendTests/Golden -name '*.md' ! -name '*.expected.*' -type f -print0 | sort -z)

conformance="${MCONV_CONFORMANCE_DIR:-../shared/conformance}"
if [ -d "$conformance/commonmark" ]; then
    python3 - "$conformance/commonmark" "$out/inputs" <<'PY'
import json, pathlib, sys
source, target = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for suite in ("spec", "gfm-extensions", "regression"):
    for example in json.loads((source / f"{suite}.json").read_text(encoding="utf-8")):
        name = target / f"commonmark-{suite}-{example['example']:04d}.md"
        name.write_bytes(example["markdown"].encode("utf-8"))
PY
    while IFS= read -r -d '' file; do
        inputs+=("$file")
    done < <(find "$out/inputs" -name 'commonmark-*.md' -type f -print0 | sort -z)
else
    echo "runs-corpus: conformance data not found at $conformance: CommonMark examples left out" >&2
fi

conversions=0
failures=()
for input in "${inputs[@]}"; do
    case "$input" in
        *.html|*.htm) format=html ;;
        *) format=gfm ;;
    esac
    name=${input#"$out/inputs/"}
    name=${name//\//__}
    for variant in default all-offsets; do
        options=()
        [ "$variant" = all-offsets ] && options=(--runs-offsets utf16,codepoint,utf8)
        target="$out/$variant/$name.runs.json"
        conversions=$((conversions + 1))
        status=0
        "$mconv" -q -f "$format" -t runs.json "${options[@]}" "$input" > "$target" 2> "$out/stderr" || status=$?
        if [ "$status" -ne 0 ]; then
            failures+=("$input ($variant): exit $status: $(head -c 300 "$out/stderr" | tr '\n' ' ')")
            rm -f "$target"
        elif [ ! -s "$target" ]; then
            failures+=("$input ($variant): empty output")
            rm -f "$target"
        fi
    done
done
rm -f "$out/stderr"

echo "runs-corpus: ${#inputs[@]} inputs, $conversions conversions, ${#failures[@]} failed"
for failure in "${failures[@]:0:10}"; do
    echo "conversion failed: $failure"
done
status=0
scripts/validate-runs.py "$out/default" "$out/all-offsets" || status=$?
if [ ${#failures[@]} -gt 0 ] || [ "$status" -ne 0 ]; then
    exit 1
fi
