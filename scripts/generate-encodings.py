#!/usr/bin/env python3
"""Generates Sources/MarkupEncoding/Generated/*.swift from the WHATWG Encoding Standard's data.

Input: the Encoding Standard's own data files, unmodified, in the conformance folder's
`encoding/` directory ($MCONV_CONFORMANCE_DIR/encoding, else ../shared/conformance/encoding
beside the package root):

* encodings.json      every encoding's canonical name and all of its labels;
* index-*.txt         the indexes, pointer -> code point (the normative form, section 5);
* indexes.json        the same indexes in JSON (non-normative); checked against the .txt files.

Output (every file starts with a header naming this script, the data and its licence):

* EncodingID.swift              the encodings: canonical names and labels (section 4.2);
* SingleByteIndexes.swift       the 28 single-byte indexes (section 9), one literal each;
* <Index>.swift, <Index>+PartN.swift
                                 index jis0208, jis0212, EUC-KR, Big5 and gb18030, and the
                                 gb18030 ranges (section 5).

Swift type-checks large array literals slowly, so an index is never an integer array
literal. Each one is a short list of `IndexSegment`s: a first pointer and a string literal
holding the code points of the following pointers themselves, in pointer order (U+FFFF,
a noncharacter no index maps to, stands for an unmapped pointer inside a segment; longer
runs of unmapped pointers end the segment). The Swift side decodes the segments once, at
first use, into a flat `[UInt16]`/`[UInt32]` table. Printable characters are written as
they are; controls, format characters, marks, spaces, private-use characters, characters
that Unicode normalization would change (CJK compatibility ideographs) and the Swift
metacharacters `"` and `\\` are written as `\\u{...}` escapes, so no editor or tool can
silently alter a table. Files are split so that none exceeds about 32 KB.

index ISO-2022-JP katakana is not generated: only the ISO-2022-JP *encoder* reads it, and
this module has no encoders.

Run from the package root (Python 3, standard library only):

    python3 scripts/generate-encodings.py            # regenerates the files
    python3 scripts/generate-encodings.py --check    # only checks them (exit 1 on a difference)
"""

import json
import os
import pathlib
import sys
import unicodedata

PACKAGE_ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = PACKAGE_ROOT / "Sources" / "MarkupEncoding" / "Generated"
SCRIPT = "scripts/generate-encodings.py"

# The multi-byte indexes the decoders read: file name -> (Swift type, element type).
MULTI_BYTE_INDEXES = {
    "jis0208": ("JIS0208Index", "UInt16"),
    "jis0212": ("JIS0212Index", "UInt16"),
    "euc-kr": ("EUCKRIndex", "UInt16"),
    "big5": ("Big5Index", "UInt32"),
    "gb18030": ("GB18030Index", "UInt16"),
}

# Encodings whose decoder is the single-byte decoder, with the index they read
# (ISO-8859-8-I shares index ISO-8859-8, section 9).
SHARED_SINGLE_BYTE_INDEX = {"ISO-8859-8-I": "iso-8859-8"}

UNMAPPED = 0xFFFF  # a noncharacter: no index maps a pointer to it
GAP_WITHIN_SEGMENT = 16  # unmapped runs shorter than this stay inside a segment
FILE_BUDGET = 32_000  # bytes of segment text per generated file, roughly
LINE_WIDTH = 100  # columns, counting wide (CJK) characters twice


def conformance_directory() -> pathlib.Path:
    environment = os.environ.get("MCONV_CONFORMANCE_DIR")
    if environment:
        return pathlib.Path(environment)
    return PACKAGE_ROOT.parent / "shared" / "conformance"


def read_index(path: pathlib.Path):
    """The pointers and code points of an index file, as section 5 says to read them, plus
    its Identifier and Date lines."""
    entries = {}
    provenance = {}
    for line in path.read_text(encoding="utf-8").split("\n"):
        if line.startswith("#"):
            for key in ("Identifier", "Date"):
                if line.startswith("# %s:" % key):
                    provenance[key] = line.split(":", 1)[1].strip()
            continue
        if not line:
            continue
        fields = line.split("\t")
        pointer, code_point = int(fields[0]), int(fields[1], 16)
        assert pointer not in entries, "%s: pointer %d twice" % (path.name, pointer)
        entries[pointer] = code_point
    return entries, provenance


