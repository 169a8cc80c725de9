import HTTPServer
import Testing

/// Reading settings from the environment.
struct ServerConfigurationTests {
    @Test("With no variables set, the documented defaults apply")
    func defaults() throws {
        let configuration = try ServerConfiguration.fromEnvironment([:])
        #expect(configuration == ServerConfiguration())
        #expect(configuration.port == 8080 && configuration.host == "0.0.0.0")
        #expect(configuration.maxRequestLineBytes >= 8000)  // RFC 9112 §3
        #expect(configuration.maxConnections > 5000)
    }

    @Test("Each variable overrides its setting; durations are decimal seconds")
    func overrides() throws {
        let configuration = try ServerConfiguration.fromEnvironment([
            "PORT": "0", "HOST": "127.0.0.1", "HTTP_MAX_BODY_BYTES": "1024", "HTTP_IDLE_TIMEOUT": "2.5",
            "HTTP_HANDLER_CONCURRENCY": "3", "HTTP_HANDLER_QUEUE_LENGTH": "0", "UNRELATED": "x",
        ])
        #expect(configuration.port == 0 && configuration.host == "127.0.0.1")
        #expect(configuration.maxBodyBytes == 1024 && configuration.parserLimits.maxBodyBytes == 1024)
        #expect(configuration.idleTimeout == .milliseconds(2500))
        #expect(configuration.handlerConcurrency == 3 && configuration.handlerQueueLength == 0)
    }

    @Test("An invalid value is an error naming the variable, not a silent default")
    func invalid() {
        #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["PORT": "http"]) }
        #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["PORT": "70000"]) }
        #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["HTTP_IDLE_TIMEOUT": "-1"]) }
        do {
            _ = try ServerConfiguration.fromEnvironment(["HTTP_MAX_CONNECTIONS": "many"])
        } catch {
            #expect(error.variable == "HTTP_MAX_CONNECTIONS")
        }
    }

    @Test("Every variable has a distinct name")
    func distinctNames() {
        let names = ServerConfiguration.variables.map(\.name)
        #expect(Set(names).count == names.count)
    }
}
