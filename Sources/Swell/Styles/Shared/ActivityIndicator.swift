/// The small shapes several styles draw to say what the refresh is doing: a three-quarter ring
/// that turns while it loads (and shows, still, when the pull arms), and a cross for a refresh
/// that failed. Shapes, not text, so they draw everywhere a `SwellScene` does.
enum ActivityIndicator {
  /// A three-quarter ring of `radius` (pt) around the origin, `lineWidth` wide with round caps,
  /// turned by `angle` (radians, clockwise) and moved to `center` by its transform. `drawn`
  /// (0…1) is how much of the three quarters is stroked: a pull that fills the ring as it goes.
  static func ring(
    _ name: String, center: SwellPoint, radius: Double, lineWidth: Double, angle: Double,
    color: SwellColor, opacity: Double, drawn: Double = 1
  ) -> ShapeLayer {
    // One ring of radius 1, made once and scaled by the transform (the line width with it):
    // the same drawing, with no outline to build per frame. Hidden, it has none at all.
    let shown = opacity > 0 && radius > 0 && radius.isFinite
    let scale = shown ? radius : 1
    var layer = ShapeLayer(
      name: name, path: shown ? unitRing : SwellPath(), fillColor: nil, strokeColor: color,
      lineWidth: lineWidth / scale, lineCap: .round, opacity: StyleMath.clamp(opacity, 0, 1),
      transform: SwellTransform.scale(x: scale, y: scale).concatenating(.rotation(angle))
        .concatenating(.translation(x: center.x, y: center.y)))
    layer.strokeEnd = StyleMath.clamp(drawn, 0, 1)
    return layer
  }

  /// Three quarters of the unit circle, clockwise from the top.
  static let unitRing: SwellPath = {
    var path = SwellPath()
    path.addArc(
      center: .zero, radius: 1, startAngle: -Double.pi / 2, endAngle: Double.pi, clockwise: true)
    return path
  }()

  /// A cross (×) whose arms reach `radius` (pt) from `center`, `lineWidth` wide with round
  /// caps, grown from nothing by `growth` (0…1) so that it never appears all at once.
  static func cross(
    _ name: String, center: SwellPoint, radius: Double, lineWidth: Double, growth: Double,
    color: SwellColor, opacity: Double
  ) -> ShapeLayer {
    let r = radius * 0.7 * StyleMath.clamp(growth, 0, 1)
    var path = SwellPath()
    // Ungrown or hidden (most frames), it has no outline to build.
    if r > 0 && opacity > 0 {
      path.move(to: SwellPoint(x: -r, y: -r))
      path.addLine(to: SwellPoint(x: r, y: r))
      path.move(to: SwellPoint(x: r, y: -r))
      path.addLine(to: SwellPoint(x: -r, y: r))
    }
    return ShapeLayer(
      name: name, path: path, fillColor: nil, strokeColor: color, lineWidth: lineWidth,
      lineCap: .round, opacity: StyleMath.clamp(opacity, 0, 1),
      transform: .translation(x: center.x, y: center.y))
  }

  /// The ring's angle (radians) at the session's time `time`: one turn per `turn` seconds, or
  /// still with reduced motion.
  static func angle(time: Double, turn: Double, reduceMotion: Bool) -> Double {
    guard !reduceMotion, turn > 0 else { return 0 }
    let turns = max(time, 0) / turn
    return (turns - turns.rounded(.down)) * 2 * Double.pi
  }
}
