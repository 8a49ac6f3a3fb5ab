import Foundation
import Testing

@testable import Swell

/// How fast the wave's path points can move, from its formulas (see WaveStyle's documentation).
enum WaveBounds {
  /// A Bézier control point sits a handle h from its on-curve point along the tangent; with at
  /// least two segments a period, h·ω ≤ π/3, so a control point moves at most (1 + π/3) × as
  /// fast as the curve under it.
  static let handle = 1 + Double.pi / 3

  /// The largest speed (pt/s) of any point not caused by the pull: the flow (A·φ'), the breath
  /// (half the range × 2π / period, the steeper of sine and triangle, whose slope is
  /// 4 × half / period) and the finishing decay (A × the ease-in-ease-out's peak slope 1.7241 /
  /// duration), all at the largest amplitude, added.
  static func autonomousSpeed(_ s: WaveStyle) -> Double {
    let a = s.amplitudeMax
    let flow = a * abs(s.flowSpeed)
    let breath = (s.amplitudeMax - s.amplitudeMin) / 2 * 2 * .pi / s.breathingPeriod
    let decay = a * StyleHarness.easeSlope / max(s.finishingDuration, 1e-3)
    return handle * (flow + breath + decay)
  }

  /// Points move with the pull through h (heightPerScale / 2 / pullPerScale = 0.16 pt per pt)
  /// and A (amplitudeMax / maxScale / pullPerScale ≤ 0.18 pt per pt), control points up to
  /// `handle` × more: under 0.5 pt per pt of pull for both presets.
  static let gain = 0.5
}

@Suite struct WaveStyleTests {
  let size = SwellSize(width: 375, height: 60)

  func scene(_ style: WaveStyle, _ context: RefreshContext) -> (back: SwellPath, front: SwellPath) {
    let s = style.scene(in: context)
    return (
      PathProbe.layer("wave.back", in: s)?.path ?? SwellPath(),
      PathProbe.layer("wave.front", in: s)?.path ?? SwellPath()
    )
  }

