import Foundation
import SwellTestSupport
import Testing

@testable import Swell
@testable import SwellLottie

/// The wave as one wide outline that slides, rises and breathes behind a mask, instead of a new
/// outline per frame: what the document holds, and what it costs. (That it plays as Swell draws
/// it is `LottieAppDocumentTests`' business, in rlottie, and `make test-lottie`'s, in ThorVG.)
@Suite struct LottieSlidingWaveTests {
  /// Both wave layers: one static outline, a mask, motion in the transform — and the app
  /// document at most 30 KB, where a keyed outline per frame took 247 KB.
  @Test func theWaveSlidesInsteadOfBeingRedrawn() throws {
    let document = try LottieAppDocument(style: WaveStyle(), scale: 1)
    let animation = try JSONDecoder().decode(
      LottieAnimation.self, from: Data(document.json.utf8))
    let waves = animation.layers.filter { $0.name.hasPrefix("wave ") }
    #expect(waves.count == 2)
    for layer in waves {
      #expect(layer.masks.count == 1, "\(layer.name)")
      // Two nested groups, each moved by an ordinary (combined) position, which every
      // player reads in a shape group: the outer rises and breathes, the inner slides.
      guard case .group(let outer) = layer.shapes.first,
        let rise = LottieEvaluation.groupTransform(outer),
        case .group(let inner) = outer.items.first,
        let slide = LottieEvaluation.groupTransform(inner)
      else {
        Issue.record("\(layer.name): not two nested groups")
        continue
      }
      #expect(!rise.position.isSplit && !slide.position.isSplit, "\(layer.name)")
      #expect(rise.position.isAnimated && rise.scale.isAnimated, "\(layer.name)")
      #expect(slide.position.isAnimated && !slide.position.x.keyframes.isEmpty)
      for path in LottieEvaluation.paths(inner) {
        #expect(!path.shape.isAnimated, "\(layer.name)")
      }
    }
    #expect(document.json.utf8.count <= 30_000, "\(document.json.utf8.count) bytes")
  }

  /// A sine fill drawn flipped (a footer, mirrored below the list) slides too: the flip is
  /// half a period of phase and a mirrored baseline. (That it plays as Swell draws it is
  /// `make test-lottie`'s footer films, in ThorVG and lottie-web.)
  @Test func aFlippedWaveSlidesToo() throws {
    let exporter = try LottieExporter(fps: 30)
    let scenes = try (0..<10).map { k in
      let wave = try SineWave(amplitude: 4, wavelength: 100, phase: Double(k) * 0.3, baseline: 20)
      let fill = SineFill(wave: wave, from: 0, to: 200, closingAt: 40)
      let layer = ShapeLayer(
        name: "w", figures: [.sineFill(fill)],
        transform: SwellTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 60))
      return SwellScene(size: SwellSize(width: 200, height: 60), layers: [layer])
    }
    let animation = try exporter.animation(from: scenes)
    let layer = try #require(animation.layers.first { $0.name == "w" })
    #expect(layer.masks.count == 1)
    let sample = LottieLayerSample(
      frame: 0, key: LottieLayerKey(name: "w", occurrence: 0), layer: scenes[0].layers[0])
    #expect(LottieExporter.placedSineFill(sample)?.closingAt == 20)
    #expect(LottieExporter.placedSineFill(sample)?.wave.baseline == 40)
  }

  /// A layer that is not a sine fill in every frame keeps its keyed outline.
  @Test func onlyWholeSpansOfSineFillsSlide() throws {
    let exporter = try LottieExporter(fps: 30)
    var scenes: [SwellScene] = []
    for k in 0..<10 {
      let wave = try SineWave(amplitude: 4, wavelength: 100, phase: Double(k) * 0.3, baseline: 20)
      var fill = SineFill(wave: wave, from: 0, to: 200, closingAt: 40)
      var layer = ShapeLayer(name: "w", figures: [.sineFill(fill)])
      if k == 5 {
        fill.closingAt = 39
        layer.figures = []  // one frame says nothing: the whole span is keyed
      }
      scenes.append(SwellScene(size: SwellSize(width: 200, height: 40), layers: [layer]))
    }
    let animation = try exporter.animation(from: scenes)
    let layer = try #require(animation.layers.first { $0.name == "w" })
    #expect(layer.masks.isEmpty)
  }

  /// Each axis of a position keeps only the keyframes it needs: x slides steadily (its two
  /// ends) while y rests and then moves; both give back every frame.
  @Test func eachAxisKeepsItsOwnKeyframes() throws {
    let dot = Fixtures.circle(center: SwellPoint(x: 2, y: 2), radius: 2)
    let scenes = (0..<6).map { k in
      SwellScene(
        size: SwellSize(width: 40, height: 20),
        layers: [
          ShapeLayer(
            name: "dot", path: dot, fillColor: .red,
            transform: .translation(x: Double(k) * 2, y: k < 3 ? 5 : Double(k) + 3))
        ])
    }
    let animation = try LottieExporter(fps: 30).animation(from: scenes)
    let position = try #require(animation.layers.first { $0.name == "dot" }).transform.position
    #expect(position.x.keyframes.map(\.time) == [0, 5])
    #expect(position.y.keyframes.count <= 3)
    for k in 0..<6 {
      let value = LottieEvaluation.position(position, at: Double(k))
      #expect(
        abs(value[0] - Double(k) * 2) <= 0.015
          && abs(value[1] - (k < 3 ? 5 : Double(k) + 3)) <= 0.015)
    }
  }
}
