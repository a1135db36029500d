#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkupAST

/// Copies the local images a document references into one folder and points the document at
/// the copies (`mconv --extract-media DIR`), so a migrated page keeps its pictures.
///
/// ```swift
/// let media = MediaExtractor(directory: "out/media")
/// var diagnostics: [Diagnostic] = []
/// let moved = media.extract(document, inputPath: "site/page.html", outputPath: "out/page.md", diagnostics: &diagnostics)
/// print(media.summary)   // "2 images copied to out/media, 1 missing"
/// ```
///
/// - **Which images:** an image source that is a relative path (`img/a.png`,
///   `../shared/logo%20v2.svg`: percent-decoded, relative to the input file's folder, or the
///   working folder for standard input) or a `file:` URL. Remote URLs (`https:`, `//host`),
///   `/root` paths of the old server and links stay as they are; nothing touches the network.
/// - **`data:` images** are decoded (base64 or percent-encoded) into a file named by an
///   FNV-1a 64-bit hash of the bytes with the media type's extension (`3f2a…9c.png`), so the
///   same picture embedded twice is one file.
/// - **Names** are kept; a different file with a name already taken gets `-2`, `-3`… before
///   its extension, in the order images are met (``BatchConverter`` meets them in its plan's
///   order whatever its number of jobs, so names never depend on timing). The same file
///   (device and inode) referenced twice, from any document, is copied once.
/// - **References** become the copy's path relative to the folder of the output file (the
///   working folder for standard output), percent-encoded where a URL needs it.
/// - **Diagnostics:** `media-missing` (warning) for a file that does not exist or is not a
///   regular file, `media-invalid-data` for a `data:` URL that cannot be decoded,
///   `media-copy-failed` when writing fails; the reference is then kept as it was. Copies are
///   written atomically (``OutputFile``).
///
/// One extractor serves every thread of a batch (its state is behind a lock).
public final class MediaExtractor: @unchecked Sendable {
    /// The folder copies go to (created when the first copy is written).
    public let directory: String
    private let lock = ConditionLock(conditionCount: 1)
    /// Name in ``directory`` by source identity (a file's device and inode, or a `data:`
    /// image's content name).
    private var names: [String: String] = [:]
    private var takenNames: Set<String> = []
    private var counts = (copied: 0, decoded: 0, missing: 0, failed: 0)

    /// An extractor writing into `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// Files written so far (`data:` images included).
    public var copiedCount: Int { lock.withLock { counts.copied + counts.decoded } }
    /// Image references whose file was missing, or could not be decoded or written.
    public var missingCount: Int { lock.withLock { counts.missing + counts.failed } }

    /// One line for the end of a run: `3 images copied to media (1 decoded from data: URLs), 1 missing`.
    public var summary: String {
        lock.withLock {
            let written = counts.copied + counts.decoded
            var line = "\(written) image\(written == 1 ? "" : "s") copied to \(directory)"
            if counts.decoded > 0 { line += " (\(counts.decoded) decoded from data: URLs)" }
            if counts.missing > 0 { line += ", \(counts.missing) missing" }
            if counts.failed > 0 { line += ", \(counts.failed) not written" }
            return line
        }
    }

    /// `document` with its local and `data:` images copied and their references rewritten.
    /// - Parameters:
    ///   - inputPath: the file the document was read from (`nil`: standard input).
    ///   - outputPath: the file its output goes to (`nil`: standard output).
    ///   - documentURL: when given (``ConversionOptions/baseURL``), the other relative links
    ///     and images are resolved against it in the same pass (parse with URL resolution
    ///     deferred), so the copies' relative references stay relative.
    public func extract(
        _ document: Document, inputPath: String?, outputPath: String?, documentURL: String? = nil, diagnostics: inout [Diagnostic]
    ) -> Document {
        let base = document.baseURL(documentURL: documentURL)
        return document.rewritingDestinations { destination, use in
            if use == .image, let extracted = extractedDestination(destination, inputPath: inputPath, outputPath: outputPath, diagnostics: &diagnostics) {
                return extracted
            }
            return base.flatMap { Document.resolvedDestination(destination, against: $0) }
        }
    }

