#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension QuietStyle: LoadStateDrawing {
  /// How long the spinner takes to go from the pull's one colour to its ticking shades, or to
  /// show fully when loading starts from code (s).
  static let fadeIn = 0.15

  /// The spinner (`"quiet.spinner.spoke0"` … `"quiet.spinner.spoke7"`), the failure cross
  /// (`"quiet.failure"`) and the "no more data" line (`"quiet.end"`), centred in what the pull
  /// reveals, as UIRefreshControl's spinner is: they follow every movement of the pull, and
  /// rest in the middle of the refreshing band.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let center = SwellPoint(
      x: context.size.width / 2, y: context.size.height - max(context.pullDistance, 0) / 2)
    let marks = LoadStateMarks(context)
    // In full colour from the first point of pull: only how much of it has grown changes.
    var opacity = 1.0
    var grown = context.progress
    // Arming gives the spokes their shades, still: the spinner is ready to go.
    var ticking = context.easedArmLevel
    var turned = 0.0
    switch context.state {
    case .idle, .pulling, .armed:
      break
    case .refreshing:
      // A refresh started from code shows the spinner whole as the band opens.
      grown = 1
      opacity = max(
        StyleMath.smoothstep(context.pullDistance / max(2 * radius, 1)),
        StyleMath.smoothstep(context.timeInState / Self.fadeIn))
      // The arm level falls as the shades come in: together they keep them, without a dip.
      ticking = min(
        context.easedArmLevel + StyleMath.smoothstep(context.timeInState / Self.fadeIn), 1)
      turned = context.timeInState
    case .finishing:
      grown = 1
      ticking = 1
      opacity = 1 - StyleMath.smoothstep(context.timeInState / max(finishingDuration, 1e-3))
      turned = context.completedPreviousStateDuration + context.timeInState
    }
    var ticks = (turned / turnDuration * Double(TickingSpinner.spokeCount)).rounded(.down)
    if context.reduceMotion {
      ticks = 0
      ticking = 0
      // Through finishing too: it came back whole in one frame as finishing began.
      opacity *= context.reducedMotionBreath
    }
    // What the marks show, the spinner gives way to.
    opacity *= 1 - max(marks.failure, marks.end)
    let spinner = TickingSpinner(center: center, radius: radius, lineWidth: lineWidth, color: color)
    return SwellScene(
      size: context.size,
      layers: spinner.layers(
        "quiet.spinner", grown: grown, ticking: ticking, ticks: ticks, opacity: opacity)
        + [
          ActivityIndicator.cross(
            "quiet.failure", center: center, radius: radius, lineWidth: lineWidth,
            growth: marks.failure, color: color, opacity: marks.failure),
          LoadStateMarks.line(
            "quiet.end", center: center, length: endLength * marks.end, lineWidth: lineWidth,
            color: color, opacity: marks.end),
        ])
  }
}
