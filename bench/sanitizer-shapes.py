#!/usr/bin/env python3
"""Sanitized HTML as a fixed point, on generated shapes (bench/FUZZ-REPORT.md, stop 27).

    bench/sanitizer-shapes.py SEED COUNT [PRESET ...]   (default: default strict relaxed)

Writes COUNT small HTML documents drawn from a grammar of what the sanitizer's writer must
get right: white space in every form (runs, tabs, `&#13;`, `&#12;`, no-break spaces),
`white-space: pre*` styles the policy removes, formatting cancelled by a child's style,
elements and URLs the policy drops, anchors, void elements, unclosed tags. Each preset then
converts them all with `mconv -f html -t html --sanitize PRESET --output-dir` and converts
that output again: a document whose second output differs from its first is not a fixed
point. Prints `PRESET: N passed, M failed` and the first failing inputs. Needs the release
build (.build/release/mconv). Exploration, not a CI gate: the fuzz targets check the same
invariant on every input they try.
"""
import os, random, subprocess, sys, tempfile, filecmp

MCONV = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '.build', 'release', 'mconv')
SPACES = [' ', '  ', '\t', '\n', '&#13;', '&#12;', '&#9;', '&#32;', '\r\n', ' \n ', '&nbsp;', '']
STYLES = ['white-space:pre', 'white-space:pre-wrap', 'white-space:pre-line', 'white-space:normal', 'font-style:normal',
          'font-weight:bold', 'display:none', 'color:red', 'text-decoration:underline', 'white-space:nowrap']
INLINE = ['b', 'i', 'span', 'a', 'code', 'kbd', 'em', 'strong', 'u', 's', 'sub', 'sup', 'small', 'mark', 'q', 'abbr',
          'font', 'x-y', 'label', 'tt', 'del', 'ins', 'bdo', 'time', 'var', 'cite', 'dfn']
BLOCK = ['p', 'div', 'li', 'ul', 'ol', 'blockquote', 'h1', 'h3', 'td', 'tr', 'table', 'pre', 'section', 'figure',
         'figcaption', 'dd', 'dt', 'dl', 'details', 'summary', 'caption', 'center', 'address']
VOIDS = ['<br>', '<wbr>', '<img src=x.png alt=a>', '<img>', '<hr>', '<input type=checkbox>', '<img src="javascript:1">',
         '<a name=n></a>', '<a id=q></a>']
REMOVED = ['<script>x</script>', '<style>p{}</style>', '<svg><g></g></svg>', '<math><mi>x</mi></math>',
           '<iframe src=x></iframe>', '<template>t</template>', '<!-- c -->', '<noscript>n</noscript>', '<object>o</object>']
WORDS = ['a', 'b', 'x y', 'Hi', '<', '&amp;', 'é', '1.', '#', '*', '-', '`', '[x]']


def node(rng, depth):
    r = rng.random()
    if depth > 5 or r < 0.3:
        return rng.choice(SPACES) + rng.choice(WORDS) + rng.choice(SPACES)
    if r < 0.45:
        return rng.choice(SPACES) + rng.choice(VOIDS) + rng.choice(SPACES)
    if r < 0.5:
        return rng.choice(REMOVED)
    tag = rng.choice(INLINE if rng.random() < 0.6 else BLOCK)
    attributes = ''
    if rng.random() < 0.5:
        attributes += ' style="%s"' % rng.choice(STYLES)
    if tag == 'a' and rng.random() < 0.7:
        attributes += ' href="%s"' % rng.choice(['x', '#f', 'javascript:x', 'http://e.com/a b', ' y '])
    if rng.random() < 0.1:
        attributes += ' id=i%d' % rng.randint(0, 3)
    children = ''.join(node(rng, depth + 1) for _ in range(rng.randint(0, 4)))
    close = '' if rng.random() < 0.1 else '</%s>' % tag
    return '<%s%s>%s%s' % (tag, attributes, children, close)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    presets = sys.argv[3:] or ['default', 'strict', 'relaxed']
    rng = random.Random(seed)
    failed_total = 0
    with tempfile.TemporaryDirectory() as work:
        inputs = os.path.join(work, 'in')
        os.mkdir(inputs)
        for index in range(count):
            with open(os.path.join(inputs, 'g%05d.html' % index), 'w') as file:
                file.write(''.join(node(rng, 0) for _ in range(rng.randint(1, 4))))
        for preset in presets:
            once, twice = os.path.join(work, preset + '-1'), os.path.join(work, preset + '-2')
            for source, target in [(inputs, once), (once, twice)]:
                subprocess.run([MCONV, '-q', '-f', 'html', '-t', 'html', '--sanitize', preset, '--output-dir', target, source],
                               check=True, stderr=subprocess.DEVNULL)
            names = sorted(os.listdir(once))
            failing = [name for name in names if not filecmp.cmp(os.path.join(once, name), os.path.join(twice, name), shallow=False)]
            failed_total += len(failing)
            print('%s: %d passed, %d failed' % (preset, len(names) - len(failing), len(failing)))
            for name in failing[:3]:
                with open(os.path.join(inputs, name)) as file:
                    print('  %s: %r' % (name, file.read()[:200]))
    sys.exit(1 if failed_total else 0)


if __name__ == '__main__':
    main()
