import Foundation
import Testing

/// The routes around layout: CORS preflight, metrics, health, the API document and the font.
struct OperationalEndpointTests {
    @Test("A CORS preflight gets 204 with the allowed methods and headers")
    func preflight() throws {
        try withLiveService { live in
            let response = try CurlEasy().perform(CurlRequest(method: "OPTIONS", url: live.url("/v1/layout"), headers: [
                "Origin: https://teaching.example", "Access-Control-Request-Method: POST",
                "Access-Control-Request-Headers: Content-Type",
            ]))
            #expect(response.status == 204)
            #expect(response.body.isEmpty)
            #expect(response.header("Access-Control-Allow-Origin") == "*")
            #expect(response.header("Access-Control-Allow-Methods")?.contains("POST") == true)
            #expect(response.header("Access-Control-Allow-Headers")?.lowercased().contains("content-type") == true)
            #expect(response.header("Access-Control-Max-Age") == "7200")
        }
    }

    @Test("/metrics counts answered requests in the Prometheus text format")
    func metrics() throws {
        try withLiveService(accessLog: true) { live in
            let client = CurlEasy()
            for _ in 0..<3 { _ = try client.perform(.post(live.url("/v1/layout"), json: Bodies.twoSquares)) }
            _ = try client.perform(CurlRequest(url: live.url("/no-such-page")))
            // The access hook records a request after its response is written: poll briefly.
            var text = ""
            var response: CurlResponse?
            waitUntil(seconds: 3) {
                response = try? client.perform(CurlRequest(url: live.url("/metrics")))
                text = response?.text ?? ""
                return text.contains(#"route="other",status="404"} 1"#)
            }
            #expect(response?.status == 200)
            #expect(response?.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
            #expect(text.contains("# TYPE http_requests_total counter"))
            #expect(text.contains(#"http_requests_total{method="POST",route="/v1/layout",status="200"} 3"#), "\(text)")
            #expect(text.contains(#"http_requests_total{method="GET",route="other",status="404"} 1"#))
        }
    }

    @Test("/readyz answers 200, then 503 with Retry-After once draining begins")
    func readinessWhileDraining() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let before = try client.perform(CurlRequest(url: live.url("/readyz")))
            live.service.beginDraining()
            let after = try client.perform(CurlRequest(url: live.url("/readyz")))
            let alive = try client.perform(CurlRequest(url: live.url("/livez")))
            #expect(before.status == 200)
            #expect(after.status == 503)
            #expect(after.header("Retry-After") != nil)
            #expect(after.header("Content-Type") == "application/problem+json")
            #expect(alive.status == 200, "liveness does not depend on draining")
        }
    }

    @Test("/openapi.yaml serves the API document")
    func openAPIDocument() throws {
        try withLiveService { live in
            let response = try CurlEasy().perform(CurlRequest(url: live.url("/openapi.yaml")))
            let checkedIn = try String(contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("openapi.yaml"), encoding: .utf8)
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/yaml")
            #expect(response.text.hasPrefix("openapi: 3.1"))
            #expect(response.text.contains("/v1/layout:"))
            #expect(response.text == checkedIn, "the served document is the repository's openapi.yaml")
        }
    }

    @Test("The font list links the font file, served with an ETag that revalidates to 304")
    func fontWithETag() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let list = try client.perform(CurlRequest(url: live.url("/v1/fonts")))
            #expect(list.status == 200)
            let fonts = try #require(try list.jsonObject()["fonts"] as? [[String: Any]])
            let path = try #require(fonts.first?["url"] as? String)
            let file = try client.perform(CurlRequest(url: live.url(path)))
            #expect(file.status == 200)
            #expect(file.header("Content-Type") == "font/ttf")
            #expect(file.body.count > 100_000)
            #expect(Array(file.body.prefix(4)) == [0, 1, 0, 0], "a TrueType file")
            let etag = try #require(file.header("ETag"))
            let revalidated = try client.perform(CurlRequest(url: live.url(path), headers: ["If-None-Match: \(etag)"]))
            #expect(revalidated.status == 304)
            #expect(revalidated.body.isEmpty)
            #expect(revalidated.header("ETag") == etag)
            let changed = try client.perform(CurlRequest(url: live.url(path), headers: [#"If-None-Match: "stale""#]))
            #expect(changed.status == 200)
        }
    }
}