    /// The new reference for the image source `url`, after copying it; `nil` to keep `url`
    /// (not local, or missing: then with a diagnostic).
    public func extractedDestination(
        _ url: String, inputPath: String?, outputPath: String?, diagnostics: inout [Diagnostic]
    ) -> String? {
        let scheme = URLResolver.scheme(of: url)
        let name: String?
        if scheme == "data" {
            name = decodeDataImage(url, diagnostics: &diagnostics)
        } else if scheme == "file" {
            guard let path = Self.filePath(ofFileURL: url) else { return nil }
            name = copyFile(path, reference: url, diagnostics: &diagnostics)
        } else if let relative = RelativeURLPath(url) {
            let folder = inputPath.map { $0 == "-" ? "." : LexicalPath.folder(of: $0) } ?? "."
            name = copyFile(LexicalPath.joined(folder, relative.path), reference: url, diagnostics: &diagnostics)
        } else {
            return nil
        }
        guard let name else { return nil }
        let outputFolder = outputPath.map { $0 == "-" ? "." : LexicalPath.folder(of: $0) } ?? "."
        let copy = Self.absolute(LexicalPath.joined(directory, name))
        return RelativeURLPath.percentEncoded(LexicalPath.relative(to: copy, from: Self.absolute(outputFolder)))
    }

    // MARK: - Copying

    private func copyFile(_ path: String, reference: String, diagnostics: inout [Diagnostic]) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            lock.withLock { counts.missing += 1 }
            diagnostics.append(Diagnostic(code: "media-missing", message: "image '\(reference)' not found: no file '\(path)'"))
            return nil
        }
        let identity = "\(info.st_dev):\(info.st_ino)"
        let fileName = String(path.split(separator: "/").last ?? "image")
        return store(identity: identity, preferredName: fileName, reference: reference, diagnostics: &diagnostics) { () throws(IOError) in
            try FileIO.read(path)
        }
    }

    private func decodeDataImage(_ url: String, diagnostics: inout [Diagnostic]) -> String? {
        guard let data = DataURL(url) else {
            lock.withLock { counts.failed += 1 }
            let shown = url.count > 40 ? String(url.prefix(40)) + "…" : url
            diagnostics.append(Diagnostic(code: "media-invalid-data", message: "data: image '\(shown)' cannot be decoded; kept as it is"))
            return nil
        }
        let name = Self.contentHash(data.bytes) + "." + data.fileExtension
        return store(identity: "data:" + name, preferredName: name, reference: "data:", isDecoded: true, diagnostics: &diagnostics) { () throws(IOError) in
            data.bytes
        }
    }

    /// The name of the copy of the source `identity`: the one it already has, or a new one
    /// (`preferredName`, numbered when taken) under which `bytes()` is written.
    private func store(
        identity: String, preferredName: String, reference: String, isDecoded: Bool = false, diagnostics: inout [Diagnostic],
        bytes: () throws(IOError) -> [UInt8]
    ) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let name = names[identity] { return name }
        let name = uniqueName(preferredName)
        do {
            let content = try bytes()
            try OutputFile.createDirectory(directory)
            try OutputFile.write(content, to: LexicalPath.joined(directory, name))
        } catch {
            counts.failed += 1
            diagnostics.append(Diagnostic(code: "media-copy-failed", message: "image '\(reference)' not copied: \(error.description)"))
            return nil
        }
        names[identity] = name
        takenNames.insert(name)
        if isDecoded { counts.decoded += 1 } else { counts.copied += 1 }
        return name
    }

    /// `name`, or `stem-2.ext`, `stem-3.ext`… when taken (call holding the lock).
    private func uniqueName(_ name: String) -> String {
        guard takenNames.contains(name) else { return name }
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        let stem = dot.map { String(name[..<$0]) } ?? name
        let suffix = dot.map { String(name[$0...]) } ?? ""
        var number = 2
        while takenNames.contains("\(stem)-\(number)\(suffix)") { number += 1 }
        return "\(stem)-\(number)\(suffix)"
    }

    // MARK: - Paths

    /// The path of a `file:` URL on this machine (`file:///a/b%20c.png`, `file://localhost/a`);
    /// `nil` for another host.
    static func filePath(ofFileURL url: String) -> String? {
        var rest = Substring(url).drop { $0 == " " }.dropFirst(5)  // "file:"
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            let host = rest[..<slash].lowercased()
            guard host.isEmpty || host == "localhost" else { return nil }
            rest = rest[slash...]
        }
        guard rest.hasPrefix("/") else { return nil }
        return RelativeURLPath.percentDecoded(rest)
    }

    /// `path` made absolute against the working folder, normalized.
    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return LexicalPath.normalized(path) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return LexicalPath.normalized(path) }
        let end = buffer.firstIndex(of: 0) ?? buffer.count
        let folder = String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return LexicalPath.joined(folder, path)
    }

    /// FNV-1a, 64 bits, as 16 hex digits: a stable name for content (not a security hash).
    static func contentHash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
