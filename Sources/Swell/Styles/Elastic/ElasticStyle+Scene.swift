extension ElasticStyle: RefreshStyle {
  /// The larger of `restHeight + stretchLimit / 2` (150 pt: room for the curve's lowest point
  /// at the largest stretch, a quadratic curve reaching half way to its control point; the
  /// seed's 200) and 1.5 × `triggerPull` (as far as the standard interaction pulls).
  public var headerHeight: Double {
    max(restHeight + stretchLimit / 2, 1.5 * triggerPull)
  }

  /// `triggerPull` (55 pt; the seed's 140).
  public var triggerDistance: Double { triggerPull }

  /// `restHeight` (50 pt; the seed's 100): the curtain rests above the content.
  public var refreshingHeight: Double { restHeight }

  /// 0.3 s: the ring fades out while the curtain follows the content home.
  public var finishingDuration: Double { 0.3 }

  /// The curtain, the refreshing ring and the failure cross at one instant. Layers, back to
  /// front: `elastic.curtain`, `elastic.indicator`, `elastic.failure`.
  ///
  /// The curtain hangs from the scroll view's top, as the seed's view did, so it is worked out
  /// there — y = 0 at the scroll view's top, the content's top at y = pull — and moved down by
  /// height − pull into the header's own coordinates, where the content's top is at y = height.
  /// Its top reaches up to the header's top as well, so that a whole-header render shows it.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let shift = context.size.height - max(context.pullDistance, 0)
    let curtain = curtain(context)
    let center = SwellPoint(x: context.size.width / 2, y: curtain.edge / 2 + shift)
    let radius = min(9, restHeight * 0.3)
    let opacity = indicatorOpacity(context)
    return SwellScene(
      size: context.size, background: backgroundColor,
      layers: [
        curtainLayer(
          curtain, width: context.size.width, shift: shift, touches: max(context.pullDistance, 0)),
        ActivityIndicator.ring(
          "elastic.indicator", center: center, radius: radius, lineWidth: 2.5,
          angle: ActivityIndicator.angle(
            time: context.time, turn: Self.indicatorTurn, reduceMotion: context.reduceMotion),
          color: indicatorColor, opacity: opacity * (1 - context.failureLevel),
          drawn: indicatorDrawn(context)),
        ActivityIndicator.cross(
          "elastic.failure", center: center, radius: radius, lineWidth: 2.5,
          growth: context.failureLevel, color: indicatorColor,
          opacity: opacity * context.failureLevel),
      ])
  }

  /// The control point's offset from the straight edge's middle (pt), as drawn at
  /// `context`: what a grab or a release must continue from.
  public func touchHandoff(in context: RefreshContext) -> SwellPoint? {
    curtain(context).offset
  }
}

extension ElasticStyle {
  /// The control point D of the curtain's bottom edge, in the scroll view's frame.
  func controlPoint(_ curtain: Curtain, width: Double) -> SwellPoint {
    SwellPoint(x: width / 2 + curtain.offset.x, y: curtain.edge + curtain.offset.y)
  }

  /// The seed's path moved down by `shift` into the header: (0, top) → (0, edge) → a quadratic
  /// curve to (width, edge) with control point D → (width, top), closed, where the top is the
  /// scroll view's top or the header's, whichever is higher. Where it rests on the content
  /// (`touches`, the content's top in the scroll view's frame) it reaches `StyleMath.bleed`
  /// under it, so the content's antialiased edge meets it without a seam, and less as it rises
  /// off (`StyleMath.tucked`).
  func curtainLayer(_ curtain: Curtain, width: Double, shift: Double, touches contentTop: Double)
    -> ShapeLayer
  {
    let top = min(shift, 0)
    var control = controlPoint(curtain, width: width)
    // The ends and the lowest point (a quadratic curve's is halfway between its ends and its
    // control point) each tucked under the content as they come down onto it, so that the
    // curve rising off the list moves on without a step.
    func tucked(_ y: Double) -> Double {
      y >= contentTop ? y + StyleMath.bleed : contentTop - StyleMath.tucked(contentTop - y)
    }
    let edge = tucked(curtain.edge)
    control.y = 2 * tucked((curtain.edge + control.y) / 2) - edge
    var path = SwellPath()
    path.move(to: SwellPoint(x: 0, y: top))
    path.addLine(to: SwellPoint(x: 0, y: edge + shift))
    path.addQuadCurve(
      to: SwellPoint(x: width, y: edge + shift),
      control: SwellPoint(x: control.x, y: control.y + shift))
    path.addLine(to: SwellPoint(x: width, y: top))
    path.closeSubpath()
    return ShapeLayer(name: "elastic.curtain", path: path, fillColor: fillColor)
  }
}

extension ElasticStyle: LoadStateYielding {
  /// The ring and the style's own cross: a footer's mark shows in their place.
  var layersYieldingToMarks: Set<String> { ["elastic.indicator", "elastic.failure"] }
  /// The style's own cross, which the footer's crosses over into.
  var layerMarksReplace: String? { "elastic.failure" }
}
