import Swell
import Testing

/// Scrolling from code (`scroll(to:animated:time:)`): what a host's "scroll to top", Page Down
/// and keyboard focus following use.
@Suite struct ScrollFromCodeTests {
  func session() throws -> RefreshSession {
    try RefreshSession(
      controls: [.init(.top, style: WaveStyle(), action: .manual)],
      geometry: ScrollMetrics(viewportHeight: 600, contentHeight: 3000, userInsetTop: 20),
      width: 375, startTime: 0)
  }

  @Test func withoutAnimationTheOffsetIsThereAtOnce() throws {
    let session = try session()
    _ = session.scroll(to: 1200, animated: false, time: 1)
    #expect(session.contentOffset(time: 1) == 1200)
    #expect(session.nextUpdate(after: 1) == nil, "nothing moves afterwards")
  }

  @Test func targetsClampIntoTheBounds() throws {
    let session = try session()
    _ = session.scroll(to: 10_000, animated: false, time: 1)
    #expect(session.contentOffset(time: 1) == 3000 - 600)
    _ = session.scroll(to: -500, animated: false, time: 2)
    #expect(session.contentOffset(time: 2) == -20, "the top is the user's inset above zero")
    #expect(session.state(.top) == .idle, "scrolling to the top from code never pulls")
  }

  @Test func animatedScrollsMoveMonotonicallyAndArrive() throws {
    let session = try session()
    _ = session.scroll(to: 900, animated: true, time: 1)
    var previous = session.contentOffset(time: 1)
    #expect(previous == -20, "an animated scroll starts where the content is")
    var t = 1.0
    while t < 3 {
      t += 1.0 / 120
      let offset = session.contentOffset(time: t)
      // The bounce spring is critically damped: it approaches without passing the target.
      #expect(offset >= previous - 1e-9 && offset <= 900 + 1e-6)
      previous = offset
    }
    #expect(abs(session.contentOffset(time: 3) - 900) < 1e-6)
    let halfway = session.contentOffset(time: 1.15)
    #expect(halfway > 200 && halfway < 900, "it takes time: \(halfway) at 0.15 s")
  }

  @Test func aScrollToTheEndFollowsTheEndWhenRowsArriveOnTheWay() throws {
    let session = try session()
    _ = session.scroll(to: 2400, animated: true, time: 1)
    _ = session.resize(width: 375, viewportHeight: 600, contentHeight: 3600, time: 1.1)
    _ = session.advance(to: 4)
    // Aimed at the end (2400 then), it arrives at the end that is there now, as a bounce
    // does: "scroll to the bottom" of a chat shows the newest rows.
    #expect(abs(session.contentOffset(time: 4) - 3000) < 1e-6)
  }

  @Test func aTargetInsideKeepsItsPlaceWhenTheContentShrinks() throws {
    let session = try session()
    _ = session.scroll(to: 2000, animated: true, time: 1)
    _ = session.resize(width: 375, viewportHeight: 600, contentHeight: 2200, time: 1.05)
    _ = session.advance(to: 4)
    #expect(abs(session.contentOffset(time: 4) - 1600) < 1e-6, "clamped to the new end")
  }

  @Test func aFingerDownWinsAndNonFiniteTargetsAreIgnored() throws {
    let session = try session()
    _ = session.beginDrag(at: SwellPoint(x: 100, y: 300), time: 1)
    _ = session.scroll(to: 1000, animated: false, time: 1.1)
    #expect(session.contentOffset(time: 1.1) == -20)
    _ = session.endDrag(velocity: 0, time: 1.2)
    _ = session.scroll(to: .nan, animated: true, time: 1.3)
    _ = session.scroll(to: .infinity, animated: false, time: 1.4)
    #expect(session.contentOffset(time: 1.4) == -20)
  }
}
