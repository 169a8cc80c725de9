import Foundation
import HTTPServer
@testable import LayoutService
import Testing

/// Health, metrics, fonts, OpenAPI, CORS and request ids.
struct RoutesTests {
    typealias S = ServiceFixture

    @Test("Unknown paths get 404 and known paths with a wrong method 405 with Allow")
    func notFoundAndMethod() {
        #expect(S.send(.get, "/nope").status.code == 404)
        let r = S.send(.get, "/v1/layout")
        #expect(r.status.code == 405)
        #expect(r.headers["Allow"]?.contains("POST") == true)
    }

    @Test("A CORS preflight gets 204 with the allowed methods and headers")
    func preflight() {
        let r = S.send(.options, "/v1/layout", headers: ["Origin": "https://example.org", "Access-Control-Request-Method": "POST",
                                                        "Access-Control-Request-Headers": "content-type"])
        #expect(r.status.code == 204)
        #expect(r.headers["Access-Control-Allow-Origin"] == "*")
        #expect(r.headers["Access-Control-Allow-Methods"]?.contains("POST") == true)
        #expect(r.headers["Access-Control-Max-Age"] == "7200")
    }

    @Test("Errors carry CORS headers and a request id; a client's id is echoed")
    func corsOnErrors() {
        let r = S.send(.get, "/nope", headers: ["Origin": "https://example.org", "X-Request-ID": "abc-123"])
        #expect(r.headers["Access-Control-Allow-Origin"] == "*")
        #expect(r.headers["X-Request-ID"] == "abc-123")
        #expect(S.send(.get, "/livez").headers["X-Request-ID"]?.count == 32)
    }

    @Test("Generated request ids are 32 lowercase hex digits and do not repeat")
    func generatedRequestIDs() {
        let ids = (0..<5_000).compactMap { _ in S.send(.get, "/livez").headers["X-Request-ID"] }
        #expect(ids.count == 5_000 && Set(ids).count == 5_000)
        #expect(ids.allSatisfy { $0.utf8.count == 32 && $0.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) } })
    }

    @Test("Liveness is plain text; metrics are Prometheus text with the families documented")
    func healthAndMetrics() {
        #expect(S.send(.get, "/livez").status.code == 200)
        #expect(S.send(.get, "/readyz").status.code == 200)
        let m = S.send(.get, "/metrics")
        #expect(m.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8")
        let text = String(decoding: m.body, as: UTF8.self)
        for family in ["http_requests_total", "http_request_duration_seconds", "layout_nodes", "http_requests_in_flight",
                       "text_measure_cache_hits_total", "process_resident_memory_bytes", "process_start_time_seconds",
                       "http_request_rejections_total", "layout_duration_seconds", "text_shaping_cache_entries"] {
            #expect(text.contains("# TYPE \(family) "), "\(family)")
        }
    }

    @Test("The OpenAPI document is served as YAML")
    func openAPI() {
        let r = S.send(.get, "/openapi.yaml")
        #expect(r.status.code == 200)
        #expect(String(decoding: r.body.prefix(16), as: UTF8.self).hasPrefix("openapi: 3.1"))
    }

    @Test("The font list names the served font, which revalidates by ETag")
    func fonts() throws {
        let list = S.object(S.send(.get, "/v1/fonts"))
        let font = try #require((list["fonts"] as? [[String: Any]])?.first)
        let url = try #require(font["url"] as? String)
        let file = S.send(.get, url)
        #expect(file.status.code == 200)
        #expect(file.headers["Content-Type"] == "font/ttf")
        #expect(file.body.count > 100_000)
        let etag = try #require(file.headers["ETag"])
        #expect(S.send(.get, url, headers: ["If-None-Match": etag]).status.code == 304)
        #expect((font["css"] as? [String: String])?["sf-compat"]?.contains("ascent-override") == true)
        #expect(font["profiles"] as? [String] == ["sf-compat", "font-native"])
        // The list has the shape of the example in openapi.yaml.
        let examplePath = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Fixtures/examples/fonts.response.json")
        let example = try JSONSerialization.jsonObject(with: Data(contentsOf: examplePath)) as? [String: Any]
        let exampleFont = try #require((example?["fonts"] as? [[String: Any]])?.first)
        #expect(Set(font.keys) == Set(exampleFont.keys))
    }

    @Test("Draining turns readiness to 503")
    func draining() throws {
        let service = try Service(configuration: ServiceConfiguration(), startTime: 0)
        let router = service.router
        service.beginDraining()
        let r = router.handle(HTTPRequest(method: .get, target: "/readyz"))
        #expect(r.status.code == 503)
        #expect(r.headers["Retry-After"] == "1")
    }

