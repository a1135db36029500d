#!/usr/bin/env python3
"""Checks `mconv -t ansi` in a real terminal: tmux (Debian's tmux) runs mconv in a pane of
known width, `capture-pane` reads back what a person sees, and the checks below say whether
it is right. Run by scripts/test.sh; prints `tmux-ansi: N passed, M failed`.

Usage: scripts/tmux-ansi-check.py MCONV SAMPLE.md
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

WIDTH = 50
SOCKET = f"mconv-ansi-check-{os.getpid()}"


def cells(text):
    """Display width in cells, by East Asian Width; zero for marks, joiners, selectors."""
    total = 0
    previous_joiner = False
    for char in text:
        code = ord(char)
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf") or 0xFE00 <= code <= 0xFE0F:
            previous_joiner = char == "\u200d"
            continue
        if previous_joiner or 0x1F3FB <= code <= 0x1F3FF:  # joined emoji, skin tones
            previous_joiner = False
            continue
        total += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return total


def tmux(*arguments):
    return subprocess.run(["tmux", "-L", SOCKET, *arguments], check=True, capture_output=True, text=True).stdout


def render_in_pane(command):
    """Runs `command` in a fresh pane WIDTH cells wide; returns (plain, joined, escaped) captures."""
    tmux("new-session", "-d", "-x", str(WIDTH), "-y", "300", "-e", "LANG=C.UTF-8", command + "; sleep 60")
    deadline = time.time() + 20
    text = ""
    while time.time() < deadline:
        text = tmux("capture-pane", "-p", "-S", "0", "-E", "299")
        if "END-OF-SAMPLE" in text:
            break
        time.sleep(0.2)
    plain = tmux("capture-pane", "-p", "-S", "0", "-E", "299")
    joined = tmux("capture-pane", "-p", "-J", "-S", "0", "-E", "299")
    escaped = tmux("capture-pane", "-p", "-e", "-S", "0", "-E", "299")
    tmux("kill-server")
    return plain, joined, escaped


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    mconv, sample = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    if shutil.which("tmux") is None:
        print("tmux-ansi: skipped (tmux is not installed; apt-get install tmux)")
        return 0
    passed = failed = 0

    def check(condition, name, detail=""):
        nonlocal passed, failed
        if condition:
            passed += 1
        else:
            failed += 1
            print(f"tmux-ansi: FAILED {name} {detail}", file=sys.stderr, flush=True)

    with tempfile.TemporaryDirectory() as folder:
        marked = os.path.join(folder, "sample.md")
        with open(sample, encoding="utf-8") as source, open(marked, "w", encoding="utf-8") as target:
            target.write(source.read() + "\n\nEND-OF-SAMPLE\n")
        # Width and colour from the terminal itself (TIOCGWINSZ, TERM): no options given.
        for hyperlinks in ("auto", "always"):
            command = f"{mconv} -t ansi --hyperlinks {hyperlinks} {marked}"
            plain, joined, escaped = render_in_pane(command)
            lines = plain.rstrip("\n").split("\n")
            content = [line for line in lines if line.strip()]
            check("END-OF-SAMPLE" in plain, f"[{hyperlinks}] the sample was rendered", plain[-300:])
            check(plain == joined, f"[{hyperlinks}] no line wider than the {WIDTH}-cell pane (tmux wrapped none)")
            check(all(cells(line) <= WIDTH for line in lines), f"[{hyperlinks}] every line fits in {WIDTH} cells")
            check(max(cells(line) for line in content) >= WIDTH - 8, f"[{hyperlinks}] the pane's width was used",
                  str(max(cells(line) for line in content)))
            check("\x1b[" in escaped, f"[{hyperlinks}] colours and attributes reach the terminal")
            check("8;id=" not in plain and "]8;" not in plain and "\x1b" not in plain,
                  f"[{hyperlinks}] no escape sequence is visible as text")
            # The CJK table: every row of box drawing has its bars in the same cells.
            top = next((index for index, line in enumerate(lines) if line.startswith("┌")), None)
            bottom = next((index for index, line in enumerate(lines) if line.startswith("└")), None)
            table = lines[top:bottom + 1] if top is not None and bottom is not None and bottom > top else []
            check(len(table) >= 5, f"[{hyperlinks}] the table is drawn", str(table))
            widths = {cells(line) for line in table}
            check(len(widths) == 1, f"[{hyperlinks}] table rows are equally wide with CJK cells", str(table))

            def bar_cells(line):
                positions, column = [], 0
                for char in line:
                    if char in "│┼┬┴├┤┌┐└┘":
                        positions.append(column)
                    column += cells(char)
                return positions
            check(len({tuple(bar_cells(line)) for line in table}) == 1, f"[{hyperlinks}] column bars line up", str(table))
            # The link that wraps: its text is whole, in order, across the lines.
            text = " ".join(line.strip() for line in lines)
            check("titled link" in text or "titled\nlink" in plain, f"[{hyperlinks}] the link text is shown")
            check("日本語の文章" in plain, f"[{hyperlinks}] CJK text is shown")
            if hyperlinks == "auto":
                check("(https://example.com/docs)" in text, "[auto] tmux is not known to show OSC 8: the URL is printed")
            else:
                check("(https://example.com/docs)" not in text, "[always] the URL is carried by OSC 8, not printed")
    print(f"tmux-ansi: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
