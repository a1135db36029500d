// swift-tools-version:6.0
import PackageDescription

// Benchmark of the HTML frontend's DOM → AST lowering, separately from parsing; kept
// outside the unit tests (DESIGN.md §6). Run through bench/html-lowering-bench.sh.
let package = Package(
    name: "HTMLLoweringBench",
    dependencies: [.package(name: "mconv", path: "../..")],
    targets: [
        .executableTarget(
            name: "HTMLLoweringBench",
            dependencies: [
                .product(name: "HTMLFrontend", package: "mconv"),
                .product(name: "MarkupAST", package: "mconv"),
            ]
        )
    ]
)