def check_against_json(name: str, entries, indexes_json) -> None:
    """indexes.json must hold the same index (it is the non-normative copy)."""
    listed = indexes_json[name]
    if name == "gb18030-ranges":
        assert {pointer: code_point for pointer, code_point in listed} == entries, name
        return
    from_json = {pointer: code_point for pointer, code_point in enumerate(listed) if code_point is not None}
    assert from_json == entries, "index-%s.txt and indexes.json differ" % name


def swift_character(code_point: int) -> str:
    """A code point as it appears inside a Swift string literal."""
    character = chr(code_point)
    category = unicodedata.category(character)
    needs_escape = (
        character in '"\\'
        or category[0] in "CMZ"  # controls, format, private use, marks, spaces, separators
        or unicodedata.normalize("NFC", character) != character
    )
    if needs_escape:
        return "\\u{%X}" % code_point
    return character


def segments_of(entries):
    """Maximal runs of pointers, each a (first pointer, [code point]) pair; unmapped pointers
    inside a run are UNMAPPED."""
    segments = []
    current = None
    last_pointer = None
    for pointer in sorted(entries):
        if current is not None and pointer - last_pointer - 1 < GAP_WITHIN_SEGMENT:
            current[1].extend([UNMAPPED] * (pointer - last_pointer - 1))
            current[1].append(entries[pointer])
        else:
            current = (pointer, [entries[pointer]])
            segments.append(current)
        last_pointer = pointer
    return segments


def display_width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(character) in "WF" else 1 for character in text)


def literal_lines(code_points, indent: str):
    """A multi-line Swift string literal body of lines about LINE_WIDTH columns wide; every
    line but the last ends in a backslash, which joins it to the next one without a line
    break."""
    lines = []
    current = ""
    for code_point in code_points:
        character = swift_character(code_point)
        if current and display_width(indent + current + character) >= LINE_WIDTH:
            lines.append(indent + current + "\\")
            current = ""
        current += character
    lines.append(indent + current)
    return lines


def header(sources, provenance_lines=()):
    lines = [
        "// Generated by %s from the WHATWG Encoding Standard's data" % SCRIPT,
        "// (https://encoding.spec.whatwg.org/), read unmodified from the conformance folder's",
        "// encoding/ directory: %s." % ", ".join(sources),
        "// Data licence: CC BY 4.0, Copyright WHATWG (Apple, Google, Mozilla, Microsoft); portions",
        "// incorporated into source code: BSD 3-Clause. Do not edit: run",
        "// `python3 %s` from the package root to regenerate." % SCRIPT,
    ]
    lines.extend("// " + line for line in provenance_lines)
    lines.append("")
    return lines


# With --check nothing is written: files that differ from what would be written are listed.
CHECK_ONLY = "--check" in sys.argv[1:]
differing = []


def write(name: str, lines, written) -> None:
    path = OUTPUT / name
    text = "\n".join(lines) + "\n"
    if CHECK_ONLY:
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            differing.append(path)
    else:
        path.write_text(text, encoding="utf-8")
    written.append(path)


def swift_case_name(encoding_name: str) -> str:
    """`ISO-8859-2` -> `iso8859_2`, `Shift_JIS` -> `shiftJIS`, `x-user-defined` -> `xUserDefined`."""
    parts = encoding_name.replace("_", "-").split("-")
    result = parts[0].lower()
    for part in parts[1:]:
        if result[-1].isdigit() and part[0].isdigit():
            result += "_" + part
        elif part.isupper() or part[0].isdigit():
            result += part
        else:
            result += part[0].upper() + part[1:]
    return result


