#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension QuietStyle: LoadStateDrawing {
  /// How long the ring takes to show fully when loading starts (s).
  static let fadeIn = 0.15

  /// The ring (`"quiet.ring"`), the failure cross (`"quiet.failure"`) and the "no more data"
  /// line (`"quiet.end"`), centred in what the pull reveals, as UIRefreshControl's spinner
  /// is: they follow every movement of the pull, and rest in the middle of the refreshing band.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let input = StyleInput(context)
    let center = SwellPoint(x: input.width / 2, y: input.height - max(input.pull, 0) / 2)
    let marks = LoadStateMarks(input)
    // Half strength as the band opens, full once the pull arms.
    let pulled =
      0.5 * StyleInput.smoothstep(input.pull / max(refreshingHeight * 0.6, 1)) + 0.5 * input.arm
    var opacity: Double
    var drawn = 1.0
    var turned = 0.0
    switch input.state {
    case .idle, .pulling, .armed:
      opacity = pulled
      drawn = input.progress
    case .refreshing:
      opacity = max(pulled, StyleInput.smoothstep(input.timeInState / Self.fadeIn))
      turned = input.timeInState
    case .finishing:
      let loaded = input.completedPreviousStateDuration
      opacity = 1 - StyleInput.smoothstep(input.timeInState / max(finishingDuration, 1e-3))
      turned = loaded + input.timeInState
    }
    if input.reduceMotion {
      turned = 0
      if input.state == .refreshing {
        opacity *= 0.675 + 0.325 * cos(2 * Double.pi * input.timeInState / 1.6)
      }
    }
    // What the marks show, the ring gives way to.
    opacity *= 1 - max(marks.failure, marks.end)
    let turns = turned / turnDuration
    return SwellScene(
      size: input.size,
      layers: [
        ActivityIndicator.ring(
          "quiet.ring", center: center, radius: radius, lineWidth: lineWidth,
          angle: (turns - turns.rounded(.down)) * 2 * Double.pi, color: color, opacity: opacity,
          drawn: drawn),
        ActivityIndicator.cross(
          "quiet.failure", center: center, radius: radius, lineWidth: lineWidth,
          growth: marks.failure, color: color, opacity: marks.failure),
        LoadStateMarks.line(
          "quiet.end", center: center, length: endLength * marks.end, lineWidth: lineWidth,
          color: color, opacity: marks.end),
      ])
  }
}
