extension ElasticStyle: RefreshStyle {
  /// `"elastic"`.
  public var name: String { Self.styleName }

  /// `restHeight + stretchLimit / 2` (200 pt): room for the curve's lowest point at the
  /// largest stretch (a quadratic curve reaches half way to its control point).
  public var headerHeight: Double {
    let style = drawable
    return style.restHeight + style.stretchLimit / 2
  }

  /// `triggerPull` (140 pt).
  public var triggerDistance: Double { drawable.triggerPull }

  /// `restHeight` (100 pt): the curtain rests straight above the content.
  public var refreshingHeight: Double { drawable.restHeight }

  /// 0.3 s: the ring fades out while the curtain follows the content home.
  public var finishingDuration: Double { 0.3 }

  /// The curtain and the refreshing ring at one instant. Layers, back to front:
  /// `elastic.curtain`, `elastic.indicator`.
  public func scene(in context: RefreshContext) -> Scene {
    let style = drawable
    let width = StyleNumbers.clamp(StyleNumbers.finite(context.headerSize.width), 0, .infinity)
    let height = StyleNumbers.clamp(StyleNumbers.finite(context.headerSize.height), 0, .infinity)
    let curtain = style.curtain(in: context, width: width)
    return Scene(
      size: Size(width: width, height: height), background: style.backgroundColor,
      layers: [
        style.curtainLayer(curtain, width: width),
        style.indicatorLayer(
          center: Point(x: width / 2, y: curtain.edge / 2),
          opacity: style.indicatorOpacity(in: context), angle: style.indicatorAngle(in: context)),
      ])
  }

  /// The control point's offset from the straight edge's middle, (x, y) in points, as drawn
  /// at `context`: what a grab or a release must continue from.
  public func touchHandoff(in context: RefreshContext) -> [Double] {
    let width = StyleNumbers.clamp(StyleNumbers.finite(context.headerSize.width), 0, .infinity)
    let offset = drawable.curtain(in: context, width: width).offset
    return [offset.x, offset.y]
  }
}

extension ElasticStyle {
  /// The control point D of the curtain's bottom edge, in header coordinates.
  func controlPoint(_ curtain: Curtain, width: Double) -> Point {
    Point(x: width / 2 + curtain.offset.x, y: curtain.edge + curtain.offset.y)
  }

  /// (0, 0) → (0, edge) → a quadratic curve to (width, edge) with control point D →
  /// (width, 0), closed: the seed's path.
  func curtainLayer(_ curtain: Curtain, width: Double) -> ShapeLayer {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 0, y: curtain.edge))
    path.addQuadCurve(
      to: Point(x: width, y: curtain.edge), control: controlPoint(curtain, width: width))
    path.addLine(to: Point(x: width, y: 0))
    path.closeSubpath()
    return ShapeLayer(name: "elastic.curtain", path: path, fillColor: fillColor)
  }

  /// A three-quarter ring (radius at most 9 pt, 2.5 pt round-capped stroke) around the origin,
  /// turned by `angle` and moved to `center` by its transform.
  func indicatorLayer(center: Point, opacity: Double, angle: Double) -> ShapeLayer {
    var path = Path()
    path.addArc(
      center: .zero, radius: Swift.min(9, restHeight * 0.3), startAngle: -Double.pi / 2,
      endAngle: Double.pi, clockwise: true)
    return ShapeLayer(
      name: "elastic.indicator", path: path, fillColor: nil, strokeColor: indicatorColor,
      lineWidth: 2.5, lineCap: .round, opacity: StyleNumbers.opacity(opacity),
      transform: AffineTransform.rotation(angle).concatenating(
        .translation(x: center.x, y: center.y)))
  }
}
