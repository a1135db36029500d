#!/usr/bin/env python3
"""Validates mconv runs.json files: the JSON Schema, then the invariants no schema can state.

Usage: scripts/validate-runs.py [--schema PATH] [--max-reasons N] PATH...

PATH is a runs.json file or a directory (every *.json below it, recursively, which includes
*.runs.json). The schema (default: docs/runs.schema.json of this repository) is applied with a
real JSON Schema 2020-12 validator (jsonschema.Draft202012Validator). Files that pass it are then
checked against the contract in docs/runs.schema.json and the runs.json format notes:

  text and offsets  run texts non-empty and valid Unicode; u16 ranges contiguous from 0, each
                    length the UTF-16 length of its text; cp/u8 on every run and block exactly
                    when `offsets` lists codePoint/utf8, contiguous and matching the text; the
                    top-level `length` equal to the totals
  indices           style, block, link, attachment, paragraphStyle and parent all in range
  block tree        parent before child, depth = parent depth + 1 (0 at top level), pre-order,
                    ranges nested in the parent's, siblings in order without overlap, a leaf's
                    range = the span of its (contiguous) runs, a container's range = the span of
                    its children; runs point at leaves only and visit them in block order;
                    paragraphStyle on leaves only; list/listItem and table/tableRow/tableCell
                    nesting and listLevel
  attachments       an attachment run is exactly U+FFFC; a U+FFFC without an attachment is an error
  canonical form    adjacent runs differ in (style, block, link, attachment, role, token, footnote,
                    rawFormat); styles, links, attachments in order of first use by the runs and
                    paragraphStyles in order of first use by the blocks, none unused
  text layout       every leaf but the last ends with a "\\n" separator run (the last leaf of a
                    table cell with "\\t", or "\\n" in the last cell of its row); the last leaf has
                    none; a separator has the style of the run before it in its block; a list
                    item's first leaf starts with marker runs spelling the item's `marker` + "\\t"
                    (a footnote definition's with "N.\\t"; items that share a first leaf:
                    outermost first), and marker runs appear nowhere else
  sizes             each style's fontScale times base.fontSize is its fontSize (within the
                    rounding of the two: fontSize to 2 decimals, fontScale to 4)
  JSON text         no raw U+2028/U+2029 (they are escaped, so the output is valid JavaScript)

Prints one line per failing file with its first reasons, then exactly
`runs-json-validation: N passed, M failed`. Exits 1 when a file failed (or none was found),
2 on a usage error.
"""

import argparse
import json
import os
import sys
from pathlib import Path

try:
    import jsonschema
except ImportError:
    # python3 on PATH may be a separate installation (pyenv, a venv) without the package that
    # scripts/setup.sh installs for Debian's own interpreter: retry with that one, once.
    system_python = "/usr/bin/python3"
    if os.environ.get("MCONV_VALIDATE_RUNS_REEXEC") != "1" and os.path.exists(system_python) \
            and os.path.realpath(sys.executable) != os.path.realpath(system_python):
        os.environ["MCONV_VALIDATE_RUNS_REEXEC"] = "1"
        os.execv(system_python, [system_python] + sys.argv)
    sys.exit("validate-runs: the Python package jsonschema (>= 4.0, for JSON Schema 2020-12) is "
             "missing: run scripts/setup.sh (Debian package python3-jsonschema)")

OBJECT_REPLACEMENT = "\ufffc"
# What makes two neighbouring runs different (canonical maximality).
RUN_IDENTITY = ("style", "block", "link", "attachment", "role", "token", "footnote", "rawFormat")
# Offset kinds: name in `offsets`/`length` -> key on runs and blocks.
OFFSET_KEYS = {"utf16": "u16", "codePoint": "cp", "utf8": "u8"}
# Block types that hold blocks, never runs. The other types are text leaves: they hold runs
# and a paragraphStyle, never blocks. A container may be empty (`>` alone): then it covers no
# text and takes no separator.
CONTAINER_TYPES = {"blockquote", "list", "listItem", "table", "tableRow", "figure", "definitionList",
                   "definitionDetails", "footnoteDefinition", "div"}


