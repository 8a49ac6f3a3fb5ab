import Swell
import Testing

/// The cases a hostile-input campaign found (issue 29), kept as regressions: each hung or left
/// a NaN for good before the session's door rules (`SessionInput`) and the bounded crossing
/// search.
@Suite struct HostileInputRegressionTests {
  /// About 1e-320, a subnormal (written as a literal it would warn of underflow).
  static let subnormal = Double.leastNonzeroMagnitude * 2024

  @Test func astronomicalTimesReturn() throws {
    let session = try RefreshSession(style: BounceStyle()) {}
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 100), time: 0)
    _ = session.drag(to: SwellPoint(x: 100, y: 400), time: 0.2)
    _ = session.endDrag(velocity: 3000, time: 0.2)
    // Before: the 1 ms scan could not move at 1e300 s and never returned.
    _ = session.advance(to: 1e300)
    _ = session.advance(to: .greatestFiniteMagnitude)
    #expect(session.contentOffset(time: session.time).isFinite)
  }

  @Test func aLongScriptedDragTakesBoundedWork() throws {
    let session = try RefreshSession(style: WaveStyle()) {}
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 100), time: 0)
    // 10⁵ s of scripted drag (72 s of scanning before): the search's grid is bounded.
    _ = session.drag(to: SwellPoint(x: 100, y: 400), over: 100_000, time: 0)
    _ = session.advance(to: 100_000)
    #expect(session.state(.top) == .armed)
  }

  @Test func aSubnormalViewportIsRefused() throws {
    #expect(throws: SwellError.self) {
      try RefreshSession(
        controls: [.init(.top, style: BounceStyle(), action: .manual)],
        geometry: ScrollMetrics(
          viewportHeight: Self.subnormal, contentHeight: 3496, userInsetTop: 45.7),
        width: 309.5, startTime: 7157.2167)
    }
  }

  @Test func theMinimisedNaNSequenceStaysFinite() throws {
    let session = try RefreshSession(
      controls: [.init(.top, style: BounceStyle(), action: .manual)],
      geometry: ScrollMetrics(viewportHeight: 600, contentHeight: 3496, userInsetTop: 45.7),
      width: 309.5, startTime: 7157.2167)
    _ = session.resize(
      width: 309.5, viewportHeight: Self.subnormal, contentHeight: 3496, time: 7157.22)
    _ = session.beginDrag(at: SwellPoint(x: 16.04, y: -1.0), time: 7157.2489)
    _ = session.setUserInsets(top: 0.5, bottom: 27.26, time: 7157.2874)
    _ = session.drag(to: SwellPoint(x: 46.21, y: 37.05), time: 7157.4308)
    #expect(session.contentOffset(time: session.time).isFinite)
    #expect(session.pullDistance(.top, time: session.time).isFinite)
    #expect(session.geometry.viewportHeight == 600, "the subnormal height was ignored")
  }

  @Test func aHugeContentHeightIsIgnored() throws {
    let session = try RefreshSession(style: WaveStyle()) {}
    _ = session.resize(
      width: 375, viewportHeight: 667, contentHeight: .greatestFiniteMagnitude, time: 1)
    #expect(session.pullDistance(.top, time: 1).isFinite)
    #expect(session.pullDistance(.bottom, time: 1).isFinite)
  }

  /// The campaign's footer that reloaded forever (bounce, 850 pt viewport, 915 pt of content,
  /// insets 89.7 / 87.9): content came to rest a rounding error short of the end, where the
  /// pull both re-armed the footer (below the threshold) and started it (within 1e-6 of it),
  /// so every end of a load started the next with nothing moving.
  @Test func anAutomaticFooterRestingAtItsThresholdLoadsOnce() throws {
    let session = try RefreshSession(
      controls: [
        .init(.bottom, style: BounceStyle(), configuration: .automaticLoading, action: .manual)
      ],
      scrolling: .observed,
      geometry: ScrollMetrics(
        viewportHeight: 850, contentHeight: 915, userInsetTop: 89.7, userInsetBottom: 87.9),
      width: 375, startTime: 0)
    _ = session.observe(contentOffset: 0, time: 0)
    let threshold = session.refreshInset(.bottom, time: 0)
    let resting = threshold - 5e-7 - session.pullDistance(.bottom, time: 0)
    var starts = 0
    func count(_ effects: [RefreshSession.Effect]) {
      for case .stateChanged(.bottom, _, .refreshing) in effects { starts += 1 }
    }
    count(session.observe(contentOffset: resting, time: 0.1))
    #expect(session.pullDistance(.bottom, time: 0.1) < threshold)
    #expect(starts == 1, "the footer starts when the end comes into view")
    var time = 0.1
    for _ in 0..<5 {
      time += 0.5
      count(session.endRefreshing(.bottom, outcome: .success, time: time))
      for _ in 0..<30 {
        time += 1.0 / 60
        count(session.observe(contentOffset: resting, time: time))
      }
    }
    #expect(starts == 1, "content that stays where a load ended starts no other")
  }
}