    @Test("Refusals count by reason; a draining server's 503 on /readyz is not one")
    func rejections() {
        let metrics = Metrics(startTime: 0)
        metrics.recordRequest(method: "GET", route: "/readyz", status: 503, seconds: 0.001)
        metrics.recordRequest(method: "POST", route: "/v1/layout", status: 503, seconds: 0.0001)
        metrics.recordRequest(method: "POST", route: "/v1/layout", status: 413, seconds: 0.0001)
        let text = metrics.render(gauges: [])
        #expect(text.contains("http_request_rejections_total{reason=\"overloaded\"} 1\n"))
        #expect(text.contains("http_request_rejections_total{reason=\"body_too_large\"} 1\n"))
        // Durations from 100 µs (a health check) to 30 s (the body timeout) have buckets.
        #expect(text.contains("http_request_duration_seconds_bucket{route=\"/readyz\",le=\"0.0025\"} 1\n"))
        #expect(text.contains("http_request_duration_seconds_bucket{route=\"/v1/layout\",le=\"0.0001\"} 2\n"))
        #expect(text.contains("le=\"30\""))
    }

    @Test("Listed origins are allowed byte for byte, not by canonical equivalence")
    func listedOrigins() throws {
        var configuration = ServiceConfiguration()
        configuration.corsAllowedOrigins = ["https://K.org"]
        let service = try Service(configuration: configuration, startTime: 0)
        func allowed(_ origin: String) -> String? {
            let request = HTTPRequest(method: .get, target: "/livez", headers: ["Origin": origin])
            var response = service.router.handle(request)
            service.hooks.willSend?(request, &response)  // where CORS is applied, as for a live request
            return response.headers["Access-Control-Allow-Origin"]
        }
        #expect(allowed("https://K.org") == "https://K.org")
        #expect(allowed("https://\u{212A}.org") == nil)  // KELVIN SIGN, equal to "K" as a Swift String
        #expect(allowed("https://k.org") == nil)
        // With a list, every answer varies by Origin, one sent without it too (a cached font).
        let request = HTTPRequest(method: .get, target: "/livez", headers: [:])
        var response = service.router.handle(request)
        service.hooks.willSend?(request, &response)
        #expect(response.headers.values(for: "Vary") == ["Origin"])
    }

    @Test("A preflight names each allowed method once")
    func preflightMethodsOnce() throws {
        let r = S.send(.options, "/v1/layout", headers: ["Origin": "https://example.org", "Access-Control-Request-Method": "POST"])
        let methods = try #require(r.headers["Access-Control-Allow-Methods"]).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(methods.count == Set(methods).count, "\(methods)")
        #expect(methods.contains("OPTIONS") && methods.contains("POST"))
    }

    @Test("Static files carry an ETag and answer 304 to a request that holds it, strong or weakened by gzip", arguments: ["/", "/playground/playground.js", "/openapi.yaml"])
    func staticRevalidation(_ path: String) throws {
        let first = S.send(.get, path)
        #expect(first.status.code == 200)
        let etag = try #require(first.headers["ETag"])
        for held in [etag, "W/" + etag, "\"other\", " + etag] {
            let again = S.send(.get, path, headers: ["If-None-Match": held])
            #expect(again.status.code == 304 && again.body.isEmpty && again.headers["ETag"] == etag, "\(held)")
        }
        #expect(S.send(.get, path, headers: ["If-None-Match": "\"other\""]).status.code == 200)
    }

    @Test("Configuration comes from the environment and rejects malformed values")
    func configuration() throws {
        let c = try ServiceConfiguration.fromEnvironment(["LAYOUT_MAX_NODES": "50", "LAYOUT_MAX_WORK": "2000000",
                                                          "CORS_ALLOWED_ORIGINS": "https://a.org, https://b.org"])
        #expect(c.maxNodes == 50)
        #expect(c.maxLayoutWork == 2_000_000)
        #expect(c.corsAllowedOrigins == ["https://a.org", "https://b.org"])
        #expect(throws: ConfigurationValueError.self) { try ServiceConfiguration.fromEnvironment(["LAYOUT_MAX_DEPTH": "deep"]) }
        #expect(throws: ConfigurationValueError.self) { try ServiceConfiguration.fromEnvironment(["LAYOUT_MAX_WORK": "999"]) }
    }
}