def identity(run):
    """The attributes that must differ between neighbouring runs; an absent role means "text"."""
    return tuple(run.get(key, "text" if key == "role" else None) for key in RUN_IDENTITY)


class DuplicateKey(ValueError):
    pass


def strict_object(pairs):
    """json object hook: a name twice in one object is an error, not 'last one wins'."""
    result = {}
    for name, value in pairs:
        if name in result:
            raise DuplicateKey(f"duplicate key {name!r} in one object")
        result[name] = value
    return result


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def load_json(path):
    """The parsed document and the file's text."""
    with open(path, "rb") as handle:
        data = handle.read()
    text = data.decode("utf-8")  # strict: invalid UTF-8 raises UnicodeDecodeError
    if text.startswith("\ufeff"):
        raise ValueError("the file starts with a byte order mark")
    return json.loads(text, object_pairs_hook=strict_object, parse_constant=reject_constant), text


def text_lengths(text):
    """(utf16, codePoint, utf8) lengths, or None when the text holds a lone surrogate."""
    try:
        utf8 = len(text.encode("utf-8"))
    except UnicodeEncodeError:
        return None
    utf16 = len(text.encode("utf-16-le")) // 2
    return {"utf16": utf16, "codePoint": len(text), "utf8": utf8}


class Checker:
    """The invariants of one runs.json document that the schema cannot express."""

    def __init__(self, document):
        self.doc = document
        self.reasons = []
        self.runs = document["runs"]
        self.blocks = document["blocks"]
        self.kinds = [kind for kind in ("utf16", "codePoint", "utf8") if kind in document["offsets"]]
        self.children = [[] for _ in self.blocks]
        self.top_level = []
        self.runs_of_block = [[] for _ in self.blocks]

    def fail(self, reason):
        self.reasons.append(reason)

    def run(self):
        self.check_offsets()
        tree_ok = self.check_tree_shape()
        self.check_run_indices()
        self.check_tables()
        if tree_ok:
            self.check_ranges()
            self.check_structure()
            self.check_layout()
        self.check_canonical_runs()
        self.check_font_scales()
        return self.reasons

    # sizes -----------------------------------------------------------------------------------

    def check_font_scales(self):
        """fontScale is fontSize relative to base.fontSize: fontSize is written to 2 decimals and
        fontScale to 4, so the two agree within 0.005 pt plus 0.00005 of the base size."""
        base = self.doc["base"]["fontSize"]
        tolerance = 0.005 + 0.00005 * abs(base) + 1e-9
        for index, style in enumerate(self.doc["styles"]):
            if abs(style["fontScale"] * base - style["fontSize"]) > tolerance:
                self.fail(f"styles[{index}]: fontScale {style['fontScale']} × base.fontSize {base} "
                          f"is not fontSize {style['fontSize']}")

    # text and offsets ------------------------------------------------------------------------

    def check_offsets(self):
        for kind, key in OFFSET_KEYS.items():
            listed = kind in self.kinds
            for label, items in (("runs", self.runs), ("blocks", self.blocks)):
                for index, item in enumerate(items):
                    if listed and key not in item:
                        self.fail(f"{label}[{index}]: no {key} although offsets lists {kind}")
                    elif not listed and key in item:
                        self.fail(f"{label}[{index}]: {key} present although offsets does not list {kind}")
        totals = {kind: 0 for kind in self.kinds}
        for index, run in enumerate(self.runs):
            text = run["text"]
            if not text:
                self.fail(f"runs[{index}]: empty text")
            lengths = text_lengths(text)
            if lengths is None:
                self.fail(f"runs[{index}]: text holds a lone surrogate (not Unicode text)")
                return
            for kind in self.kinds:
                key = OFFSET_KEYS[kind]
                if key in run:
                    start, length = run[key]
                    if start != totals[kind]:
                        self.fail(f"runs[{index}]: {key} starts at {start}, expected {totals[kind]} (not contiguous)")
                    if length != lengths[kind]:
                        self.fail(f"runs[{index}]: {key} length {length} but the text's {kind} length is {lengths[kind]}")
                totals[kind] += lengths[kind]
        if "length" in self.doc:
            declared = self.doc["length"]
            for kind in ("utf16", "codePoint", "utf8"):
                if kind in self.kinds and kind not in declared:
                    self.fail(f"length: no {kind} although offsets lists it")
                elif kind not in self.kinds and kind in declared:
                    self.fail(f"length: {kind} present although offsets does not list it")
                elif kind in declared and declared[kind] != totals[kind]:
                    self.fail(f"length: {kind} is {declared[kind]}, the run texts total {totals[kind]}")

    # indices ---------------------------------------------------------------------------------

    def table(self, name):
        return self.doc.get(name, [])

    def check_index(self, where, field, value, table_name):
        if int(value) >= len(self.table(table_name)):
            self.fail(f"{where}: {field} {value} out of range ({len(self.table(table_name))} {table_name})")
            return False
        return True

    def check_run_indices(self):
        fields = (("style", "styles"), ("block", "blocks"), ("link", "links"), ("attachment", "attachments"))
        for index, run in enumerate(self.runs):
            for field, table_name in fields:
                if field in run:
                    self.check_index(f"runs[{index}]", field, run[field], table_name)
            block = int(run["block"])
            if block < len(self.blocks):
                self.runs_of_block[block].append(index)
                if self.children[block]:
                    self.fail(f"runs[{index}]: block {block} ({self.blocks[block]['type']}) is not a leaf")
                elif self.blocks[block]["type"] in CONTAINER_TYPES:
                    self.fail(f"runs[{index}]: block {block} is an empty {self.blocks[block]['type']} (a container type holds no runs)")
            has_attachment = "attachment" in run
            if has_attachment and run["text"] != OBJECT_REPLACEMENT:
                self.fail(f"runs[{index}]: attachment run text is not exactly U+FFFC")
            if not has_attachment and OBJECT_REPLACEMENT in run["text"]:
                self.fail(f"runs[{index}]: U+FFFC without an attachment")
        previous = -1
        for index, run in enumerate(self.runs):
            block = int(run["block"])
            if block < previous:
                self.fail(f"runs[{index}]: block {block} after block {previous} (runs must visit leaves in block order)")
            previous = max(previous, block)
        for block, run_indices in enumerate(self.runs_of_block):
            if run_indices and run_indices[-1] - run_indices[0] + 1 != len(run_indices):
                self.fail(f"blocks[{block}]: its runs are not contiguous (runs {run_indices[0]}..{run_indices[-1]})")

    def check_tree_shape(self):
        """Parents, depths and pre-order; fills children/top_level. False when the tree is unusable."""
        ok = True
        ancestors = []  # the chain of open blocks, root first
        for index, block in enumerate(self.blocks):
            where = f"blocks[{index}]"
            parent = block["parent"]
            if "paragraphStyle" in block:
                self.check_index(where, "paragraphStyle", block["paragraphStyle"], "paragraphStyles")
            if parent is None:
                if block["depth"] != 0:
                    self.fail(f"{where}: depth {block['depth']} at top level (expected 0)")
                self.top_level.append(index)
                ancestors = [index]
                continue
            parent = int(parent)
            if parent >= index:
                self.fail(f"{where}: parent {parent} is not before the block")
                ok = False
                continue
            if block["depth"] != self.blocks[parent]["depth"] + 1:
                self.fail(f"{where}: depth {block['depth']} but its parent's is {self.blocks[parent]['depth']}")
            self.children[parent].append(index)
            if parent not in ancestors:
                self.fail(f"{where}: parent {parent} is closed already (blocks not in pre-order)")
                ok = False
                ancestors = [index]
                continue
            del ancestors[ancestors.index(parent) + 1:]
            ancestors.append(index)
        return ok

    # tables in first-use order -----------------------------------------------------------------

    def check_first_use(self, table_name, users, field, user_label):
        size = len(self.table(table_name))
        seen = set()
        for index, user in enumerate(users):
            if field not in user:
                continue
            value = int(user[field])
            if value in seen or value >= size:
                continue
            if value != len(seen):
                self.fail(f"{table_name}: {user_label}[{index}] uses entry {value} first, expected {len(seen)} (not in order of first use)")
                return
            seen.add(value)
        if len(seen) < size:
            self.fail(f"{table_name}: {size - len(seen)} unused entr{'y' if size - len(seen) == 1 else 'ies'} (first: {len(seen)})")

    def check_tables(self):
        self.check_first_use("styles", self.runs, "style", "runs")
        self.check_first_use("links", self.runs, "link", "runs")
        self.check_first_use("attachments", self.runs, "attachment", "runs")
        self.check_first_use("paragraphStyles", self.blocks, "paragraphStyle", "blocks")

    # ranges ------------------------------------------------------------------------------------

    def block_ranges(self, block):
        return [(kind, OFFSET_KEYS[kind]) for kind in self.kinds if OFFSET_KEYS[kind] in block]

    def check_ranges(self):
        for index, block in enumerate(self.blocks):
            where = f"blocks[{index}]"
            for kind, key in self.block_ranges(block):
                start, length = block[key]
                if self.children[index]:
                    kids = [self.blocks[child] for child in self.children[index] if key in self.blocks[child]]
                    if kids:
                        span = (kids[0][key][0], kids[-1][key][0] + kids[-1][key][1] - kids[0][key][0])
                        if (start, length) != span:
                            self.fail(f"{where}: {key} {[start, length]} but its children span {list(span)}")
                else:
                    runs = [self.runs[run] for run in self.runs_of_block[index] if key in self.runs[run]]
                    if runs:
                        span = (runs[0][key][0], runs[-1][key][0] + runs[-1][key][1] - runs[0][key][0])
                        if (start, length) != span:
                            self.fail(f"{where}: {key} {[start, length]} but its runs span {list(span)}")
                    elif length != 0:
                        self.fail(f"{where}: leaf without runs has {key} length {length}")
                parent = block["parent"]
                if parent is not None and key in self.blocks[int(parent)]:
                    outer_start, outer_length = self.blocks[int(parent)][key]
                    if start < outer_start or start + length > outer_start + outer_length:
                        self.fail(f"{where}: {key} {[start, length]} outside its parent's {[outer_start, outer_length]}")
        for siblings in [self.top_level] + self.children:
            for before, after in zip(siblings, siblings[1:]):
                for kind, key in self.block_ranges(self.blocks[after]):
                    if key not in self.blocks[before]:
                        continue
                    end = self.blocks[before][key][0] + self.blocks[before][key][1]
                    if self.blocks[after][key][0] < end:
                        self.fail(f"blocks[{after}]: {key} starts at {self.blocks[after][key][0]}, inside or before its previous sibling {before} (ends at {end})")

    # block structure ---------------------------------------------------------------------------

    def check_structure(self):
        for index, block in enumerate(self.blocks):
            where = f"blocks[{index}]"
            kind = block["type"]
            parent = block["parent"]
            parent_type = self.blocks[int(parent)]["type"] if parent is not None else None
            if kind in CONTAINER_TYPES and "paragraphStyle" in block:
                self.fail(f"{where}: container {kind} has a paragraphStyle (leaf blocks only)")
            if kind not in CONTAINER_TYPES:
                if self.children[index]:
                    self.fail(f"{where}: {kind} is a text leaf type but holds block {self.children[index][0]}")
                elif "paragraphStyle" not in block:
                    self.fail(f"{where}: leaf {kind} has no paragraphStyle")
            expected_parent = {"listItem": "list", "tableRow": "table", "tableCell": "tableRow"}.get(kind)
            if expected_parent and parent_type != expected_parent:
                self.fail(f"{where}: {kind} inside {parent_type or 'the document'}, expected {expected_parent}")
            if kind == "list":
                for child in self.children[index]:
                    if self.blocks[child]["type"] != "listItem":
                        self.fail(f"blocks[{child}]: {self.blocks[child]['type']} directly inside a list")
                level = 1 + sum(1 for ancestor in self.ancestors(index) if self.blocks[ancestor]["type"] == "list")
                if block["listLevel"] != level:
                    self.fail(f"{where}: listLevel {block['listLevel']}, expected {level} (lists around it + 1)")
            if kind == "listItem" and parent_type == "list" and block["listLevel"] != self.blocks[int(parent)]["listLevel"]:
                self.fail(f"{where}: listItem listLevel {block['listLevel']} differs from its list's {self.blocks[int(parent)]['listLevel']}")
            if kind == "tableCell" and parent_type == "tableRow" and block["row"] != self.blocks[int(parent)]["row"]:
                self.fail(f"{where}: tableCell row {block['row']} differs from its tableRow's {self.blocks[int(parent)]['row']}")

    def ancestors(self, index):
        parent = self.blocks[index]["parent"]
        while parent is not None:
            yield int(parent)
            parent = self.blocks[int(parent)]["parent"]

    def first_leaf(self, index):
        while self.children[index]:
            index = self.children[index][0]
        return index

    def last_leaf(self, index):
        while self.children[index]:
            index = self.children[index][-1]
        return index

    # text layout: separators and markers ---------------------------------------------------------

    def expected_terminator(self, leaf):
        """The separator text a leaf must end with: "\\t" or "\\n"."""
        for cell in [leaf] + list(self.ancestors(leaf)):
            if self.blocks[cell]["type"] != "tableCell":
                continue
            if self.last_leaf(cell) != leaf:
                return "\n"
            row = self.blocks[cell]["parent"]
            last_in_row = row is not None and self.children[int(row)][-1] == cell
            return "\n" if last_in_row else "\t"
        return "\n"

    def check_layout(self):
        leaves = [index for index in range(len(self.blocks))
                  if not self.children[index] and self.blocks[index]["type"] not in CONTAINER_TYPES]
        for position, leaf in enumerate(leaves):
            runs = self.runs_of_block[leaf]
            last_run = self.runs[runs[-1]] if runs else None
            ends_with_separator = last_run is not None and last_run.get("role") == "separator"
            if position == len(leaves) - 1:
                if ends_with_separator:
                    self.fail(f"blocks[{leaf}]: the last leaf block ends with a separator run")
                continue
            expected = self.expected_terminator(leaf)
            if not ends_with_separator or last_run["text"] != expected:
                found = "no run" if last_run is None else f"{last_run['text']!r} role {last_run.get('role', 'text')}"
                self.fail(f"blocks[{leaf}]: ends with {found}, expected a {expected!r} separator run")
        owners = {}  # first leaf -> list items and footnote definitions starting there, outermost first
        for index, block in enumerate(self.blocks):
            if block["type"] in ("listItem", "footnoteDefinition"):
                owners.setdefault(self.first_leaf(index), []).append(index)
        for leaf in leaves:
            runs = self.runs_of_block[leaf]
            marker_runs = 0
            while marker_runs < len(runs) and self.runs[runs[marker_runs]].get("role") == "marker":
                marker_runs += 1
            found = "".join(self.runs[run]["text"] for run in runs[:marker_runs])
            starters = owners.get(leaf, [])
            if not self.markers_match(found, starters):
                if starters:
                    expected = "".join(self.expected_marker(block) for block in starters)
                    names = ", ".join(f"{self.blocks[block]['type']} {block}" for block in starters)
                    self.fail(f"blocks[{leaf}]: first leaf of {names} starts with marker text {found!r}, expected {expected!r}")
                else:
                    self.fail(f"blocks[{leaf}]: marker run {found!r} outside the start of a list item or footnote")
            for run in runs[marker_runs:]:
                if self.runs[run].get("role") == "marker":
                    self.fail(f"runs[{run}]: marker run not at the start of a list item's first leaf")
            for position in range(1, len(runs)):
                run, before = self.runs[runs[position]], self.runs[runs[position - 1]]
                if run.get("role") == "separator" and run["style"] != before["style"]:
                    self.fail(f"runs[{runs[position]}]: separator has style {run['style']}, the text before it {before['style']}")

    def expected_marker(self, block):
        """The marker text a list item or footnote definition starts with ("N.\t" for a footnote)."""
        if self.blocks[block]["type"] == "listItem":
            return self.blocks[block]["marker"] + "\t"
        return "<number>.\t"

    def markers_match(self, found, starters):
        """Whether the leading marker text is one `marker\t` per starter, outermost first."""
        if not starters:
            return found == ""
        if not found.endswith("\t"):
            return False
        parts = [part + "\t" for part in found.split("\t")[:-1]]
        if len(parts) != len(starters):
            return False
        for part, block in zip(parts, starters):
            if self.blocks[block]["type"] == "listItem":
                if part != self.blocks[block]["marker"] + "\t":
                    return False
            elif not (len(part) >= 3 and part[:-2].isdigit() and part[-2:] == ".\t"):
                return False
        return True

    # canonical maximality ----------------------------------------------------------------------

    def check_canonical_runs(self):
        for index in range(1, len(self.runs)):
            before, after = self.runs[index - 1], self.runs[index]
            if "attachment" in before or "attachment" in after:
                continue  # each attachment is one U+FFFC run; two in a row cannot merge
            if "footnote" in before and "footnote" in after:
                continue  # each footnote reference is its own run: `[^1][^1]` is two references
            if identity(before) == identity(after):
                self.fail(f"runs[{index}]: same attributes as runs[{index - 1}] (runs not maximal)")


