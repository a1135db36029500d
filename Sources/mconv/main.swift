import MarkdownFrontend
import MarkupAST

// Temporary driver while the CLI is written: dumps the AST of stdin.
var bytes: [UInt8] = []
while let line = readLine(strippingNewline: false) { bytes += Array(line.utf8) }
let (text, _) = (try? UTF8Input.decode(bytes)) ?? ("", [])
print(MarkdownParser().parse(text).document.dump, terminator: "")
