import Testing

@testable import Swell

/// A touch that interrupts a motion (grabbing the elastic curtain mid-swing, a 100 pt one
/// whose swing is wide) continues from
/// what was drawn: the simulation records the style's handoff at each touch-down and release.
@Suite struct TouchHandoffTests {
  static let releaseTime = 0.4
  static let grabTime = 0.46

  /// Pull, release, and grab again 0.06 s into the swing, near its widest.
  static let grabMidSwing = Interaction(uncheckedSteps: [
    .pull(to: .triggerMultiple(0.8), duration: 0.4, curve: .easeOut),
    .release(velocity: 0),
    .hold(duration: 0.06),
    .grab(at: nil),
    .pull(to: .points(40), duration: 0.3, curve: .easeInEaseOut),
    .release(velocity: 0),
  ])

  /// The curtain's control point in the viewport (the quad curve's control, with the header
  /// placed above the content as a host places it).
  static func controlPoint(
    _ style: ElasticStyle, _ frame: SimulationFrame, handoff: AnyTouchHandoff?
  )
    -> SwellPoint?
  {
    var context = frame.context
    if let handoff { context.touchHandoff = handoff }
    let scene = style.scene(in: context)
    for layer in scene.layers {
      for element in layer.path.elements {
        if case .quadCurve(_, let control) = element {
          let header = layer.transform.apply(to: control)
          return SwellPoint(x: header.x, y: header.y - frame.contentOffset - scene.size.height)
        }
      }
    }
    return nil
  }

  /// How far the drawn control point moves across an instant (±1 µs): a jump, not motion.
  static func jump(
    at time: Double, replacingHandoffWith handoff: AnyTouchHandoff? = nil,
    style: ElasticStyle = ElasticStyleTests.straight
  ) throws -> Double {
    let simulation = try Simulation(style: style, interaction: grabMidSwing)
    let before = try #require(
      controlPoint(style, try simulation.frame(time: time - 1e-6), handoff: nil))
    let after = try #require(
      controlPoint(style, try simulation.frame(time: time + 1e-6), handoff: handoff))
    return before.distance(to: after)
  }

  @Test func releaseAndGrabDoNotJump() throws {
    #expect(try Self.jump(at: Self.releaseTime) < 0.01)
    #expect(try Self.jump(at: Self.grabTime) < 0.01)
  }

  /// Swell's default curtain too (curved from the first point of pull, resting curved 50 pt
  /// down): its release spring starts at the speed the curve was moving, and a grab mid-swing
  /// takes over from where it was drawn.
  @Test func theDefaultCurtainNeitherJumps() throws {
    let style = ElasticStyle()
    #expect(try Self.jump(at: Self.releaseTime, style: style) < 0.01)
    #expect(try Self.jump(at: Self.grabTime, style: style) < 0.01)
    // And it does swing: the grab catches it moving.
    let simulation = try Simulation(style: style, interaction: Self.grabMidSwing)
    let a = try #require(
      Self.controlPoint(style, try simulation.frame(time: Self.grabTime - 0.02), handoff: nil))
    let b = try #require(
      Self.controlPoint(style, try simulation.frame(time: Self.grabTime - 1e-6), handoff: nil))
    #expect(a.distance(to: b) > 0.05)
  }

  /// The oracle can fail: had the engine not recorded the grab's handoff (the context still
  /// carrying the release's), the curtain would jump by the swing's offset at the grab.
  @Test func withoutTheGrabsHandoffTheCurtainJumps() throws {
    let simulation = try Simulation(
      style: ElasticStyleTests.straight, interaction: Self.grabMidSwing)
    let releaseHandoff = try simulation.frame(time: Self.grabTime - 0.01).context.touchHandoff
    #expect(try Self.jump(at: Self.grabTime, replacingHandoffWith: releaseHandoff) > 1)
  }

  @Test func contextKnowsTheTouchDownTime() throws {
    let simulation = try Simulation(
      style: ElasticStyleTests.straight, interaction: Self.grabMidSwing)
    let beforeGrab = try simulation.frame(time: 0.44)
    let afterGrab = try simulation.frame(time: 0.54)
    #expect(beforeGrab.context.timeSinceTouchDown == nil)
    let since = try #require(afterGrab.context.timeSinceTouchDown)
    #expect(abs(since - 0.08) < 1e-9)
    #expect(afterGrab.context.touchHandoff(as: SwellPoint.self) != nil)
  }
}
