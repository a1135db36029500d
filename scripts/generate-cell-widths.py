#!/usr/bin/env python3
"""Generates Sources/Backends/ANSI/Generated/CellWidthTables.swift.

The source is the Unicode Character Database as Debian's `unicode-data` package installs
it under /usr/share/unicode (or the directory given with --ucd):

    UnicodeData.txt                         General_Category (zero-width marks, formats, controls)
    EastAsianWidth.txt                      East_Asian_Width W and F (two cells)
    emoji/emoji-data.txt                    Emoji, Extended_Pictographic (Emoji_Presentation is checked)
    auxiliary/GraphemeBreakProperty.txt     Grapheme_Cluster_Break (UAX #29)

Output: one Swift enum of string literals, each a list of sorted, merged code point ranges
written as hexadecimal `start-end` (or a lone `start`) tokens separated by spaces and line
breaks. The grapheme-break list is grouped by property value: a token `=Extend` sets the
value of the ranges after it. The Hangul syllables U+AC00..U+D7A3 are written as one
`=HangulSyllable` range; whether one is LV or LVT follows from its code point (every 28th
syllable, counting from U+AC00, is LV), which this script checks against the data.
`ScalarPropertyTable` decodes the literals once, at first use, into a two-stage lookup
table. String literals cost the Swift type checker next to nothing, where array literals of
thousands of elements cost seconds.

Cell-width rules baked into the tables (the rest, which depends on the grapheme cluster, is
in `TerminalClusterIterator`):

  * zero width: General_Category Mn, Me, Cf (except U+00AD SOFT HYPHEN, which terminals
    show as a hyphen in one cell), Cc, Zl, Zp, and the Hangul medial vowels and final
    consonants (Grapheme_Cluster_Break V and T), which only ever join a leading consonant;
  * wide: East_Asian_Width W or F (with the defaults UAX #11 gives unlisted code points:
    W in the CJK ideograph blocks and planes 2 and 3), and the unassigned code points that
    are Extended_Pictographic (reserved for future emoji, which are drawn two cells wide);
  * every other code point, ambiguous width (A) included, is one cell.

Run from the package root:

    python3 scripts/generate-cell-widths.py [--ucd /usr/share/unicode]
"""

import argparse
import pathlib
import re
import sys

OUTPUT = pathlib.Path("Sources/Backends/ANSI/Generated/CellWidthTables.swift")
MAX_CODE_POINT = 0x10FFFF
HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3
LINE_LENGTH = 96


def data_lines(path: pathlib.Path):
    """Yields (first, last, fields) for every data line of a UCD property file."""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        fields = [field.strip() for field in line.split(";")]
        first, _, last = fields[0].partition("..")
        yield int(first, 16), int(last or first, 16), fields[1:]


def file_version(path: pathlib.Path) -> str:
    """The version in a file's first line, such as `# EastAsianWidth-15.0.0.txt`."""
    first_line = path.read_text(encoding="utf-8").split("\n", 1)[0]
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first_line)
    return match.group(1) if match else ""


def general_categories(path: pathlib.Path) -> dict:
    """Code point -> General_Category for every assigned code point of UnicodeData.txt
    (the `<..., First>`/`<..., Last>` pairs expanded)."""
    categories = {}
    range_start = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        fields = raw.split(";")
        code_point, name, category = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = code_point
        elif name.endswith(", Last>"):
            for value in range(range_start, code_point + 1):
                categories[value] = category
            range_start = None
        else:
            categories[code_point] = category
    return categories


def code_points_with(path: pathlib.Path, wanted) -> set:
    """The code points whose first property field is in `wanted`."""
    found = set()
    for first, last, fields in data_lines(path):
        if fields[0] in wanted:
            found.update(range(first, last + 1))
    return found


def ranges(code_points) -> list:
    """Sorted, merged (first, last) ranges covering `code_points`."""
    merged = []
    for value in sorted(code_points):
        if merged and merged[-1][1] + 1 == value:
            merged[-1][1] = value
        else:
            merged.append([value, value])
    return [tuple(pair) for pair in merged]


