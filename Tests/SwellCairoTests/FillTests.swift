import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// Fills, compared with pixel values worked out by hand from the geometry.
@Suite struct FillTests {
  /// An opaque red 20 × 20 square at (10, 10) on white: pixels 10…29 are red, the rest white,
  /// with no antialiasing at the integer edges.
  @Test func opaqueRectangleCoversExactlyItsPixels() throws {
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 40), background: .white,
      layers: [
        ShapeLayer(path: rectanglePath(x: 10, y: 10, width: 20, height: 20), fillColor: .red)
      ])
    let image = try render(scene)
    #expect(image.pixelWidth == 40 && image.pixelHeight == 40)
    for (x, y) in [(10, 10), (29, 29), (20, 15), (10, 29), (29, 10)] {
      #expect(image.pixel(x: x, y: y) == .redPixel, "(\(x), \(y)) inside")
    }
    for (x, y) in [(9, 10), (10, 9), (30, 29), (29, 30), (0, 0), (39, 39)] {
      #expect(image.pixel(x: x, y: y) == .whitePixel, "(\(x), \(y)) outside")
    }
    #expect(image.pixel(x: 40, y: 0) == nil)
  }

  /// 50 % white over black: 0.5 · 255 = 127.5, so 128 ± 1, whether the half comes from the
  /// layer's opacity or from the colour's alpha.
  @Test(arguments: [(opacity: 0.5, alpha: 1.0), (opacity: 1.0, alpha: 0.5)])
  func halfWhiteOverBlackIsMidGrey(opacity: Double, alpha: Double) throws {
    let scene = SwellScene(
      size: SwellSize(width: 8, height: 8), background: .black,
      layers: [
        ShapeLayer(
          path: rectanglePath(x: 0, y: 0, width: 8, height: 8),
          fillColor: SwellColor(red: 1, green: 1, blue: 1, alpha: alpha), opacity: opacity)
      ])
    let pixel = try #require(try render(scene).pixel(x: 4, y: 4))
    #expect(pixel.alpha == 255)
    for channel in [pixel.red, pixel.green, pixel.blue] {
      #expect((127...129).contains(channel), "\(pixel)")
    }
  }

  /// A black rectangle whose right edge is at x = 10.5 covers half of pixel column 10:
  /// that pixel is 50 % black over white, 127.5, within cairo's coverage quantisation (±3).
  @Test func halfCoveredEdgePixelIsHalfBlended() throws {
    let scene = SwellScene(
      size: SwellSize(width: 20, height: 4), background: .white,
      layers: [ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 10.5, height: 4))])
    let image = try render(scene)
    #expect(image.pixel(x: 9, y: 2) == .blackPixel)
    #expect(image.pixel(x: 11, y: 2) == .whitePixel)
    let edge = try #require(image.pixel(x: 10, y: 2))
    #expect((125...131).contains(Int(edge.red)), "edge \(edge)")
    #expect(edge.red == edge.green && edge.green == edge.blue && edge.alpha == 255)
  }

  /// A pentagram drawn in one stroke: its centre has winding number 2. Non-zero fills it,
  /// even-odd leaves it empty; the points of the star are filled under both rules.
  @Test(arguments: [ShapeLayer.FillRule.nonZero, .evenOdd])
  func fillRuleDecidesTheStarsCentre(rule: ShapeLayer.FillRule) throws {
    let center = SwellPoint(x: 50, y: 50)
    let scene = SwellScene(
      size: SwellSize(width: 100, height: 100), background: .white,
      layers: [
        ShapeLayer(path: pentagramPath(center: center, radius: 45), fillColor: .red, fillRule: rule)
      ])
    let image = try render(scene)
    let middle = image.pixel(x: 50, y: 50)
    #expect(middle == (rule == .nonZero ? .redPixel : .whitePixel))
    // Inside the top point: on the vertical axis between the tip (y = 5) and the inner
    // pentagon's top (y = 50 − 45·cos 72°/cos 36° ≈ 32.8).
    #expect(image.pixel(x: 50, y: 20) == .redPixel)
    // Outside the star, between two points.
    #expect(image.pixel(x: 50, y: 90) == .whitePixel)
  }

  /// A quadratic curve is drawn as the parabola it is: the filled region under
  /// (0, 40) → control (50, −40) → (100, 40) reaches y = 0 at x = 50, since a quadratic's
  /// midpoint is (P0 + 2C + P1) / 4 = (50, 0).
  @Test func quadraticCurveReachesItsAnalyticMidpoint() throws {
    let path = SwellPath(elements: [
      .move(to: SwellPoint(x: 0, y: 40)),
      .quadCurve(to: SwellPoint(x: 100, y: 40), control: SwellPoint(x: 50, y: -40)),
      .closeSubpath,
    ])
    let scene = SwellScene(
      size: SwellSize(width: 100, height: 40), background: .white,
      layers: [ShapeLayer(path: path)])
    let image = try render(scene)
    #expect(image.pixel(x: 50, y: 1) == .blackPixel)
    // At x = 25 (t = 0.25), y = 40·(1 − 2·2·t(1 − t)) = 40·(1 − 0.75) = 10: pixel row 8 is
    // outside, row 12 inside.
    #expect(image.pixel(x: 25, y: 8) == .whitePixel)
    #expect(image.pixel(x: 25, y: 12) == .blackPixel)
  }

  /// A scene without a background is transparent where nothing is drawn.
  @Test func noBackgroundMeansTransparent() throws {
    let scene = SwellScene(
      size: SwellSize(width: 10, height: 10),
      layers: [ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 5, height: 10))])
    let image = try render(scene)
    #expect(image.pixel(x: 7, y: 5) == RGBA8(0, 0, 0, 0))
    #expect(image.pixel(x: 2, y: 5) == .blackPixel)
    #expect(!image.isOpaque)
  }
}
