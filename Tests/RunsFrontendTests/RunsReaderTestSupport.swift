import MarkupAST
import RunsFrontend

/// Builds small runs.json texts for the reader tests: a header, the given tables, the runs.
enum RunsJSON {
    /// A runs.json document with `styles`, `blocks`, `runs` and optional `links` and
    /// `attachments` (each the JSON text of the array's entries, joined by commas).
    static func document(
        version: String = "1.1", styles: [String] = [#"{"marks":[]}"#], links: [String] = [], attachments: [String] = [],
        blocks: [String], runs: [String]
    ) -> String {
        """
        {"format":"mconv.runs","version":"\(version)","offsets":["utf16"],
        "base":{"fontSize":16,"color":"#1f2328","background":"#ffffff","linkColor":"#0969da"},
        "styles":[\(styles.joined(separator: ",\n"))],
        "paragraphStyles":[{"alignment":"start"}],
        "links":[\(links.joined(separator: ",\n"))],
        "attachments":[\(attachments.joined(separator: ",\n"))],
        "blocks":[\(blocks.joined(separator: ",\n"))],
        "runs":[\(runs.joined(separator: ",\n"))]}
        """
    }

    /// The document `json` reads as, and the diagnostic codes.
    static func read(_ json: String) -> (blocks: [Block], codes: [String]) {
        let result = RunsJSONParser().parse(text: json)
        return (result.document.blocks, result.diagnostics.map(\.code))
    }
}