def range_tokens(code_points) -> list:
    return ["%04X" % first if first == last else "%04X-%04X" % (first, last) for first, last in ranges(code_points)]


def literal_lines(tokens) -> list:
    """Tokens joined by spaces into lines of at most LINE_LENGTH characters."""
    lines, current = [], ""
    for token in tokens:
        if current and len(current) + 1 + len(token) > LINE_LENGTH:
            lines.append(current)
            current = token
        else:
            current = token if not current else current + " " + token
    if current:
        lines.append(current)
    return lines


def swift_literal(name: str, doc: list, tokens) -> list:
    out = ["    /// " + line if line else "    ///" for line in doc]
    out.append('    static let %s: StaticString = """' % name)
    out.extend("        " + line for line in literal_lines(tokens))
    out.append('        """')
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--ucd", default="/usr/share/unicode", help="the UCD directory (default: %(default)s)")
    arguments = parser.parse_args()
    ucd = pathlib.Path(arguments.ucd)
    sources = {
        "UnicodeData": ucd / "UnicodeData.txt",
        "EastAsianWidth": ucd / "EastAsianWidth.txt",
        "emoji-data": ucd / "emoji" / "emoji-data.txt",
        "GraphemeBreakProperty": ucd / "auxiliary" / "GraphemeBreakProperty.txt",
    }
    missing = [str(path) for path in sources.values() if not path.is_file()]
    if missing:
        print("missing UCD files (apt-get install unicode-data): " + ", ".join(missing), file=sys.stderr)
        return 1
    version = file_version(sources["EastAsianWidth"])
    for key in ("GraphemeBreakProperty",):
        assert file_version(sources[key]) == version, (key, file_version(sources[key]), version)
    emoji_header = sources["emoji-data"].read_text(encoding="utf-8")[:2000]
    emoji_version_match = re.search(r"Emoji Version (\d+\.\d+)", emoji_header)
    emoji_version = emoji_version_match.group(1) if emoji_version_match else "?"
    assert version.startswith(emoji_version + "."), (version, emoji_version)

    categories = general_categories(sources["UnicodeData"])

    # East_Asian_Width: listed values, over the defaults EastAsianWidth.txt's header gives.
    eaw_header = sources["EastAsianWidth"].read_text(encoding="utf-8")[:4000]
    wide_defaults = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]
    for first, last in wide_defaults:
        assert ("U+%04X..U+%04X" % (first, last)) in eaw_header, "EastAsianWidth.txt defaults changed"
    east_asian_width = {}
    for first, last in wide_defaults:
        for value in range(first, last + 1):
            east_asian_width[value] = "W"
    for first, last, fields in data_lines(sources["EastAsianWidth"]):
        for value in range(first, last + 1):
            east_asian_width[value] = fields[0]

    emoji = code_points_with(sources["emoji-data"], {"Emoji"})
    emoji_presentation = code_points_with(sources["emoji-data"], {"Emoji_Presentation"})
    pictographic = code_points_with(sources["emoji-data"], {"Extended_Pictographic"})

    grapheme_break = {}
    for first, last, fields in data_lines(sources["GraphemeBreakProperty"]):
        for value in range(first, last + 1):
            grapheme_break[value] = fields[0]

    zero_categories = {"Mn", "Me", "Cf", "Cc", "Zl", "Zp"}
    zero = {cp for cp, category in categories.items() if category in zero_categories}
    zero.discard(0x00AD)
    zero |= {cp for cp, value in grapheme_break.items() if value in ("V", "T")}
    wide = {cp for cp, value in east_asian_width.items() if value in ("W", "F")}
    wide |= {cp for cp in pictographic if cp not in categories and 0x1F000 <= cp <= 0x1FFFD}
    wide -= zero

    # Facts the Swift side relies on.
    regional_indicators = set(range(0x1F1E6, 0x1F1FF + 1))
    assert emoji_presentation <= wide | regional_indicators, sorted(emoji_presentation - wide - regional_indicators)
    assert not (regional_indicators & wide), "regional indicators are measured alone as one cell"
    assert all(grapheme_break.get(cp, "Other") == "Other" for cp in pictographic), "GB11 expects Other"
    assert all(0x20 <= cp < 0x7F for cp in emoji if cp < 0x80), "ASCII emoji bases are printable"
    assert {cp for cp in emoji if cp < 0x80} <= set(b"#*0123456789"), "the ASCII fast path knows #, * and digits"
    for cp in range(HANGUL_FIRST, HANGUL_LAST + 1):
        expected = "LV" if (cp - HANGUL_FIRST) % 28 == 0 else "LVT"
        assert grapheme_break.get(cp) == expected, "%04X" % cp
    assert not any(HANGUL_FIRST <= cp <= HANGUL_LAST for cp, value in grapheme_break.items() if value not in ("LV", "LVT"))
    assert 0x200B in zero and 0x200D in zero and 0xFE0F in zero and 0x00AD not in zero

    break_order = ["CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend", "SpacingMark", "L", "V", "T"]
    assert set(grapheme_break.values()) == set(break_order) | {"LV", "LVT"}, set(grapheme_break.values())
    break_tokens = []
    for value in break_order:
        break_tokens.append("=" + value)
        break_tokens.extend(range_tokens(cp for cp, v in grapheme_break.items() if v == value))
    break_tokens.append("=HangulSyllable")
    break_tokens.append("%04X-%04X" % (HANGUL_FIRST, HANGUL_LAST))

    lines = [
        "// Generated by scripts/generate-cell-widths.py from the Unicode Character Database %s" % version,
        "// (UnicodeData.txt, EastAsianWidth.txt, emoji/emoji-data.txt, auxiliary/GraphemeBreakProperty.txt,",
        "// as Debian's unicode-data package installs them). Do not edit: run",
        "// `python3 scripts/generate-cell-widths.py` from the package root to regenerate.",
        "//",
        "// Unicode data: Copyright © 1991-2022 Unicode, Inc. Distributed under the Unicode License v3",
        "// (SPDX: Unicode-3.0), https://www.unicode.org/license.txt. These tables are derived from",
        "// the data files, not copies of them: the ranges are regrouped as the script's docstring says.",
        "",
        "/// The Unicode properties terminal cell widths depend on, as lists of sorted, merged code",
        "/// point ranges: hexadecimal `start-end` or `start` tokens separated by white space.",
        "/// Read once by ``ScalarPropertyTable``.",
        "enum CellWidthTables {",
        "    /// The version of the Unicode Character Database the tables come from.",
        '    static let unicodeVersion = "%s"' % version,
        "",
    ]
    lines += swift_literal("zeroWidth", [
        "Code points that take no cell: General_Category Mn, Me, Cf (but U+00AD SOFT HYPHEN), Cc,",
        "Zl, Zp, and the Hangul medial vowels and final consonants (Grapheme_Cluster_Break V, T).",
    ], range_tokens(zero))
    lines.append("")
    lines += swift_literal("wide", [
        "Code points two cells wide: East_Asian_Width W or F (unlisted CJK ideographs and planes 2",
        "and 3 default to W), and unassigned Extended_Pictographic code points (future emoji);",
        "zero-width code points excluded.",
    ], range_tokens(wide))
    lines.append("")
    lines += swift_literal("emoji", [
        "Code points with the Emoji property: the bases U+FE0F (emoji presentation) widens.",
    ], range_tokens(emoji))
    lines.append("")
    lines += swift_literal("extendedPictographic", [
        "Code points with the Extended_Pictographic property (UAX #29 rule GB11).",
    ], range_tokens(pictographic))
    lines.append("")
    lines += swift_literal("graphemeBreak", [
        "Grapheme_Cluster_Break values other than Other (UAX #29): `=Value` sets the value of the",
        "ranges after it. `=HangulSyllable` covers LV (every 28th syllable from U+AC00) and LVT.",
    ], break_tokens)
    lines.append("}")
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("wrote %s (Unicode %s): %d zero-width, %d wide, %d emoji, %d pictographic, %d grapheme-break ranges, %d bytes"
          % (OUTPUT, version, len(ranges(zero)), len(ranges(wide)), len(ranges(emoji)), len(ranges(pictographic)),
             len(break_tokens) - len(break_order) - 1, OUTPUT.stat().st_size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
