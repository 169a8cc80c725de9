// swift-tools-version: 6.0
import PackageDescription

// Layers (each arrow is the only allowed dependency direction):
//   layout-server → LayoutService → LayoutWire → LayoutEngine
//                        ├──────→ SwiftUISource → SwiftParser, SwiftSyntax (reads SwiftUI source)
//                        ├──────→ HTTPServer   (knows nothing of layout) → CEpoll (system headers), CZlib, CBrotli
//                        └──────→ TextShaping → CHarfBuzz (system library)
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "layout-server",
    products: [
        .executable(name: "layout-server", targets: ["layout-server"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        // For the nested Benchmarks/ package, which serves the same layout code from Hummingbird.
        .library(name: "LayoutWire", targets: ["LayoutWire"]),
        .library(name: "LayoutService", targets: ["LayoutService"]),
        // For the nested Fuzz/ package, whose request-parser and chunked-decoder harnesses
        // reach the server only through its public API.
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        // For the nested Fuzz/ package's SwiftUI source harness.
        .library(name: "SwiftUISource", targets: ["SwiftUISource"]),
    ],
    dependencies: [
        // The parser only (SwiftParser, SwiftSyntax): no macros, no compiler plug-ins.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // Pure layout: no Foundation, no I/O, never throws (checked in .ci/run).
        // `Double.rounded` lowers to libm, which nothing else links when Foundation is absent.
        .target(
            name: "LayoutEngine", swiftSettings: strict,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        // Real text measurement: HarfBuzz over the Inter variable font.
        .target(name: "TextShaping", dependencies: ["LayoutEngine", "CHarfBuzz"], swiftSettings: strict),
        // The JSON contract: byte-level reader and writer for the wire format.
        .target(name: "LayoutWire", dependencies: ["LayoutEngine"], swiftSettings: strict),
        // SwiftUI source → the wire's JSON view tree plus a source map; parsed, never compiled or run.
        .target(
            name: "SwiftUISource",
            dependencies: [
                "LayoutWire", "LayoutEngine",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: strict),
        // A small HTTP/1.1 server on Glibc sockets, an epoll loop per core and Dispatch.
        .target(name: "HTTPServer", dependencies: ["CEpoll", "CZlib", "CBrotli"], swiftSettings: strict),
        // gzip and brotli content coding of responses (RFC 9110 §8.4.1.3, RFC 7932).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
        // Brotli's decoder, for the tests that read what the server compressed (the server only encodes).
        .systemLibrary(name: "CBrotliDecoder", pkgConfig: "libbrotlidec", providers: [.apt(["libbrotli-dev"])]),
        .target(
            name: "LayoutService",
            dependencies: ["LayoutWire", "SwiftUISource", "HTTPServer", "TextShaping", "LayoutEngine", "CMalloc", "CBrotli"],
            resources: [
                .embedInCode("Resources/openapi.yaml"),
                // The playground at `GET /`: static files, no build step (PlaygroundRoutes.swift).
                .embedInCode("Resources/playground/index.html"),
                .embedInCode("Resources/playground/playground.css"),
                .embedInCode("Resources/playground/playground.js"),
                .embedInCode("Resources/playground/canvas.js"),
                .embedInCode("Resources/playground/inspector.js"),
                .embedInCode("Resources/playground/pointer.js"),
                .embedInCode("Resources/playground/trace.js"),
                .embedInCode("Resources/playground/swift.js"),
                // Fixtures/examples, linked: openapi.yaml's examples and the playground's
                // (ExampleFiles.swift, written by Scripts/generate-example-table.py).
                .embedInCode("Resources/examples"),
            ],
            swiftSettings: strict),
        .executableTarget(name: "layout-server", dependencies: ["LayoutService"], swiftSettings: strict),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["LayoutEngine", "LayoutWire", "TextShaping", "LayoutTestSupport", "LayoutService", "SwiftUISource", "CMalloc",
                           .product(name: "SwiftParser", package: "swift-syntax")],
            swiftSettings: strict),

        // Test support shared by several test targets (not a product).
        .target(name: "LayoutTestSupport", dependencies: ["LayoutEngine", "LayoutWire"], swiftSettings: strict),
        .target(name: "HTTPTestSupport", dependencies: ["HTTPServer"], swiftSettings: strict),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CEpoll"),
        .systemLibrary(
            name: "CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]),

        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutTestSupport"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["LayoutEngine", "LayoutWire", "LayoutTestSupport", "TextShaping", "SwiftUISource"],
            exclude: ["CONTAINER-SOURCES.md"],
            resources: [.copy("Fixtures")]),
        // Corpus/: measured San Francisco widths and Dynamic Type tables, data for calibration.
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "LayoutEngine", "LayoutTestSupport"], resources: [.copy("Corpus")]),
        .testTarget(name: "LayoutWireTests", dependencies: ["LayoutWire", "LayoutEngine", "LayoutTestSupport", "SwiftUISource"]),
        .testTarget(name: "SwiftUISourceTests", dependencies: ["SwiftUISource", "LayoutWire", "LayoutTestSupport",
                                                               .product(name: "SwiftParser", package: "swift-syntax"),
                                                               .product(name: "SwiftSyntax", package: "swift-syntax")],
                    // Real SwiftUI files read as data by RealCodeTests, never compiled.
                    exclude: ["RealCode"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "HTTPTestSupport"]),
        .testTarget(name: "LayoutServiceTests", dependencies: ["LayoutService", "HTTPServer", "LayoutWire", "LayoutTestSupport",
                                                               "CBrotliDecoder"]),
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["LayoutService", "HTTPServer", "LayoutTestSupport", "HTTPTestSupport", "CCurl"]),
    ]
)
