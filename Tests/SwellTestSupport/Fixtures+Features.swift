import Foundation
import Swell

extension Fixtures {
  /// The scene at `time` seconds of a second fixture that uses what the first does not: an
  /// even-odd ring, square caps with miter joins, butt caps with bevel joins, a sheared and
  /// turning layer (no Lottie skew: the exporter's inner rotation), two subpaths trimmed as
  /// one, and a mirrored layer with a round-joined stroke.
  public static func featureScene(at time: Double) -> SwellScene {
    let p = min(max(time, 0), 1)
    var ring = circle(center: SwellPoint(x: 40, y: 40), radius: 28)
    ring.addPath(circle(center: SwellPoint(x: 40, y: 40), radius: 14))
    var zigzag = SwellPath()
    zigzag.move(to: SwellPoint(x: 80, y: 20))
    for k in 1...4 {
      zigzag.addLine(to: SwellPoint(x: 80 + 12 * Double(k), y: k % 2 == 0 ? 20 : 40 + 6 * p))
    }
    var bevel = SwellPath()
    bevel.move(to: SwellPoint(x: 80, y: 60))
    bevel.addLine(to: SwellPoint(x: 100, y: 85))
    bevel.addLine(to: SwellPoint(x: 120, y: 60))
    let square = SwellPath(elements: [
      .move(to: SwellPoint(x: -12, y: -8)), .line(to: SwellPoint(x: 12, y: -8)),
      .line(to: SwellPoint(x: 12, y: 8)), .line(to: SwellPoint(x: -12, y: 8)), .closeSubpath,
    ])
    let shear = SwellTransform(a: 1, b: 0.2, c: 0.6, d: 1.1, tx: 0, ty: 0)
      .concatenating(.rotation(1.5 * p))
      .concatenating(.translation(x: 160, y: 30))
    var twoLines = SwellPath()
    twoLines.move(to: SwellPoint(x: 135, y: 70))
    twoLines.addLine(to: SwellPoint(x: 190, y: 70))
    // Axis-aligned lines only: rlottie measures a segment of extent (dx, dy) as
    // max + 3/8·min of |dx|, |dy| (up to 6.8 % long on diagonals and curves), so a trim end
    // on a slanted or curved path lands up to a point or so from cairo's exact length.
    twoLines.move(to: SwellPoint(x: 135, y: 84))
    twoLines.addLine(to: SwellPoint(x: 175, y: 84))
    twoLines.addLine(to: SwellPoint(x: 175, y: 95))
    let mirror = SwellTransform.scale(x: -1, y: 1).concatenating(
      .translation(x: 200, y: 0))
    return SwellScene(
      size: size, background: .white,
      layers: [
        ShapeLayer(
          name: "ring", path: ring, fillColor: SwellColor(red: 0.1, green: 0.3, blue: 0.8),
          fillRule: .evenOdd),
        ShapeLayer(
          name: "zigzag", path: zigzag, fillColor: nil, strokeColor: .black, lineWidth: 5,
          lineCap: .square, lineJoin: .miter),
        ShapeLayer(
          name: "bevel", path: bevel, fillColor: nil,
          strokeColor: SwellColor(red: 0.8, green: 0.2, blue: 0.6), lineWidth: 6, lineCap: .butt,
          lineJoin: .bevel),
        // Fill only: rlottie strokes a non-uniformly scaled or sheared layer with a uniform
        // width, where cairo (and Core Animation) transform the stroke too.
        ShapeLayer(
          name: "sheared", path: square, fillColor: SwellColor(red: 0.2, green: 0.7, blue: 0.3),
          transform: shear),
        ShapeLayer(
          name: "two", path: twoLines, fillColor: nil, strokeColor: .orange, lineWidth: 4,
          lineCap: .round, strokeStart: 0.15 + 0.2 * p, strokeEnd: 0.8),
        ShapeLayer(
          name: "mirrored",
          path: SwellPath(elements: [
            .move(to: SwellPoint(x: 5, y: 95)), .line(to: SwellPoint(x: 25, y: 80)),
            .line(to: SwellPoint(x: 25, y: 95)), .closeSubpath,
          ]), fillColor: SwellColor(red: 0.6, green: 0.1, blue: 0.1),
          strokeColor: SwellColor(red: 0.2, green: 0.2, blue: 0.2), lineWidth: 1.5,
          lineJoin: .round,
          transform: mirror),
      ])
  }
}
