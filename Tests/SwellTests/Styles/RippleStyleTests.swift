import Foundation
import Testing

@testable import Swell

/// How fast ripple's path points can move, from its formulas (see RippleStyle's documentation).
enum RippleBounds {
  /// The largest speed (pt/s) not caused by the pull: the flow (A·φ') and the calming while
  /// finishing (A × the ease's peak slope 1.7241 / duration), control points up to (1 + π/3) ×
  /// faster (see `WaveBounds.handle`). The waves follow the pull one to one, and the swell
  /// adds A × smoothstep's peak slope 1.5 / trigger per pt of pull (≤ 0.1): gain 1.1.
  static func autonomousSpeed(_ s: RippleStyle) -> Double {
    WaveBounds.handle
      * (s.amplitude * abs(s.flowSpeed) + s.amplitude * StyleHarness.easeSlope
        / max(s.finishingDuration, 1e-3))
  }
}

@Suite struct RippleStyleTests {
  let size = SwellSize(width: 375, height: 130)

  func wave(_ name: String, _ style: RippleStyle, _ c: RefreshContext) throws -> ShapeLayer {
    try #require(PathProbe.layer(name, in: style.scene(in: c)))
  }

  /// The waves' edges at x: the back wave's and the front wave's.
  func edges(atX x: Double, _ style: RippleStyle, _ c: RefreshContext) throws
    -> (back: Double, front: Double)
  {
    (
      try #require(PathProbe.curveY(atX: x, in: try wave("ripple.backWave", style, c).path)),
      try #require(PathProbe.curveY(atX: x, in: try wave("ripple.frontWave", style, c).path))
    )
  }

  /// Every sampled point of both waves' curves.
  func edgeSamples(_ style: RippleStyle, _ c: RefreshContext) throws -> [SwellPoint] {
    PathProbe.curveSamples(try wave("ripple.backWave", style, c).path)
      + PathProbe.curveSamples(try wave("ripple.frontWave", style, c).path)
  }

