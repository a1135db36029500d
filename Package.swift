// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mconv",
    products: [
        .library(name: "MarkupAST", targets: ["MarkupAST"]),
        .library(name: "MarkupJSON", targets: ["MarkupJSON"]),
        .library(name: "MarkupEncoding", targets: ["MarkupEncoding"]),
        .library(name: "MarkdownFrontend", targets: ["MarkdownFrontend"]),
        .library(name: "HTMLFrontend", targets: ["HTMLFrontend"]),
        .library(name: "RunsFrontend", targets: ["RunsFrontend"]),
        .library(name: "ChatFrontend", targets: ["ChatFrontend"]),
        .library(name: "AppJSONFrontend", targets: ["AppJSONFrontend"]),
        .library(name: "Backends", targets: ["Backends"]),
        .library(name: "MarkupConversion", targets: ["MarkupConversion"]),
        .executable(name: "mconv", targets: ["mconv"]),
    ],
    targets: [
        // CSystemCalls declares C library functions only (no code): pthread_getattr_np for
        // DeepTreeStack's measure of the calling thread's stack.
        .target(name: "MarkupAST", dependencies: ["CSystemCalls"]),
        .target(name: "MarkupJSON", dependencies: ["MarkupAST"]),
        .target(name: "MarkupEncoding"),
        // Declarations of C library functions Swift's Glibc module leaves out (syncfs,
        // pthread_getattr_np).
        .systemLibrary(name: "CSystemCalls"),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Reads cmark-gfm nodes' strings in place (its node layout, from libcmark-gfm-dev), and
        // the chunked allocator the CLI's parses give cmark-gfm. No unsafe flags here: they would make the library products unusable as a package
        // dependency. For callgrind, build with `-Xcc -gdwarf-4` (bench/REPORT.md).
        .target(name: "CCmarkNode"),
        .target(name: "MarkdownFrontend", dependencies: ["MarkupAST", "CCmarkGFM", "CCmarkNode"]),
        .target(name: "HTMLFrontend", dependencies: ["MarkupAST"]),
        .target(name: "RunsFrontend", dependencies: ["MarkupAST", "MarkupJSON"]),
        .target(name: "ChatFrontend", dependencies: ["MarkupAST"]),
        .target(name: "AppJSONFrontend", dependencies: ["MarkupAST", "MarkupJSON"]),
        .target(name: "Backends", dependencies: ["MarkupAST", "MarkupJSON"]),
        .target(
            name: "MarkupConversion",
            dependencies: [
                "MarkupAST", "MarkupJSON", "MarkupEncoding", "MarkdownFrontend", "HTMLFrontend", "RunsFrontend", "ChatFrontend",
                "AppJSONFrontend", "Backends", "CSystemCalls",
            ]
        ),
        .executableTarget(
            name: "mconv",
            dependencies: [
                "MarkupAST", "MarkupJSON", "MarkdownFrontend", "HTMLFrontend", "Backends", "MarkupConversion",
                "RunsFrontend", "ChatFrontend", "AppJSONFrontend", "MarkupEncoding",
            ],
            // Release: one static executable (no dynamic loader at start-up: 1.6 ms instead of
            // 4.7 ms, bench/REPORT.md). Static libraries link in dependency order, so the
            // cmark-gfm extensions come before the core library they call.
            linkerSettings: [
                .unsafeFlags(
                    ["-static-executable", "-Xlinker", "-lcmark-gfm-extensions", "-Xlinker", "-lcmark-gfm"],
                    .when(platforms: [.linux], configuration: .release)
                ),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["MarkupAST"], path: "Tests/TestSupport"),
        .target(
            name: "ConversionInvariants",
            dependencies: [
                "MarkupConversion", "MarkupEncoding", "HTMLFrontend", "Backends", "MarkupAST", "MarkupJSON",
            ],
            path: "Tests/ConversionInvariants"
        ),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["ConversionInvariants"]),
        .testTarget(name: "MarkupASTTests", dependencies: ["MarkupAST"], exclude: ["Fixtures"]),
        .testTarget(name: "MarkupJSONTests", dependencies: ["MarkupJSON", "MarkupAST", "TestSupport"]),
        .testTarget(name: "MarkdownFrontendTests", dependencies: ["MarkdownFrontend", "MarkupAST", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "BackendsTests",
            dependencies: ["Backends", "MarkdownFrontend", "MarkupAST", "TestSupport"],
            exclude: ["Golden", "RoundTripExceptions.txt"]
        ),
        .testTarget(name: "HTMLFrontendTests", dependencies: ["HTMLFrontend", "MarkupAST", "Backends", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "MarkupConversionTests",
            dependencies: [
                "MarkupConversion", "MarkupEncoding", "Backends", "HTMLFrontend", "MarkdownFrontend", "MarkupAST", "TestSupport",
                "ConversionInvariants",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "mconvTests", dependencies: ["mconv"]),
        .testTarget(name: "MarkupEncodingTests", dependencies: ["MarkupEncoding", "MarkupConversion", "TestSupport"]),
        .testTarget(name: "RunsFrontendTests", dependencies: ["RunsFrontend", "MarkupAST"]),
        .testTarget(
            name: "ChatFrontendTests",
            dependencies: ["ChatFrontend", "Backends", "MarkdownFrontend", "HTMLFrontend", "MarkupAST", "TestSupport"],
            exclude: ["Golden"]
        ),
    ]
)

// The libFuzzer driver (scripts/fuzz.sh): only when MCONV_FUZZ is set, because it links
// against libFuzzer (`-sanitize=fuzzer`), which an ordinary build does not have.
if Context.environment["MCONV_FUZZ"] != nil {
    package.targets += [
        .target(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .executableTarget(name: "mconv-fuzz", dependencies: ["CLibFuzzer", "ConversionInvariants"], path: "Fuzz/Driver"),
    ]
}
