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
}
