import Swell
import SwellTestSupport
import Testing

/// `SwellScene.clamped`, the one rule every renderer and exporter draws out-of-range numbers
/// by: each ranged number pinned to the nearer end of 0…1, everything else untouched.
@Suite struct SceneClampingTests {
  @Test func everyRangedNumberLandsInRangeAndNothingElseChanges() {
    var random = SeededRandom(seed: 24)
    func number() -> Double { random.double(in: -2...3) }
    func pinned(_ value: Double) -> Double { value < 0 ? 0 : value > 1 ? 1 : value }
    for _ in 0..<fuzzCaseCount(standard: 200) {
      var fill = SwellColor.clear
      (fill.red, fill.green, fill.blue, fill.alpha) = (number(), number(), number(), number())
      var layer = ShapeLayer(
        name: "a", path: SwellPath(rect: SwellRect(x: 1, y: 2, width: 3, height: 4)),
        fillColor: fill, strokeColor: nil, lineWidth: 2.5, opacity: number(),
        strokeStart: number(), strokeEnd: number(), transform: .translation(x: 5, y: 6))
      layer.strokeColor = fill.scaled(by: number())
      let text = TextLayer(
        string: "x", color: fill, opacity: number(), position: SwellPoint(x: 7, y: 8))
      let scene = SwellScene(
        size: SwellSize(width: 10, height: 10), background: fill, layers: [layer],
        texts: [text])
      let clamped = scene.clamped
      let out = clamped.layers[0]
      #expect(out.opacity == pinned(layer.opacity))
      #expect(out.strokeStart == pinned(layer.strokeStart))
      #expect(out.strokeEnd == pinned(layer.strokeEnd))
      for (color, original) in [
        (out.fillColor, layer.fillColor), (out.strokeColor, layer.strokeColor),
        (clamped.background, scene.background), (clamped.texts[0].color, text.color),
      ] {
        #expect(color?.red == original.map { pinned($0.red) })
        #expect(color?.alpha == original.map { pinned($0.alpha) })
      }
      #expect(clamped.texts[0].opacity == pinned(text.opacity))
      // What has no range is left as it was.
      #expect(out.path == layer.path && out.transform == layer.transform)
      #expect(out.lineWidth == layer.lineWidth && out.name == layer.name)
      #expect(clamped.texts[0].position == text.position && clamped.size == scene.size)
    }
  }
}
