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
  /// How long a footer still in view takes to go from its finish to its rest, and how long
  /// before finishing ends it is at rest (s): a Lottie finish's last two frames at 30 fps show
  /// the rest exactly (`LottieAppDocument`).
  static let handover = (duration: 0.15, atRest: 0.05)

  /// The marks at `context`'s moment: a failure's cross as finishing begins (any edge: a header
  /// shows it while it goes) and on while a footer is idle, going out as its next load
  /// starts; the end line from the finishing of the load that said so on, at a footer.
  init(_ context: RefreshContext) {
    failure = 0
    end = 0
    let grown: Double
    var outcome = context.outcome
    switch context.state {
    case .finishing: grown = StyleMath.smoothstep(context.timeInState / Self.growth)
    case .idle, .pulling, .armed: grown = context.edge == .bottom ? 1 : 0
    case .refreshing:
      outcome = context.previousOutcome
      grown =
        context.edge == .bottom ? 1 - StyleMath.smoothstep(context.timeInState / Self.growth) : 0
    }
    switch outcome {
    case .failure?: failure = grown
    case .noMoreData?: end = context.edge == .bottom ? grown : 0
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
      lineCap: .round, opacity: StyleMath.clamp(opacity, 0, 1),
      transform: .translation(x: center.x, y: center.y))
  }
}

/// A style that shows a footer's load state in its own picture (see `LoadStateMarks`).
protocol LoadStateDrawing {}

/// A style whose picture has an indicator of its own (a ring, a cross) that a footer's mark
/// takes the place of, or something in the band's middle where the mark shows (balls), so
/// that a footer shows one thing there at a time.
protocol LoadStateYielding {
  /// The names of the layers that give way while a footer's mark shows.
  var layersYieldingToMarks: Set<String> { get }
  /// The layer whose place the mark takes (the centre its transform moves it to: the style's
  /// own cross, so that the two cross over in one place), nil for the band's middle.
  var layerMarksReplace: String? { get }
}

extension LoadStateYielding {
  /// The band's middle.
  var layerMarksReplace: String? { nil }
}

extension LoadStateMarks {
  /// The contrast a footer's mark keeps with what lies behind it (WCAG's 3:1 for graphics,
  /// with a little to spare for antialiasing).
  static let contrast = 3.2

  /// What lies under a footer when its scene paints nothing: a light list's white, or the
  /// lightest dark window a host gives (GTK's #242424), so that a mark stands off every dark
  /// list too.
  static func page(_ appearance: SwellAppearance) -> SwellColor {
    appearance == .light ? .white : SwellColor(red255: 36, green255: 36, blue255: 36)
  }

  /// Where a footer's marks lie around their centre (pt): the cross's arms and the line's
  /// ends and middle.
  static let footprint: [SwellPoint] = [-12.0, -6, 0, 6, 12].flatMap { x in
    [-6.0, 0, 6].map { SwellPoint(x: x, y: $0) }
  }

  /// The instants whose pictures a footer's marks take their colour from, whenever they show
  /// at `context`: the footer open at its refreshing height with the outcome they show, its
  /// marks just grown in as finishing, and at rest after, each at `sampleTimes` of the
  /// session's clock, over which waves flow under the marks. The same pictures for a mark's
  /// whole life (finishing, rest, scrolling, the next load), so its colour holds, standing off
  /// whatever passes under it there.
  static func colorContexts(
    _ context: RefreshContext, refreshingHeight: Double
  ) -> [RefreshContext] {
    let finishing = RefreshContext(
      edge: context.edge, state: .finishing, pullDistance: refreshingHeight, progress: 1,
      timeInState: growth, size: context.size,
      outcome: context.state == .refreshing ? context.previousOutcome : context.outcome,
      reduceMotion: context.reduceMotion, pullDistanceAtStateChange: refreshingHeight,
      previousStateDuration: 1, texts: context.texts, appearance: context.appearance,
      restsInView: true)
    var rest = finishing
    rest.state = .idle
    rest.timeInState = 1
    return [finishing, rest].flatMap { picture in
      sampleTimes.map { time in
        var sampled = picture
        sampled.time = time
        return sampled
      }
    }
  }

  /// The session times (s) the colour's pictures are drawn at: eight over two seconds, a
  /// whole cycle of the slowest flow under a mark (wave's front wave repeats every 2.1 s).
  static let sampleTimes = (0..<8).map { Double($0) * 0.25 }

