#!/usr/bin/env python3
"""Writes Tests/RunsValidation/invalid/: one deliberately broken runs.json per invariant.

Each case starts from a valid document in valid/ and breaks exactly one rule by hand-written
edit. NAME.json is the broken document and NAME.expect the text the validator's reasons must
contain (checked by scripts/validate-runs-selftest.sh). Run it after changing a case:
    python3 Tests/RunsValidation/make-invalid.py
"""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
VALID = HERE / "valid"
INVALID = HERE / "invalid"

EXAMPLE = json.loads((VALID / "example.json").read_text(encoding="utf-8"))
UTF16_ONLY = json.loads((VALID / "example-utf16-only.json").read_text(encoding="utf-8"))
MIXED = json.loads((VALID / "mixed-table-code-cjk.json").read_text(encoding="utf-8"))
FOOTNOTE = json.loads((VALID / "footnote-1.1.json").read_text(encoding="utf-8"))

CASES = []


def case(name, expect, base=EXAMPLE):
    """Registers an edit of a copy of `base` that must fail with a reason containing `expect`."""
    def register(edit):
        CASES.append((name, expect, base, edit))
        return edit
    return register


def shift_from(document, run_index, delta):
    """Moves the u16/cp/u8 starts of runs[run_index:] by delta (after lengthening one run)."""
    for run in document["runs"][run_index:]:
        for key in ("u16", "cp", "u8"):
            if key in run:
                run[key][0] += delta


# --- syntax -----------------------------------------------------------------------------------

RAW_CASES = {
    "syntax-truncated": ('{"format":"mconv.runs","version":"2.0","offsets":["utf16"],"runs":[', "not readable JSON"),
    "syntax-duplicate-key": ('{"format":"mconv.runs","format":"mconv.runs","version":"2.0","offsets":["utf16"],'
                             '"base":{"fontSize":16},"styles":[],"paragraphStyles":[],"blocks":[],"runs":[]}', "duplicate key"),
    "syntax-nan": ('{"format":"mconv.runs","version":"2.0","offsets":["utf16"],"base":{"fontSize":NaN},'
                   '"styles":[],"paragraphStyles":[],"blocks":[],"runs":[]}', "not readable JSON"),
}
RAW_BYTES = {
    "syntax-invalid-utf8": (b'{"format":"mconv.runs","version":"2.0","offsets":["utf16"],"base":{"fontSize":16,"theme":"\xff"},'
                            b'"styles":[],"paragraphStyles":[],"blocks":[],"runs":[]}', "not readable JSON"),
}

# --- schema -----------------------------------------------------------------------------------


@case("schema-unknown-run-property", "schema: runs/2: 'bold'")
def _(d): d["runs"][2]["bold"] = True


@case("schema-major-version-1", "schema: version")
def _(d): d["version"] = "1.1"


@case("schema-major-version-3", "schema: version")
def _(d): d["version"] = "3.0"


@case("schema-style-without-font-scale", "schema: styles/1: 'fontScale' is a required property")
def _(d): del d["styles"][1]["fontScale"]


@case("sizes-font-scale-not-size-over-base", "styles[0]: fontScale 2 × base.fontSize 16 is not fontSize 28")
def _(d): d["styles"][0]["fontScale"] = 2


@case("schema-bad-color", "schema: styles/1/color")
def _(d): d["styles"][1]["color"] = "red"


@case("schema-offsets-without-utf16", "schema: offsets")
def _(d): d["offsets"] = ["codePoint", "utf8"]


@case("schema-image-without-src", "'src' is a required property")
def _(d): del d["attachments"][0]["src"]


@case("schema-attachment-text-not-fffc", "schema: runs/15/text")
def _(d): d["runs"][15]["text"] = "*"


@case("schema-empty-run-text", "schema: runs/8/text")
def _(d): d["runs"][8]["text"] = ""


@case("schema-heading-without-level", "'level' is a required property")
def _(d): del d["blocks"][0]["level"]


@case("schema-raw-without-format", "'rawFormat' is a required property")
def _(d): d["runs"][8]["role"] = "raw"


# --- text and offsets ------------------------------------------------------------------------

@case("offsets-u16-not-from-zero", "runs[0]: u16 starts at 1, expected 0")
def _(d): d["runs"][0]["u16"] = [1, 2]


@case("offsets-u16-gap", "runs[3]: u16 starts at 9, expected 8")
def _(d): d["runs"][3]["u16"][0] = 9


@case("offsets-u16-length-counts-code-points", "runs[5]: u16 length 7 but the text's utf16 length is 8")
def _(d): d["runs"][5]["u16"][1] = 7


