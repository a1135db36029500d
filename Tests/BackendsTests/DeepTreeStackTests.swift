import Backends
import Foundation
import MarkupAST
import Synchronization
import Testing

/// Backends recurse over the tree, which frontends cap at 256 levels. Apps render on
/// secondary threads whose stacks are small (512 KB on Apple platforms), so every renderer
/// hands a deep tree to a thread with a large stack (`DeepTreeStack`) when the caller's
/// stack is small, and the recursive paths keep small frames for the threads that run a
/// deep tree in place (4 MB or more left): in a release build 256 levels of emphasis need
/// about 120 KB in the Markdown writer and under 20 KB in the HTML writer. The budget tests
/// call each format's writer directly (in place, whatever the stack) in debug builds
/// (larger frames) on a 2 MB thread, half of what `DeepTreeStack` leaves a deep tree in
/// place with, and would crash if a change made frames much bigger.
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

    /// `document` written by `renderer`'s format writer on the calling thread, whatever its
    /// stack (the renderer itself would move a deep tree to a thread of its own).
    static func inPlace<Output: OutputWriter>(_ renderer: FormatRenderer<Output>, _ document: Document) -> String {
        var diagnostics: [Diagnostic] = []
        return String(decoding: Output.render(document, options: renderer.options, diagnostics: &diagnostics), as: UTF8.self)
    }

    /// 2 MB (the sanitized HTML writer's ruby context took it past 1 MB in debug builds); 8 MB under a sanitizer (scripts/sanitizer-tests.sh sets `MCONV_SANITIZER`):
    /// AddressSanitizer's redzones and ThreadSanitizer's instrumentation make every frame
    /// several times larger, so the budget that catches a frame-size regression in a debug
    /// build would only measure the sanitizer there (Tests/Sanitizers/README.md).
    static let stackKilobytes = ProcessInfo.processInfo.environment["MCONV_SANITIZER"] == nil ? 2048 : 8192

    @Test("every renderer and the dump handle trees at the nesting cap on a 2 MB stack")
    func renderersOnSmallStack() {
        let outputs = Mutex<[String]>([])
        Self.onThread(stackKilobytes: Self.stackKilobytes) {
            for document in Self.documents {
                let rendered = [
                    Self.inPlace(HTMLRenderer(), document), Self.inPlace(MarkdownRenderer(), document),
                    Self.inPlace(MarkdownRenderer(options: .init(flavor: .commonMark)), document),
                    Self.inPlace(PlainTextRenderer(), document), document.dump,
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
                let rendered = Self.inPlace(RunsJSONRenderer(), document)
                outputs.withLock { $0.append(rendered) }
            }
        }
        let all = outputs.withLock { $0 }
        #expect(all.count == 3)
        for (output, deepest) in zip(all, ["core", "quoted", "celled"]) {
            #expect(output.contains(deepest), "runs.json lost \(deepest)")
        }
    }

    /// A thread pool's small stack: 256 KB, under the 512 KB of an Apple secondary thread
    /// (1 MB under a sanitizer, whose instrumentation makes even the shallow calls larger).
    static let smallStackKilobytes = ProcessInfo.processInfo.environment["MCONV_SANITIZER"] == nil ? 256 : 1024

    @Test("every renderer, runs.json and ast.json among them, handles trees at the nesting cap on a 256 KB thread")
    func renderersOnSmallThreadStack() {
        let cell = Self.nestedQuotesAndLists(around: .paragraph([.text("celled")]))
        let table = Table(alignments: [.none], header: [TableRow(cells: [TableCell(blocks: [.paragraph([.text("h")])])])],
                          body: [TableRow(cells: [TableCell(blocks: [cell])])])
        let documents = Self.documents + [Document(blocks: [.table(table)])]
        let renderers: [any DocumentRenderer] = [
            HTMLRenderer(), MarkdownRenderer(), MarkdownRenderer(options: .init(flavor: .commonMark)), PlainTextRenderer(),
            RunsJSONRenderer(), ASTJSONRenderer(), ANSIRenderer(),
        ]
        let outputs = Mutex<[String]>([])
        let runsTexts = Mutex<[String]>([])
        Self.onThread(stackKilobytes: Self.smallStackKilobytes) {
            for document in documents {
                let rendered = renderers.map { $0.render(document) }
                outputs.withLock { $0 += rendered }
                let runs = RunsJSONRenderer().runs(document)
                runsTexts.withLock { $0.append(String(decoding: RunsJSONRenderer().json(runs), as: UTF8.self)) }
            }
        }
        let all = outputs.withLock { $0 }
        #expect(all.count == documents.count * renderers.count)
        for (index, output) in all.enumerated() {
            let deepest = ["core", "quoted", "celled"][index / renderers.count]
            #expect(output.contains(deepest), "renderer \(index % renderers.count) lost \(deepest)")
        }
        #expect(runsTexts.withLock { $0 }.enumerated().allSatisfy { $0.element.contains(["core", "quoted", "celled"][$0.offset]) })
    }

    @Test("a deep tree moved to a large-stack thread renders the same bytes as in place")
    func deepTreeOutputUnchanged() {
        for document in Self.documents {
            let direct = Self.inPlace(RunsJSONRenderer(), document)
            let moved = Mutex<String>("")
            Self.onThread(stackKilobytes: Self.smallStackKilobytes) {
                let rendered = RunsJSONRenderer().render(document)
                moved.withLock { $0 = rendered }
            }
            #expect(moved.withLock { $0 } == direct)
        }
    }
}
