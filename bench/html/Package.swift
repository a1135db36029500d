// swift-tools-version:6.0
import PackageDescription

// In-process benchmark of the HTML frontend and the conversions built on it, kept outside
// the unit tests (DESIGN.md §6). Run through bench/html-bench.sh.
let package = Package(
    name: "HTMLBench",
    dependencies: [.package(name: "mconv", path: "../..")],
    targets: [
        .executableTarget(
            name: "HTMLBench",
            dependencies: [
                .product(name: "HTMLFrontend", package: "mconv"),
                .product(name: "MarkdownFrontend", package: "mconv"),
                .product(name: "Backends", package: "mconv"),
                .product(name: "MarkupAST", package: "mconv"),
                .product(name: "MarkupConversion", package: "mconv"),
            ]
        ),
        .target(name: "CMallocInfo"),
        .executableTarget(
            name: "MemoryStages",
            dependencies: [
                "CMallocInfo",
                .product(name: "HTMLFrontend", package: "mconv"),
                .product(name: "MarkdownFrontend", package: "mconv"),
                .product(name: "Backends", package: "mconv"),
                .product(name: "MarkupAST", package: "mconv"),
            ]
        ),
    ]
)