  /// The marks' colour for `scenes`, each with the marks at its centre: of the colours the
  /// scenes paint, the one that stands `contrast` : 1 off the ground everywhere under the
  /// marks in every scene with the least shading towards black or white.
  static func color(
    in scenes: [(scene: SwellScene, center: SwellPoint)], page: SwellColor
  ) -> SwellColor {
    // Each colour once, in the order first met: the pictures repeat most of them, and every
    // paint is tried against every ground.
    let grounds = uniqued(
      scenes.flatMap { scene, center in
        scene.fillColors(
          at: footprint.map { SwellPoint(x: center.x + $0.x, y: center.y + $0.y) }, over: page)
      })
    var paints: [SwellColor] = []
    for scene in scenes.map(\.scene) {
      paints += scene.layers.flatMap { [$0.strokeColor, $0.fillColor] }.compactMap { $0 }
      if let background = scene.background { paints.append(background) }
    }
    paints = uniqued(paints)
    let shades = paints.filter { $0.alpha > 0.5 }.map {
      $0.withAlpha(multipliedBy: 1 / $0.alpha).shade(standingOff: grounds, by: contrast)
    }
    return shades.min { $0.change < $1.change }?.color
      ?? SwellColor(red255: 142, green255: 142, blue255: 147).shade(
        standingOff: grounds, by: contrast
      ).color
  }

  /// `colors` without repeats, each where it first came.
  private static func uniqued(_ colors: [SwellColor]) -> [SwellColor] {
    var seen: Set<SwellColor> = []
    return colors.filter { seen.insert($0).inserted }
  }
}

extension RefreshStyle {
  /// The picture at `context`, with what a footer shows between loads drawn over it — a cross
  /// after a failed load, a short line once there is no more data — in the middle of the
  /// refreshing band, for styles whose picture does not show them itself. A header's picture
  /// is the style's own.
  ///
  /// A mark takes the place of the style's own ring or cross, and is drawn in the one of the
  /// style's colours that stands at least 3:1 off what lies behind it in the open footer, as
  /// it finishes and at rest (shaded darker or lighter when none does): one colour for as long
  /// as the mark shows.
  ///
  /// A footer still in view as its finish ends (its load failed, found no more data, or
  /// added no rows) hands its finishing picture over to its picture at rest near the end of
  /// finishing (`LoadStateMarks.handover`, `SwellScene.morphed(into:_:)`), and a header a
  /// finger holds open through its finish (or lets go of as it finishes) to its picture of
  /// that pull (or at rest), so that nothing changes in one frame where it shows.
  ///
  /// - Parameter context: the instant to draw.
  public func sceneShowingLoadState(in context: RefreshContext) -> SwellScene {
    let finishing = finishingLength(in: context)
    let left = finishing - context.timeInState
    // A finish shorter than the handover hands over through the whole of it.
    let handover = LoadStateMarks.handover
    let share = finishing > 0 ? min(1, finishing / (handover.duration + handover.atRest)) : 0
    let (duration, atRest) = (handover.duration * share, handover.atRest * share)
    // Only a control in view that stays there: a footer that rests in view (an automatic
    // one, wherever the rows it was given moved it meanwhile) or whose band is held open (a
    // pulled footer's closes, and has gone by then); or a header a finger holds open, which
    // goes on to its pull, or let go of as it finished, which goes idle as it settles.
    let fingerDown = context.fingerLocation != nil
    let letGo = (context.timeSinceRelease ?? .infinity) < context.timeInState
    let held = fingerDown || letGo
    let open = context.pullDistance >= context.pullDistanceAtStateChange - 0.5
    guard context.state == .finishing, context.pullDistance > 0,
      context.edge == .bottom ? context.restsInView || open : held,
      left < duration + atRest, left.isFinite, duration > 0
    else { return sceneWithMarks(in: context, marksColor: marksColor(in: context)) }
    var rest = context
    if context.edge == .top {
      // Finishing ends idle, and with a finger down pulling at once (idle lasting 0 s).
      rest.state = fingerDown ? .pulling(progress: min(context.progress, 1.0.nextDown)) : .idle
      // The host shows the refresh's time once the header has closed; till then the line
      // says "Just now", as finishing did.
      if case .success? = context.outcome { rest.justUpdated = true }
    } else {
      rest.state = .idle
    }
    rest.previousStateDuration = rest.state == .idle ? finishing : 0
    rest.timeInState = 0
    rest.pullDistanceAtStateChange = context.pullDistance
    let fraction = 1 - (left - atRest) / duration
    // The rest shows the finish's marks: one colour for both.
    let color = marksColor(in: context)
    return sceneWithMarks(in: context, marksColor: color).morphed(
      into: sceneWithMarks(in: rest, marksColor: color), fraction)
  }

