/// What a control says at one instant, as the words cross over: each state text with its
/// weight (0…1), weakest first. From the arm level while pulling (so "Pull down to refresh"
/// becomes "Release to refresh" without a pop), over 0.15 s as a refresh starts and ends.
/// Shared by `ClassicStyle` and `CaptionedStyle`.
struct StateWords {
  /// How long one text takes to cross over to the next (s).
  static let crossfade = 0.15

  /// The texts and their weights, weakest first (so the strongest draws on top).
  private(set) var words: [(text: String, weight: Double)] = []

  init(_ input: StyleInput, texts: RefreshTexts) {
    let fade = { (time: Double) in StyleInput.smoothstep(time / Self.crossfade) }
    let header = input.edge == .top
    switch input.state {
    case .idle, .pulling, .armed:
      let shown: RefreshState = input.state == .idle && !header ? .idle : .pulling(progress: 0)
      say(shown, input.outcome, 1 - input.arm, input, texts)
      say(.armed, nil, input.arm, input, texts)
    case .refreshing:
      let fresh = fade(input.timeInState)
      say(.armed, nil, min(input.arm, 1 - fresh), input, texts)
      say(.refreshing, nil, fresh, input, texts)
    case .finishing:
      let ended = fade(input.timeInState)
      say(.refreshing, nil, 1 - ended, input, texts)
      say(.finishing, input.outcome, ended, input, texts)
    }
    words.sort { $0.weight < $1.weight }
  }

  private mutating func say(
    _ state: RefreshState, _ outcome: RefreshOutcome?, _ weight: Double, _ input: StyleInput,
    _ texts: RefreshTexts
  ) {
    guard weight > 0.001,
      let text = texts.stateText(edge: input.edge, state: state, outcome: outcome)
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
        opacity: StyleInput.clamp(word.weight * opacity, 0, 1), position: position)
    }
  }
}
