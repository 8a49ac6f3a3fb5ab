import Foundation
import Swell
import SwellTestSupport
import Testing

@testable import swell

/// The bench's seed-way baseline must draw the same shapes as the scene it stands in for, or
/// its ratios mean nothing: it redraws the sines a scene names (`ShapeFigure.sineFill`), and
/// its per-point polylines lie on them (oracle: the parameters given to `SineWave`).
@Suite struct SeedBaselineTests {
  @Test func seedSceneDrawsEachNamedSineOneLinePerPointOnTheCurve() throws {
    var random = SeededRandom(seed: 6)
    for _ in 0..<50 {
      let width = random.double(in: 100...600).rounded()
      let wave = try SineWave(
        amplitude: random.double(in: 0.5...40),
        angularFrequency: 2 * .pi * random.double(in: 0.8...4) / width,
        phase: random.double(in: -10...10), baseline: random.double(in: -50...200))
      let fill = SineFill(wave: wave, from: 0, to: width, closingAt: 220)
      let scene = SwellScene(
        size: SwellSize(width: width, height: 200), background: .white,
        layers: [ShapeLayer(name: "w", figures: [.sineFill(fill)], fillColor: .red, opacity: 0.5)])
      let seed = SeedScene(scene)
      #expect(seed.sineCount == 1)
      let built = seed.build()
      #expect(built.background == .white)
      let layer = try #require(built.layers.first)
      #expect(layer.name == "w" && layer.fillColor == .red && layer.opacity == 0.5)
      let elements = layer.path.elements
      // move, one line per point along the sine, 2 closing lines, close.
      let count = Int(width)
      #expect(elements.count == 1 + count + 2 + 1)
      for element in elements.prefix(1 + count) {
        let point = try #require(element.endPoint)
        #expect(abs(point.y - wave.y(at: point.x)) <= 1e-9)
      }
      #expect(elements.prefix(1 + count).last?.endPoint?.x == width)
      #expect(elements.last == .closeSubpath)
      #expect(elements[elements.count - 2].endPoint == SwellPoint(x: 0, y: 220))
    }
  }

  /// A sine the layer does not name is a path like any other: its curves are flattened, not
  /// recomputed with `sin`.
  @Test func anUnnamedSineIsFlattenedAsCurves() throws {
    let wave = try SineWave(amplitude: 12, wavelength: 414, phase: 1.1, baseline: 150)
    let scene = SwellScene(
      size: SwellSize(width: 414, height: 200),
      layers: [ShapeLayer(name: "w", path: wave.filledPath(from: 0, to: 414, closingAt: 200))])
    let seed = SeedScene(scene)
    #expect(seed.sineCount == 0)
    let elements = seed.build().layers[0].path.elements
    #expect(elements.count > 414)
    #expect(elements.allSatisfy { if case .curve = $0 { false } else { true } })
  }

  /// Wave's and ripple's two waves, standard and seed, are each one named sine across the
  /// width: the seeds' way redraws each from one move, recomputed with `sin` per point.
  @Test(arguments: ["wave", "ripple"], [StyleCatalog.Preset.standard, .seed])
  func eachWaveIsRebuiltAsOneSine(styleName: String, preset: StyleCatalog.Preset) throws {
    let style = try StyleCatalog.style(named: styleName, preset: preset)
    let names =
      styleName == "wave" ? ["wave.back", "wave.front"] : ["ripple.backWave", "ripple.frontWave"]
    let context = RefreshContext(
      state: .refreshing, pullDistance: 100, size: SwellSize(width: 414, height: 200), time: 2)
    let scene = style.scene(in: context)
    let seed = SeedScene(scene)
    for name in names {
      let index = try #require(scene.layers.firstIndex { $0.name == name })
      guard case .sineFill(let fill)? = scene.layers[index].figures.first else {
        Issue.record("\(name) names no sine fill")
        continue
      }
      let path = seed.build().layers[index].path
      #expect(path.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
      for point in path.elements.compactMap(\.endPoint) where point.y != fill.closingAt {
        #expect(abs(point.y - fill.wave.y(at: point.x)) <= 1e-9, "\(name)")
      }
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
