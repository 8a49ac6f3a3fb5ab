import Testing

@testable import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct ScrollPhysicsTests {
  let userTop = 91.0  // status bar + navigation bar

  func makePhysics(viewport: Double = 800, content: Double = 5000) throws -> ScrollPhysics {
    try ScrollPhysics(
      viewportHeight: viewport, contentHeight: content, userInsetTop: userTop,
      userInsetBottom: 34)
  }

  /// UIScrollView's deceleration, integrated by hand: x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r).
  func decay(_ x0: Double, _ v0: Double, _ t: Double, rate: Double = 0.998) -> Double {
    let k = 1000 * log(rate)
    return x0 + v0 * (exp(k * t) - 1) / k
  }

  /// A critically damped spring toward `edge` (ω = 2π / 0.4 s), in closed form.
  func criticallyDamped(from x0: Double, to edge: Double, velocity v0: Double, _ t: Double)
    -> Double
  {
    let omega = 2 * Double.pi / 0.4
    let d = x0 - edge
    return edge + (d + (v0 + omega * d) * t) * exp(-omega * t)
  }

  /// The example in `ScrollPhysics`'s documentation.
  @Test func theDocumentedDragExample() throws {
    var physics = try ScrollPhysics(viewportHeight: 667, contentHeight: 2000)
    physics.beginDrag(at: SwellPoint(x: 180, y: 200), time: 0)
    physics.drag(to: SwellPoint(x: 180, y: 400), time: 0.3)
    expectClose(physics.contentOffset(time: 0.3), -(1 - 1 / (200 * 0.55 / 667 + 1)) * 667)
    expectClose(physics.contentOffset(time: 0.3), -94.43, tolerance: 0.005)
  }
  @Test func restsAtTheTopUnderTheUserInset() throws {
    let physics = try makePhysics()
    #expect(physics.contentOffset(time: 0) == -userTop)
    #expect(physics.contentInsetTop(time: 5) == userTop)
    #expect(!physics.isDragging)
  }

  @Test func dragPastTheTopFollowsTheRubberBand() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 200), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 300), time: 0.1)
    expectClose(physics.contentOffset(time: 0.1), -userTop - 51.462, tolerance: 5e-4)
    physics.drag(to: SwellPoint(x: 100, y: 600), time: 0.2)
    expectClose(physics.contentOffset(time: 0.2), -userTop - 172.549, tolerance: 5e-4)
    // Inside the bounds the content follows the finger one to one.
    physics.drag(to: SwellPoint(x: 100, y: 50), time: 0.3)
    expectClose(physics.contentOffset(time: 0.3), -userTop + 150)
  }

  @Test func scriptedDragIsAClosedFormOfTime() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 200), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 600), over: 1, curve: .linear, time: 0)
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      let travel = 400 * t
      let expected = -userTop - (1 - 1 / (travel * 0.55 / 800 + 1)) * 800
      expectClose(physics.contentOffset(time: t), expected, tolerance: 1e-9)
      expectClose(physics.fingerLocation(time: t)?.y ?? .nan, 200 + travel)
    }
  }

  @Test func releaseInsideTheBoundsDecelerates() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 700), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 200), time: 0.5)  // scrolled 500 pt into the list
    let x0 = -userTop + 500
    expectClose(physics.contentOffset(time: 0.5), x0)
    physics.endDrag(velocity: -1200, time: 0.5)  // finger flicks up: offset grows
    for dt in [0.0, 0.05, 0.2, 0.7, 1.5, 3] {
      expectClose(physics.contentOffset(time: 0.5 + dt), decay(x0, 1200, dt), tolerance: 1e-9)
      expectClose(physics.velocity(time: 0.5 + dt), 1200 * pow(0.998, 1000 * dt), tolerance: 1e-6)
    }
    // An independent numeric solution: the trapezoid rule on v(t) = v0·0.998^(1000t).
    var x = x0
    let h = 1e-5
    var t = 0.0
    while t < 0.8 - h / 2 {
      x += h * (1200 * pow(0.998, 1000 * t) + 1200 * pow(0.998, 1000 * (t + h))) / 2
      t += h
    }
    expectClose(physics.contentOffset(time: 1.3), x, tolerance: 1e-6)
  }

  /// A glide stops where it slows under 1 pt/s, the time hosts stop drawing it: the content
  /// does not creep on by the last half point the decay would add, which the next picture
  /// (drawn at the next touch) would show as a jump. Oracle: the closed form at that time.
  @Test func aGlideStopsWhereItsFramesStop() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 700), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 200), time: 0.5)
    let x0 = -userTop + 500
    physics.endDrag(velocity: -1200, time: 0.5)
    let rest = try #require(physics.restTime)
    expectClose(rest, 0.5 + log(1.0 / 1200) / (1000 * log(0.998)), tolerance: 1e-9)
    expectClose(physics.contentOffset(time: rest), decay(x0, 1200, rest - 0.5), tolerance: 1e-9)
    #expect(physics.contentOffset(time: rest + 60) == physics.contentOffset(time: rest))
    #expect(physics.velocity(time: rest + 1) == 0)
  }

  @Test func decayPastTheTopSpringsBack() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 400), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 300), time: 0.1)  // 100 pt into the list
    let x0 = -userTop + 100
    physics.endDrag(velocity: 2500, time: 0.1)  // flick down, toward the top
    let edge = -userTop
    // The deceleration reaches the edge at tc: solve x0 − 2500·(1 − r^(1000 t))/(−k) = edge.
    let k = 1000 * log(0.998)
    let tc = log(1 + k * (edge - x0) / -2500) / k
    #expect(tc > 0 && tc < 0.1)
    for dt in [0.0, tc / 3, tc * 0.9] {
      expectClose(physics.contentOffset(time: 0.1 + dt), decay(x0, -2500, dt), tolerance: 1e-9)
    }
    expectClose(physics.contentOffset(time: 0.1 + tc), edge, tolerance: 1e-6)
    // Past the edge: a critically damped spring from the edge with the velocity it arrived at.
    let vc = -2500 * exp(k * tc)
    var deepest = edge
    let rest = try #require(physics.restTime)
    for step in 1...200 {
      let t = 0.1 + tc + Double(step) * 0.005
      let expected = criticallyDamped(from: edge, to: edge, velocity: vc, t - 0.1 - tc)
      // Until it settles within 0.001 pt, then exactly at the edge.
      expectClose(physics.contentOffset(time: t), expected, tolerance: t < rest ? 1e-6 : 1e-3)
      deepest = min(deepest, physics.contentOffset(time: t))
    }
    #expect(deepest < edge - 20)  // it did overshoot
    #expect(physics.contentOffset(time: rest) == edge)
    #expect(physics.contentOffset(time: rest + 10) == edge)
  }

  @Test func releasePastTheTopSpringsBackCriticallyDamped() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 200), time: 1)
    physics.drag(to: SwellPoint(x: 100, y: 400), time: 1.2)
    let x0 = physics.contentOffset(time: 1.2)
    physics.endDrag(velocity: 0, time: 1.2)
    for dt in [0.0, 0.05, 0.1, 0.3, 0.6] {
      expectClose(
        physics.contentOffset(time: 1.2 + dt),
        criticallyDamped(from: x0, to: -userTop, velocity: 0, dt), tolerance: 1e-6)
    }
    // A release velocity past the edge is scaled by the rubber band's slope.
    var flung = try makePhysics()
    flung.beginDrag(at: SwellPoint(x: 100, y: 200), time: 0)
    flung.drag(to: SwellPoint(x: 100, y: 400), time: 0.2)
    flung.endDrag(velocity: 1000, time: 0.2)
    let slope = 0.55 / pow(200 * 0.55 / 800 + 1, 2)
    expectClose(flung.velocity(time: 0.2), -1000 * slope, tolerance: 1e-6)
  }

  @Test func bottomEdgeBouncesToo() throws {
    var physics = try makePhysics(viewport: 800, content: 1000)
    let bottom = 1000 + 34 - 800.0
    #expect(physics.maximumOffset == bottom)
    physics.beginDrag(at: SwellPoint(x: 100, y: 700), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 700 - (bottom + userTop) - 100), time: 0.1)
    expectClose(physics.contentOffset(time: 0.1), bottom + 51.462, tolerance: 5e-4)
    physics.endDrag(velocity: 0, time: 0.1)
    let rest = try #require(physics.restTime)
    #expect(physics.contentOffset(time: rest) == bottom)
  }

  @Test func contentAtTheTopFollowsTheRefreshInset() throws {
    var physics = try makePhysics()
    physics.setRefreshInset(
      60, at: .top, transition: .timingCurve(.linear, duration: 0.4), time: 1)
    for t in stride(from: 1.0, through: 1.4, by: 0.05) {
      let inset = 60 * (t - 1) / 0.4
      expectClose(physics.contentInsetTop(time: t), userTop + inset, tolerance: 1e-6)
      expectClose(physics.contentOffset(time: t), -userTop - inset, tolerance: 1e-6)
    }
    // Shrinking at the end of a refresh: the content goes up smoothly, no jump.
    physics.setRefreshInset(
      0, at: .top, transition: .timingCurve(.easeInEaseOut, duration: 0.4), time: 3)
    var previous = physics.contentOffset(time: 3)
    #expect(previous == -userTop - 60)
    for step in 1...500 {
      let offset = physics.contentOffset(time: 3 + Double(step) * 0.001)
      #expect(abs(offset - previous) < 0.5)  // ≤ 60 pt · slope 1.5 / 400 ms per ms, with margin
      previous = offset
    }
    #expect(physics.contentInsetTop(time: 3.4) == userTop)
    #expect(physics.contentOffset(time: 3.4) == -userTop)
  }

  @Test func aGrowingInsetDoesNotMoveContentPulledPastIt() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 200), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 500), time: 0.2)
    let before = physics.contentOffset(time: 0.3)
    physics.setRefreshInset(
      60, at: .top, transition: .timingCurve(.easeOut, duration: 0.25), time: 0.3)
    #expect(physics.contentOffset(time: 0.3) == before)
    #expect(physics.contentOffset(time: 0.5) == before)  // the finger did not move
    // Released, it springs to the new top, the header in view.
    physics.endDrag(velocity: 0, time: 0.6)
    #expect(physics.contentOffset(time: 0.6) == before)
    let rest = try #require(physics.restTime)
    #expect(physics.contentOffset(time: rest) == -userTop - 60)
    // The inset changing while it springs back does not move it either.
    var bouncing = physics
    let mid = physics.contentOffset(time: 0.7)
    bouncing.setRefreshInset(0, at: .top, transition: .immediate, time: 0.7)
    #expect(bouncing.contentOffset(time: 0.7) == mid)
    #expect(bouncing.contentOffset(time: try #require(bouncing.restTime)) == -userTop)
  }

  /// The footer's inset at the end of the content: content resting there follows it, as the
  /// top follows the header's; rows added below leave the content where it is.
  @Test func contentAtTheEndFollowsTheBottomInset() throws {
    var physics = try makePhysics()
    physics.scroll(by: 10_000, time: 0)
    let end = physics.maximumOffset
    #expect(physics.contentOffset(time: 0) == end)
    #expect(physics.pullDistance(.bottom, time: 0) == 0)
    physics.setRefreshInset(50, at: .bottom, transition: .immediate, time: 0.1)
    #expect(physics.maximumOffset == end + 50)
    #expect(physics.contentOffset(time: 0.1) == end + 50)  // the footer shows
    expectClose(physics.pullDistance(.bottom, time: 0.1), 50)
    physics.setRefreshInset(
      0, at: .bottom, transition: .timingCurve(.linear, duration: 0.4), time: 1)
    expectClose(physics.contentOffset(time: 1.2), end + 25, tolerance: 1e-9)
    #expect(physics.contentOffset(time: 1.4) == end)
    #expect(physics.contentInsetBottom(time: 1.4) == physics.userInsetBottom)
    // Rows added while the footer shows: the content stays, the new rows come into view.
    physics.setRefreshInset(50, at: .bottom, transition: .immediate, time: 2)
    physics.setContentHeight(physics.contentHeight + 300, time: 2.1)
    #expect(physics.contentOffset(time: 2.1) == end + 50)
    physics.setRefreshInset(0, at: .bottom, transition: .immediate, time: 2.2)
    #expect(physics.contentOffset(time: 3) == end + 50)
  }

  @Test func springInsetTransitionEndsExactly() throws {
    var physics = try makePhysics()
    physics.setRefreshInset(60, at: .top, transition: .spring(.criticallyDamped), time: 0)
    physics.setRefreshInset(0, at: .top, transition: .spring(.criticallyDamped), time: 0.1)
    let rest = try #require(physics.restTime)
    #expect(physics.contentInsetTop(time: rest) == userTop)
    #expect(physics.contentOffset(time: rest) == -userTop)
  }

  @Test func grabbingStopsTheMotion() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 200), time: 0)
    physics.drag(to: SwellPoint(x: 100, y: 500), time: 0.1)
    physics.endDrag(velocity: 0, time: 0.1)
    let at = physics.contentOffset(time: 0.2)
    physics.beginDrag(at: SwellPoint(x: 10, y: 300), time: 0.2)
    #expect(physics.contentOffset(time: 0.2) == at)
    #expect(physics.contentOffset(time: 1) == at)
    #expect(physics.fingerLocation(time: 1) == SwellPoint(x: 10, y: 300))
  }

  @Test func badInputIsIgnoredAndEarlierTimesCountAsTheLatest() throws {
    var physics = try makePhysics()
    physics.beginDrag(at: SwellPoint(x: 100, y: 200), time: 1)
    // A time before the latest event's is the latest: the drag happens at 1 s.
    physics.drag(to: SwellPoint(x: 100, y: 260), time: 0.5)
    #expect(physics.time == 1)
    #expect(physics.fingerLocation(time: 1) == SwellPoint(x: 100, y: 260))
    physics.drag(to: SwellPoint(x: 100, y: 200), time: .nan)
    #expect(physics.time == 1)
    physics.drag(to: SwellPoint(x: .nan, y: 400), time: 1.1)
    physics.drag(to: SwellPoint(x: 100, y: .infinity), time: 1.2)
    #expect(physics.contentOffset(time: 1.2) == -userTop)
    physics.endDrag(velocity: .nan, time: 1.3)
    #expect(physics.velocity(time: 1.3) == 0)
    let before = physics
    physics.setRefreshInset(.nan, at: .top, transition: .immediate, time: 2)
    physics.setRefreshInset(-4, at: .top, transition: .immediate, time: 2)
    physics.setRefreshInset(10, at: .top, transition: .timingCurve(.linear, duration: -1), time: 2)
    physics.setUserInset(top: .infinity, bottom: 0, time: 2)
    physics.setContentHeight(-1, time: 2)
    physics.setViewportHeight(0, time: 2)
    // Nothing but the clock moved.
    #expect(
      physics.inset(.top) == before.inset(.top) && physics.userInsetTop == before.userInsetTop)
    #expect(physics.contentHeight == before.contentHeight)
    #expect(physics.viewportHeight == before.viewportHeight)
    #expect(physics.time == 2)
    #expect(throws: SwellError.self) { try ScrollPhysics(viewportHeight: 0, contentHeight: 10) }
  }

}
