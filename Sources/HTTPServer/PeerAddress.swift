#if canImport(Glibc)
import Glibc
#endif

/// The IP address a connection comes from, for the per-peer connection bound.
///
/// Only the address counts, not the port: one client opening many connections shows up as
/// one peer. IPv4-mapped IPv6 addresses (`::ffff:a.b.c.d`) are read as the IPv4 address.
struct PeerAddress: Hashable, Sendable {
    /// IPv4 addresses in the low 32 bits of `low` with `high == 0`; IPv6 in both.
    var high: UInt64
    var low: UInt64

    /// Stands in when `getpeername(2)` fails (the peer already left): such connections share
    /// one bucket, which is harmless since they are about to be closed.
    static let unknown = PeerAddress(high: .max, low: .max)
}

extension Socket {
    /// The peer address of a connected socket.
    static func peer(_ fd: Int32) -> PeerAddress {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) == 0 }
        }
        guard ok else { return .unknown }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafeBytes(of: storage) { raw in
                let address = raw.load(fromByteOffset: MemoryLayout<sockaddr_in>.offset(of: \.sin_addr)!, as: UInt32.self)
                return PeerAddress(high: 0, low: UInt64(address))
            }
        case AF_INET6:
            return withUnsafeBytes(of: storage) { raw in
                let offset = MemoryLayout<sockaddr_in6>.offset(of: \.sin6_addr)!
                let high = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let low = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                // ::ffff:0:0/96 in network order: 10 zero bytes, then 0xFF 0xFF, then IPv4.
                if high == 0, low & 0xFFFF_FFFF == 0xFFFF_0000 { return PeerAddress(high: 0, low: low >> 32) }
                return PeerAddress(high: high, low: low)
            }
        default:
            return .unknown
        }
    }
}
