import Foundation
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
    let waves = animation.layers.filter { $0.name.hasPrefix("wave.") }
    #expect(waves.count == 2)
    for layer in waves {
      #expect(layer.masks.count == 1, "\(layer.name)")
      guard case .group(let group) = layer.shapes.first else {
        Issue.record("\(layer.name): no group")
        continue
      }
      for item in group.items {
        if case .path(let path) = item { #expect(!path.shape.isAnimated, "\(layer.name)") }
        if case .transform(let transform) = item {
          #expect(transform.position.isAnimated && transform.scale.isAnimated)
        }
      }
    }
    #expect(document.json.utf8.count <= 30_000, "\(document.json.utf8.count) bytes")
  }

  /// A layer that is not a sine fill in every frame keeps its keyed outline.
  @Test func onlyWholeSpansOfSineFillsSlide() throws {
    let exporter = try LottieExporter(fps: 30)
    var scenes: [Scene] = []
    for k in 0..<10 {
      let wave = try SineWave(amplitude: 4, wavelength: 100, phase: Double(k) * 0.3, baseline: 20)
      var fill = SineFill(wave: wave, from: 0, to: 200, closingAt: 40)
      var layer = ShapeLayer(name: "w", path: fill.path, sineFill: fill)
      if k == 5 {
        fill.closingAt = 39
        layer.sineFill = nil  // one frame says nothing: the whole span is keyed
      }
      scenes.append(Scene(size: Size(width: 200, height: 40), layers: [layer]))
    }
    let animation = try exporter.animation(from: scenes)
    let layer = try #require(animation.layers.first { $0.name == "w" })
    #expect(layer.masks.isEmpty)
  }

  /// A position split per axis keeps, on each axis, only the keyframes that axis needs, and
  /// reads back as the same motion.
  @Test func splitAxesKeepTheirOwnKeyframes() throws {
    let keyframes = (0..<6).map { k in
      LottieKeyframe(
        time: Double(k), value: LottieVector([Double(k) * 2, k < 3 ? 5 : Double(k) + 3]))
    }
    let transform = LottieTransform(position: .animated(keyframes))
    let data = try JSONEncoder().encode(transform)
    let text = String(decoding: data, as: UTF8.self)
    let decoded = try JSONDecoder().decode(LottieTransform.self, from: data)
    // x moves steadily: its two ends; y rests, then moves: three keyframes.
    let object = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let position = try #require(object["p"] as? [String: Any])
    let x = try #require((position["x"] as? [String: Any])?["k"] as? [Any])
    let y = try #require((position["y"] as? [String: Any])?["k"] as? [Any])
    #expect(x.count == 2 && y.count == 3, "\(text)")
    // Read back: keyframes where either axis has one, each the original motion's value.
    #expect(decoded.position.keyframes.map(\.time) == [0, 2, 5])
    for keyframe in decoded.position.keyframes {
      let original = try #require(keyframes.first { $0.time == keyframe.time })
      #expect(keyframe.value.components == original.value.components)
    }
  }
}
