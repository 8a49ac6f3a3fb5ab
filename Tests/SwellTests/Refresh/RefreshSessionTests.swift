import Testing

@testable import Swell

/// The session as hosts see it: contexts, edges, the observed mode, arming, bad input.
@Suite struct RefreshSessionTests {
  let userTop = 47.0

  func simulated(_ style: TestRefreshStyle = TestRefreshStyle(), edge: RefreshEdge = .top)
    throws -> RefreshSession
  {
    // Pulled at either edge (a footer pulled up).
    try RefreshSession(
      controls: [.init(edge, style: style, configuration: RefreshConfiguration(), action: .manual)],
      geometry: ScrollMetrics(viewportHeight: 600, contentHeight: 2000, userInsetTop: userTop),
      startTime: 10)
  }

  @Test func contextCarriesTheMoment() throws {
    let session = try simulated()
    _ = session.beginDrag(at: SwellPoint(x: 30, y: 150), time: 10.5)
    // A finger that moves far enough to pull 50 pt through the rubber band.
    let y = try #require(session.fingerY(showingPull: 50, at: .top, time: 10.6))
    _ = session.drag(to: SwellPoint(x: 30, y: y), time: 10.6)
    let pulling = try #require(session.context(for: .top, time: 10.7))
    guard case .pulling(let progress) = pulling.state else {
      Issue.record("not pulling: \(pulling.state)")
      return
    }
    expectClose(progress, 50.0 / 80)
    expectClose(pulling.pullDistance, 50)
    expectClose(pulling.progress, 50.0 / 80)
    expectClose(pulling.timeInState, 0.1)
    expectClose(pulling.time, 0.7)
    #expect(pulling.timeSinceRelease == nil)
    expectClose(try #require(pulling.timeSinceTouchDown), 0.2)
    // The header's top is 120 pt above the content's top edge, at viewport y = 47 + 50.
    let finger = try #require(pulling.fingerLocation)
    expectClose(finger.x, 30)
    expectClose(finger.y, y - (userTop + 50) + 120)
    #expect(pulling.size == SwellSize(width: 375, height: 120))
    #expect(pulling.edge == .top)
    session.reduceMotion = true
    _ = session.endDrag(velocity: 300, time: 11)
    let released = try #require(session.context(for: .top, time: 11.25))
    expectClose(try #require(released.timeSinceRelease), 0.25)
    #expect(released.releaseVelocity > 0)  // pulling further: positive
    #expect(released.fingerLocation == nil)
    #expect(released.reduceMotion)
    #expect(session.context(for: .bottom, time: 11) == nil)
  }

  /// A footer is the same machine at the other edge: pulled up past the end of the content.
  @Test func theBottomEdgePullsUpPastTheEnd() throws {
    let session = try simulated(edge: .bottom)
    let end = session.geometry.endOffset  // 2000 − 600
    #expect(end == 1400)
    _ = session.scroll(by: 5000, time: 10)  // the wheel stops at the end
    #expect(session.contentOffset(time: 10) == end)
    #expect(session.pullDistance(.bottom, time: 10) == 0)
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 500), time: 10.1)
    var effects: [RefreshSession.Effect] = []
    let y = try #require(session.fingerY(showingPull: 100, at: .bottom, time: 10.2))
    #expect(y < 500)  // the finger moves up
    effects += session.drag(to: SwellPoint(x: 100, y: y), time: 10.2)
    expectClose(session.pullDistance(.bottom, time: 10.2), 100)
    #expect(effects.contains(.armed(.bottom)))
    effects += session.endDrag(velocity: 0, time: 10.3)
    #expect(effects.contains(.actionStarted(.bottom, RefreshTrigger(id: 1, cause: .release))))
    // The footer's inset holds the content 60 pt past its end while loading.
    _ = session.advance(to: 12)
    expectClose(session.contentOffset(time: 12), end + 60)
    expectClose(session.pullDistance(.bottom, time: 12), 60)
    _ = session.finishRefresh(.bottom, trigger: 1, time: 12)
    _ = session.advance(to: 14)
    #expect(session.contentOffset(time: 14) == end)
    #expect(session.state(.bottom) == .idle)
  }

