import HTTPServer

/// The playground: a page at `GET /`, its script and style, and the example requests it offers
/// (files of `Fixtures/examples`, from `ExampleFiles`). All are built into the binary, so the
/// page needs nothing but this server.
enum PlaygroundRoutes {
    /// Path, media type and bytes of every file.
    static let files: [(path: String, type: String, body: [UInt8])] = [
        ("/", "text/html; charset=utf-8", PackageResources.index_html),
        ("/playground/playground.css", "text/css; charset=utf-8", PackageResources.playground_css),
        ("/playground/playground.js", "text/javascript; charset=utf-8", PackageResources.playground_js),
        ("/playground/canvas.js", "text/javascript; charset=utf-8", PackageResources.canvas_js),
        ("/playground/inspector.js", "text/javascript; charset=utf-8", PackageResources.inspector_js),
        ("/playground/pointer.js", "text/javascript; charset=utf-8", PackageResources.pointer_js),
        ("/playground/trace.js", "text/javascript; charset=utf-8", PackageResources.trace_js),
        ("/playground/swift.js", "text/javascript; charset=utf-8", PackageResources.swift_js),
    ] + examples.map { name in
        let file = "\(name).request.json"
        guard let body = ExampleFiles.all.first(where: { $0.name == file })?.body else {
            preconditionFailure("the playground offers \(file), which Fixtures/examples lacks")
        }
        return ("/playground/examples/\(name).json", "application/json", body)
    }

    /// The examples the page's menu offers, by the name of their request file.
    static let examples = [
        "relative-size", "card", "list-row", "text", "text-modifiers", "font-designs", "field-guide-hstack",
        "scroll-view", "view-that-fits", "geometry-reader", "settings-form", "sign-in", "grid", "safe-area",
    ]

    /// Adds a GET route for each file, revalidated by its ETag (`StaticFile`). The page allows
    /// only its own scripts, styles, fonts and requests (CSP, W3C Content Security Policy Level 3);
    /// inline SVG keeps its `<style>`.
    static func add(to router: inout Router) {
        for file in files {
            let headers: HTTPHeaders = [
                "Content-Type": file.type,
                "Cache-Control": "no-cache",
                "Content-Security-Policy": "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
                "X-Content-Type-Options": "nosniff",
            ]
            let served = StaticFile(body: file.body, headers: headers)
            router.add(.get, file.path) { served.answer($0) }
        }
    }
}