@case("offsets-cp-length-counts-utf16", "runs[5]: cp length 8 but the text's codePoint length is 7")
def _(d): d["runs"][5]["cp"][1] = 8


@case("offsets-u8-start-wrong", "runs[7]: u8 starts at 26, expected 28")
def _(d): d["runs"][7]["u8"][0] = 26


@case("offsets-cp-missing-on-a-run", "runs[11]: no cp although offsets lists codePoint")
def _(d): del d["runs"][11]["cp"]


@case("offsets-u8-missing-on-a-block", "blocks[2]: no u8 although offsets lists utf8")
def _(d): del d["blocks"][2]["u8"]


@case("offsets-cp-not-listed", "runs[3]: cp present although offsets does not list codePoint", UTF16_ONLY)
def _(d): d["runs"][3]["cp"] = [3, 5]


@case("offsets-length-total-wrong", "length: utf16 is 48, the run texts total 47")
def _(d): d["length"]["utf16"] = 48


@case("offsets-length-kind-not-listed", "length: codePoint present although offsets does not list it", UTF16_ONLY)
def _(d): d["length"]["codePoint"] = 46


@case("offsets-length-kind-missing", "length: no utf8 although offsets lists it")
def _(d): del d["length"]["utf8"]


@case("text-lone-surrogate", "runs[8]: text holds a lone surrogate")
def _(d): d["runs"][8]["text"] = "o\ud800e"


# --- indices ----------------------------------------------------------------------------------

@case("index-style-out-of-range", "runs[8]: style 9 out of range")
def _(d): d["runs"][8]["style"] = 9


@case("index-block-out-of-range", "runs[17]: block 10 out of range")
def _(d): d["runs"][17]["block"] = 10


@case("index-link-out-of-range", "runs[4]: link 1 out of range")
def _(d): d["runs"][4]["link"] = 1


@case("index-link-without-table", "runs[4]: link 0 out of range (0 links)")
def _(d): del d["links"]


@case("index-attachment-out-of-range", "runs[17]: attachment 2 out of range")
def _(d): d["runs"][17]["attachment"] = 2


@case("index-paragraph-style-out-of-range", "blocks[8]: paragraphStyle 5 out of range")
def _(d): d["blocks"][8]["paragraphStyle"] = 5


@case("tree-parent-after-child", "blocks[4]: parent 7 is not before the block")
def _(d): d["blocks"][4]["parent"] = 7


# --- block tree -------------------------------------------------------------------------------

@case("tree-run-in-container", "runs[8]: block 3 (listItem) is not a leaf")
def _(d): d["runs"][8]["block"] = 3


@case("tree-depth-wrong", "blocks[4]: depth 3 but its parent's is 1")
def _(d): d["blocks"][4]["depth"] = 3


@case("tree-top-level-depth", "blocks[8]: depth 1 at top level")
def _(d): d["blocks"][8]["depth"] = 1


@case("tree-not-pre-order", "blocks[9]: parent 3 is closed already")
def _(d):
    d["blocks"][9]["parent"] = 3
    d["blocks"][9]["depth"] = 2


@case("tree-range-outside-parent", "blocks[7]: u16 [32, 12] outside its parent's [32, 11]")
def _(d):
    d["blocks"][5]["u16"] = [32, 11]
    d["blocks"][6]["u16"] = [32, 11]


@case("tree-siblings-overlap", "blocks[2]: u16 starts at 26, inside or before its previous sibling 1 (ends at 27)")
def _(d): d["blocks"][1]["u16"] = [3, 24]


@case("tree-leaf-range-not-runs-span", "blocks[4]: u16 [26, 5] but its runs span [26, 6]")
def _(d): d["blocks"][4]["u16"] = [26, 5]


@case("tree-container-range-not-children-span", "blocks[3]: u16 [27, 17] but its children span [26, 18]")
def _(d): d["blocks"][3]["u16"] = [27, 17]


@case("tree-leaf-runs-not-contiguous", "blocks[4]: its runs are not contiguous")
def _(d): d["runs"][8]["block"] = 7


@case("tree-runs-out-of-block-order", "runs[16]: block 7 after block 8")
def _(d):
    # blocks 7 and 8 trade their separator runs: each leaf's runs stay contiguous in isolation
    d["runs"][14]["block"], d["runs"][16]["block"] = 8, 7


@case("tree-empty-leaf-with-length", "blocks[0]: leaf without runs has u16 length 3", json.loads(
    '{"format":"mconv.runs","version":"2.0","offsets":["utf16"],"base":{"fontSize":16},"styles":[],'
    '"paragraphStyles":[{"alignment":"start"}],"runs":[],'
    '"blocks":[{"type":"paragraph","parent":null,"depth":0,"paragraphStyle":0,"u16":[0,3]}]}'))