  /// Seed at pull 100, t = 2 s: the revealed top is at 130 − 100 = 30, so h = 20 + 30 = 50;
  /// A = 4; ω = 1.5·2π/375; φ = 3 rad/s × 2 s = 6; the front wave leads by 10 rad.
  @Test func seedBaselineAmplitudeAndPhase() throws {
    let c = RefreshContext(state: .refreshing, pullDistance: 100, size: size, time: 2)
    let omega = 3 * Double.pi / 375
    for x in [0.0, 50, 120, 187.5, 300, 375] {
      let (back, front) = try edges(atX: x, .seed, c)
      expectClose(back, 50 + 4 * sin(omega * x + 6), tolerance: 4e-3, "x = \(x)")
      expectClose(front, 50 + 4 * sin(omega * x + 16), tolerance: 4e-3, "x = \(x)")
    }
    let ys = try edgeSamples(.seed, c).map(\.y)
    expectClose(try #require(ys.max()) - (try #require(ys.min())), 8, tolerance: 1e-3)
    expectClose((try #require(ys.max()) + (try #require(ys.min()))) / 2, 50, tolerance: 1e-3)
    // Filled up to the top of what shows, the revealed top 130 − 100 = 30 (the seed filled to
    // its view's top, which was all on screen).
    for name in ["ripple.backWave", "ripple.frontWave"] {
      let points = try wave(name, .seed, c).path.elements.compactMap(\.endPoint)
      #expect(points.contains { $0.y == 30 } && points.allSatisfy { $0.y >= 30 }, "\(name)")
    }
  }

  /// The waves are the seed's white at 0.3, each translucent over what lies under it, and say
  /// so: a sine fill with the wave's own numbers.
  @Test func wavesAreTheSeedsTranslucentWhiteSineFills() throws {
    let refreshing = RefreshContext(state: .refreshing, pullDistance: 100, size: size, time: 2)
    for (name, phase) in [("ripple.backWave", 6.0), ("ripple.frontWave", 16.0)] {
      let layer = try wave(name, .seed, refreshing)
      #expect(layer.opacity == 0.3 && layer.fillColor == .white, "\(name)")
      guard case .sineFill(let fill) = try #require(layer.figures.first) else {
        Issue.record("\(name) says \(layer.figures)")
        continue
      }
      expectClose(fill.wave.amplitude, 4, tolerance: 1e-12)
      expectClose(fill.wave.baseline, 50, tolerance: 1e-12)
      expectClose(
        fill.wave.phase, phase.truncatingRemainder(dividingBy: 2 * .pi), tolerance: 1e-9)
    }
  }

  /// The arc: sides at H − 50, control point at (W/2, H − 25), so the bulge's lowest point is
  /// at H − 37.5 (a quad curve's apex is halfway to its control point).
  /// Swell's default moves the same arc down by ¾ · 50 so its lowest point meets the list at H
  /// (and dips a point under it, the bleed that leaves no seam).
  @Test func defaultArcRestsOnTheContent() throws {
    let arc = try wave(
      "ripple.arc", RippleStyle(), RefreshContext(state: .armed, pullDistance: 90, size: size)
    )
    let samples = PathProbe.curveSamples(arc.path, perSegment: 1000)
    let low = try #require(samples.max { $0.y < $1.y })
    expectClose(low.y, 131, tolerance: 1e-6)
    expectClose(try #require(PathProbe.curveY(atX: 0, in: arc.path)), 131 - 12.5, tolerance: 1e-9)
  }

  @Test func arcGeometry() throws {
    let arc = try wave(
      "ripple.arc", .seed, RefreshContext(state: .armed, pullDistance: 90, size: size))
    #expect(arc.fillColor == .orange)
    let samples = PathProbe.curveSamples(arc.path, perSegment: 1000)
    let low = try #require(samples.max { $0.y < $1.y })
    expectClose(low.y, 130 - 37.5, tolerance: 1e-6)
    expectClose(low.x, 187.5, tolerance: 0.5)
    expectClose(try #require(PathProbe.curveY(atX: 0, in: arc.path)), 80, tolerance: 1e-9)
    var orange = RippleStyle()
    try orange.set("fillColor", to: "#3A7BD5")
    let blue = try wave("ripple.arc", orange, RefreshContext(size: size))
    #expect(blue.fillColor == (try SwellColor(hex: "#3A7BD5")))
  }

  /// The header's own width sets ω: 1.5 cycles across 320 or 1024 pt alike.
  @Test(arguments: [320.0, 1024.0])
  func usesTheHeadersWidth(width: Double) throws {
    let c = RefreshContext(
      state: .refreshing, pullDistance: 80, size: SwellSize(width: width, height: 130), time: 0)
    // φ = 0: the back wave is 70 + 4·sin(3π·x/W), the front one 10 rad ahead.
    for f in [0.1, 1.0 / 6, 0.5, 0.9] {
      let back = 70 + 4 * sin(3 * .pi * f)
      let front = 70 + 4 * sin(3 * .pi * f + 10)
      let at = try edges(atX: f * width, .seed, c)
      expectClose(at.back, back, tolerance: 4e-3)
      expectClose(at.front, front, tolerance: 4e-3)
    }
  }

  /// Past the header's height the waves stay 20 pt below its top.
  @Test func overpullKeepsTheWavesAtTheTop() throws {
    let c = RefreshContext(state: .armed, pullDistance: 400, size: size, time: 0)
    let ys = try edgeSamples(.seed, c).map(\.y)
    expectClose((try #require(ys.max()) + (try #require(ys.min()))) / 2, 20, tolerance: 1e-3)
  }

  /// Swell's default swells with the pull (A·smoothstep(pull/80): 3.5 pt of its 7 at 40 pt), is
  /// full while refreshing and calms while finishing (half way: 3.5 pt); the seed keeps 4 pt.
  @Test func swellAndCalm() throws {
    func amplitude(_ style: RippleStyle, _ c: RefreshContext) throws -> Double {
      let ys = try edgeSamples(style, c).map(\.y)
      return (try #require(ys.max()) - (try #require(ys.min()))) / 2
    }
    let pulling = RefreshContext(state: .pulling(progress: 0.5), pullDistance: 40, size: size)
    expectClose(try amplitude(RippleStyle(), pulling), 3.5, tolerance: 1e-3)
    expectClose(try amplitude(.seed, pulling), 4, tolerance: 1e-3)
    let refreshing = RefreshContext(state: .refreshing, pullDistance: 80, size: size)
    expectClose(try amplitude(RippleStyle(), refreshing), 7, tolerance: 1e-3)
    let finishing = RefreshContext(
      state: .finishing, pullDistance: 40, timeInState: 0.2, size: size)
    expectClose(try amplitude(RippleStyle(), finishing), 3.5, tolerance: 1e-3)
    expectClose(try amplitude(.seed, finishing), 4, tolerance: 1e-3)
  }

  /// Reduce motion: the waves do not flow.
  @Test func reduceMotionIsStill() {
    let c0 = RefreshContext(
      state: .refreshing, pullDistance: 80, size: size, reduceMotion: true, time: 0.5)
    var c1 = c0
    c1.time = 7
    #expect(RippleStyle.seed.scene(in: c0) == RippleStyle.seed.scene(in: c1))
  }
}
