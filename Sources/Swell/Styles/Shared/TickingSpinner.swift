#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The spinner of iOS's kind (`UIActivityIndicatorView`): eight spokes around a centre that
/// tick, not turn — the whole set steps an eighth of a turn at a time, the leading spoke
/// darkest and the seven behind it lighter in turn. While a pull reveals it, the spokes grow
/// in one by one, clockwise from the top, in full colour.
struct TickingSpinner {
  /// How many spokes.
  static let spokeCount = 8
  /// Where a spoke starts, as a fraction of the radius: iOS's spokes fill the outer half.
  static let innerRadius = 0.5
  /// The opacity of the last spoke behind the leading one (the leading one is 1).
  static let lightestSpoke = 0.3

  /// The centre (pt).
  var center: SwellPoint
  /// Where the spokes end (pt), before their round caps.
  var radius: Double
  /// Each spoke's width (pt).
  var lineWidth: Double
  /// The spokes' colour.
  var color: SwellColor

  /// The spokes shown at one instant, as one layer each (`"<name>.spoke<k>"`, k = 0 the
  /// leading spoke, then counter-clockwise).
  ///
  /// - Parameters:
  ///   - grown: how much of the spinner the pull has revealed, 0…1: spoke after spoke grows
  ///     from the centre outwards over an eighth of it each.
  ///   - ticking: how far the spokes have gone from one colour to the ticking shades, 0…1.
  ///   - ticks: how many eighths of a turn the set has stepped (a whole number for a ticking
  ///     spinner).
  ///   - opacity: the whole spinner's opacity, 0…1.
  func layers(
    _ name: String, grown: Double, ticking: Double, ticks: Double, opacity: Double
  ) -> [ShapeLayer] {
    let count = Self.spokeCount
    let step = 2 * Double.pi / Double(count)
    let shown = opacity > 0 && radius > 0 && radius.isFinite
    let scale = shown ? radius : 1
    let tickAngle = ticks.truncatingRemainder(dividingBy: Double(count)) * step
    let mix = StyleMath.clamp(ticking, 0, 1)
    return (0..<count).map { k in
      // Spoke k sits k eighths counter-clockwise of the leading one, and is the (8 − k)-th
      // (mod 8) to appear as the pull goes round clockwise from the top.
      let order = Double((count - k) % count)
      let growth = StyleMath.clamp(grown * Double(count) - order, 0, 1)
      let shade = 1 - (1 - Self.lightestSpoke) * Double(k) / Double(count - 1)
      // Each spoke keeps its place in its path and the set turns by one transform, the same
      // for every spoke: an exporter writes the ticking once for the whole set. An ungrown
      // spoke keeps its path, trimmed to nothing and transparent (a player may draw a trimmed
      // path's round caps as a dot), so that every spoke lives as long as the set.
      var layer = ShapeLayer(
        name: "\(name).spoke\(k)", path: shown ? Self.unitSpokes[k] : SwellPath(),
        fillColor: nil, strokeColor: color, lineWidth: lineWidth / scale, lineCap: .round,
        opacity: growth > 0 ? StyleMath.clamp(opacity * (1 + (shade - 1) * mix), 0, 1) : 0,
        transform: SwellTransform.scale(x: scale, y: scale)
          .concatenating(.rotation(tickAngle))
          .concatenating(.translation(x: center.x, y: center.y)))
      layer.strokeEnd = growth
      return layer
    }
  }

  /// The spokes of the unit spinner, drawn from the inside out: spoke k pointing k eighths of a
  /// turn counter-clockwise from the top.
  static let unitSpokes: [SwellPath] = (0..<spokeCount).map { k in
    let angle = -Double(k) * 2 * Double.pi / Double(spokeCount)
    // Clockwise angles on screen (y down): up is (0, −1), a turn by a is (sin a, −cos a).
    let direction = SwellPoint(x: sin(angle), y: -cos(angle))
    var path = SwellPath()
    path.move(to: SwellPoint(x: direction.x * innerRadius, y: direction.y * innerRadius))
    path.addLine(to: direction)
    return path
  }
}
