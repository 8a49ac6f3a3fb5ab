/// What a control says at one instant, as the words cross over: each state text with its
/// weight (0…1), weakest first. From the arm level while pulling (so "Pull down to refresh"
/// becomes "Release to refresh" without a pop), over 0.15 s as a refresh starts and ends.
/// Shared by `ClassicStyle` and `CaptionedStyle`.
struct StateWords {
  /// How long one text takes to cross over to the next (s).
  static let crossfade = 0.15

  /// The texts and their weights, weakest first (so the strongest draws on top).
  private(set) var words: [(text: String, weight: Double)] = []

  init(_ context: RefreshContext, texts: RefreshTexts) {
    let fade = { (time: Double) in StyleMath.smoothstep(time / Self.crossfade) }
    let header = context.edge == .top
    switch context.state {
    case .idle, .pulling, .armed:
      let shown: RefreshState = context.state == .idle && !header ? .idle : .pulling(progress: 0)
      say(shown, context.outcome, 1 - context.easedArmLevel, context, texts)
      say(.armed, nil, context.easedArmLevel, context, texts)
    case .refreshing:
      let fresh = fade(context.timeInState)
      say(.armed, nil, min(context.easedArmLevel, 1 - fresh), context, texts)
      // A refresh that no armed pull started (an automatic footer reaching the end, one begun
      // from code) crosses over from the resting words instead of dropping them.
      // A footer resting after a failure said so.
      let resting: RefreshState = header ? .pulling(progress: 0) : .idle
      say(
        resting, header ? nil : context.previousOutcome,
        (1 - context.easedArmLevelAtStateChange) * (1 - fresh), context, texts)
      say(.refreshing, nil, fresh, context, texts)
    case .finishing:
      let ended = fade(context.timeInState)
      say(.refreshing, nil, 1 - ended, context, texts)
      say(.finishing, context.outcome, ended, context, texts)
    }
    words.sort { $0.weight < $1.weight }
  }

  private mutating func say(
    _ state: RefreshState, _ outcome: RefreshOutcome?, _ weight: Double, _ context: RefreshContext,
    _ texts: RefreshTexts
  ) {
    guard weight > 0.001,
      let text = texts.stateText(edge: context.edge, state: state, outcome: outcome)
    else { return }
    if let at = words.firstIndex(where: { $0.text == text }) {
      words[at].weight += weight
    } else {
      words.append((text, weight))
    }
  }

  /// The words, each cut to `width` (pt) at `fontSize`, as text layers centred on `position`:
  /// the strongest named `name`, the ones it crosses over from `name.previous`, each faded by
  /// its weight times `opacity`.
  func layers(
    name: String, position: SwellPoint, width: Double, fontSize: Double,
    weight: TextLayer.Weight, color: SwellColor, opacity: Double
  ) -> [TextLayer] {
    words.enumerated().map { index, word in
      TextLayer(
        name: index == words.count - 1 ? name : name + ".previous",
        string: TextLayer.truncated(
          word.text, toWidth: width, fontSize: fontSize, weight: weight),
        fontSize: fontSize, weight: weight, color: color,
        opacity: StyleMath.clamp(word.weight * opacity, 0, 1), position: position)
    }
  }
}