def generate_encoding_ids(encodings, written) -> None:
    names = [encoding["name"] for group in encodings for encoding in group["encodings"]]
    cases = [swift_case_name(name) for name in names]
    assert len(set(cases)) == len(cases)
    all_labels = [label for group in encodings for encoding in group["encodings"] for label in encoding["labels"]]
    assert len(set(all_labels)) == len(all_labels), "a label names two encodings"
    for label in all_labels:
        assert label == label.strip() and label == label.lower() and label.isascii(), label

    lines = header(["encodings.json"])
    lines += [
        "/// Every encoding of the Encoding Standard (section 4.2, \"Names and labels\"), in the",
        "/// standard's order.",
        "enum EncodingID: UInt8, CaseIterable, Sendable {",
    ]
    lines += ["    case %s" % case for case in cases]
    lines += [
        "",
        "    /// The encoding's name as the standard writes it (e.g. `UTF-8`, `Shift_JIS`, `windows-1252`).",
        "    var name: String {",
        "        switch self {",
    ]
    lines += ['        case .%s: "%s"' % (case, name) for case, name in zip(cases, names)]
    lines += [
        "        }",
        "    }",
        "",
        "    /// The encoding's labels, lowercase, in the standard's order (%d labels in all)." % len(all_labels),
        "    var labels: [String] {",
        "        switch self {",
    ]
    for group in encodings:
        for encoding in group["encodings"]:
            case = swift_case_name(encoding["name"])
            lines.append("        case .%s:" % case)
            labels = ['"%s"' % label for label in encoding["labels"]]
            row = "            ["
            for number, label in enumerate(labels):
                piece = label + (", " if number + 1 < len(labels) else "]")
                if len(row) + len(piece) > 104:
                    lines.append(row.rstrip())
                    row = "             "
                row += piece
            lines.append(row)
    lines += ["        }", "    }", "}"]
    write("EncodingID.swift", lines, written)


def generate_single_byte(encodings, directory, indexes_json, written) -> None:
    single_byte = next(group for group in encodings if group["heading"] == "Legacy single-byte encodings")
    provenance = []
    tables = []
    for encoding in single_byte["encodings"]:
        name = encoding["name"]
        index_name = SHARED_SINGLE_BYTE_INDEX.get(name, name.lower())
        entries, info = read_index(directory / ("index-%s.txt" % index_name))
        check_against_json(index_name, entries, indexes_json)
        assert max(entries) < 128 and min(entries) >= 0, index_name
        if name not in SHARED_SINGLE_BYTE_INDEX:
            provenance.append("index-%s.txt: Identifier %s, Date %s" % (index_name, info["Identifier"], info["Date"]))
        tables.append((name, index_name, entries))

    lines = header(["the index-<name>.txt of the 28 single-byte encodings"], provenance)
    lines += [
        "/// Index single-byte of every single-byte encoding (Encoding Standard section 9): the code",
        "/// points of bytes 0x80 to 0xFF, in byte order, as one literal per encoding; U+FFFF marks a",
        "/// byte the index leaves unmapped.",
        "enum SingleByteIndexes {",
        "    /// The 128 code points of `encoding`'s index, or `nil` when `encoding` is not a",
        "    /// single-byte encoding.",
        "    static func codePoints(of encoding: EncodingID) -> String? {",
        "        switch encoding {",
    ]
    for name, index_name, entries in tables:
        code_points = [entries.get(pointer, UNMAPPED) for pointer in range(128)]
        comment = " // index %s" % index_name if name in SHARED_SINGLE_BYTE_INDEX else ""
        lines.append("        case .%s:%s" % (swift_case_name(name), comment))
        lines.append('            """')
        lines += literal_lines(code_points, "            ")
        lines.append('            """')
    lines += ["        default:", "            nil", "        }", "    }", "}"]
    write("SingleByteIndexes.swift", lines, written)


def segment_source(start: int, code_points):
    lines = ["        IndexSegment(start: %d, codePoints: \"\"\"" % start]
    lines += literal_lines(code_points, "            ")
    lines.append('            """),')
    return lines


