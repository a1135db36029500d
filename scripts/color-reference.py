#!/usr/bin/env python3
"""Prints the expected sRGB hex of every colour input mconv's colour tests check.

Reference values come from ColorAide (https://facelessuser.github.io/coloraide/), an
independent implementation of CSS Color 4: its conversions and, for colours outside sRGB,
its "minde-chroma" gamut mapping in Oklch with deltaEOK and JND 0.02, which is CSS Color 4
section 13.2's algorithm. mconv's lineage forms (hsv(), cmyk(), gray(), displayP3()) are
given to ColorAide as the equivalent colour in a space it knows.

Usage (output is committed as Tests/MarkupASTTests/Fixtures/color-conversions.tsv):
    pip install coloraide
    python3 scripts/color-reference.py > Tests/MarkupASTTests/Fixtures/color-conversions.tsv
"""
import coloraide
from coloraide import Color

# (mconv input, the same colour in a form ColorAide reads; None: the input itself)
INPUTS = [
    # sRGB forms
    ("rgb(255 128 0)", None), ("rgb(100%, 50%, 0%)", None), ("rgba(0, 0, 255, 0.5)", None),
    ("rgb(12.5% 255 none / 25%)", "rgb(12.5% 255 0 / 25%)"),
    ("hsl(210, 60%, 40%)", None), ("hsl(210deg 60 40 / 0.7)", "hsl(210 60% 40% / 0.7)"),
    ("hsl(0.5turn 100% 25%)", "hsl(180 100% 25%)"), ("hsl(3.14159rad 50% 50%)", None), ("hsl(100grad 50% 50%)", None),
    ("hwb(120 20% 30%)", None), ("hwb(45deg 10% 10%)", None), ("hwb(200 60% 60%)", None), ("hwb(none 0% 0% / 50%)", "hwb(0 0% 0% / 50%)"),
    # Lab and LCH (D50)
    ("lab(50 50 0)", None), ("lab(70 0 70)", None), ("lab(29.2345% 39.3825 20.0664)", None),
    ("lab(52.2345% 40.1645 59.9971 / .5)", None), ("lab(60% -40% 30%)", "lab(60 -50 37.5)"),
    ("lab(100 0 0)", None), ("lab(0 0 0)", None), ("lab(50 100 -100)", None),
    ("lch(52.2345% 72.2 56.2)", None), ("lch(50 30 270deg)", None), ("lch(80 150 120)", None),
    ("lch(40% 50% 0.25turn)", "lch(40 75 90)"),
    # Oklab and Oklch
    ("oklab(0.628 0.225 0.126)", None), ("oklab(59.69% 0.1007 0.1191)", None), ("oklab(50% -50% 25%)", "oklab(0.5 -0.2 0.1)"),
    ("oklch(0.628 0.2577 29.23)", None), ("oklch(70% 0.1 200)", None), ("oklch(0.7 0.4 30)", None),
    ("oklch(0.9 0.3 140 / 0.8)", None), ("oklch(0.45 50% 300deg)", "oklch(0.45 0.2 300)"), ("oklch(1 0.2 40)", None),
    # color() predefined spaces
    ("color(srgb 0.2 0.4 0.6)", None), ("color(srgb 1.2 -0.1 0.5)", None), ("color(srgb-linear 0.2 0.4 0.6)", None),
    ("color(display-p3 1 0 0)", None), ("color(display-p3 0.3 0.6 0.9)", None), ("color(display-p3 0 1 0 / 0.5)", None),
    ("color(a98-rgb 0.5 0.6 0.7)", None), ("color(a98-rgb 0 1 0)", None),
    ("color(prophoto-rgb 0.4 0.5 0.6)", None), ("color(prophoto-rgb 0.9 0.1 0.1)", None),
    ("color(rec2020 0.4 0.5 0.6)", None), ("color(rec2020 0 0 1)", None),
    ("color(xyz 0.2 0.3 0.4)", "color(xyz-d65 0.2 0.3 0.4)"), ("color(xyz-d65 0.5 0.5 0.5)", None),
    ("color(xyz-d50 0.3 0.3 0.2)", None), ("color(display-p3 50% 25% 100%)", "color(display-p3 0.5 0.25 1)"),
    # The lineage's forms (Stylizer)
    ("hsv(120, 100%, 50%)", "color(--hsv 120 1 0.5)"), ("hsb(30 40% 90% / 0.5)", "color(--hsv 30 0.4 0.9 / 0.5)"),
    ("hsv(300deg, 25%, 75%, 0.25)", "color(--hsv 300 0.25 0.75 / 0.25)"),
    ("displayP3(255, 0, 0)", "color(display-p3 1 0 0)"), ("displayP3(51, 102, 204, 0.5)", "color(display-p3 0.2 0.4 0.8 / 0.5)"),
    ("gray(128)", "rgb(128 128 128)"), ("gray(51, 0.5)", "rgb(51 51 51 / 0.5)"), ("gray(25%)", "rgb(25% 25% 25%)"),
]


def cmyk_reference(c, m, y, k, alpha=1.0):
    """CSS Color 5 naive CMYK to sRGB, for the cmyk() and device-cmyk() rows."""
    channel = lambda ink: round((1 - ink) * (1 - k) * 255)
    return "#%02x%02x%02x%s" % (channel(c), channel(m), channel(y), "" if alpha == 1 else "%02x" % round(alpha * 255))


CMYK_INPUTS = [
    ("cmyk(0, 255, 255, 0)", (0, 1, 1, 0)), ("cmyk(51, 102, 153, 25)", (0.2, 0.4, 0.6, 25 / 255)),
    ("cmyk(10%, 20%, 30%, 40%, 0.5)", (0.1, 0.2, 0.3, 0.4, 0.5)), ("device-cmyk(0.1 0.2 0.3 0.4)", (0.1, 0.2, 0.3, 0.4)),
]


def main():
    print("# input\texpected sRGB hex; from scripts/color-reference.py, ColorAide %s (CSS Color 4 conversions, "
          "minde-chroma gamut mapping in Oklch, JND 0.02)" % coloraide.__version__)
    for text, reference in INPUTS:
        color = Color(reference or text)
        srgb = color.convert("srgb")
        if not srgb.in_gamut():
            srgb = srgb.fit("srgb", method="minde-chroma", jnd=0.02)
        print("%s\t%s" % (text, srgb.to_string(hex=True)))
    for text, components in CMYK_INPUTS:
        print("%s\t%s" % (text, cmyk_reference(*components)))


if __name__ == "__main__":
    main()
