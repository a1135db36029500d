#!/usr/bin/env bash
# Compiles and runs every ```swift block of README.md and docs/*.md, verbatim, as its own
# executable in a scratch package that depends on this package's library products (as a
# user's package would). A block right after an `<!-- apple-only -->` line is skipped: it
# uses UIKit/AppKit, which Linux does not have. Prints `readme-examples: N passed, M failed`.
#
# Usage: scripts/readme-examples.sh [SCRATCH_DIR]   (default: a temporary folder, removed after)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRATCH=${1:-$(mktemp -d)}
[[ $# -ge 1 ]] || trap 'rm -rf "$SCRATCH"' EXIT
mkdir -p "$SCRATCH/Sources"

python3 - "$ROOT" "$SCRATCH" <<'PY'
import pathlib, re, sys
root, scratch = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
files = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
targets = []
for path in files:
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            previous = [line.strip() for line in lines[max(0, index - 2):index]]
            if "<!-- apple-only -->" not in previous:
                name = "Example%d" % (len(targets) + 1)
                folder = scratch / "Sources" / name
                folder.mkdir(parents=True, exist_ok=True)
                (folder / "main.swift").write_text("\n".join(lines[start:end]) + "\n", encoding="utf-8")
                targets.append((name, "%s:%d" % (path.relative_to(root), index + 1)))
            index = end
        index += 1
products = ["MarkupAST", "MarkupJSON", "MarkupEncoding", "MarkdownFrontend", "HTMLFrontend", "Backends", "MarkupConversion"]
dependencies = ", ".join('.product(name: "%s", package: "mconv")' % product for product in products)
manifest = ["// swift-tools-version:6.0", "import PackageDescription", "", "let package = Package(",
            '    name: "ReadmeExamples",', '    dependencies: [.package(name: "mconv", path: "%s")],' % root, "    targets: ["]
for name, _ in targets:
    manifest.append('        .executableTarget(name: "%s", dependencies: [%s]),' % (name, dependencies))
manifest += ["    ]", ")"]
(scratch / "Package.swift").write_text("\n".join(manifest) + "\n", encoding="utf-8")
(scratch / "examples.tsv").write_text("".join("%s\t%s\n" % target for target in targets), encoding="utf-8")
PY

cd "$SCRATCH"
if ! swift build 2>&1 | tee build.log | grep -E "error:" ; then
    :
fi
passed=0
failed=0
while IFS=$'\t' read -r name origin; do
    binary=".build/debug/$name"
    if [[ -x "$binary" ]] && "$binary" >"$name.out" 2>&1; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "readme-examples: FAILED $name ($origin)" >&2
        grep -E "Sources/$name/main.swift:[0-9]+:[0-9]+: error" build.log >&2 || cat "$name.out" >&2 || true
    fi
done <examples.tsv
echo "readme-examples: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