def schema_reasons(validator, document):
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    reasons = []
    for error in errors:
        location = "/".join(str(part) for part in error.absolute_path) or "(root)"
        reasons.append(f"schema: {location}: {error.message}")
    return reasons


def check_file(path, validator):
    try:
        document, text = load_json(path)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        return [f"not readable JSON: {error}"]
    reasons = schema_reasons(validator, document)
    if reasons:
        return reasons  # the semantic checks rely on the shapes the schema guarantees
    if "\u2028" in text or "\u2029" in text:
        reasons.append("raw U+2028/U+2029 in the file (written as \\u2028/\\u2029 since 1.1, valid JavaScript)")
    try:
        return reasons + Checker(document).run()
    except (KeyError, IndexError, TypeError, ValueError) as error:
        return [f"check aborted on malformed data: {type(error).__name__}: {error}"]


def collect(paths):
    files = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files.extend(sorted(file for file in path.rglob("*.json") if file.is_file()))
        elif path.is_file():
            files.append(path)
        else:
            raise FileNotFoundError(name)
    return files


def main(argv):
    repo = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description="Validate mconv runs.json files.")
    parser.add_argument("--schema", default=str(repo / "docs" / "runs.schema.json"),
                        help="JSON Schema (default: docs/runs.schema.json of this repository)")
    parser.add_argument("--max-reasons", type=int, default=3, metavar="N",
                        help="reasons printed per failing file (default 3)")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="runs.json file or directory")
    arguments = parser.parse_args(argv)
    try:
        with open(arguments.schema, encoding="utf-8") as handle:
            schema = json.load(handle)
        jsonschema.Draft202012Validator.check_schema(schema)
        files = collect(arguments.paths)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
        print(f"validate-runs: {error}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft202012Validator(schema)
    passed = failed = 0
    for path in files:
        reasons = check_file(path, validator)
        if reasons:
            failed += 1
            shown = reasons[:arguments.max_reasons]
            more = f" (+{len(reasons) - len(shown)} more)" if len(reasons) > len(shown) else ""
            print(f"FAIL {path}: " + "; ".join(shown) + more)
        else:
            passed += 1
    if not files:
        print("validate-runs: no .json files found", file=sys.stderr)
    print(f"runs-json-validation: {passed} passed, {failed} failed")
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
