import Foundation
import Swell
import Testing

/// A layer's JSON (`swell inspect`): figures written only when a layer names some, and a layer
/// saved before layers named figures read back with none.
@Suite struct ShapeLayerCodingTests {
  private let box = SwellRect(x: 10, y: 20, width: 30, height: 12)

  @Test func aLayerWithFiguresRoundTrips() throws {
    let layer = ShapeLayer(
      name: "dots", figures: [.ellipse(in: box), .rectangle(box)], fillColor: .red,
      opacity: 0.5, transform: .translation(x: 3, y: 4))
    let data = try JSONEncoder().encode(layer)
    let read = try JSONDecoder().decode(ShapeLayer.self, from: data)
    #expect(read == layer)
    #expect(read.figures.count == 2)
  }

  @Test func aLayerWithoutFiguresIsWrittenAsBeforeAndReadsBack() throws {
    let layer = ShapeLayer(name: "plain", path: SwellPath(rect: box), strokeColor: .black)
    let data = try JSONEncoder().encode(layer)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["figures"] == nil)
    #expect(try JSONDecoder().decode(ShapeLayer.self, from: data) == layer)
  }

  @Test func aSceneSavedBeforeFiguresReadsBack() throws {
    // The form `swell inspect` wrote before layers named figures: every field but that one.
    let json = """
      {"size": {"width": 100, "height": 50}, "layers": [{"name": "old",
       "path": {"elements": []}, "fillColor": {"red": 1, "green": 0, "blue": 0, "alpha": 1},
       "lineWidth": 1, "lineCap": "butt", "lineJoin": "miter", "fillRule": "nonZero",
       "opacity": 1, "strokeStart": 0, "strokeEnd": 1,
       "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0}}]}
      """
    let scene = try JSONDecoder().decode(SwellScene.self, from: Data(json.utf8))
    #expect(scene.layers.map(\.name) == ["old"])
    #expect(scene.layers[0].figures.isEmpty)
  }
}
