import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// Strokes: caps, joins, widths and trimming, checked against the geometry by hand.
@Suite struct StrokeTests {
  /// A horizontal black line from x = 10 to 30 at y = 20, 6 pt wide (rows 17…22), on white.
  func line(cap: ShapeLayer.LineCap, strokeStart: Double = 0, strokeEnd: Double = 1) -> SwellScene {
    SwellScene(
      size: SwellSize(width: 40, height: 40), background: .white,
      layers: [
        ShapeLayer(
          path: SwellPath(elements: [
            .move(to: SwellPoint(x: 10, y: 20)), .line(to: SwellPoint(x: 30, y: 20)),
          ]), fillColor: nil, strokeColor: .black, lineWidth: 6, lineCap: cap,
          strokeStart: strokeStart, strokeEnd: strokeEnd)
      ])
  }

  /// Butt caps stop at the end points; square caps extend by half the width (3 pt) as a
  /// square; round caps by a half disc of radius 3 about the end point.
  @Test func capsExtendBeyondTheEndPoints() throws {
    let butt = try render(line(cap: .butt))
    let square = try render(line(cap: .square))
    let round = try render(line(cap: .round))
    // The line covers rows 17…22 (y 17…23).
    for image in [butt, square, round] {
      #expect(image.pixel(x: 20, y: 17) == .blackPixel)
      #expect(image.pixel(x: 20, y: 22) == .blackPixel)
      #expect(image.pixel(x: 20, y: 16) == .whitePixel)
      #expect(image.pixel(x: 20, y: 23) == .whitePixel)
    }
    // Pixel (31, 19), centre (31.5, 19.5): past the end, 1.58 pt from (30, 20).
    #expect(butt.pixel(x: 31, y: 19) == .whitePixel)
    #expect(square.pixel(x: 31, y: 19) == .blackPixel)
    #expect(round.pixel(x: 31, y: 19) == .blackPixel)
    // Pixel (32, 17), the square [32, 33] × [17, 18]: inside the square cap (x < 33,
    // y > 17); its centre is 3.54 pt from the end point, outside the round cap, which only
    // grazes its corner (32, 18) at 2.83 pt: under 10 % covered.
    #expect(square.pixel(x: 32, y: 17) == .blackPixel)
    #expect((try #require(round.pixel(x: 32, y: 17))).red >= 230)
    // Left end, mirrored: pixel (8, 20), centre (8.5, 20.5), 1.58 pt before x = 10.
    #expect(butt.pixel(x: 8, y: 20) == .whitePixel)
    #expect(square.pixel(x: 8, y: 20) == .blackPixel)
    // Nothing past the caps' reach (3 pt).
    #expect(square.pixel(x: 33, y: 20) == .whitePixel)
    #expect(round.pixel(x: 33, y: 20) == .whitePixel)
  }

  /// A right-angle corner stroked 10 wide: a miter join fills the outer corner square, a
  /// bevel cuts it diagonally, a round join rounds it with radius 5.
  @Test func joinsShapeTheOuterCorner() throws {
    func corner(_ join: ShapeLayer.LineJoin) throws -> CairoImage {
      try render(
        SwellScene(
          size: SwellSize(width: 40, height: 40), background: .white,
          layers: [
            ShapeLayer(
              path: SwellPath(elements: [
                .move(to: SwellPoint(x: 5, y: 30)), .line(to: SwellPoint(x: 20, y: 30)),
                .line(to: SwellPoint(x: 20, y: 5)),
              ]), fillColor: nil, strokeColor: .black, lineWidth: 10, lineJoin: join)
          ]))
    }
    // The path turns at (20, 30); the stroke's outer corner is at (25, 35). Pixel (24, 34),
    // centre (24.5, 34.5): inside the miter square [20, 25] × [30, 35]; past the bevel, which
    // runs from (20, 35) to (25, 30) along x + y = 55 (24.5 + 34.5 = 59); and √(4.5² + 4.5²)
    // = 6.4 pt from the turning point, outside the round join's radius of 5.
    #expect(try corner(.miter).pixel(x: 24, y: 34) == .blackPixel)
    #expect(try corner(.bevel).pixel(x: 24, y: 34) == .whitePixel)
    #expect(try corner(.round).pixel(x: 24, y: 34) == .whitePixel)
    // Pixel (21, 31), centre (21.5, 31.5): x + y = 53 < 55 and 2.1 pt from the turning point:
    // inside every join.
    for join in ShapeLayer.LineJoin.allCases {
      #expect(try corner(join).pixel(x: 21, y: 31) == .blackPixel, "\(join)")
    }
  }

