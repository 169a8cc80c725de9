// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Load-test peers for Scripts/load-test.sh --compare: the same layout engine behind Hummingbird 2.
// A nested package, so the main package stays free of dependencies and CI never builds this.
//   hb-layout   Hummingbird + our wire decoder, engine and encoder (what LayoutEndpoint runs)
//   hb-codable  Hummingbird + Foundation's JSONDecoder/JSONEncoder over Codable mirrors of the
//               wire format, lowered to the engine with LayoutTree.Builder: a conventional service

// A path dependency's identity is its folder's name, which differs between clones and worktrees.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let layoutServer = root.lastPathComponent.lowercased()

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    ],
    targets: [
        .executableTarget(
            name: "hb-layout",
            dependencies: [
                .product(name: "LayoutService", package: layoutServer),
                .product(name: "LayoutWire", package: layoutServer),
                .product(name: "LayoutEngine", package: layoutServer),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .executableTarget(
            name: "hb-codable",
            dependencies: [
                .product(name: "LayoutService", package: layoutServer),
                .product(name: "LayoutEngine", package: layoutServer),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]),
    ]
)
