import Foundation
import Testing

/// Every refusal is an RFC 9457 problem with the status's own fields, and every response,
/// errors included, carries CORS and request-id fields (RFC 9457; the Fetch standard's CORS protocol).
struct ErrorResponseTests {
    @Test("A body over the limit gets 413 problem+json")
    func oversizedBody() throws {
        try withLiveService({ $0.maxBodyBytes = 1024 }) { live in
            let big = Array("{\"view\":{\"type\":\"Color\",\"id\":\"\(String(repeating: "x", count: 4000))\"}}".utf8)
            let response = try CurlEasy().perform(.post(live.url("/v1/layout"), json: big))
            #expect(response.status == 413)
            #expect(response.header("Content-Type") == "application/problem+json")
            #expect(try response.jsonObject()["status"] as? Int == 413)
        }
    }

    @Test("An oversized body announced with Expect: 100-continue is refused before it is sent")
    func oversizedBodyWithExpectation() throws {
        try withLiveService({ $0.maxBodyBytes = 1024 }) { live in
            let big = Array("{\"view\":{\"type\":\"Color\",\"id\":\"\(String(repeating: "x", count: 4000))\"}}".utf8)
            var request = CurlRequest.post(live.url("/v1/layout"), json: big, headers: ["Expect: 100-continue"])
            request.expectContinueTimeoutMilliseconds = 8_000
            let response = try CurlEasy().perform(request)
            #expect(response.statusLines.count == 1, "no 100 Continue: \(response.statusLines)")
            #expect(response.status == 413)
        }
    }

    @Test("TRACE, CONNECT and other methods a route does not take are 405 with Allow; an unknown token is 501")
    func methodsNotAllowed() throws {
        try withLiveService { live in
            for (method, path, allow) in [("TRACE", "/v1/layout", "POST, OPTIONS"), ("QUERY", "/v1/layout", "POST, OPTIONS"), ("TRACE", "/livez", "GET, HEAD, OPTIONS"),
                                          ("PUT", "/openapi.yaml", "GET, HEAD, OPTIONS"), ("PATCH", "/readyz", "GET, HEAD, OPTIONS")] {
                // A body (empty) so that PUT and PATCH, which must frame one, reach the router.
                let response = try CurlEasy().perform(CurlRequest(method: method, url: live.url(path), headers: [], body: []))
                #expect(response.status == 405, "\(method) \(path)")
                #expect(response.header("Allow") == allow, "\(method) \(path)")
                #expect(response.header("Content-Type") == "application/problem+json")
            }
            let unknown = try CurlEasy().perform(CurlRequest(method: "BREW", url: live.url("/livez"), headers: [], body: nil))
            #expect(unknown.status == 501)
        }
    }

    @Test("A body that is not JSON gets 415 naming what is accepted")
    func wrongContentType() throws {
        try withLiveService { live in
            let response = try CurlEasy().perform(CurlRequest(
                method: "POST", url: live.url("/v1/layout"), headers: ["Content-Type: text/plain"], body: Bodies.twoSquares))
            #expect(response.status == 415)
            #expect(response.header("Accept") == "application/json")
            #expect(response.header("Content-Type") == "application/problem+json")
        }
    }

    @Test("Malformed or invalid JSON gets 400 with a pointer to the offending value")
    func badJSON() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let syntax = try client.perform(.post(live.url("/v1/layout"), json: Array(#"{"view": {"type": "Color",}}"#.utf8)))
            #expect(syntax.status == 400)
            #expect(syntax.header("Content-Type") == "application/problem+json")
            #expect(try syntax.jsonObject()["pointer"] is String, "\(syntax.text)")
            let invalid = try client.perform(.post(live.url("/v1/layout"), json: Array(
                #"{"view": {"type": "HStack", "children": [{"type": "Color"}, {"type": "Color", "modifiers": [{"type": "frame", "width": -5}]}]}}"#.utf8)))
            #expect(invalid.status == 400)
            #expect(try invalid.jsonObject()["pointer"] as? String == "/view/children/1/modifiers/0/width", "\(invalid.text)")
        }
    }

    @Test("An unknown path gets 404 problem+json")
    func unknownRoute() throws {
        try withLiveService { live in
            let response = try CurlEasy().perform(CurlRequest(url: live.url("/v2/layout")))
            #expect(response.status == 404)
            #expect(response.header("Content-Type") == "application/problem+json")
            #expect(try response.jsonObject()["title"] as? String == "Not Found")
        }
    }

    @Test("A known path with the wrong method gets 405 with Allow")
    func wrongMethod() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let get = try client.perform(CurlRequest(url: live.url("/v1/layout")))
            #expect(get.status == 405)
            #expect(get.header("Allow") == "POST, OPTIONS")
            let delete = try client.perform(CurlRequest(method: "DELETE", url: live.url("/livez")))
            #expect(delete.status == 405)
            #expect(delete.header("Allow") == "GET, HEAD, OPTIONS")
            #expect(delete.header("Content-Type") == "application/problem+json")
        }
    }

    @Test("Every response, errors included, carries Access-Control-Allow-Origin and a request id")
    func corsAndRequestIDEverywhere() throws {
        try withLiveService({ $0.maxBodyBytes = 1024 }) { live in
            let client = CurlEasy()
            let requests: [CurlRequest] = [
                .post(live.url("/v1/layout"), json: Bodies.twoSquares),
                .post(live.url("/v1/layout"), json: Array("{".utf8)),
                .post(live.url("/v1/layout"), json: Array(repeating: 32, count: 2048)),
                CurlRequest(method: "POST", url: live.url("/v1/layout"), headers: ["Content-Type: text/csv"], body: [65]),
                CurlRequest(url: live.url("/missing")),
                CurlRequest(method: "PUT", url: live.url("/readyz"), body: []),
                CurlRequest(url: live.url("/livez")),
                CurlRequest(method: "OPTIONS", url: live.url("/v1/layout"), headers: ["Origin: https://a.example"]),
            ]
            var seenIDs: Set<String> = []
            for request in requests {
                var request = request
                request.headers.append("Origin: https://a.example")
                let response = try client.perform(request)
                #expect(response.header("Access-Control-Allow-Origin") == "*", "\(request.method) \(request.url): \(response.status)")
                let id = try #require(response.header("X-Request-ID"), "\(request.method) \(request.url): \(response.status)")
                seenIDs.insert(id)
            }
            #expect(seenIDs.count == requests.count, "generated ids are distinct")
        }
    }

    @Test("A client's X-Request-ID is echoed, on success and on error")
    func requestIDEchoed() throws {
        try withLiveService { live in
            let client = CurlEasy()
            let ok = try client.perform(.post(live.url("/v1/layout"), json: Bodies.twoSquares, headers: ["X-Request-ID: trace-abc-123"]))
            let error = try client.perform(CurlRequest(url: live.url("/nope"), headers: ["X-Request-ID: trace-def-456"]))
            #expect(ok.header("X-Request-ID") == "trace-abc-123")
            #expect(error.header("X-Request-ID") == "trace-def-456")
        }
    }
}
