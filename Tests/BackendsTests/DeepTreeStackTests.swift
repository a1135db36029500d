import Backends
import Foundation
import MarkupAST
import Synchronization
import Testing

/// Backends recurse over the tree, which frontends cap at 256 levels. Apps render on
/// secondary threads whose stacks are small (512 KB on Apple platforms), so the recursive
/// paths keep small frames: in a release build 256 levels of emphasis need about 120 KB in
/// the Markdown writer and under 20 KB in the HTML writer. This test runs debug builds
/// (larger frames) on a 1 MB thread and would crash if a change made frames much bigger.
@Suite("deep trees on a small thread stack")
struct DeepTreeStackTests {
    static let depth = NestingLimit.defaultMaxDepth

    static let documents: [Document] = {
        var inline = Inline.text("core")
        for level in 0..<depth { inline = level % 2 == 0 ? .emphasis([inline]) : .strong([.text("s"), inline]) }
        return [Document(blocks: [.paragraph([inline])]), Document(blocks: [nestedQuotesAndLists(around: .paragraph([.text("quoted")]))])]
    }()

    /// `core` inside quotes and list items alternating, `depth` levels deep.
    static func nestedQuotesAndLists(around core: Block) -> Block {
        var block = core
        for level in 0..<depth {
            block = level % 2 == 0 ? .blockQuote([block]) : .list(ListStyle(kind: .bullet), [ListItem(blocks: [block])])
        }
        return block
    }

    /// Runs `body` on a thread with a `kilobytes` stack and waits for it.
    static func onThread(stackKilobytes kilobytes: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = kilobytes * 1024
        thread.start()
        done.wait()
    }

    /// 1 MB; 8 MB under a sanitizer (scripts/sanitizer-tests.sh sets `MCONV_SANITIZER`):
    /// AddressSanitizer's redzones and ThreadSanitizer's instrumentation make every frame
    /// several times larger, so the budget that catches a frame-size regression in a debug
    /// build would only measure the sanitizer there (Tests/Sanitizers/README.md).
    static let stackKilobytes = ProcessInfo.processInfo.environment["MCONV_SANITIZER"] == nil ? 1024 : 8192

    @Test("every renderer and the dump handle trees at the nesting cap on a 1 MB stack")
    func renderersOnSmallStack() {
        let outputs = Mutex<[String]>([])
        Self.onThread(stackKilobytes: Self.stackKilobytes) {
            for document in Self.documents {
                let rendered = [
                    HTMLRenderer().render(document), MarkdownRenderer().render(document),
                    MarkdownRenderer(options: .init(flavor: .commonMark)).render(document),
                    PlainTextRenderer().render(document), document.dump,
                ]
                outputs.withLock { $0 += rendered }
            }
        }
        let all = outputs.withLock { $0 }
        #expect(all.count == 10)
        for (index, output) in all.enumerated() {
            #expect(output.contains(index < 5 ? "core" : "quoted"), "output \(index) lost the deepest text")
        }
    }

    /// The runs builder resolves a style per level (a few hundred bytes each), so its frames
    /// are larger than the writers': in a release build about 3 KB per level of formatting
    /// (stop 32 moved each kind's style work out of the recursive walks, from 14.6 KB; a
    /// fuzzed page of 190 nested `<b><i>` had overflowed the 8 MB main stack under
    /// AddressSanitizer). Budget: 4 MB in a debug build, 16 MB under a sanitizer.
    static let runsStackKilobytes = ProcessInfo.processInfo.environment["MCONV_SANITIZER"] == nil ? 4096 : 16384

    @Test("runs.json handles trees at the nesting cap, in paragraphs and table cells, on a 4 MB stack")
    func runsOnSmallStack() {
        let cell = Self.nestedQuotesAndLists(around: .paragraph([.text("celled")]))
        let table = Table(alignments: [.none], header: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("h")])])])],
                          body: [TableRow(cells: [TableCell(blocks: [cell])])])
        let documents = Self.documents + [Document(blocks: [.table(table)])]
        let outputs = Mutex<[String]>([])
        Self.onThread(stackKilobytes: Self.runsStackKilobytes) {
            for document in documents {
                let rendered = RunsJSONRenderer().render(document)
                outputs.withLock { $0.append(rendered) }
            }
        }
        let all = outputs.withLock { $0 }
        #expect(all.count == 3)
        for (output, deepest) in zip(all, ["core", "quoted", "celled"]) {
            #expect(output.contains(deepest), "runs.json lost \(deepest)")
        }
    }
}
