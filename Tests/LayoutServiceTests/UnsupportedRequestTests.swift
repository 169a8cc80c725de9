import HTTPServer
import LayoutService
import Testing

/// `POST /v1/layout` with a tree the contract allows but the service does not lay out, since
/// SwiftUI's answer for it is not measured: 422, not the 400 of a tree that breaks the contract.
struct UnsupportedRequestTests {
    typealias S = ServiceFixture

    @Test("A valid tree the service does not lay out (unmeasured) is 422 unsupported with a pointer, not 400")
    func unsupportedIs422() {
        let body = #"{"environment":{"dynamicTypeSize":"medium"},"view":{"type":"VStack","children":[{"type":"ProgressView"}]}}"#
        let r = S.send(.post, "/v1/layout", json: body)
        let problem = S.object(r)
        #expect(r.status.code == 422)
        #expect(problem["status"] as? Int == 422 && problem["title"] as? String == "Unprocessable Content")
        #expect(problem["kind"] as? String == "unsupported" && problem["pointer"] as? String == "/view/children/0")
        let row = S.send(.post, "/v1/layout", json: #"{"view":{"type":"VStack","children":[{"type":"GridRow"}]}}"#)
        #expect(row.status.code == 422 && S.object(row)["kind"] as? String == "unsupported")
    }
}
