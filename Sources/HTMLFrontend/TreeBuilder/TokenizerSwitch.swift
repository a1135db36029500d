/// A tokenizer state the tree builder asks for after a start tag (HTML Standard §13.2.6.2,
/// "generic raw text / RCDATA element parsing algorithm", and the `<script>`/`<plaintext>`
/// rules). The driver passes it on to the tokenizer before reading the next token, so the
/// tree builder does not depend on the tokenizer type.
enum TokenizerSwitch: Equatable {
    /// `<title>`, `<textarea>`.
    case rcdata
    /// `<style>`, `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<noscript>` with scripting.
    case rawtext
    /// `<script>`.
    case scriptData
    /// `<plaintext>`: the rest of the input is text.
    case plaintext
}
