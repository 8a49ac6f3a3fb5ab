/// What a footer shows between loads, beside its effect: a cross after a failed load (until
/// the next one starts) and a short line once there is no more data (until code resets it).
/// Every style draws them as a footer — `QuietStyle` as its own picture, the effects over
/// theirs (`RefreshStyle.sceneShowingLoadState(in:)`).
struct LoadStateMarks {
  /// How much of the failure cross shows, 0…1.
  var failure: Double
  /// How much of the "no more data" line shows, 0…1.
  var end: Double

  /// How long a mark takes to grow in (s).
  static let growth = 0.2

  /// The marks at `input`'s moment: a failure's cross as finishing begins (any edge: a header
  /// shows it while it goes) and on while a footer is idle; the end line from the finishing
  /// of the load that said so on, at a footer.
  init(_ input: StyleInput) {
    failure = 0
    end = 0
    let grown: Double
    switch input.state {
    case .finishing: grown = StyleInput.smoothstep(input.timeInState / Self.growth)
    case .idle, .pulling, .armed: grown = input.edge == .bottom ? 1 : 0
    case .refreshing: grown = 0
    }
    switch input.outcome {
    case .failure?: failure = grown
    case .noMoreData?: end = input.edge == .bottom ? grown : 0
    case .success?, nil: break
    }
  }

  /// A horizontal line of `length` (pt) centred on `center`, `lineWidth` wide with round caps.
  static func line(
    _ name: String, center: SwellPoint, length: Double, lineWidth: Double, color: SwellColor,
    opacity: Double
  ) -> ShapeLayer {
    var path = SwellPath()
    if length > 0 && opacity > 0 {
      path.move(to: SwellPoint(x: -length / 2, y: 0))
      path.addLine(to: SwellPoint(x: length / 2, y: 0))
    }
    return ShapeLayer(
      name: name, path: path, fillColor: nil, strokeColor: color, lineWidth: lineWidth,
      lineCap: .round, opacity: StyleInput.clamp(opacity, 0, 1),
      transform: .translation(x: center.x, y: center.y))
  }
}

/// A style that shows a footer's load state in its own picture (see `LoadStateMarks`).
protocol LoadStateDrawing {}

extension RefreshStyle {
  /// The picture at `context`, with what a footer shows between loads drawn over it — a cross
  /// after a failed load, a short line once there is no more data — in the middle of the
  /// refreshing band, for styles whose picture does not show them itself. A header's picture
  /// is the style's own.
  ///
  /// - Parameters:
  ///   - context: the instant to draw.
  ///   - forVectorFormat: whether to start from `vectorScene(in:)` (for a Lottie export)
  ///     instead of `scene(in:)`.
  public func sceneShowingLoadState(in context: RefreshContext, forVectorFormat: Bool = false)
    -> SwellScene
  {
    var scene = forVectorFormat ? vectorScene(in: context) : self.scene(in: context)
    guard context.edge == .bottom, !(self is any LoadStateDrawing) else { return scene }
    let input = StyleInput(context)
    let marks = LoadStateMarks(input)
    let center = SwellPoint(x: input.width / 2, y: input.height - refreshingHeight / 2)
    let grey = SwellColor(red255: 142, green255: 142, blue255: 147)
    scene.layers.append(
      ActivityIndicator.cross(
        "footer.failure", center: center, radius: 9, lineWidth: 2, growth: marks.failure,
        color: grey, opacity: marks.failure))
    scene.layers.append(
      LoadStateMarks.line(
        "footer.end", center: center, length: 24 * marks.end, lineWidth: 2, color: grey,
        opacity: marks.end))
    return scene
  }
}
