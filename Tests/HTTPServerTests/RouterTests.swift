import HTTPServer
import Testing

/// Routing, 404, 405 with Allow, HEAD and OPTIONS (RFC 9110 §9.3.2, §9.3.7, §15.5.5, §15.5.6).
struct RouterTests {
    var router: Router {
        var router = Router()
        router.add(.post, "/v1/layout") { _ in .text("laid out") }
        router.add(.get, "/livez") { _ in .text("ok") }
        return router
    }

    func send(_ method: HTTPMethod, _ target: String, to router: Router? = nil) -> HTTPResponse {
        (router ?? self.router).handle(HTTPRequest(method: method, target: target))
    }

    @Test("A known method and path reach their handler; the query is ignored for matching")
    func routes() {
        #expect(send(.post, "/v1/layout?x=1").body == Array("laid out".utf8))
        #expect(send(.get, "/livez").status == .ok)
    }

    @Test("An unknown path is a 404 problem (RFC 9110 §15.5.5)")
    func notFound() {
        let response = send(.get, "/nope")
        #expect(response.status == .notFound)
        #expect(response.headers["Content-Type"] == "application/problem+json")
    }

    @Test("A known path with the wrong method is 405 with Allow (RFC 9110 §15.5.6)")
    func methodNotAllowed() {
        let response = send(.get, "/v1/layout")
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == "POST, OPTIONS")
        #expect(send(.delete, "/livez").headers["Allow"] == "GET, HEAD, OPTIONS")
    }

    @Test("HEAD is answered by the GET handler (RFC 9110 §9.3.2)")
    func head() {
        #expect(send(.head, "/livez").body == Array("ok".utf8))
    }

    @Test("OPTIONS on a known path never falls into 405 and defaults to 204 with Allow")
    func options() {
        let response = send(.options, "/v1/layout")
        #expect(response.status == .noContent)
        #expect(response.headers["Allow"] == "POST, OPTIONS")
        #expect(send(.options, "*").headers["Allow"] == "GET, HEAD, POST, OPTIONS")
    }

    @Test("The application can answer OPTIONS itself, e.g. for a CORS preflight")
    func customOptions() {
        var router = router
        router.options = { _, allowed in
            HTTPResponse(status: .noContent, headers: ["Access-Control-Allow-Methods": Router.allowValue(allowed)])
        }
        #expect(send(.options, "/v1/layout", to: router).headers["Access-Control-Allow-Methods"] == "POST, OPTIONS")
    }

    @Test("An explicit route wins over the HEAD and OPTIONS defaults")
    func explicitRoutes() {
        var router = router
        router.add(.options, "/livez") { _ in .text("mine") }
        router.add(.head, "/livez") { _ in HTTPResponse(status: HTTPStatus(code: 202)) }
        #expect(send(.options, "/livez", to: router).body == Array("mine".utf8))
        #expect(send(.head, "/livez", to: router).status.code == 202)
    }

    @Test("The not-found answer can be replaced")
    func customNotFound() {
        var router = router
        router.notFound = { _ in .text("gone", status: .notFound) }
        #expect(send(.get, "/x", to: router).body == Array("gone".utf8))
    }
}
