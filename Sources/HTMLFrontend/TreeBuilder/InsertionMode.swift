/// The insertion modes of the tree builder (HTML Standard §13.2.4.1).
///
/// The 2025 relaxed `<select>` parser removed "in select" and "in select in table": a
/// `select` is now parsed by the "in body" rules, with a few select-specific branches there.
enum InsertionMode: UInt8 {
    /// §13.2.6.4.1
    case initial
    /// §13.2.6.4.2
    case beforeHTML
    /// §13.2.6.4.3
    case beforeHead
    /// §13.2.6.4.4
    case inHead
    /// §13.2.6.4.5
    case inHeadNoscript
    /// §13.2.6.4.6
    case afterHead
    /// §13.2.6.4.7
    case inBody
    /// §13.2.6.4.8: raw text and RCDATA content (`<title>`, `<style>`, `<script>`…).
    case text
    /// §13.2.6.4.9
    case inTable
    /// §13.2.6.4.10
    case inTableText
    /// §13.2.6.4.11
    case inCaption
    /// §13.2.6.4.12
    case inColumnGroup
    /// §13.2.6.4.13
    case inTableBody
    /// §13.2.6.4.14
    case inRow
    /// §13.2.6.4.15
    case inCell
    /// §13.2.6.4.18
    case inTemplate
    /// §13.2.6.4.19
    case afterBody
    /// §13.2.6.4.20
    case inFrameset
    /// §13.2.6.4.21
    case afterFrameset
    /// §13.2.6.4.22
    case afterAfterBody
    /// §13.2.6.4.23
    case afterAfterFrameset
}
