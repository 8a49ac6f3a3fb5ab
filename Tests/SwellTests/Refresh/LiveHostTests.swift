import Testing

@testable import Swell

/// How a live view (the GTK widget) drives the engine: pointer events and frame ticks with the
/// frame clock's time, `ScrollPhysics` for the offset, a `RefreshController` for the state.
@Suite struct LiveHostTests {
  @Test func aHostLoopAtSixtyHertzBehavesLikeTheSimulation() throws {
    let style = TestRefreshStyle()
    let userTop = 91.0
    var physics = try ScrollPhysics(
      viewportHeight: 667, contentHeight: 2000, userInsetTop: userTop, userInsetBottom: 34)
    var pending: [RefreshCompletion] = []
    let controller = try RefreshController(
      style: style, userInsetTop: userTop, onRefresh: { pending.append($0) })
    var states: [String] = ["idle"]
    controller.onStateChange = { _, to in states.append(to.name) }
    var refreshStarted: Double?

    // One frame: observe the offset, apply inset requests, build the context.
    func tick(_ t: Double) throws -> RefreshContext {
      try physics.apply(
        controller.handle(.contentOffset(physics.contentOffset(at: t)), at: t), at: t)
      return controller.context(
        at: t, contentOffset: physics.contentOffset(at: t), finger: physics.fingerLocation(at: t),
        headerSize: Size(width: 375, height: style.headerHeight))
    }

    var frame = 0
    var t: Double { Double(frame) / 60 }
    try physics.beginDrag(at: Point(x: 180, y: 200), time: t)
    try physics.apply(controller.handle(.dragBegan, at: t), at: t)
    while frame < 36 {  // the finger moves 8 pt a frame
      frame += 1
      try physics.drag(to: Point(x: 180, y: 200 + 8 * Double(frame)), time: t)
      let context = try tick(t)
      #expect(context.fingerLocation != nil)
    }
    try physics.endDrag(velocity: 0, time: t)
    try physics.apply(
      controller.handle(.dragEnded(velocity: -physics.velocity(at: t)), at: t), at: t)
    #expect(controller.state == .refreshing)
    refreshStarted = t
    while frame < 300 {
      frame += 1
      if let start = refreshStarted, t >= start + 1.5, let completion = pending.first {
        completion.finish()
        pending.removeAll()
        refreshStarted = nil
      }
      _ = try tick(t)
    }
    #expect(states == ["idle", "pulling", "armed", "refreshing", "finishing", "idle"])
    #expect(physics.contentInsetTop(at: t) == userTop)
    #expect(physics.contentOffset(at: t) == -userTop)
  }

  @Test func theDocumentedDragExample() throws {
    var physics = try ScrollPhysics(viewportHeight: 667, contentHeight: 2000)
    try physics.beginDrag(at: Point(x: 180, y: 200), time: 0)
    try physics.drag(to: Point(x: 180, y: 400), time: 0.3)
    expectClose(physics.contentOffset(at: 0.3), -(1 - 1 / (200 * 0.55 / 667 + 1)) * 667)
    expectClose(physics.contentOffset(at: 0.3), -94.43, tolerance: 0.005)
  }
}