  /// strokeEnd = 0.5 on a line from x = 10 to 50 stops the stroke at x = 30.
  @Test func strokeEndHalfStopsHalfway() throws {
    let scene = SwellScene(
      size: SwellSize(width: 60, height: 20), background: .white,
      layers: [
        ShapeLayer(
          path: SwellPath(elements: [
            .move(to: SwellPoint(x: 10, y: 10)), .line(to: SwellPoint(x: 50, y: 10)),
          ]),
          fillColor: nil, strokeColor: .black, lineWidth: 4, strokeEnd: 0.5)
      ])
    let image = try render(scene)
    #expect(image.pixel(x: 11, y: 10) == .blackPixel)
    #expect(image.pixel(x: 28, y: 10) == .blackPixel)
    #expect(image.pixel(x: 31, y: 10) == .whitePixel)
    #expect(image.pixel(x: 45, y: 10) == .whitePixel)
  }

  /// strokeStart = 0.25, strokeEnd = 0.75 keeps the middle half: x 20…40.
  @Test func strokeStartAndEndKeepTheMiddle() throws {
    let scene = SwellScene(
      size: SwellSize(width: 60, height: 20), background: .white,
      layers: [
        ShapeLayer(
          path: SwellPath(elements: [
            .move(to: SwellPoint(x: 10, y: 10)), .line(to: SwellPoint(x: 50, y: 10)),
          ]),
          fillColor: nil, strokeColor: .black, lineWidth: 4, strokeStart: 0.25, strokeEnd: 0.75)
      ])
    let image = try render(scene)
    #expect(image.pixel(x: 18, y: 10) == .whitePixel)
    #expect(image.pixel(x: 21, y: 10) == .blackPixel)
    #expect(image.pixel(x: 38, y: 10) == .blackPixel)
    #expect(image.pixel(x: 41, y: 10) == .whitePixel)
  }

  /// strokeStart ≥ strokeEnd draws no stroke, as in Core Animation; the fill still shows.
  @Test func emptyStrokeRangeDrawsNoStroke() throws {
    let scene = SwellScene(
      size: SwellSize(width: 20, height: 20), background: .white,
      layers: [
        ShapeLayer(
          path: rectanglePath(x: 5, y: 5, width: 10, height: 10), fillColor: .red,
          strokeColor: .black, lineWidth: 4, strokeStart: 0.6, strokeEnd: 0.4)
      ])
    let image = try render(scene)
    #expect(image.pixel(x: 4, y: 10) == .whitePixel)
    #expect(image.pixel(x: 5, y: 10) == .redPixel)
  }

  /// The line width is in the layer's units: a 2× layer transform doubles it, as a
  /// CAShapeLayer's lineWidth scales with its transform.
  @Test func layerTransformScalesTheLineWidth() throws {
    let scene = SwellScene(
      size: SwellSize(width: 40, height: 40), background: .white,
      layers: [
        ShapeLayer(
          path: SwellPath(elements: [
            .move(to: SwellPoint(x: 0, y: 10)), .line(to: SwellPoint(x: 20, y: 10)),
          ]),
          fillColor: nil, strokeColor: .black, lineWidth: 2,
          transform: .scale(x: 2, y: 2))
      ])
    let image = try render(scene)
    // Scaled: the line is at y = 20, 4 pt wide: rows 18…21.
    #expect(image.pixel(x: 10, y: 18) == .blackPixel)
    #expect(image.pixel(x: 10, y: 21) == .blackPixel)
    #expect(image.pixel(x: 10, y: 17) == .whitePixel)
    #expect(image.pixel(x: 10, y: 22) == .whitePixel)
  }
}
