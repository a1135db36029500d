/// How `EncodingSniffer` chose an encoding, strongest first.
public enum EncodingSource: String, Hashable, Sendable, CaseIterable {
    /// A byte order mark at the start of the input (it outranks even a forced encoding, as in
    /// browsers and the Encoding Standard's "decode").
    case byteOrderMark = "bom"
    /// The encoding the caller forced (a user's `--encoding NAME`).
    case forced
    /// The HTML prescan of the first 1,024 bytes: a `<meta charset>`, a `<meta http-equiv=
    /// "Content-Type" content="…; charset=…">`, or an XML declaration's `encoding`.
    case prescan
    /// Nothing was found: the fallback encoding.
    case fallback = "default"
    /// A `<meta>` the HTML tree builder met while the encoding was still tentative (chosen
    /// by the prescan or by default) declared another one, after the prescan's 1,024 bytes:
    /// the input was decoded again in it, as a browser's "change the encoding" starts over
    /// (HTML Standard §13.2.3.5).
    case metaElement = "meta"
}