  /// Seed, pull 30 pt, t = 1 s: scale 30/10 + 1 = 4; the breath rose from 8 at 2.4 pt/s to
  /// 10.4 pt at full pull, so A = 10.4·4/7; h = 60 − 3.2·4/2 = 53.6; φ = 12/π rad; ω = 2π/375.
  /// The back wave's crest (smallest y) is where ωx + φ = 3π/2, and the front wave, half a
  /// period ahead, has its trough there.
  @Test func seedCrestAndTroughFollowTheFormula() throws {
    let t = 1.0
    let a = (8 + 2.4 * t) * 4 / 7
    let h = 60 - 3.2 * 4 / 2
    let phi = 12 / Double.pi * t
    let omega = 2 * Double.pi / 375
    var x = (1.5 * .pi - phi) / omega
    if x < 0 { x += 375 }
    let context = RefreshContext(
      state: .pulling(progress: 0.5), pullDistance: 30, size: size, time: t)
    let (back, front) = scene(.seed, context)
    let backY = try #require(PathProbe.curveY(atX: x, in: back))
    let frontY = try #require(PathProbe.curveY(atX: x, in: front))
    expectClose(backY, h - a, tolerance: 1e-3 * a, "crest")
    expectClose(frontY, h + a, tolerance: 1e-3 * a, "trough")
    let ys = PathProbe.curveSamples(back).map(\.y)
    expectClose(try #require(ys.min()), h - a, tolerance: 1e-3 * a)
    expectClose(try #require(ys.max()), h + a, tolerance: 1e-3 * a)
    // Every sample obeys y = A·sin(ωx + φ) + h.
    for p in PathProbe.curveSamples(back, perSegment: 16) {
      expectClose(p.y, a * sin(omega * p.x + phi) + h, tolerance: 1e-3 * a)
    }
  }

  /// The scale is capped at 7: a 200 pt pull draws what a 60 pt pull draws; at t = 0 the breath
  /// is 8 pt, so A = 8 and h = H − 11.2.
  @Test func scaleIsCappedAtSeven() throws {
    let far = scene(.seed, RefreshContext(state: .armed, pullDistance: 200, size: size))
    let sixty = scene(.seed, RefreshContext(state: .armed, pullDistance: 60, size: size))
    #expect(far.back == sixty.back)
    let ys = PathProbe.curveSamples(far.back).map(\.y)
    expectClose(try #require(ys.min()), 60 - 11.2 - 8, tolerance: 1e-3)
    expectClose(try #require(ys.max()), 60 - 11.2 + 8, tolerance: 1e-3)
  }

  /// The seed's breath is a triangle between 4 and 12 pt at 2.4 pt/s: at full pull the
  /// amplitude is 12 at t = 4/2.4 s and 4 at t = 4/2.4 + 8/2.4 s.
  @Test func seedBreathsBetweenFourAndTwelve() throws {
    for (t, expected) in [(4 / 2.4, 12.0), (12 / 2.4, 4.0), (14 / 2.4, 6.0)] {
      let (back, _) = scene(
        .seed, RefreshContext(state: .armed, pullDistance: 80, size: size, time: t))
      let ys = PathProbe.curveSamples(back).map(\.y)
      let amplitude = (try #require(ys.max()) - (try #require(ys.min()))) / 2
      expectClose(amplitude, expected, tolerance: 1e-3, "t = \(t)")
    }
  }

  /// The phase gap is a parameter: with gap 0 (and the back wave's wavelength and speed the
  /// front's, as the seed's) both waves coincide.
  @Test func phaseGapParameter() throws {
    var style = WaveStyle()
    try style.set("phaseGap", to: "0")
    try style.set("backPeriods", to: "1.5")
    try style.set("backFlowSpeed", to: "3")
    let (back, front) = scene(
      style, RefreshContext(state: .armed, pullDistance: 60, size: size, time: 3))
    #expect(back == front)
  }

  /// While finishing, the amplitude is A·(1 − easeInEaseOut(p)): half at p = 0.5, flat at the end.
  @Test func finishingFlattens() throws {
    let style = WaveStyle()
    let half = RefreshContext(
      state: .finishing, pullDistance: 60, timeInState: style.finishingDuration / 2,
      size: size, time: 0)
    let ys = PathProbe.curveSamples(scene(style, half).back).map(\.y)
    // t = 0: the breath is 8 pt at full pull; halved.
    expectClose((try #require(ys.max()) - (try #require(ys.min()))) / 2, 4, tolerance: 1e-3)
    let end = RefreshContext(
      state: .finishing, pullDistance: 60, timeInState: style.finishingDuration,
      size: size, time: 2)
    // Flat at the band's middle: h = H − heightPerScale · 7 / 2.
    for p in PathProbe.curveSamples(scene(style, end).back, perSegment: 8) {
      expectClose(p.y, 60 - style.heightPerScale * 7 / 2, tolerance: 1e-9)
    }
  }

  /// Any width shows the same motion: the same heights at the same fraction of the width.
  @Test(arguments: [320.0, 1024.0])
  func widthOnlyStretches(width: Double) throws {
    let c = RefreshContext(state: .refreshing, pullDistance: 45, size: size, time: 2.7)
    var wide = c
    wide.size.width = width
    let narrow = scene(.seed, c).back
    let other = scene(.seed, wide).back
    for f in stride(from: 0.05, through: 0.95, by: 0.1) {
      let y0 = try #require(PathProbe.curveY(atX: f * 375, in: narrow))
      let y1 = try #require(PathProbe.curveY(atX: f * width, in: other))
      expectClose(y0, y1, tolerance: 1e-6)
    }
  }

  /// Reduce motion: no flow and no swell — the waves' shapes do not change with time (the
  /// front one's opacity breathes while refreshing, see `ReducedMotionActivityTests`).
  @Test func reduceMotionIsStill() {
    let c0 = RefreshContext(
      state: .refreshing, pullDistance: 60, size: size, reduceMotion: true, time: 1)
    var c1 = c0
    c1.time = 4.3
    c1.timeInState = 3
    let (a, b) = (WaveStyle().scene(in: c0), WaveStyle().scene(in: c1))
    #expect(a.layers.map(\.figures) == b.layers.map(\.figures))
    #expect(a.layers.map(\.path) == b.layers.map(\.path))
    #expect(a.layers.map(\.opacity) != b.layers.map(\.opacity))
  }

  /// Nothing is drawn at rest, and the waves are drawn as Bézier curves, not per-point lines.
  @Test func hiddenAtRestAndBuiltFromCurves() throws {
    let rest = WaveStyle().scene(in: RefreshContext(size: size))
    #expect(rest.layers.allSatisfy { $0.opacity == 0 })
    let (back, _) = scene(.seed, RefreshContext(state: .armed, pullDistance: 60, size: size))
    let curves = back.elements.filter {
      if case .curve = $0 { return true }
      return false
    }
    // One period across the width: 4 cubic segments a period plus a partial one at an end,
    // and no line per point.
    #expect((1...5).contains(curves.count))
    #expect(back.elements.count <= curves.count + 4)
  }
}
