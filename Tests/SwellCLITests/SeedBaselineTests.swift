import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import swell

/// The bench's seed-way baseline must draw the same shapes as the scene it stands in for, or
/// its ratios mean nothing: the sines it recovers from a scene are the sines that made it
/// (oracle: the parameters given to `SineWave`), and its per-point polylines lie on them.
@Suite struct SeedBaselineTests {
  @Test func recoversTheSineBehindAWavePath() throws {
    var random = SeededRandom(seed: 6)
    for _ in 0..<200 {
      let width = random.double(in: 100...600)
      let wave = try SineWave(
        amplitude: random.double(in: 0.5...40),
        angularFrequency: 2 * .pi * random.double(in: 0.8...4) / width,
        phase: random.double(in: -10...10), baseline: random.double(in: -50...200))
      let path = wave.filledPath(from: 0, to: width, closingAt: 200)
      let runs = SineRun.find(in: path)
      let run = try #require(runs.count == 1 ? runs.first : nil)
      #expect(abs(run.amplitude - wave.amplitude) <= 1e-6 * wave.amplitude)
      #expect(abs(run.angularFrequency - wave.angularFrequency) <= 1e-9 * wave.angularFrequency)
      #expect(abs(run.baseline - wave.baseline) <= 1e-6 * (1 + wave.amplitude))
      // Phases agree modulo 2π.
      let gap = remainder(run.phase - wave.phase, 2 * .pi)
      #expect(abs(gap) <= 1e-6)
      #expect(run.startX == 0 && abs(run.endX - width) <= 1e-9)
    }
  }

  @Test func aFlatOrTooShortRunIsNotASine() throws {
    var quad = SwellPath()
    quad.move(to: SwellPoint(x: 0, y: 100))
    quad.addQuadCurve(to: SwellPoint(x: 400, y: 100), control: SwellPoint(x: 200, y: 20))
    #expect(SineRun.find(in: quad).isEmpty)
    let short = try SineWave(amplitude: 5, wavelength: 1000, phase: 0.3, baseline: 10)
    #expect(SineRun.find(in: short.path(from: 0, to: 300)).isEmpty)  // 2 curves only
  }

  @Test func seedSceneDrawsEachSineOneLinePerPointOnTheCurve() throws {
    let wave = try SineWave(amplitude: 12, wavelength: 414, phase: 1.1, baseline: 150)
    let scene = SwellScene(
      size: SwellSize(width: 414, height: 200), background: .white,
      layers: [
        ShapeLayer(
          name: "w", path: wave.filledPath(from: 0, to: 414, closingAt: 200), fillColor: .red,
          opacity: 0.5)
      ])
    let seed = SeedScene(scene)
    #expect(seed.sineCount == 1)
    let built = seed.build()
    #expect(built.background == .white)
    let layer = try #require(built.layers.first)
    #expect(layer.name == "w" && layer.fillColor == .red && layer.opacity == 0.5)
    let elements = layer.path.elements
    // move, 414 lines along the sine, 2 closing lines, close.
    #expect(elements.count == 1 + 414 + 2 + 1)
    for element in elements.prefix(415) {
      let point = try #require(element.endPoint)
      #expect(abs(point.y - wave.y(at: point.x)) <= 1e-9)
    }
    #expect(elements.last == .closeSubpath)
    #expect(elements[elements.count - 2].endPoint == SwellPoint(x: 0, y: 200))
  }

  /// Ripple's two waves are each one sine across the width: the seeds' way redraws each from
  /// one move, recomputed with `sin` per point.
  @Test func eachRippleWaveIsRebuiltAsOneSine() throws {
    let context = RefreshContext(
      state: .refreshing, pullDistance: 100, size: SwellSize(width: 414, height: 200), time: 2)
    let style = RippleStyle()
    let scene = style.scene(in: context)
    let seed = SeedScene(scene)
    for name in ["ripple.backWave", "ripple.frontWave"] {
      let index = try #require(scene.layers.firstIndex { $0.name == name })
      let path = seed.build().layers[index].path
      #expect(path.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
      let runs = SineRun.find(in: scene.layers[index].path)
      #expect(runs.count == 1, "\(name): \(runs.count) runs")
      #expect(runs.allSatisfy { abs($0.amplitude - style.amplitude) <= 1e-6 })
      // The lines that replace the curves reach across the whole width.
      let xs = path.elements.compactMap(\.endPoint).map(\.x)
      #expect((xs.max() ?? 0) - (xs.min() ?? 0) >= 414, "\(name)")
    }
    #expect(seed.sineCount == 2)
  }

  @Test func otherCurvesAreFlattenedOnePointApart() throws {
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: 100))
    path.addQuadCurve(to: SwellPoint(x: 400, y: 100), control: SwellPoint(x: 200, y: 20))
    path.closeSubpath()
    let built = SeedScene(
      SwellScene(
        size: SwellSize(width: 400, height: 100),
        layers: [
          ShapeLayer(path: path)
        ])
    ).build()
    let elements = try #require(built.layers.first).path.elements
    #expect(elements.count == 1 + 400 + 1)
    // Every point on the quadratic: x = 400·t, y = 100 − 160·t·(1 − t).
    for element in elements.dropFirst().dropLast() {
      let point = try #require(element.endPoint)
      let t = point.x / 400
      #expect(abs(point.y - (100 - 160 * t * (1 - t))) <= 1e-9)
    }
  }
}
