import Testing

@testable import Swell

/// The session's action lifecycle, with real Swift concurrency: work that returns, throws,
/// reports no more data, and hangs until cancelled.
@Suite struct RefreshSessionActionTests {
  struct Boom: Error, Equatable, CustomStringConvertible {
    var description: String { "boom" }
  }

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

  func session(
    _ action: RefreshSession.Action, wake: (@Sendable () -> Void)? = nil
  ) throws -> RefreshSession {
    try RefreshSession(
      controls: [.init(.top, style: TestRefreshStyle(), configuration: immediate, action: action)],
      onNeedsUpdate: wake)
  }

  func ended(_ effects: [RefreshSession.Effect]) -> [RefreshOutcome] {
    effects.compactMap { effect in
      if case .refreshEnded(_, _, let outcome) = effect { return outcome }
      return nil
    }
  }

  @Test func workThatReturnsEndsTheRefresh() async throws {
    let signals = Signals()
    let gate = Signals()
    let session = try session(
      .run {
        signals.send("started")
        _ = await gate.next()
      }, wake: { signals.send("wake") })
    let begin = session.beginRefreshing(.top, time: 0)
    #expect(
      begin.contains(
        .refreshInsetChanged(.top, inset: 60, transition: .timingCurve(.easeOut, duration: 0.25))))
    #expect(await signals.next() == "started")
    _ = session.advance(to: 0.5)
    #expect(session.state(.top) == .refreshing)  // still running
    #expect(session.runningActionCount == 1)
    gate.send("go")
    #expect(await signals.next() == "wake")
    let end = session.advance(to: 1)
    #expect(session.state(.top) == .finishing)
    #expect(ended(end) == [.success])
    #expect(session.engine.controls[0].machine.phaseStartTime == 1)  // at the next call's time
    #expect(session.runningActionCount == 0)
    _ = session.advance(to: 1.4)
    #expect(session.state(.top) == .idle)
    #expect(session.refreshInset(.top, time: 1.4) == 0)
  }

  @Test func workThatThrowsEndsInAFailureWithItsDescription() async throws {
    let signals = Signals()
    let session = try session(.run { throw Boom() }, wake: { signals.send("wake") })
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 100), time: 0)
    _ = session.drag(to: SwellPoint(x: 100, y: 400), time: 0.2)
    _ = session.endDrag(velocity: 0, time: 0.3)
    #expect(session.state(.top) == .refreshing)
    #expect(await signals.next() == "wake")
    let effects = session.advance(to: 0.4)
    #expect(session.state(.top) == .finishing)
    #expect(ended(effects) == [.failure(message: "boom")])
    #expect(session.context(for: .top, time: 0.5)?.outcome == .failure(message: "boom"))
  }

  @Test func workReportsNoMoreData() async throws {
    let signals = Signals()
    let session = try session(.perform { .noMoreData }, wake: { signals.send("wake") })
    _ = session.beginRefreshing(.top, time: 0)
    #expect(await signals.next() == "wake")
    #expect(ended(session.advance(to: 0.1)) == [.noMoreData])
  }

  @Test func hangingWorkIsCancelledByEndRefreshing() async throws {
    let signals = Signals()
    let session = try session(
      .run {
        signals.send("started")
        do {
          try await Task.sleep(for: .seconds(3600))
          signals.send("woke up")
        } catch is CancellationError {
          signals.send("cancelled")
          throw CancellationError()
        }
      })
    _ = session.beginRefreshing(.top, time: 0)
    #expect(await signals.next() == "started")
    let effects = session.endRefreshing(.top, outcome: .success, time: 1)
    #expect(effects.contains(.actionCancelled(.top, trigger: 1)))
    #expect(ended(effects) == [.success])  // the outcome code chose, not the cancellation's
    #expect(await signals.next() == "cancelled")
    #expect(session.state(.top) == .finishing)
    try await Task.sleep(for: .milliseconds(20))
    #expect(ended(session.advance(to: 2)).isEmpty)  // its late CancellationError is ignored
    #expect(session.state(.top) == .idle)
    #expect(session.runningActionCount == 0)
  }

  @Test func hangingWorkIsCancelledWhenTheSessionGoesAway() async throws {
    let signals = Signals()
    var session: RefreshSession? = try session(
      .run {
        signals.send("started")
        do {
          try await Task.sleep(for: .seconds(3600))
        } catch {
          signals.send("cancelled")
        }
      })
    _ = session?.beginRefreshing(.top, time: 0)
    #expect(await signals.next() == "started")
    session = nil
    #expect(await signals.next() == "cancelled")
  }

  @Test func exactlyOneActionPerTrigger() async throws {
    let signals = Signals()
    let session = try session(.run { signals.send("ran") }, wake: { signals.send("wake") })
    var t = 0.0
    for _ in 0..<5 {
      _ = session.beginRefreshing(.top, time: t)
      _ = session.beginRefreshing(.top, time: t + 0.01)  // ignored: already refreshing
      #expect(await signals.next() == "ran")
      #expect(await signals.next() == "wake")
      _ = session.advance(to: t + 0.1)
      _ = session.advance(to: t + 1)
      #expect(session.state(.top) == .idle)
      t += 1
    }
    #expect(session.engine.controls[0].machine.triggerCount == 5)
    try await Task.sleep(for: .milliseconds(20))
    signals.continuation.finish()
    var extra: [String] = []
    for await signal in signals.stream { extra.append(signal) }
    #expect(extra.isEmpty)
  }

  @Test func manualWorkIsReportedByTheHost() throws {
    let session = try session(.manual)
    let begin = session.beginRefreshing(.top, time: 0)
    #expect(begin.contains(.actionStarted(.top, RefreshTrigger(id: 1, cause: .programmatic))))
    #expect(session.runningActionCount == 0)  // the host runs it
    #expect(session.finishRefresh(.top, trigger: 7, time: 0.1).isEmpty)  // stale
    #expect(
      ended(session.finishRefresh(.top, trigger: 1, outcome: .noMoreData, time: 0.2)) == [
        .noMoreData
      ])
    #expect(session.finishRefresh(.top, trigger: 1, time: 0.3).isEmpty)  // once
  }

  @Test func earlierTimesCountAsTheLatestAndLoseNothing() async throws {
    let signals = Signals()
    let session = try session(.run {}, wake: { signals.send("wake") })
    _ = session.beginRefreshing(.top, time: 1)
    #expect(await signals.next() == "wake")
    _ = session.advance(to: 0.5)  // taken as 1: the finished work ends the refresh at 1
    #expect(session.state(.top) == .finishing)
    #expect(session.time == 1)
    _ = session.advance(to: .nan)
    #expect(session.time == 1)
  }
}