def _(d): pass


@case("tree-container-with-paragraph-style", "blocks[2]: container list has a paragraphStyle")
def _(d): d["blocks"][2]["paragraphStyle"] = 1


@case("tree-runs-in-empty-container", "runs[15]: block 8 is an empty div (a container type holds no runs)")
def _(d):
    d["blocks"][8]["type"] = "div"
    del d["blocks"][8]["paragraphStyle"]


@case("tree-leaf-type-with-children", "blocks[3]: paragraph is a text leaf type but holds block 4")
def _(d):
    d["blocks"][3]["type"] = "paragraph"
    d["blocks"][3]["paragraphStyle"] = 2


@case("tree-list-item-outside-list", "blocks[6]: listItem inside blockquote, expected list")
def _(d):
    block = d["blocks"][5]
    for key in ("ordered", "start", "tight", "listLevel", "markerStyle", "md"):
        del block[key]
    block["type"] = "blockquote"
    d["blocks"][6]["listLevel"] = 1


@case("tree-list-level-wrong", "blocks[5]: listLevel 1, expected 2")
def _(d):
    d["blocks"][5]["listLevel"] = 1
    d["blocks"][6]["listLevel"] = 1


@case("tree-table-cell-row-mismatch", "blocks[8]: tableCell row 0 differs from its tableRow's 1", MIXED)
def _(d): d["blocks"][8]["row"] = 0


@case("tree-table-cell-outside-row", "blocks[4]: tableCell inside table, expected tableRow", MIXED)
def _(d):
    # the first header cell moved up one level, made a sibling of its row
    d["blocks"][5]["parent"] = 3
    d["blocks"][5]["depth"] = 1
    d["blocks"][4], d["blocks"][5] = d["blocks"][5], d["blocks"][4]
    d["blocks"][5]["u16"], d["blocks"][5]["u8"] = [40, 2], [60, 2]
    d["blocks"][6]["parent"] = 5
    for run in d["runs"]:
        if run["block"] in (4, 5):
            run["block"] = 4


# --- attachments --------------------------------------------------------------------------

@case("attachment-fffc-without-attachment", "runs[15]: U+FFFC without an attachment")
def _(d):
    del d["runs"][15]["attachment"]
    d["attachments"].pop(0)
    d["runs"][17]["attachment"] = 0


# --- canonical form -------------------------------------------------------------------------

@case("canonical-runs-not-maximal", "runs[3]: same attributes as runs[2] (runs not maximal)")
def _(d):
    first = d["runs"][2]
    second = copy.deepcopy(first)
    first["text"], second["text"] = "So", "me "
    for key in ("u16", "cp", "u8"):
        first[key] = [first[key][0], 2]
        second[key] = [second[key][0] + 2, 3]
    d["runs"].insert(3, second)


@case("canonical-explicit-text-role-not-maximal", "runs[9]: same attributes as runs[8]")
def _(d):
    # role "text" is the same as no role: "one" + "ne" must be one run
    d["runs"][8]["text"] = "o"
    for key in ("u16", "cp", "u8"):
        d["runs"][8][key][1] = 1
    extra = copy.deepcopy(d["runs"][8])
    extra["text"], extra["role"] = "ne", "text"
    for key in ("u16", "cp", "u8"):
        extra[key] = [extra[key][0] + 1, 2]
    d["runs"].insert(9, extra)


@case("canonical-styles-not-first-use-order", "styles: runs[0] uses entry 1 first, expected 0")
def _(d):
    d["styles"][0], d["styles"][1] = d["styles"][1], d["styles"][0]
    for run in d["runs"]:
        run["style"] = {0: 1, 1: 0}.get(run["style"], run["style"])


@case("canonical-style-unused", "styles: 1 unused entry (first: 5)")
def _(d): d["styles"].append(dict(d["styles"][1], color="#000000"))


@case("canonical-paragraph-styles-not-first-use-order", "paragraphStyles: blocks[4] uses entry 3 first, expected 2")
def _(d):
    d["blocks"][4]["paragraphStyle"], d["blocks"][7]["paragraphStyle"] = 3, 2


@case("canonical-link-unused", "links: 1 unused entry (first: 1)")
def _(d): d["links"].append({"href": "https://example.org/"})


@case("canonical-attachments-not-first-use-order", "attachments: runs[15] uses entry 1 first, expected 0")
def _(d):
    d["attachments"].reverse()
    d["runs"][15]["attachment"], d["runs"][17]["attachment"] = 1, 0


# --- text layout ----------------------------------------------------------------------------

