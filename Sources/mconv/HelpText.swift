import MarkupConversion

/// The text of `mconv --help`; the format names come from the registry.
enum HelpText {
    static let version = "mconv 0.1.0"

    static func text(registry: FormatRegistry) -> String {
        let inputs = registry.formats.filter(\.isReadable).map { $0.names.joined(separator: "/") }.joined(separator: ", ")
        let outputs = registry.formats.filter(\.isWritable).map { $0.names.joined(separator: "/") }.joined(separator: ", ")
        return usage
            .replacing("{INPUTS}", with: inputs)
            .replacing("{OUTPUTS}", with: outputs)
    }

    private static let usage = """
        mconv: convert rich text between formats through one document tree.

        Usage: mconv [-f FORMAT] [-t FORMAT] [-o FILE | --output-dir DIR] [options] [FILE|FOLDER...]

        Reads the files (standard input when there are none, or for "-"), joins them into
        one document and writes it to standard output or --output. A folder stands for the
        files under it with the input format's extensions, walked recursively in sorted
        order. With --output-dir each file is converted on its own, on all cores, into
        DIR/<path under its folder>.<ext>, folders created.

        Options:
          -f, --from FORMAT      input format, one of: {INPUTS}.
                                 Default: inferred per file from its extension (see
                                 --list-formats), else gfm. Markdown extensions can be
                                 added or removed: commonmark+table, gfm-autolink
          -t, --to FORMAT        output format, one of: {OUTPUTS}.
                                 Default: from the --output extension (an unknown one is an
                                 error), else html
          -o, --output FILE      write FILE atomically (never a half-written file)
              --output-dir DIR   convert each input file separately into DIR, keeping the
                                 path under its folder (a file given by name: DIR/<name>)
          -j, --jobs N           files (or --jsonl records) converted at once, 1 to 256
                                 (default: the number of cores); the output is the same
                                 for any N
              --include GLOB     folder inputs: convert the files matching GLOB instead of
                                 those with the input format's extensions (repeatable).
                                 * ? [a-z] within a name, ** across folders; a GLOB with
                                 no / matches names anywhere ('*.php'), one with / the path
                                 under the folder ('api/**/*.html')
              --exclude GLOB     folder inputs: leave out matching files and folders
                                 ('_static', 'drafts/**'), repeatable
          -u, --update           --output-dir: convert only inputs newer than their
                                 output, to resume an interrupted run (like make)
              --report FILE      --output-dir: write a JSON record per input (path,
                                 output, status, diagnostics by code, bytes, ms)
              --progress         a progress line on standard error even when it is not a
                                 terminal (--no-progress: never). Default: on a terminal
              --base-url URL     resolve relative links and images against URL (the
                                 input's address; with --output-dir the input folder's),
                                 honouring <base href>; #fragments stay as they are
              --rewrite-links    --output-dir: a link to another converted input points
                                 at its output (../lib/json.html#x -> ../lib/json.md#x)
              --extract-media DIR  copy the local images of each input (and data: images)
                                 into DIR and link them there; remote images stay
              --self-check       Markdown output: read it back with cmark-gfm and write
                                 blocks that read differently as HTML (about 2x slower;
                                 --no-self-check: off, the default)
          -e, --extension NAME   enable a Markdown extension (repeatable): table, strikethrough,
                                 autolink, tagfilter, tasklist, footnotes, front_matter
              --raw-html MODE    raw HTML inside Markdown: resolve (parse it into the document,
                                 so <b>x</b> is bold) or keep (pass it along as raw markup).
                                 Default: keep for Markdown output and --trusted-html, else resolve
              --trusted-html     HTML output: pass raw HTML and every URL through, like
                                 cmark-gfm --unsafe (alias --unsafe). Only for trusted input
              --link-urls        text output: write each link's URL after its text
              --anchors WHICH    markdown: which ids become <a id> anchors, all (default),
                                 referenced (those a #link of the document points to) or none
              --select SELECTORS HTML input: convert only the elements matching these CSS
                                 selectors ('article', 'main > .content, #post'), repeatable
              --remove SELECTORS HTML input: drop the matching elements first ('nav, .ads')
              --theme T          runs.json: neutral (default: no colour nobody chose, so the
                                 app's own colours apply in light and dark mode), github-light
                                 or github-dark (every colour resolved)
              --stylesheet FILE  runs.json: a JSON stylesheet applied on top of the theme
                                 (docs/stylesheet.md)
              --style-policy P   runs.json: who wins a conflict, html (the source's style=
                                 attribute, default) or stylesheet
              --runs-offsets L   runs.json: offset kinds, e.g. utf16,codepoint,utf8 (UTF-16
                                 is always written)
              --columns N        ansi: width in cells (alias -w). Default: COLUMNS, else the
                                 terminal's width, else 80
              --color WHEN       ansi: escapes and colour, auto (a terminal whose TERM is not
                                 dumb), always or never. NO_COLOR drops colours but keeps bold,
                                 italics and underline; FORCE_COLOR/CLICOLOR_FORCE force them
              --color-depth D    ansi: 16, 256 or 24bit. Default: from COLORTERM and TERM
              --hyperlinks WHEN  ansi: OSC 8 links, auto (terminals known to show them),
                                 always or never; without them links read "text (url)"
              --link-style S     ansi: without hyperlinks, inline "text (url)" or reference
                                 "text[1]" with the URLs listed at the end
              --theme T          ansi: colours for a dark (default) or light background
              --code-lines L     ansi: code lines wider than the terminal, cut (with …,
                                 default) or keep
              --ascii, --unicode ansi: ASCII or Unicode box drawing and bullets. Default:
                                 from the locale (LC_ALL, LC_CTYPE, LANG)
              --heading-prefix   ansi: write headings with their Markdown marks (## Title)
              --encoding NAME    read the input in this encoding (utf-8, windows-1252,
                                 iso-8859-2, shift_jis, gb18030, … any WHATWG label) whatever
                                 it declares; only a byte order mark outranks it. Default:
                                 a BOM, else (HTML) its <meta charset> in the first 1,024
                                 bytes, else UTF-8 (undeclared HTML that is not valid UTF-8:
                                 windows-1252, with a warning)
              --strict           reject invalid UTF-8, or bytes invalid in the declared
                                 encoding (exit 65), instead of replacing them; undeclared
                                 HTML must then be UTF-8
              --max-input-size S refuse an input larger than S bytes (K, M, G suffixes: 50M),
                                 exit 65 (--output-dir: that file fails, exit 1); 'none'
                                 for no limit. Default: 128M
          Markdown for migrations (see README):
              --front-matter     markdown: write YAML front matter from the metadata (an
                                 HTML page's title, description, author, date, tags, lang,
                                 canonical); Markdown's own front matter is always kept
              --metadata K=V     set a metadata field (repeatable), also in front matter
              --standalone       html: a whole page with <title>, not a fragment
              --wrap W           markdown: none (default), auto (80) or a width N
              --reference-links  markdown: [text][1] links, URLs listed at the end
              --bullet C         markdown: list bullet, - (default), * or +
              --emphasis C       markdown: * (default) or _ ; --strong ** (default) or __
              --fence F          markdown: code fences, backtick (default) or tilde
              --headings S       markdown: atx (default) or setext (levels 1-2)
              --keep-html K      markdown: raw HTML for what Markdown cannot say: none,
                                 unknown (default: u, sup, kbd...), embeds or all (also
                                 iframes, video, audio; else they become links)
              --table-spans T    markdown: tables with colspan/rowspan as html (default) or
                                 expand (a pipe table with empty cells, when readable)
              --math M           markdown: formulas (MathJax, KaTeX, MathML) as code (default:
                                 `tex` and ```math blocks), dollars ($tex$, $$ blocks) or
                                 html (<span class="math inline">\\(tex\\)</span>)
          -q, --quiet            do not print warnings
              --jsonl            stream JSON Lines: one record per line on stdin,
                                 {"id": …, "content": "…", "from": "html", "to": "markdown"}
                                 (or "content_base64" for bytes in any encoding; from/to/path
                                 optional), one {"id", "content", "diagnostics"} line per
                                 record on stdout in input order, or {"id", "error", "line"};
                                 exit 1 when some record failed. For Spark, Hadoop
                                 Streaming, GNU parallel (README: Streaming with --jsonl)
              --list-formats     list formats and extensions
              --dump-ast         print the document tree instead of converting
          -h, --help             show this help
              --version          show the version

        Examples:
          mconv README.md                           Markdown to safe HTML on stdout
          mconv -f html -t markdown page.html       HTML to GitHub Flavored Markdown
          mconv -t text --output-dir out *.html     strip HTML pages to text, one file each
          mconv -t text < notes.md                  strip Markdown to readable text
          mconv -t md --select article --remove '.ads, nav' page.html
                                                    only the article, without ads and menus
          mconv -t html --trusted-html doc.md       keep raw HTML (trusted input only)
          mconv -f html -t runs.json snippet.html   styled runs for native rich text
          mconv -t ansi README.md | less -R         read Markdown in the terminal
          mconv -f commonmark -e table -t html x.md CommonMark plus pipe tables
          mconv a.md -o b.html                      output format from the extension
          mconv -t html --output-dir site docs/*.md one .html per input file
          mconv -f html -t md --output-dir md --update --report r.json site/
                                                    a whole site, mirrored; rerun to resume
          mconv --jsonl -f html -t md < in.jsonl > out.jsonl
                                                    convert a stream of records (Spark, pipes)

        Debugging:
          mconv debug-html-tree [FILE]              print the HTML parser's tree in the html5lib
                                                    test format (HTML5LIB_FRAGMENT_CONTEXT=td
                                                    parses a fragment; HTML5LIB_SCRIPTING=on)

        Exit codes: 0 success; 1 an input could not be read or an output not written (with
        --output-dir: some input failed, the others are written); 64 usage error (unknown
        format or option, unreadable or invalid stylesheet, two inputs for one output);
        65 invalid input data (invalid UTF-8, or bytes invalid in the input's encoding, with
        --strict; a runs.json input that is not runs.json; an input over --max-input-size).

        """
}
