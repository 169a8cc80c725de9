// swift-tools-version: 5.4
// 5.4, not later: from 5.5 SwiftPM renames an executable's entry point to `<module>_main` and
// links with `--defsym main=<module>_main` (so tests can import executables), and a harness has
// no such symbol; libFuzzer's own `main` must be the program's.
import Foundation
import PackageDescription

// libFuzzer harnesses (https://llvm.org/docs/LibFuzzer.html), one executable per parser. A nested
// package, so the main package's build and tests never compile them. Each harness defines only
// `LLVMFuzzerTestOneInput`; `main` comes from libFuzzer, which `-sanitize=fuzzer` links, so the
// sources must be compiled with `-parse-as-library` (no top-level code, no Swift `main`).
// Build them with Scripts/fuzz.sh, or by hand:
//   swift build -c release --package-path Fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// The flags reach the main package's targets too, so the parsers themselves carry the coverage
// instrumentation that guides the fuzzer and the address sanitizer's checks.

// A path dependency's identity is its folder's name, which differs between clones and worktrees.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let layoutServer = root.lastPathComponent.lowercased()

let package = Package(
    name: "Fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "fuzz-request-parser",
            dependencies: [.product(name: "HTTPServer", package: layoutServer)]),
        .executableTarget(
            name: "fuzz-chunked-decoder",
            dependencies: [.product(name: "HTTPServer", package: layoutServer)]),
        .executableTarget(
            name: "fuzz-json-tokenizer",
            dependencies: [.product(name: "LayoutWire", package: layoutServer)]),
        .executableTarget(
            name: "fuzz-wire-decoder",
            dependencies: [.product(name: "LayoutWire", package: layoutServer)]),
        .executableTarget(
            name: "fuzz-guide-expression",
            dependencies: [.product(name: "LayoutWire", package: layoutServer)]),
        .executableTarget(
            name: "fuzz-swiftui-source",
            dependencies: [.product(name: "SwiftUISource", package: layoutServer),
                           .product(name: "LayoutWire", package: layoutServer)]),
    ]
)
