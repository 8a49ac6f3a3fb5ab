extension ElasticStyle: RefreshStyle {
  /// `"elastic"`.
  public var name: String { Self.styleName }

  /// The larger of `restHeight + stretchLimit / 2` (200 pt: room for the curve's lowest point
  /// at the largest stretch, a quadratic curve reaching half way to its control point) and
  /// 1.5 × `triggerPull` (210 pt: as far as the standard interaction pulls).
  public var headerHeight: Double {
    let style = drawable
    return Swift.max(style.restHeight + style.stretchLimit / 2, 1.5 * style.triggerPull)
  }

  /// `triggerPull` (140 pt).
  public var triggerDistance: Double { drawable.triggerPull }

  /// `restHeight` (100 pt): the curtain rests straight above the content.
  public var refreshingHeight: Double { drawable.restHeight }

  /// 0.3 s: the ring fades out while the curtain follows the content home.
  public var finishingDuration: Double { 0.3 }

  /// The curtain and the refreshing ring at one instant. Layers, back to front:
  /// `elastic.curtain`, `elastic.indicator`.
  ///
  /// The curtain hangs from the scroll view's top, as the seed's view did, so it is worked out
  /// there — y = 0 at the scroll view's top, the content's top at y = pull — and moved down by
  /// height − pull into the header's own coordinates, where the content's top is at y = height.
  /// Its top reaches up to the header's top as well, so that a whole-header render shows it.
  public func scene(in context: RefreshContext) -> Scene {
    let style = drawable
    let width = StyleNumbers.clamp(StyleNumbers.finite(context.headerSize.width), 0, .infinity)
    let height = StyleNumbers.clamp(StyleNumbers.finite(context.headerSize.height), 0, .infinity)
    let shift = height - Swift.max(StyleNumbers.finite(context.pullDistance), 0)
    let curtain = style.curtain(in: context, width: width)
    return Scene(
      size: Size(width: width, height: height), background: style.backgroundColor,
      layers: [
        style.curtainLayer(curtain, width: width, shift: shift),
        style.indicatorLayer(
          center: Point(x: width / 2, y: curtain.edge / 2 + shift),
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
  /// The control point D of the curtain's bottom edge, in the scroll view's frame.
  func controlPoint(_ curtain: Curtain, width: Double) -> Point {
    Point(x: width / 2 + curtain.offset.x, y: curtain.edge + curtain.offset.y)
  }

  /// The seed's path moved down by `shift` into the header: (0, top) → (0, edge) → a quadratic
  /// curve to (width, edge) with control point D → (width, top), closed, where the top is the
  /// scroll view's top or the header's, whichever is higher.
  func curtainLayer(_ curtain: Curtain, width: Double, shift: Double) -> ShapeLayer {
    let top = Swift.min(shift, 0)
    let control = controlPoint(curtain, width: width)
    var path = Path()
    path.move(to: Point(x: 0, y: top))
    path.addLine(to: Point(x: 0, y: curtain.edge + shift))
    path.addQuadCurve(
      to: Point(x: width, y: curtain.edge + shift),
      control: Point(x: control.x, y: control.y + shift))
    path.addLine(to: Point(x: width, y: top))
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
