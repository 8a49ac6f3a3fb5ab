/// What a control says at one instant: each state text with its share (0…1, the shares adding
/// up to 1) and its opacity, weakest first. While pulling the words follow the arm level, so
/// "Pull down to refresh" becomes "Release to refresh" as the finger goes, and back. As a
/// refresh starts and ends they give way over 0.25 s: one goes out before the next comes in,
/// since two texts half drawn over each other in one spot read as neither. Shared by
/// `ClassicStyle` and `CaptionedStyle`.
struct StateWords {
  /// How long one text takes to give way to the next (s): it goes out over the first 60 %,
  /// the next comes in over the last 60 %, so for a twentieth of a second both show faintly.
  static let crossfade = 0.25

  /// One text: its `share` of the crossing, eased (for a layout that blends the texts'
  /// widths, so it starts and stops at rest), and how much of it shows.
  typealias Word = (text: String, share: Double, opacity: Double)

  /// The texts, weakest first (so the strongest draws on top).
  private(set) var words: [Word] = []

  /// What a text going out shows at `fraction` (0…1) of a crossing: whole until it starts,
  /// gone at 60 %.
  static func goingOut(_ fraction: Double) -> Double {
    1 - StyleMath.smoothstep(fraction / 0.6)
  }

  /// What a text coming in shows at `fraction` (0…1) of a crossing: nothing until 40 %, whole
  /// at the end.
  static func comingIn(_ fraction: Double) -> Double {
    StyleMath.smoothstep((fraction - 0.4) / 0.6)
  }

  init(_ context: RefreshContext, texts: RefreshTexts) {
    let header = context.edge == .top
    let fraction = StyleMath.clamp(context.timeInState / Self.crossfade, 0, 1)
    func said(_ state: RefreshState, _ outcome: RefreshOutcome?, _ share: Double = 1) -> [Word] {
      guard let text = texts.stateText(edge: context.edge, state: state, outcome: outcome)
      else { return [] }
      return [(text, share, 1)]
    }
    // The resting words: a footer resting after a failure says so.
    let resting = said(
      header ? .pulling(progress: 0) : .idle,
      header ? nil : context.state == .refreshing ? context.previousOutcome : context.outcome)
    // The pull's words give way as the control arms, which takes 0.15 s (`armLevel`), and
    // back as it disarms.
    func pulled(armLevel: Double, eased: Double) -> [Word] {
      var words: [Word] = []
      Self.giveWay(
        from: resting, to: said(.armed, nil), at: armLevel, sharing: eased, into: &words)
      return words
    }
    switch context.state {
    case .idle, .pulling, .armed:
      words = pulled(armLevel: context.armLevel, eased: context.easedArmLevel)
    case .refreshing:
      // From what the pull said as the refresh started: an automatic footer reaching the end,
      // or a refresh begun from code, from the resting words.
      let before = pulled(
        armLevel: context.armLevelAtStateChange, eased: context.easedArmLevelAtStateChange)
      Self.giveWay(
        from: before, to: said(.refreshing, nil), at: fraction,
        sharing: StyleMath.smoothstep(fraction), into: &words)
    case .finishing:
      words = Self.givingWay(
        from: said(.refreshing, nil), to: said(.finishing, context.outcome), at: fraction)
    }
    words.sort { $0.share < $1.share }
  }

  /// The texts `old` giving way to `new` at `fraction` (0…1) of a crossing, the layout's
  /// shares eased, weakest first: what a line of words shows as one text takes another's
  /// place (classic's last-updated line too). A text both say stays whole.
  static func givingWay(from old: [Word], to new: [Word], at fraction: Double) -> [Word] {
    var words: [Word] = []
    giveWay(
      from: old, to: new, at: fraction, sharing: StyleMath.smoothstep(fraction), into: &words)
    return words.sorted { $0.share < $1.share }
  }

  /// Crosses from the texts `old` to `new` at `fraction` (0…1) of the crossing, the layout's
  /// shares at `share`, adding the texts to `words`. A text both say stays whole.
  private static func giveWay(
    from old: [Word], to new: [Word], at fraction: Double, sharing share: Double,
    into words: inout [Word]
  ) {
    let kept = Set(old.map(\.text)).intersection(new.map(\.text))
    for word in old {
      let going = kept.contains(word.text) ? 1 - fraction : Self.goingOut(fraction)
      add(word.text, word.share * (1 - share), word.opacity * going, to: &words)
    }
    for word in new {
      let coming = kept.contains(word.text) ? fraction : Self.comingIn(fraction)
      add(word.text, word.share * share, word.opacity * coming, to: &words)
    }
  }

  private static func add(
    _ text: String, _ share: Double, _ opacity: Double, to words: inout [Word]
  ) {
    guard share > 0.001 || opacity > 0.001 else { return }
    if let at = words.firstIndex(where: { $0.text == text }) {
      words[at].share += share
      words[at].opacity += opacity
    } else {
      words.append((text, share, opacity))
    }
  }

  /// The words, each cut to `width` (pt) at `fontSize`, as text layers centred on `position`:
  /// the strongest named `name`, the ones it crosses over from `name.previous`, each faded by
  /// its own opacity times `opacity`.
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
        opacity: StyleMath.clamp(word.opacity * opacity, 0, 1), position: position)
    }
  }
}