  /// The picture at `context`, with a footer's marks in `marksColor` when the style does not
  /// draw them; a finishing header's marks faded out near the revealed edge
  /// (`EdgeFadingMarks`).
  private func sceneWithMarks(in context: RefreshContext, marksColor: SwellColor) -> SwellScene {
    var scene = self.scene(in: context)
    if context.edge == .bottom, !(self is any LoadStateDrawing) {
      addMarks(to: &scene, context, color: marksColor)
    }
    if context.edge == .top, context.state == .finishing,
      let fading = (self as? any EdgeFadingMarks)?.marksFadingAtTheEdge(in: context)
    {
      scene.fadeMarks(
        fading, nearRevealedTop: context.size.height - max(context.pullDistance, 0),
        closedBy: context.pullDistanceAtStateChange - context.pullDistance)
    }
    return scene
  }

  /// Where a footer's marks show in `scene`: at the style's own cross when it has one
  /// (`LoadStateYielding.layerMarksReplace`), else in the middle of the refreshing band.
  private func marksCenter(in scene: SwellScene, _ context: RefreshContext) -> SwellPoint {
    let replaced = (self as? any LoadStateYielding)?.layerMarksReplace.flatMap { name in
      scene.layers.first { $0.name == name }
    }
    return replaced.map { SwellPoint(x: $0.transform.tx, y: $0.transform.ty) }
      ?? SwellPoint(x: context.size.width / 2, y: context.size.height - refreshingHeight / 2)
  }

  /// The colour of a footer's marks at `context`: chosen in the pictures of
  /// `LoadStateMarks.colorContexts`, not this frame's, since waves and sheets pass under the
  /// points it stands off and a choice made afresh each frame changed in one. Only a shown
  /// mark needs one (the search draws sixteen pictures): grey otherwise.
  private func marksColor(in context: RefreshContext) -> SwellColor {
    let marks = LoadStateMarks(context)
    guard context.edge == .bottom, !(self is any LoadStateDrawing),
      max(marks.failure, marks.end) > 0
    else { return SwellColor(red255: 142, green255: 142, blue255: 147) }
    let names = (self as? any LoadStateYielding)?.layersYieldingToMarks ?? []
    let scenes = LoadStateMarks.colorContexts(context, refreshingHeight: refreshingHeight).map {
      colorContext in
      var colorScene = self.scene(in: colorContext)
      // There the marks show whole, and what gives way to them has gone.
      for index in colorScene.layers.indices where names.contains(colorScene.layers[index].name) {
        colorScene.layers[index].opacity = 0
      }
      return (colorScene, marksCenter(in: colorScene, colorContext))
    }
    return LoadStateMarks.color(in: scenes, page: LoadStateMarks.page(context.appearance))
  }

  /// Draws a footer's marks over `scene` in `color`, in place of the style's own ring or cross.
  private func addMarks(to scene: inout SwellScene, _ context: RefreshContext, color: SwellColor) {
    let marks = LoadStateMarks(context)
    let shown = max(marks.failure, marks.end)
    let yielding = self as? any LoadStateYielding
    if shown > 0, let yielding {
      let names = yielding.layersYieldingToMarks
      for index in scene.layers.indices where names.contains(scene.layers[index].name) {
        scene.layers[index].opacity *= 1 - shown
      }
    }
    let center = marksCenter(in: scene, context)
    scene.layers.append(
      ActivityIndicator.cross(
        "footer.failure", center: center, radius: 9, lineWidth: 2, growth: marks.failure,
        color: color, opacity: marks.failure))
    scene.layers.append(
      LoadStateMarks.line(
        "footer.end", center: center, length: 24 * marks.end, lineWidth: 2, color: color,
        opacity: marks.end))
  }
}
