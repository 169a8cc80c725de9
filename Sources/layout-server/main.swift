import Dispatch
import Foundation
import HTTPServer
import LayoutService

// Layout Server: reads its settings from the environment (README, "Configuration"), serves until
// SIGTERM or SIGINT, then drains and exits.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-server: \(message)\n".utf8))
    exit(1)
}

let environment = ProcessInfo.processInfo.environment
let server: Server
let service: Service
do {
    let serverConfiguration = try ServerConfiguration.fromEnvironment(environment)
    var serviceConfiguration = try ServiceConfiguration.fromEnvironment(environment)
    // Layouts run on the handlers and, for small requests, on the event loops: the text
    // caches are split between them all, so that their bounds hold however many run at once.
    serviceConfiguration.layoutConcurrency = serverConfiguration.handlerConcurrency
        + (serviceConfiguration.inlineLayoutMaxBytes > 0 ? serverConfiguration.eventLoops : 0)
    AllocatorTuning.apply(workers: serverConfiguration.handlerConcurrency)
    service = try Service(configuration: serviceConfiguration, startTime: Date().timeIntervalSince1970)
    server = Server(configuration: serverConfiguration, handler: service.router, hooks: service.hooks)
    service.observe(server)
    for missing in service.missingDesignFonts {
        LogOutput.write("{\"severity\":\"WARNING\",\"message\":\(HTTPResponse.jsonString("\(missing); that design is measured in the default font"))}")
    }
} catch {
    fail("\(error)")
}

let idleTrim = service.trimMemoryWhenIdle()

let port: Int
do {
    port = try server.start()
} catch {
    fail("cannot listen: \(error)")
}
LogOutput.write("{\"severity\":\"INFO\",\"message\":\"listening\",\"port\":\(port)}")

let signals = SignalHandlers { number in
    let delay = server.configuration.drainDelay / .seconds(1)
    LogOutput.write("{\"severity\":\"INFO\",\"message\":\"signal \(number): stopping, draining in \(delay) s\"}")
    service.beginDraining()
    server.beginShutdown()
    // The drain closes what is left when the grace period ends; should anything still hold the
    // process a second later, it exits all the same.
    let limit = server.configuration.drainDelay + server.configuration.shutdownGracePeriod + .seconds(1)
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: limit / .seconds(1))
        service.flushLog()
        LogOutput.write("{\"severity\":\"ERROR\",\"message\":\"the drain did not finish within its grace period: exiting\"}")
        exit(1)
    }
}
server.waitUntilStopped()
service.flushLog()
LogOutput.write("{\"severity\":\"INFO\",\"message\":\"stopped\"}")
signals.cancel()
exit(0)
