#!/usr/bin/env python3
"""Writes a deterministic chat corpus in gonzalezreal/Markup's syntax (`chat`): messages of
prose with *bold*, _italic_, ~strike~ runs (nested, intra-word, unmatched and crossed ones,
punctuation around them), emoji and CJK, separated by blank lines, up to SIZE bytes.

Usage: bench/gen-chat-corpus.py SIZE_BYTES > corpus.chat
"""
import random
import sys

size = int(sys.argv[1])
rng = random.Random(13)
words = ("deploy build release ship review merge fix test note plan team alert status update "
         "server client message channel thread sale price order today tomorrow ready done").split()
extras = ["👉", "🎉", "❤️", "中文", "「重要」", "snake_case", "2*3*4", "a_b", "(see)", "—", "it's", "100%", "🚀"]


def run():
    text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 4)))
    kind = rng.random()
    if kind < 0.15:
        return "*" + text + "*"
    if kind < 0.25:
        return "_" + text + "_"
    if kind < 0.30:
        return "~" + text + "~"
    if kind < 0.33:
        return "*_" + text + "_*"
    if kind < 0.35:
        return "*" + text  # unmatched
    if kind < 0.45:
        return rng.choice(extras) + " " + text
    return text


def message():
    lines = []
    for _ in range(rng.randint(1, 3)):
        line = " ".join(run() for _ in range(rng.randint(2, 8)))
        lines.append(line + rng.choice([".", "!", "?", "", ","]))
    return "\n".join(lines)


out = sys.stdout
written = 0
while written < size:
    chunk = message() + "\n\n"
    out.write(chunk)
    written += len(chunk.encode("utf-8"))
