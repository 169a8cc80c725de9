/// The server's open connections, with what the connection bounds need: how many each peer
/// holds, and which connections have not yet sent a byte, oldest first.
///
/// Lives inside the server's `Mutex`; every operation is O(1) amortised. Generic over the
/// connection type so that the bookkeeping is tested without sockets.
struct ConnectionTable<Element> {
    private(set) var connections: [Int: Element] = [:]
    private var peers: [PeerAddress: Int] = [:]
    private var peerOf: [Int: PeerAddress] = [:]
    /// Connections that have sent nothing yet, by id.
    private var silent: Set<Int> = []
    /// Ids in the order they were accepted; ids that spoke or closed are skipped lazily.
    private var silentOrder: [Int] = []
    private var silentHead = 0

    var count: Int { connections.count }

    /// The length of the silent order, for tests of its bound.
    var silentOrderLength: Int { silentOrder.count - silentHead }

    /// How many connections `peer` holds.
    func count(of peer: PeerAddress) -> Int { peers[peer, default: 0] }

    mutating func insert(_ connection: Element, id: Int, peer: PeerAddress) {
        connections[id] = connection
        peers[peer, default: 0] += 1
        peerOf[id] = peer
        silent.insert(id)
        silentOrder.append(id)
    }

    mutating func remove(_ id: Int) {
        guard connections.removeValue(forKey: id) != nil else { return }
        silent.remove(id)
        if let peer = peerOf.removeValue(forKey: id) {
            let left = peers[peer, default: 1] - 1
            peers[peer] = left > 0 ? left : nil
        }
        compact()
    }

    /// The connection `id` sent its first bytes: it is no longer a candidate for shedding.
    mutating func spoke(_ id: Int) {
        silent.remove(id)
        compact()
    }

    /// The oldest connection that has sent nothing, taken off the silent list (so that two
    /// new connections never pick the same one).
    mutating func takeOldestSilent() -> Element? {
        while silentHead < silentOrder.count {
            let id = silentOrder[silentHead]
            silentHead += 1
            if silent.remove(id) != nil, let connection = connections[id] { return connection }
        }
        return nil
    }

    /// Keeps `silentOrder` proportional to the silent connections: once it holds more than
    /// twice as many ids (spoken, closed or taken), it is rebuilt from the ones still silent,
    /// in order. Each rebuild follows as many insertions as it scans, so the cost is amortised.
    private mutating func compact() {
        if silent.isEmpty {
            silentOrder.removeAll(keepingCapacity: true)
            silentHead = 0
        } else if silentOrder.count > 2 * silent.count + 64 {
            silentOrder = silentOrder[silentHead...].filter { silent.contains($0) }
            silentHead = 0
        }
    }
}
