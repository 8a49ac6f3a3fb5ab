import Testing

@testable import Swell

/// The async layer, with real Swift concurrency: actions that return, throw, and hang until
/// cancelled.
@Suite struct RefreshControllerTests {
  struct Boom: Error, Equatable {}

  /// A stream of signals and a way to wait for the next one with a time limit.
  final class Signals: Sendable {
    let stream: AsyncStream<String>
    let continuation: AsyncStream<String>.Continuation

    init() { (stream, continuation) = AsyncStream.makeStream(of: String.self) }

    func send(_ signal: String) { continuation.yield(signal) }

    /// The next signal, or "timeout" after `seconds`.
    func next(within seconds: Double = 10) async -> String {
      let stream = self.stream
      return await withTaskGroup(of: String.self) { group in
        group.addTask {
          for await signal in stream { return signal }
          return "finished"
        }
        group.addTask {
          try? await Task.sleep(for: .seconds(seconds))
          return "timeout"
        }
        let first = await group.next() ?? "none"
        group.cancelAll()
        return first
      }
    }
  }

  let immediate = RefreshConfiguration(minimumRefreshingDuration: 0)

  @Test func anActionThatReturnsEndsTheRefresh() async throws {
    let signals = Signals()
    let gate = Signals()
    let controller = try RefreshController(
      style: TestRefreshStyle(), configuration: immediate,
      onNeedsUpdate: { signals.send("wake") },
      action: {
        signals.send("started")
        _ = await gate.next()
      })
    var insets: [Double] = []
    controller.onRefreshInsetChange = { inset, _ in insets.append(inset) }
    try controller.beginRefreshing(animated: true, at: 0)
    #expect(await signals.next() == "started")
    try controller.advance(to: 0.5)
    #expect(controller.state == .refreshing)  // still running
    gate.send("go")
    #expect(await signals.next() == "wake")
    try controller.advance(to: 1)
    #expect(controller.state == .finishing)
    #expect(controller.machine.phaseStartTime == 1)  // takes effect at the next event's time
    #expect(controller.runningActionCount == 0)
    try controller.advance(to: 1.4)
    #expect(controller.state == .idle)
    #expect(insets == [60, 0])
  }

  @Test func anActionThatThrowsIsReportedAndTheHeaderStillEnds() async throws {
    let signals = Signals()
    let controller = try RefreshController(
      style: TestRefreshStyle(), configuration: immediate,
      onNeedsUpdate: { signals.send("wake") },
      action: { throw Boom() })
    var reported: [RefreshActionFailure] = []
    controller.onActionError = { reported.append($0) }
    try controller.handle(.dragBegan, at: 0)
    try controller.handle(.contentOffset(-100), at: 0.2)
    try controller.handle(.dragEnded(velocity: 0), at: 0.3)
    #expect(controller.state == .refreshing)
    #expect(await signals.next() == "wake")
    try controller.advance(to: 0.4)
    #expect(controller.state == .finishing)
    #expect(reported.count == 1)
    #expect(reported.first?.trigger == RefreshTrigger(id: 1, cause: .release))
    #expect(reported.first?.error is Boom)
    var failures = controller.actionFailures.makeAsyncIterator()
    let streamed = await failures.next()
    #expect(streamed?.error is Boom)
  }

  @Test func aHangingActionIsCancelledByEndRefreshing() async throws {
    let signals = Signals()
    let controller = try RefreshController(
      style: TestRefreshStyle(), configuration: immediate,
      action: {
        signals.send("started")
        do {
          try await Task.sleep(for: .seconds(3600))
          signals.send("woke up")
        } catch is CancellationError {
          signals.send("cancelled")
          throw CancellationError()
        }
      })
    var reported = 0
    controller.onActionError = { _ in reported += 1 }
    try controller.beginRefreshing(at: 0)
    #expect(await signals.next() == "started")
    let effects = try controller.endRefreshing(at: 1)
    #expect(effects.contains(.cancelAction(trigger: 1)))
    #expect(await signals.next() == "cancelled")
    #expect(controller.state == .finishing)
    // Its CancellationError is ours, not the app's: not reported.
    try await Task.sleep(for: .milliseconds(20))
    try controller.advance(to: 2)
    #expect(reported == 0)
    #expect(controller.state == .idle)
  }

  @Test func aHangingActionIsCancelledWhenTheControllerGoesAway() async throws {
    let signals = Signals()
    var controller: RefreshController? = try RefreshController(
      style: TestRefreshStyle(),
      action: {
        signals.send("started")
        do {
          try await Task.sleep(for: .seconds(3600))
        } catch {
          signals.send("cancelled")
        }
      })
    try controller?.beginRefreshing(at: 0)
    #expect(await signals.next() == "started")
    controller = nil
    #expect(await signals.next() == "cancelled")
  }

  @Test func exactlyOneActionPerTrigger() async throws {
    let signals = Signals()
    let controller = try RefreshController(
      style: TestRefreshStyle(), configuration: immediate,
      onNeedsUpdate: { signals.send("wake") },
      action: { signals.send("ran") })
    var t = 0.0
    for _ in 0..<5 {
      try controller.beginRefreshing(at: t)
      try controller.beginRefreshing(at: t + 0.01)  // ignored: already refreshing
      #expect(await signals.next() == "ran")
      #expect(await signals.next() == "wake")
      try controller.advance(to: t + 0.1)
      try controller.advance(to: t + 1)
      #expect(controller.state == .idle)
      t += 1
    }
    #expect(controller.machine.triggerCount == 5)
    try await Task.sleep(for: .milliseconds(20))
    signals.continuation.finish()
    var extra: [String] = []
    for await signal in signals.stream { extra.append(signal) }
    #expect(extra.isEmpty)
  }

  @Test func callbackActionsAndTimelessEnd() async throws {
    let signals = Signals()
    var received: [RefreshCompletion] = []
    let controller = try RefreshController(
      style: TestRefreshStyle(), configuration: immediate,
      onNeedsUpdate: { signals.send("wake") },
      onRefresh: { received.append($0) })
    try controller.beginRefreshing(at: 0)
    #expect(received.map(\.trigger.id) == [1])
    let completion = try #require(received.first)
    Task.detached { completion.finish() }  // from another thread
    #expect(await signals.next() == "wake")
    completion.finish()  // a second call is ignored
    try controller.advance(to: 0.1)
    #expect(controller.state == .finishing)
    try controller.advance(to: 1)
    #expect(controller.state == .idle)
    // endRefreshing() without a time takes effect at the next event.
    try controller.beginRefreshing(at: 2)
    controller.endRefreshing()
    #expect(controller.state == .refreshing)
    try controller.advance(to: 2.5)
    #expect(controller.state == .finishing)
    #expect(controller.machine.phaseStartTime == 2.5)
    #expect(received.count == 2)
  }

  @Test func timeGoingBackwardsIsRejectedAndLosesNothing() async throws {
    let signals = Signals()
    let controller = try RefreshController(
      style: TestRefreshStyle(), configuration: immediate,
      onNeedsUpdate: { signals.send("wake") }, action: {})
    try controller.beginRefreshing(at: 1)
    #expect(await signals.next() == "wake")
    #expect(throws: SwellError.timeWentBackwards(from: 1, to: 0.5)) {
      try controller.advance(to: 0.5)
    }
    try controller.advance(to: 1.2)  // the finished action was kept for this event
    #expect(controller.state == .finishing)
  }
}
