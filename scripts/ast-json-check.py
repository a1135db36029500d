#!/usr/bin/env python3
"""ast.json checked from outside: every CommonMark/GFM spec example and every HTML golden
input converted with `mconv -t ast.json` (one batch run) is validated against
docs/ast-json.schema.json by Debian's python3-jsonschema (Draft 2020-12), then passed through
an identity "filter" written in Python (json.load + json.dump: other spacing and escapes,
the same meaning) and converted on to Markdown, HTML and text with `-f ast.json`: the
output must equal the direct conversion byte for byte.

Usage: scripts/ast-json-check.py MCONV [CONFORMANCE_DIR]
Prints `ast-json-schema: N passed, M failed` and `ast-json-filter: N passed, M failed`.
"""
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

import jsonschema

ROOT = pathlib.Path(__file__).resolve().parent.parent
GOLDEN_FOLDERS = [
    "Tests/HTMLFrontendTests/Golden/lenient", "Tests/MarkupConversionTests/Golden/elements",
    "Tests/MarkupConversionTests/Golden/runs", "Tests/MarkupConversionTests/Golden/dirty/lowering",
    "Tests/MarkupConversionTests/Golden/dirty/tables", "Tests/MarkupConversionTests/Golden/dirty/sources",
    "Tests/MarkupConversionTests/Golden/dirty-writers",
]
# HTML output parses HTML as a browser with scripting on; ast.json keeps <noscript> text.
KNOWN_HTML_DIFFERENCES = {"noscript-scripting-enabled", "noscript-template-iframe"}


def run(mconv, *arguments):
    subprocess.run([mconv, "-q", *arguments], check=True)


def main():
    mconv = sys.argv[1]
    conformance = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT.parent / "shared" / "conformance"
    work = pathlib.Path(tempfile.mkdtemp(prefix="mconv-ast-json-"))
    try:
        sources = work / "in"
        sources.mkdir()
        for suite in ["spec", "gfm-extensions", "regression"]:
            path = conformance / "commonmark" / f"{suite}.json"
            if path.exists():
                for example in json.loads(path.read_text(encoding="utf-8")):
                    (sources / f"{suite}-{example['example']}.md").write_text(example["markdown"], encoding="utf-8")
        for folder in GOLDEN_FOLDERS:
            for page in sorted((ROOT / folder).glob("*.html")):
                if ".expected." not in page.name:
                    shutil.copy(page, sources / f"{pathlib.Path(folder).name}-{page.name}")
        run(mconv, "-t", "ast.json", "--output-dir", str(work / "ast"), str(sources))
        schema = json.loads((ROOT / "docs" / "ast-json.schema.json").read_text(encoding="utf-8"))
        validator = jsonschema.Draft202012Validator(schema)
        filtered = work / "filtered"
        filtered.mkdir()
        passed = failed = 0
        for document in sorted((work / "ast").iterdir()):
            tree = json.loads(document.read_text(encoding="utf-8"))
            errors = list(validator.iter_errors(tree))
            if errors:
                failed += 1
                print(f"{document.name}: {errors[0].message} at {list(errors[0].absolute_path)}", file=sys.stderr)
            else:
                passed += 1
            # The identity filter: Python's own spacing and escapes.
            with open(filtered / (document.name[: -len(".ast.json")] + ".json"), "w", encoding="utf-8") as out:
                json.dump(tree, out, ensure_ascii=True, indent=1)
        print(f"ast-json-schema: {passed} passed, {failed} failed")
        schema_failed = failed
        passed = failed = skipped = 0
        for output, extension in [("gfm", "md"), ("html", "html"), ("text", "txt")]:
            run(mconv, "-t", output, "--output-dir", str(work / f"direct-{output}"), str(sources))
            run(mconv, "-f", "ast.json", "-t", output, "--output-dir", str(work / f"via-{output}"), str(filtered))
            for direct in sorted((work / f"direct-{output}").iterdir()):
                stem = direct.name[: -len(extension) - 1]
                via = work / f"via-{output}" / direct.name
                if output == "html" and any(stem.endswith(name) for name in KNOWN_HTML_DIFFERENCES):
                    skipped += 1
                elif via.exists() and via.read_bytes() == direct.read_bytes():
                    passed += 1
                else:
                    failed += 1
                    print(f"{output}: {direct.name} differs through ast.json and the filter", file=sys.stderr)
        print(f"ast-json-filter: {passed} passed, {failed} failed, {skipped} skipped")
        return 1 if failed or schema_failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
