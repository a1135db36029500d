/// A fixed page for the checks that need a document besides the fuzz input: selectors match
/// against it, stylesheets style it. It has something for every kind of selector and style
/// rule: headings, classes, ids, attributes, inline styles, nesting, siblings, lists, a
/// table, code, a quote, links and an image.
enum SampleHTML {
    static let page = """
        <header id="top" class="site"><nav class="menu" aria-hidden="true"><a href="/">home</a> <a href="/about" lang="en-GB">about</a></nav></header>
        <main><article class="post lead" data-id="7"><h1 id="title">Title <em>emphasis</em></h1><h2 class="sub">Sub</h2>
        <p class="lead note" style="color: red; font-weight: bold">Lead <b>bold</b> <i>italic</i> <code>code</code> \
        <a href="https://example.com/" class="ext" title="x y">link</a> <mark>mark</mark> <s>gone</s> <u>under</u> x<sup>2</sup></p>
        <ul><li>one<ol start="3"><li>three</li><li>four</li></ol></li><li><input type="checkbox" checked> done</li><li>last</li></ul>
        <section><div><div class="ads"><p>ad</p></div><p>inner <span class="x">span</span></p></div></section>
        <blockquote><p>quote</p></blockquote><pre><code class="language-swift">let x = 1</code></pre>
        <table><thead><tr><th>h</th><th>i</th></tr></thead><tbody><tr><td style="text-align: right">1</td><td>2</td></tr></tbody></table>
        <p><img src="https://example.com/a.png" alt="alt"> <small>small</small> <kbd>K</kbd></p><hr></article></main>
        <footer><p>foot <abbr title="abbreviation">abbr</abbr></p></footer>
        """
}
