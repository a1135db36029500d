// swift-tools-version:6.0
import PackageDescription

// Benchmark of MarkupEncoding's decoders, kept outside the unit tests (DESIGN.md §6).
// Run through bench/encoding-bench.sh.
let package = Package(
    name: "EncodingBench",
    dependencies: [.package(name: "mconv", path: "../..")],
    targets: [
        .executableTarget(
            name: "EncodingBench",
            dependencies: [.product(name: "MarkupEncoding", package: "mconv")]
        ),
        .executableTarget(
            name: "FrontDoorBench",
            dependencies: [.product(name: "MarkupConversion", package: "mconv")]
        ),
    ]
)
