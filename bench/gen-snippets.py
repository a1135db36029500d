#!/usr/bin/env python3
"""Generate the benchmark's HTML snippets: N seeded pieces of about 300 bytes each, the kind of
rich text an app receives from an API (bold, links, coloured spans, lists, entities, CJK,
emoji). Written NUL-separated so both the Swift benchmark and the Python peers read the same
bytes.

Usage: gen-snippets.py [--count 10000] [--seed 1] [--size 300] OUT
"""
import argparse
import random

WORDS = ("the quick brown fox jumps over lazy dog release notes update price offer today "
         "account settings profile message order shipped delivered welcome back").split()
CJK = ["你好世界", "日本語のテキスト", "한국어 문장", "中文内容", "東京", "漢字かな交じり"]
EMOJI = ["😀", "🎉", "👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️"]
COLORS = ["#f00", "#336699", "red", "rgb(0, 128, 255)", "rgba(0,0,0,.5)", "hsl(120, 50%, 40%)", "darkslategray"]
ENTITIES = ["&amp;", "&lt;", "&gt;", "&nbsp;", "&copy;", "&#8364;", "&#x1F600;", "&quot;", "&hellip;"]


def text(rng, n=None):
    parts = []
    for _ in range(n or rng.randint(2, 6)):
        r = rng.random()
        if r < 0.08:
            parts.append(rng.choice(CJK))
        elif r < 0.13:
            parts.append(rng.choice(EMOJI))
        elif r < 0.2:
            parts.append(rng.choice(ENTITIES))
        else:
            parts.append(rng.choice(WORDS))
    return " ".join(parts)


def inline(rng, depth=0):
    r = rng.random()
    if depth > 2 or r < 0.3:
        return text(rng)
    if r < 0.45:
        return f"<b>{inline(rng, depth + 1)}</b>"
    if r < 0.55:
        return f"<i>{inline(rng, depth + 1)}</i>"
    if r < 0.7:
        return f'<a href="https://example.com/{rng.choice(WORDS)}?id={rng.randint(1, 9999)}">{inline(rng, depth + 1)}</a>'
    if r < 0.85:
        style = f"color:{rng.choice(COLORS)}"
        if rng.random() < 0.5:
            style += f";font-size:{rng.choice([12, 14, 16, 18])}px"
        if rng.random() < 0.3:
            style += ";font-weight:bold"
        return f'<span style="{style}">{inline(rng, depth + 1)}</span>'
    if r < 0.92:
        return f"{text(rng)}<br>{text(rng)}"
    return f"<strong>{inline(rng, depth + 1)}</strong> {text(rng)}"


def block(rng):
    r = rng.random()
    if r < 0.5:
        return f"<p>{inline(rng)} {inline(rng)}</p>"
    if r < 0.7:
        items = "".join(f"<li>{inline(rng)}</li>" for _ in range(rng.randint(2, 4)))
        kind = rng.choice(["ul", "ol"])
        return f"<{kind}>{items}</{kind}>"
    if r < 0.8:
        level = rng.randint(1, 4)
        return f"<h{level}>{text(rng, 3)}</h{level}>"
    if r < 0.9:
        return f"<div>{inline(rng)}<br>{inline(rng)}</div>"
    return inline(rng)


def snippet(rng, size):
    """Blocks until the snippet is within 15% of `size` bytes (a block that would overshoot
    is replaced by another draw)."""
    out = ""
    for _ in range(200):
        if len(out.encode()) >= size * 0.85:
            break
        candidate = block(rng)
        if len((out + candidate).encode()) <= size * 1.15:
            out += candidate
    return out or text(rng)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=int, default=300)
    parser.add_argument("out")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    snippets = [snippet(rng, args.size) for _ in range(args.count)]
    with open(args.out, "wb") as f:
        f.write(b"\0".join(s.encode() for s in snippets))
    total = sum(len(s.encode()) for s in snippets)
    print(f"{args.count} snippets, {total} bytes, {total / args.count:.0f} bytes on average")


if __name__ == "__main__":
    main()