def generate_multi_byte(name, type_name, element_type, directory, indexes_json, written) -> None:
    entries, info = read_index(directory / ("index-%s.txt" % name))
    check_against_json(name, entries, indexes_json)
    if element_type == "UInt16":
        assert max(entries.values()) <= 0xFFFF, name
    assert UNMAPPED not in entries.values(), name
    count = max(entries) + 1

    # Split long segments so that no file exceeds the budget, then deal segments into parts.
    pieces = []
    for start, code_points in segments_of(entries):
        step = 4096
        for offset in range(0, len(code_points), step):
            pieces.append(segment_source(start + offset, code_points[offset:offset + step]))
    parts = [[]]
    size = 0
    for piece in pieces:
        piece_size = sum(len(line.encode("utf-8")) + 1 for line in piece)
        if parts[-1] and size + piece_size > FILE_BUDGET:
            parts.append([])
            size = 0
        parts[-1].append(piece)
        size += piece_size

    source = "index-%s.txt" % name
    provenance = ["index-%s.txt: Identifier %s, Date %s" % (name, info["Identifier"], info["Date"])]
    part_names = ["part%d" % (number + 1) for number in range(len(parts))]
    lines = header([source], provenance)
    lines += [
        "/// index %s of the Encoding Standard (section 5): pointer -> code point, %d pointers of" % (name, count),
        "/// which %d are mapped; an unmapped pointer reads U+FFFF." % len(entries),
        "enum %s {" % type_name,
        "    /// The number of pointers, one more than the largest mapped pointer.",
        "    static let pointerCount = %d" % count,
        "",
        "    /// The code point of every pointer below `pointerCount`, decoded once at first use.",
        "    static let codePoints: [%s] = IndexSegment.table(" % element_type,
        "        pointerCount: pointerCount,",
        "        segments: %s" % " + ".join(part_names),
        "    )",
        "}",
    ]
    write("%s.swift" % type_name, lines, written)
    for number, part in enumerate(parts):
        lines = header([source], provenance)
        lines += [
            "extension %s {" % type_name,
            "    /// Part %d of %d of the index's segments, in pointer order." % (number + 1, len(parts)),
            "    static let %s: [IndexSegment] = [" % part_names[number],
        ]
        for piece in part:
            lines += piece
        lines += ["    ]", "}"]
        write("%s+Part%d.swift" % (type_name, number + 1), lines, written)


def generate_gb18030_ranges(directory, indexes_json, written) -> None:
    entries, info = read_index(directory / "index-gb18030-ranges.txt")
    check_against_json("gb18030-ranges", entries, indexes_json)
    pointers = sorted(entries)
    lines = header(
        ["index-gb18030-ranges.txt"],
        ["index-gb18030-ranges.txt: Identifier %s, Date %s" % (info["Identifier"], info["Date"])],
    )
    lines += [
        "/// index gb18030 ranges of the Encoding Standard (section 5): %d ranges, each a first" % len(pointers),
        "/// pointer and the code point it maps to; the pointers that follow map to the code points",
        "/// that follow, up to the next range.",
        "enum GB18030RangesIndex {",
        "    /// The first pointer of every range, ascending.",
        "    static let pointers: [UInt32] = [",
    ]
    for i in range(0, len(pointers), 10):
        lines.append("        " + ", ".join(str(p) for p in pointers[i:i + 10]) + ",")
    lines += [
        "    ]",
        "",
        "    /// The code point of the first pointer of every range, in the same order.",
        "    static let codePoints: [UInt32] = [",
    ]
    for i in range(0, len(pointers), 10):
        lines.append("        " + ", ".join("0x%04X" % entries[p] for p in pointers[i:i + 10]) + ",")
    lines += ["    ]", "}"]
    write("GB18030RangesIndex.swift", lines, written)


def main() -> int:
    directory = conformance_directory() / "encoding"
    if not (directory / "encodings.json").exists():
        print("error: %s has no encodings.json (set MCONV_CONFORMANCE_DIR)" % directory, file=sys.stderr)
        return 1
    encodings = json.loads((directory / "encodings.json").read_text(encoding="utf-8"))
    indexes_json = json.loads((directory / "indexes.json").read_text(encoding="utf-8"))

    OUTPUT.mkdir(parents=True, exist_ok=True)
    written = []
    generate_encoding_ids(encodings, written)
    generate_single_byte(encodings, directory, indexes_json, written)
    for name, (type_name, element_type) in MULTI_BYTE_INDEXES.items():
        generate_multi_byte(name, type_name, element_type, directory, indexes_json, written)
    generate_gb18030_ranges(directory, indexes_json, written)

    if CHECK_ONLY:
        differing.extend(stale for stale in OUTPUT.glob("*.swift") if stale not in written)
        for path in differing:
            print("differs from the generator: %s" % path.relative_to(PACKAGE_ROOT), file=sys.stderr)
        print("generate-encodings: %d files, %d differ" % (len(written), len(differing)))
        return 1 if differing else 0
    for stale in OUTPUT.glob("*.swift"):
        if stale not in written:
            stale.unlink()
            print("removed stale %s" % stale.relative_to(PACKAGE_ROOT))
    for path in written:
        print("wrote %s (%d bytes)" % (path.relative_to(PACKAGE_ROOT), path.stat().st_size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
