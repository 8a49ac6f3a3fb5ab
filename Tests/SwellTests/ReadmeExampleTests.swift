import Swell
import Testing

/// README.md's example (checked word for word by `DocCodeTests`) and the core's other
/// entry points, kept compiling and true.
@Suite struct ReadmeExampleTests {
  @Test func coreExample() throws {
    // A spring like SwiftUI's, evaluated by seconds: no frame counting.
    let spring = try SwellSpring(duration: 0.5, bounce: 0.3)
    let y = spring.value(from: 120, to: 0, time: 0.25)  // where a header is after 0.25 s

    // An interruptible animation: retargeting keeps position and velocity.
    var ball = SpringAnimation(spring: spring, from: 0.0, to: 66.0)
    ball.retarget(to: 0, time: 0.1)

    // The bounce seed's overshoot curve, solved for x to 1e-7.
    let overshoot = try TimingCurve(0.49, 0.13, 0.29, 1.61)

    // A sine wave as a handful of cubic Béziers instead of one line per point.
    let wave = try SineWave(amplitude: 8, wavelength: 375, baseline: 40)
    let path = wave.filledPath(from: 0, to: 375, closingAt: 120)

    #expect(y > -120 && y < 120)
    #expect(
      abs(
        ball.value(time: 0.1)
          - SpringAnimation(spring: spring, from: 0.0, to: 66.0).value(time: 0.1))
        < 1e-12)
    #expect(overshoot.value(at: 0.75) > 1)  // the overshoot past the target
    #expect(path.elements.count <= 9)
  }

  @Test func styleExample() throws {
    var style = WaveStyle()
    try style.set(\.frontColor, to: .red)
    let simulation = try Simulation(style: style)
    var layers = 0
    for frame in try simulation.frames(fps: 60) {
      let scene = style.scene(in: frame.context)
      layers = max(layers, scene.layers.count)
    }
    #expect(layers == 2)
    #expect(style.frontColor == .red)
  }

  @Test func sessionExample() throws {
    let feed = Feed()
    let session = try RefreshSession(style: WaveStyle()) { try await feed.reload() }
    _ = session.beginDrag(at: SwellPoint(x: 180, y: 200), time: 0)
    _ = session.drag(to: SwellPoint(x: 180, y: 420), time: 0.4)
    let effects = session.endDrag(velocity: 0, time: 0.4)  // the pull was armed: refreshing
    let header = session.scene(for: .top, time: 0.5)  // what to draw above the list, as paths

    #expect(effects.first == .stateChanged(.top, from: .armed, to: .refreshing))
    #expect(header?.layers.count == 2)
  }
}

/// Stands for an app's data source in the examples.
private final class Feed: Sendable {
  func reload() async throws {}
}