  /// A host that owns its scroll view reports offsets and applies the inset effects.
  @Test func anObservedScrollViewGetsInsetEffects() throws {
    let session = try RefreshSession(
      controls: [.init(.top, style: TestRefreshStyle(), action: .manual)], scrolling: .observed,
      geometry: ScrollMetrics(viewportHeight: 600, contentHeight: 2000, userInsetTop: userTop))
    var effects = session.beginDrag(at: SwellPoint(x: 10, y: 10), time: 0)
    effects += session.observe(contentOffset: -userTop - 40, time: 0.1)
    #expect(session.state(.top) == .pulling(progress: 0.5))
    effects += session.observe(contentOffset: -userTop - 90, time: 0.2)
    effects += session.observe(contentOffset: .nan, time: 0.25)  // ignored
    #expect(session.pullDistance(.top, time: 0.25) == 90)
    effects += session.endDrag(velocity: 0, time: 0.3)
    #expect(
      effects.contains(
        .refreshInsetChanged(.top, inset: 60, transition: .timingCurve(.easeOut, duration: 0.25))))
    #expect(session.refreshInset(.top, time: 0.3) == 60)
    _ = session.scroll(by: 100, time: 0.4)  // the host's own business: ignored
    #expect(session.contentOffset(time: 0.4) == -userTop - 90)
    #expect(session.nextUpdate(after: 0.4) == 0.4)  // refreshing: draw every frame
  }

  @Test func armingIsReportedOncePerCrossing() throws {
    let session = try simulated()
    var effects = session.beginDrag(at: SwellPoint(x: 100, y: 100), time: 0)
    var t = 0.0
    // Wobble around the trigger distance: up, down, up.
    for pull in [70.0, 85, 90, 75, 70, 95, 100] {
      t += 0.05
      let y = try #require(session.fingerY(showingPull: pull, at: .top, time: t))
      effects += session.drag(to: SwellPoint(x: 100, y: y), time: t)
    }
    let arming = effects.filter { $0 == .armed(.top) || $0 == .disarmed(.top) }
    #expect(arming == [.armed(.top), .disarmed(.top), .armed(.top)])
  }

  /// A failure's finish holds the header in view; the user pulls again to retry before it has
  /// gone. The content rested under the header (below the trigger) in between, so this pull
  /// is a new one: it arms once the finish is over, and its release refreshes again.
  @Test func pullingAgainDuringTheFinishArms() throws {
    let session = try simulated()
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 100), time: 10)
    let y = try #require(session.fingerY(showingPull: 100, at: .top, time: 10.1))
    _ = session.drag(to: SwellPoint(x: 100, y: y), time: 10.1)
    _ = session.endDrag(velocity: 0, time: 10.1)
    _ = session.advance(to: 11)  // resting under the header: 60 pt, under the trigger
    #expect(session.pullDistance(.top, time: 11) < 80)
    _ = session.finishRefresh(.top, trigger: 1, outcome: .failure(message: "offline"), time: 11)
    #expect(session.state(.top) == .finishing)
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 100), time: 11.05)
    let again = try #require(session.fingerY(showingPull: 120, at: .top, time: 11.1))
    _ = session.drag(to: SwellPoint(x: 100, y: again), time: 11.1)
    _ = session.advance(to: 14)
    #expect(session.state(.top) == .armed)
    let started = session.endDrag(velocity: 0, time: 14.1).filter {
      if case .actionStarted(.top, _) = $0 { return true }
      return false
    }
    #expect(started.count == 1)
  }

  @Test func badControlsAreRefusedNamingWhatIsWrong() throws {
    var style = TestRefreshStyle()
    style.triggerDistance = 0
    #expect(throws: SwellError.self) {
      try RefreshSession(controls: [.init(.top, style: style, action: .manual)])
    }
    #expect(throws: SwellError.self) {
      try RefreshSession(controls: [
        .init(.top, style: TestRefreshStyle(), action: .manual),
        .init(.top, style: TestRefreshStyle(), action: .manual),
      ])
    }
    #expect(throws: SwellError.self) {
      try RefreshSession(
        controls: [.init(.top, style: TestRefreshStyle(), action: .manual)],
        geometry: ScrollMetrics(viewportHeight: 0, contentHeight: 10))
    }
  }

  @Test func nonFiniteInputIsIgnored() throws {
    let session = try simulated()
    #expect(session.beginDrag(at: SwellPoint(x: .nan, y: 1), time: 10.1).isEmpty)
    #expect(!session.isDragging)
    _ = session.resize(width: .infinity, viewportHeight: -3, contentHeight: .nan, time: 10.2)
    #expect(session.geometry.viewportHeight == 600)
    _ = session.setUserInsets(top: .nan, bottom: -1, time: 10.3)
    #expect(session.geometry.userInsetTop == userTop)
    _ = session.advance(to: .infinity)
    #expect(session.time == 10.3)
  }
}
