// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mconv",
    products: [
        .library(name: "MarkupAST", targets: ["MarkupAST"]),
        .library(name: "MarkdownFrontend", targets: ["MarkdownFrontend"]),
        .library(name: "HTMLFrontend", targets: ["HTMLFrontend"]),
        .library(name: "Backends", targets: ["Backends"]),
        .executable(name: "mconv", targets: ["mconv"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "MarkupAST"),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "MarkdownFrontend", dependencies: ["MarkupAST", "CCmarkGFM"]),
        .target(name: "HTMLFrontend", dependencies: ["MarkupAST"]),
        .target(name: "Backends", dependencies: ["MarkupAST"]),
        .executableTarget(
            name: "mconv",
            dependencies: [
                "MarkupAST", "MarkdownFrontend", "HTMLFrontend", "Backends",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MarkupASTTests", dependencies: ["MarkupAST"]),
        .testTarget(name: "MarkdownFrontendTests", dependencies: ["MarkdownFrontend", "MarkupAST"], exclude: ["Golden"]),
        .testTarget(
            name: "BackendsTests",
            dependencies: ["Backends", "MarkdownFrontend", "MarkupAST"],
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "mconvTests", dependencies: ["mconv"]),
    ]
)
