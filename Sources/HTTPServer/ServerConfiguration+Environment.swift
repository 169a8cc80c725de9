/// A configuration value from the environment that could not be used.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The environment variable.
    public var variable: String
    /// The value it held.
    public var value: String
    /// What a valid value looks like.
    public var expected: String

    /// A readable form for logs.
    public var description: String { "\(variable)=\(value) is invalid: expected \(expected)" }
}

extension ServerConfiguration {
    /// One environment override: the variable name and how it sets its property.
    public struct Variable: Sendable {
        /// The environment variable's name.
        public let name: String
        fileprivate let apply: @Sendable (inout ServerConfiguration, String) -> String?
    }

    /// Every environment override, in the order of the properties.
    public static let variables: [Variable] = [
        text("HOST", \.host),
        integer("PORT", \.port, range: 0...65535),
        integer("HTTP_MAX_REQUEST_LINE_BYTES", \.maxRequestLineBytes, range: 64...1 << 20),
        integer("HTTP_MAX_HEADER_BYTES", \.maxHeaderBytes, range: 256...1 << 24),
        integer("HTTP_MAX_HEADER_COUNT", \.maxHeaderCount, range: 1...10_000),
        integer("HTTP_MAX_BODY_BYTES", \.maxBodyBytes, range: 0...1 << 40),
        integer("HTTP_MAX_CHUNK_EXTENSION_BYTES", \.maxChunkExtensionBytes, range: 0...1 << 20),
        seconds("HTTP_IDLE_TIMEOUT", \.idleTimeout),
        seconds("HTTP_HEADER_READ_TIMEOUT", \.headerReadTimeout),
        seconds("HTTP_BODY_READ_TIMEOUT", \.bodyReadTimeout),
        seconds("HTTP_WRITE_TIMEOUT", \.writeTimeout),
        seconds("HTTP_LINGER_TIMEOUT", \.lingerTimeout),
        integer("HTTP_MAX_CONNECTIONS", \.maxConnections, range: 1...1 << 24),
        integer("HTTP_MAX_CONNECTIONS_PER_PEER", \.maxConnectionsPerPeer, range: 1...1 << 24),
        integer("HTTP_HANDLER_CONCURRENCY", \.handlerConcurrency, range: 1...4096),
        integer("HTTP_EVENT_LOOPS", \.eventLoops, range: 1...1024),
        integer("HTTP_HANDLER_QUEUE_LENGTH", \.handlerQueueLength, range: 0...1 << 20),
        integer("HTTP_HEAVY_HANDLER_CONCURRENCY", \.heavyHandlerConcurrency, range: 0...4096),
        integer("HTTP_COMPRESSION_MIN_BYTES", \.compressionMinimumBytes, range: 0...1 << 30),
        integer("HTTP_RETRY_AFTER_SECONDS", \.retryAfterSeconds, range: 0...86_400),
        integer("HTTP_LISTEN_BACKLOG", \.listenBacklog, range: 1...65_535),
        seconds("HTTP_DRAIN_DELAY", \.drainDelay, allowZero: true),
        seconds("HTTP_SHUTDOWN_GRACE", \.shutdownGracePeriod),
    ]

    /// The defaults with every variable present in `environment` applied.
    ///
    /// Pass `ProcessInfo.processInfo.environment` in production and a literal in tests.
    /// - Throws: `ConfigurationError` for the first value that does not parse or is out of range.
    public static func fromEnvironment(_ environment: [String: String]) throws(ConfigurationError) -> ServerConfiguration {
        var configuration = ServerConfiguration()
        for variable in variables {
            guard let value = environment[variable.name] else { continue }
            if let expected = variable.apply(&configuration, value) {
                throw ConfigurationError(variable: variable.name, value: value, expected: expected)
            }
        }
        return configuration
    }

    private static func text(_ name: String, _ key: any WritableKeyPath<Self, String> & Sendable) -> Variable {
        Variable(name: name) { configuration, value in
            guard !value.isEmpty else { return "a host name or address" }
            configuration[keyPath: key] = value
            return nil
        }
    }

    private static func integer(
        _ name: String, _ key: any WritableKeyPath<Self, Int> & Sendable, range: ClosedRange<Int>
    ) -> Variable {
        Variable(name: name) { configuration, value in
            guard let number = Int(value), range.contains(number) else {
                return "an integer in \(range.lowerBound)...\(range.upperBound)"
            }
            configuration[keyPath: key] = number
            return nil
        }
    }

    private static func seconds(
        _ name: String, _ key: any WritableKeyPath<Self, Duration> & Sendable, allowZero: Bool = false
    ) -> Variable {
        Variable(name: name) { configuration, value in
            guard let number = Double(value), number.isFinite, allowZero ? number >= 0 : number > 0, number <= 86_400 else {
                return allowZero ? "seconds, a number from 0 to 86400" : "seconds, a number above 0 and at most 86400"
            }
            configuration[keyPath: key] = .milliseconds(Int((number * 1000).rounded()))
            return nil
        }
    }
}
