#!/usr/bin/env bash
# Round-trips real Markdown nobody here wrote through parse -> render -> parse.
# Default corpus: the Node.js API docs of Debian's nodejs-doc package
# (apt-get install -y nodejs-doc). Usage: scripts/roundtrip-corpus.sh [dir-of-.md.gz-or-.md]
set -euo pipefail
source_dir=${1:-/usr/share/doc/nodejs/api}
package_dir=$(cd "$(dirname "$0")/.." && pwd)
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
for file in "$source_dir"/*.md.gz; do
    [ -e "$file" ] || continue
    gunzip -c "$file" > "$corpus/$(basename "$file" .gz)"
done
for file in "$source_dir"/*.md; do
    [ -e "$file" ] && cp "$file" "$corpus/"
done
echo "corpus: $(ls "$corpus" | wc -l) files from $source_dir"
cd "$package_dir"
MCONV_ROUNDTRIP_CORPUS=$corpus swift test --filter 'MarkdownRoundTripTests/corpus' 2>&1 | grep -v '^\[' 
