import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// Nonsense input is refused with an error naming it, never a crash or a silent NaN.
@Suite struct ValidationTests {
  @Test(arguments: [0, -1, Double.nan, Double.infinity])
  func scaleMustBeFinitePositive(scale: Double) {
    #expect(throws: SwellError.self) { try CairoRenderer(scale: scale) }
  }

  @Test(arguments: [
    SwellSize(width: 0, height: 10), SwellSize(width: 10, height: -1),
    SwellSize(width: .nan, height: 10),
    SwellSize(width: 10, height: .infinity),
  ])
  func sceneSizeMustBeFinitePositive(size: SwellSize) throws {
    #expect(throws: SwellError.self) { try render(SwellScene(size: size)) }
  }

  /// 16384 px per side is the limit: 8192 pt at scale 2 is accepted, 8193 pt is not.
  @Test func pixelSizeIsLimited() throws {
    let renderer = try CairoRenderer(scale: 2)
    #expect(try renderer.pixelSize(of: SwellSize(width: 8192, height: 1)) == (16384, 2))
    do {
      _ = try renderer.pixelSize(of: SwellSize(width: 8193, height: 1))
      Issue.record("8193 pt at scale 2 should be refused")
    } catch let SwellError.invalidParameter(name, _, accepted) {
      #expect(name == "scene.size.width")
      #expect(accepted.contains("16384"))
    }
    #expect(throws: SwellError.self) { try CairoImage(pixelWidth: 0, pixelHeight: 1) }
    #expect(throws: SwellError.self) { try CairoImage(pixelWidth: 1, pixelHeight: 16385) }
  }

  /// A NaN coordinate, transform, opacity or colour is reported with the layer's index and name.
  @Test func nonFiniteLayerValuesAreNamed() throws {
    let bad = SwellPath(elements: [
      .move(to: SwellPoint(x: .nan, y: 0)), .line(to: SwellPoint(x: 1, y: 1)),
    ])
    var nanRed = SwellColor.red  // the initializer clamps; a stored component can be NaN
    nanRed.red = .nan
    let cases: [(ShapeLayer, String)] = [
      (ShapeLayer(name: "wave.back", path: bad), "scene.layers[1] \"wave.back\".path"),
      (
        ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 1, height: 1), opacity: .nan),
        "scene.layers[1].opacity"
      ),
      (
        ShapeLayer(
          path: rectanglePath(x: 0, y: 0, width: 1, height: 1),
          transform: .translation(x: .infinity, y: 0)),
        "scene.layers[1].transform.tx"
      ),
      (
        ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 1, height: 1), lineWidth: -1),
        "scene.layers[1].lineWidth"
      ),
      (
        ShapeLayer(
          path: rectanglePath(x: 0, y: 0, width: 1, height: 1),
          fillColor: nanRed),
        "scene.layers[1].fillColor.red"
      ),
    ]
    for (layer, expectedName) in cases {
      let scene = SwellScene(
        size: SwellSize(width: 4, height: 4),
        layers: [ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 1, height: 1)), layer])
      do {
        _ = try render(scene)
        Issue.record("\(expectedName) should be refused")
      } catch let SwellError.invalidParameter(name, _, _) {
        #expect(name == expectedName)
      }
    }
  }

  /// Finite values outside 0…1 are clamped like Core Animation does: opacity 2 is opaque,
  /// a negative opacity invisible.
  @Test func finiteOutOfRangeValuesAreClamped() throws {
    func pixel(opacity: Double) throws -> RGBA8? {
      try render(
        SwellScene(
          size: SwellSize(width: 4, height: 4), background: .white,
          layers: [
            ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 4, height: 4), opacity: opacity)
          ])
      ).pixel(x: 1, y: 1)
    }
    #expect(try pixel(opacity: 2) == .blackPixel)
    #expect(try pixel(opacity: -1) == .whitePixel)
  }

  /// The image given to `render(_:into:)` must have the scene's pixel size.
  @Test func renderIntoChecksTheImageSize() throws {
    let image = try CairoImage(pixelWidth: 10, pixelHeight: 10)
    let renderer = try CairoRenderer(scale: 2)
    #expect(throws: SwellError.self) {
      try renderer.render(SwellScene(size: SwellSize(width: 10, height: 10)), into: image)
    }
    try renderer.render(
      SwellScene(size: SwellSize(width: 5, height: 5), background: .red), into: image)
    #expect(image.pixel(x: 9, y: 9) == .redPixel)
  }
}
