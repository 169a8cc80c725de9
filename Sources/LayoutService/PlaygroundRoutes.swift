import HTTPServer

/// The playground: a page at `GET /`, its script and style, and the example requests it offers
/// (the files of `Fixtures/examples`, linked into `Resources/playground`). All are built into the
/// binary, so the page needs nothing but this server.
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
        ("/playground/examples/relative-size.json", "application/json", PackageResources.relative_size_request_json),
        ("/playground/examples/card.json", "application/json", PackageResources.card_request_json),
        ("/playground/examples/list-row.json", "application/json", PackageResources.list_row_request_json),
        ("/playground/examples/text.json", "application/json", PackageResources.text_request_json),
        ("/playground/examples/text-modifiers.json", "application/json", PackageResources.text_modifiers_request_json),
        ("/playground/examples/font-designs.json", "application/json", PackageResources.font_designs_request_json),
        ("/playground/examples/field-guide-hstack.json", "application/json", PackageResources.field_guide_hstack_request_json),
        ("/playground/examples/scroll-view.json", "application/json", PackageResources.scroll_view_request_json),
        ("/playground/examples/view-that-fits.json", "application/json", PackageResources.view_that_fits_request_json),
        ("/playground/examples/geometry-reader.json", "application/json", PackageResources.geometry_reader_request_json),
        ("/playground/examples/settings-form.json", "application/json", PackageResources.settings_form_request_json),
        ("/playground/examples/sign-in.json", "application/json", PackageResources.sign_in_request_json),
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
