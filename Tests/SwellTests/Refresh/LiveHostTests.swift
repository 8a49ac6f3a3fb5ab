import Testing

@testable import Swell

/// How a live view (the GTK widget) drives a session: pointer events and frame ticks with the
/// frame clock's time, nothing else. The same as a script, frame by frame.
@Suite struct LiveHostTests {
  @Test func aHostLoopAtSixtyHertz() throws {
    let style = TestRefreshStyle()
    let userTop = 91.0
    let session = try RefreshSession(
      controls: [.init(.top, style: style, action: .manual)],
      geometry: ScrollMetrics(
        viewportHeight: 667, contentHeight: 2000, userInsetTop: userTop, userInsetBottom: 34))
    var states: [String] = ["idle"]
    var started: [RefreshTrigger] = []
    func host(_ effects: [RefreshSession.Effect]) {
      for effect in effects {
        if case .stateChanged(_, _, let to) = effect { states.append(to.name) }
        if case .actionStarted(_, let trigger) = effect { started.append(trigger) }
      }
    }

    var frame = 0
    var t: Double { Double(frame) / 60 }
    host(session.beginDrag(at: SwellPoint(x: 180, y: 200), time: t))
    while frame < 36 {  // the finger moves 8 pt a frame
      frame += 1
      host(session.drag(to: SwellPoint(x: 180, y: 200 + 8 * Double(frame)), time: t))
      host(session.advance(to: t))
      #expect(session.context(for: .top, time: t)?.fingerLocation != nil)
      #expect(session.nextUpdate(after: t) == t)  // a finger is down: every frame
    }
    host(session.endDrag(velocity: 0, time: t))
    #expect(session.state(.top) == .refreshing)
    let refreshStarted = t
    while frame < 300 {
      frame += 1
      if t >= refreshStarted + 1.5, let trigger = started.first {
        host(session.finishRefresh(.top, trigger: trigger.id, time: t))
        started.removeAll()
      }
      host(session.advance(to: t))
    }
    #expect(states == ["idle", "pulling", "armed", "refreshing", "finishing", "idle"])
    #expect(session.refreshInset(.top, time: t) == 0)
    #expect(session.contentOffset(time: t) == -userTop)
    #expect(session.nextUpdate(after: t) == nil)  // at rest: no more frames
  }
}
