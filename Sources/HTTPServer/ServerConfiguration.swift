import Foundation

/// Every bound the server enforces, each with a documented default and an environment override.
///
/// Durations are read from the environment as decimal seconds (`HTTP_IDLE_TIMEOUT=2.5`).
/// The table of variables is `ServerConfiguration.variables`.
public struct ServerConfiguration: Sendable, Equatable {
    /// The address to bind; `0.0.0.0` listens on every IPv4 interface, as containers need.
    public var host = "0.0.0.0"
    /// The port to bind; 0 picks a free one (read it back from `Server.port`). 8080 is the Cloud Run default.
    public var port = 8080
    /// The longest request line; longer gets 414. RFC 9112 §3 asks for at least 8000 octets.
    public var maxRequestLineBytes = 8192
    /// The largest request head; larger gets 431 (RFC 6585 §5). 16 KiB, as Node.js uses.
    public var maxHeaderBytes = 16384
    /// The most header fields per request; more gets 431. 100, as NIO and Node.js use.
    public var maxHeaderCount = 100
    /// The largest request body; larger gets 413 before it is read. 4 MiB holds a very large view tree.
    /// A chunked body's framing (size lines, extensions) may add as much again (`ChunkedDecoder`).
    public var maxBodyBytes = 4 * 1024 * 1024
    /// The longest chunk extension; longer gets 400 (RFC 9112 §7.1.1). Extensions are ignored anyway.
    public var maxChunkExtensionBytes = 1024
    /// How long a keep-alive connection may sit between requests before it is closed (RFC 9112 §9.5).
    ///
    /// 65 s is longer than common load-balancer idle timeouts (60 s), so the proxy, not the
    /// server, closes first and never sends on a connection the server is closing.
    public var idleTimeout: Duration = .seconds(65)
    /// How long a head may take from its first byte; then 408 and close (slowloris guard).
    ///
    /// A new connection must also send its first byte within this time, or it is closed quietly.
    public var headerReadTimeout: Duration = .seconds(10)
    /// How long a body may take after its head; then 408 and close.
    public var bodyReadTimeout: Duration = .seconds(30)
    /// How long a response may take to write to a client that does not read; then close.
    public var writeTimeout: Duration = .seconds(30)
    /// How long to keep reading after a half-close before the socket is closed (RFC 9112 §9.6).
    public var lingerTimeout: Duration = .seconds(2)
    /// The most open connections. Past it, the oldest connection that has not sent a byte is
    /// closed to make room (`maxConnectionsPerPeer`); if there is none, a new connection gets a
    /// best-effort 503 and is closed.
    ///
    /// Each connection costs one descriptor and no thread; 10,000 keeps well inside a
    /// 20,000-descriptor limit while thousands of idle keep-alive clients stay connected.
    public var maxConnections = 10_000
    /// The most open connections from one IP address; past it a new one from that address
    /// gets the same 503. At `maxConnections` the oldest connection that has sent nothing is
    /// closed to make room instead, so one peer holding silent connections cannot lock the
    /// others out.
    ///
    /// Behind a proxy or an ingress every connection comes from the proxy's few addresses:
    /// 1,000 leaves a proxy ample room (HAProxy and nginx reuse their upstream connections)
    /// while a single client can take at most a tenth of the default `maxConnections`.
    public var maxConnectionsPerPeer = 1_000
    /// How many handlers run at once: handlers are CPU-bound, so one per core the process may
    /// use (`ProcessorCount.available`).
    public var handlerConcurrency = ProcessorCount.available
    /// How many event loops (threads, each with its own epoll set) share the connections: one
    /// per core the process may use. Each also answers the requests the handler calls inline,
    /// so more loops than cores would take turns at a core with a connection's answer waiting.
    public var eventLoops = ProcessorCount.available
    /// How many accepted requests may wait for a handler slot; past it 503 with `Retry-After`.
    ///
    /// 256 queues a full pool of 256 client connections (the load the service is measured
    /// at) instead of refusing most of it, while bounding the wait to 256 layouts shared by
    /// the cores: about 15 ms for small layouts and 0.4 s for 1,000-node screens on two cores.
    /// Past it, overload shows up as 503s the load balancer can act on, not as more latency.
    public var handlerQueueLength = 256
    /// How many handlers heavy requests (`WorkLane.heavy`) may take at once; 0 means all but
    /// one (at least one), so that standard requests always have a worker of their own.
    public var heavyHandlerConcurrency = 0
    /// `heavyHandlerConcurrency` with its default resolved.
    public var effectiveHeavyHandlerConcurrency: Int {
        heavyHandlerConcurrency > 0 ? min(heavyHandlerConcurrency, handlerConcurrency) : max(1, handlerConcurrency - 1)
    }
    /// Bodies of at least this many bytes are sent gzip-compressed to clients that accept it
    /// (`ContentCoding`); 0 sends every body as it is. Below 1 KiB the gzip header and the
    /// work cost more than they save.
    public var compressionMinimumBytes = 1_024
    /// The `Retry-After` seconds sent with 503 (RFC 9110 §10.2.3).
    public var retryAfterSeconds = 1
    /// The `listen(2)` backlog of not-yet-accepted connections.
    public var listenBacklog = 1024
    /// How long a server told to stop keeps listening and serving (each response with
    /// `Connection: close`, `/readyz` failing) before it drains; see `Server.beginShutdown`.
    ///
    /// A load balancer or Kubernetes takes a replica out of rotation only after it has seen it
    /// fail a health check or after the endpoint removal has reached every proxy, which takes
    /// a few seconds; a server that closed its listener at once would refuse or reset the
    /// requests still sent to it meanwhile. 3 s covers a health check every second that must fail
    /// twice; with the 25 s grace it stays under Kubernetes' default 30 s termination grace
    /// period. 0 drains at once.
    public var drainDelay: Duration = .seconds(3)
    /// How long in-flight requests may take once draining; then what is left is closed.
    /// With `drainDelay` it stays under Kubernetes' default 30 s termination grace period.
    public var shutdownGracePeriod: Duration = .seconds(25)

    /// The defaults documented on each property.
    public init() {}

    /// The parser limits taken from this configuration.
    public var parserLimits: ParserLimits {
        var limits = ParserLimits()
        limits.maxRequestLineBytes = maxRequestLineBytes
        limits.maxHeaderBytes = maxHeaderBytes
        limits.maxHeaderCount = maxHeaderCount
        limits.maxBodyBytes = maxBodyBytes
        limits.maxChunkExtensionBytes = maxChunkExtensionBytes
        return limits
    }
}
