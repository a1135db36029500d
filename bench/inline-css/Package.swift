// swift-tools-version:6.0
import PackageDescription

// Benchmark of InlineStyleParser, kept outside the unit tests (DESIGN.md §6).
// Run through bench/inline-css-bench.sh.
let package = Package(
    name: "InlineCSSBench",
    dependencies: [.package(name: "mconv", path: "../..")],
    targets: [
        .executableTarget(
            name: "InlineCSSBench",
            dependencies: [
                .product(name: "HTMLFrontend", package: "mconv"),
                .product(name: "MarkupAST", package: "mconv"),
            ]
        )
    ]
)