@case("layout-leaf-without-separator", "blocks[4]: ends with '\\r' role separator, expected a '\\n' separator run")
def _(d): d["runs"][9]["text"] = "\r"


@case("layout-separator-role-missing", "blocks[1]: ends with '\\n' role lineBreak, expected a '\\n' separator run")
def _(d): d["runs"][6]["role"] = "lineBreak"


@case("layout-last-leaf-with-separator", "blocks[9]: the last leaf block ends with a separator run")
def _(d):
    d["runs"].append({"text": "\n", "u16": [47, 1], "cp": [46, 1], "u8": [57, 1], "style": 4, "block": 9, "role": "separator"})
    d["blocks"][9].update({"u16": [46, 2], "cp": [45, 2], "u8": [54, 4]})
    d["length"] = {"utf16": 48, "codePoint": 47, "utf8": 58}


@case("layout-table-cell-newline-instead-of-tab", "blocks[5]: ends with '\\n' role separator, expected a '\\t' separator run", MIXED)
def _(d): d["runs"][5]["text"] = "\n"


@case("layout-last-cell-of-row-tab", "blocks[6]: ends with '\\t' role separator, expected a '\\n' separator run", MIXED)
def _(d): d["runs"][7]["text"] = "\t"


@case("layout-marker-text-wrong", "blocks[7]: first leaf of listItem 6 starts with marker text '4.\\t', expected '3.\\t'")
def _(d): d["runs"][10]["text"] = "4.\t"


@case("layout-marker-without-tab", "blocks[7]: first leaf of listItem 6 starts with marker text '3. ', expected '3.\\t'")
def _(d): d["runs"][10]["text"] = "3. "


@case("layout-marker-missing", "blocks[4]: first leaf of listItem 3 starts with marker text '', expected '\u2022\\t'")
def _(d): d["runs"][7]["role"] = "softBreak"


@case("layout-marker-outside-list", "blocks[1]: marker run 'Some ' outside the start of a list item")
def _(d): d["runs"][2]["role"] = "marker"


@case("layout-marker-not-at-start", "runs[13]: marker run not at the start of a list item's first leaf")
def _(d): d["runs"][13]["role"] = "marker"


@case("layout-separator-style-differs", "runs[9]: separator has style 0, the text before it 1")
def _(d): d["runs"][9]["style"] = 0


@case("layout-footnote-marker-not-a-number", "blocks[2]: first leaf of footnoteDefinition 1 starts with marker text 'a.\\t'", FOOTNOTE)
def _(d): d["runs"][3]["text"] = "a.\t"


@case("layout-footnote-marker-missing", "blocks[2]: first leaf of footnoteDefinition 1 starts with marker text ''", FOOTNOTE)
def _(d): del d["runs"][3]["role"]


# Written with raw (unescaped) non-ASCII characters, as the file text matters here.
RAW_TEXT_CASES = {}


def raw_text_case(name, expect, base):
    def register(edit):
        RAW_TEXT_CASES[name] = (expect, base, edit)
        return edit
    return register


@raw_text_case("json-raw-line-separator", "raw U+2028/U+2029 in the file", UTF16_ONLY)
def _(d): pass


def main():
    INVALID.mkdir(exist_ok=True)
    for old in INVALID.iterdir():
        old.unlink()
    for name, (text, expect) in RAW_CASES.items():
        (INVALID / f"{name}.json").write_text(text + "\n", encoding="utf-8")
        (INVALID / f"{name}.expect").write_text(expect + "\n", encoding="utf-8")
    for name, (data, expect) in RAW_BYTES.items():
        (INVALID / f"{name}.json").write_bytes(data + b"\n")
        (INVALID / f"{name}.expect").write_text(expect + "\n", encoding="utf-8")
    for name, expect, base, edit in CASES:
        document = copy.deepcopy(base)
        edit(document)
        text = json.dumps(document, ensure_ascii=True, indent=1)
        (INVALID / f"{name}.json").write_text(text + "\n", encoding="utf-8")
        (INVALID / f"{name}.expect").write_text(expect + "\n", encoding="utf-8")
    for name, (expect, base, edit) in RAW_TEXT_CASES.items():
        document = copy.deepcopy(base)
        edit(document)
        text = json.dumps(document, ensure_ascii=False, indent=1)
        (INVALID / f"{name}.json").write_text(text + "\n", encoding="utf-8")
        (INVALID / f"{name}.expect").write_text(expect + "\n", encoding="utf-8")
    total = len(RAW_CASES) + len(RAW_BYTES) + len(CASES) + len(RAW_TEXT_CASES)
    print(f"{total} broken documents in {INVALID}")


if __name__ == "__main__":
    main()
