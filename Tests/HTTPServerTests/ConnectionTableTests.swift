@testable import HTTPServer
import Testing

/// The bookkeeping behind the connection bounds, without sockets.
struct ConnectionTableTests {
    final class Stub {}
    private let a = PeerAddress(high: 0, low: 1), b = PeerAddress(high: 0, low: 2)

    @Test("Connections are counted per peer, and a removed one frees its peer's count")
    func perPeerCounts() {
        var table = ConnectionTable<Stub>()
        for id in 1...3 { table.insert(Stub(), id: id, peer: id == 3 ? b : a) }
        #expect(table.count(of: a) == 2 && table.count(of: b) == 1 && table.count == 3)
        table.remove(1)
        table.remove(1)  // closing twice changes nothing
        #expect(table.count(of: a) == 1 && table.count == 2)
    }

    @Test("The oldest silent connection is taken first; one that spoke or closed is skipped, none is taken twice")
    func oldestSilentFirst() {
        var table = ConnectionTable<Stub>()
        let connections = (1...5).map { _ in Stub() }
        for (i, c) in connections.enumerated() { table.insert(c, id: i + 1, peer: a) }
        table.spoke(1)
        table.remove(2)
        #expect(table.takeOldestSilent() === connections[2])
        #expect(table.takeOldestSilent() === connections[3])
        table.spoke(5)
        #expect(table.takeOldestSilent() == nil)
    }

    @Test("Spoken and closed connections do not accumulate in the silent order")
    func silentOrderStaysBounded() {
        var table = ConnectionTable<Stub>()
        table.insert(Stub(), id: 0, peer: a)  // one silent connection throughout
        for id in 1...100_000 {
            table.insert(Stub(), id: id, peer: b)
            table.spoke(id)
            table.remove(id)
        }
        #expect(table.silentOrderLength <= 2 * 1 + 64 + 1)
        #expect(table.takeOldestSilent() != nil)
    }
}
