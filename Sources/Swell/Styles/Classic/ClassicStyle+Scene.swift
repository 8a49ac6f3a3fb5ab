#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ClassicStyle: LoadStateDrawing {
  /// How long one icon takes to cross over to the next (s). Words take longer
  /// (`StateWords.crossfade`): they go out before the next come in.
  static let crossfade = 0.15
  /// The arrow's and the ring's size across (pt), and the gap between them and the text, at
  /// the standard text size; both scale with the words, as symbols beside text do.
  static let iconSize = 18.0
  static let gap = 10.0
  /// The icons' stroke width (pt) at the standard text size.
  static let iconLineWidth = 2.0

  /// The icon (`"classic.arrow"`, `"classic.ring"`, `"classic.done"`, `"classic.failure"`) and
  /// the texts (`"classic.state"`, the one it crosses over from as `"classic.state.previous"`,
  /// and `"classic.lastUpdated"`, which says "Just now" as a refresh that ended well finishes,
  /// crossing over from `"classic.lastUpdated.previous"`), as one group centred across the
  /// header in the middle of what the pull reveals.
  public func scene(in context: RefreshContext) -> SwellScene {
    if let dark = darkDrawing(of: context) { return dark.style.scene(in: dark.context) }
    let texts = context.texts
    let header = context.edge == .top
    let marks = LoadStateMarks(context)
    let fade = { (time: Double) in StyleMath.smoothstep(time / Self.crossfade) }
    let words = StateWords(context, texts: texts).words
    // The icons' weights.
    var arrow = 0.0
    var ring = 0.0
    var ringAngle = 0.0
    var done = 0.0
    // Reduced motion: the ring stands still and breathes.
    let breath = context.reducedMotionBreath
    switch context.state {
    case .idle, .pulling, .armed:
      arrow = 1 - max(marks.failure, marks.end)
    case .refreshing:
      let fresh = fade(context.timeInState)
      // After a failure the cross, not the arrow, gives way to the ring (it goes out more
      // slowly than the ring comes in, so no arrow shows between).
      arrow = max(0, 1 - fresh - marks.failure)
      ring = fresh * breath
      ringAngle = ActivityIndicator.angle(
        time: context.timeInState, turn: turnDuration, reduceMotion: context.reduceMotion)
    case .finishing:
      let ended = fade(context.timeInState)
      ring = (1 - ended) * breath
      ringAngle = ActivityIndicator.angle(
        time: context.completedPreviousStateDuration + context.timeInState, turn: turnDuration,
        reduceMotion: context.reduceMotion)
      if case .success? = context.outcome { done = StyleMath.smoothstep(context.timeInState / 0.2) }
    }
    // A header's group fades in as the band opens, so no clipped half line shows.
    let reveal = header ? StyleMath.smoothstep(context.pullDistance / (refreshingHeight * 0.75)) : 1

    // Layout: [icon] gap [text block], centred; mirrored for right-to-left languages.
    let rightToLeft = texts.language.isRightToLeft
    let iconShare = 1 - marks.end  // "No more data" stands alone
    let twoLines = header && showsLastUpdated
    let across = max(context.size.width - 2 * 16, 0)
    // The reader's text size, as far as the lines still fit the refreshing band and every
    // state's words still fit across beside the icon, which grows with them (so the size
    // holds from state to state).
    let grown =
      texts.fontSize(
        fontSize,
        upTo: min(
          Self.largestFontSize(band: refreshingHeight, twoLines: twoLines),
          widestFontSize(across: across, texts: texts, header: header, twoLines: twoLines)))
      / fontSize
    let fontSize = self.fontSize * grown
    let small = max(self.fontSize - 2, 1) * grown
    let iconSize = Self.iconSize * grown
    let iconLineWidth = Self.iconLineWidth * grown
    let iconAndGap = (Self.iconSize + Self.gap) * grown
    let room = max(across - iconShare * iconAndGap, 0)
    // The last-updated line, crossing over to "Just now" as a refresh that ended well
    // finishes and saying so until the header has closed (the host shows the time then),
    // weakest first.
    var justUpdated = context.justUpdated ? 1.0 : 0
    if context.state == .finishing, case .success? = context.outcome {
      justUpdated = StyleMath.clamp(context.timeInState / StateWords.crossfade, 0, 1)
    }
    let lines =
      twoLines
      ? StateWords.givingWay(
        from: [(texts.lastUpdatedLine, 1, 1)], to: [(texts.justUpdatedLine, 1, 1)],
        at: justUpdated) : []
    // Each cut to its room; the block's width blends the texts' by their shares as they
    // cross over, so the group never jumps.
    func cut(_ words: [StateWords.Word], _ size: Double, _ weight: TextLayer.Weight)
      -> (words: [StateWords.Word], width: Double)
    {
      let cut: [StateWords.Word] = words.map {
        let text = TextLayer.truncated($0.text, toWidth: room, fontSize: size, weight: weight)
        return (text, $0.share, $0.opacity)
      }
      let shares = cut.reduce(0) { $0 + $1.share }
      let width = cut.reduce(0) {
        $0 + $1.share * TextLayer.estimatedWidth(of: $1.text, fontSize: size, weight: weight)
      }
      return (cut, shares > 0 ? width / shares : 0)
    }
    let (shownWords, wordsWidth) = cut(words, fontSize, .semibold)
    let (lastUpdated, lineWidth) = cut(lines, small, .regular)
    let blockWidth = max(wordsWidth, lineWidth)
    let groupWidth = iconShare * iconAndGap + blockWidth
    let groupStart = (context.size.width - groupWidth) / 2
    let iconOffset = groupStart + iconSize / 2
    let textOffset = groupStart + iconShare * iconAndGap + blockWidth / 2
    let iconX = rightToLeft ? context.size.width - iconOffset : iconOffset
    let textX = rightToLeft ? context.size.width - textOffset : textOffset
    // In the middle of what the pull reveals, as UIRefreshControl's spinner is: it answers
    // every movement of the pull and rests in the middle of the refreshing band.
    let middle = context.size.height - max(context.pullDistance, 0) / 2
    let stateY = twoLines ? middle - small * 0.7 : middle
    let icon = SwellPoint(x: iconX, y: middle)

    var layers = [
      arrowLayer(
        center: icon, size: iconSize, lineWidth: iconLineWidth, turned: context.easedArmLevel,
        rightToLeft: rightToLeft, context: context, opacity: arrow * reveal),
      ActivityIndicator.ring(
        "classic.ring", center: icon, radius: iconSize * 0.42, lineWidth: iconLineWidth,
        angle: rightToLeft ? -ringAngle : ringAngle, color: secondaryColor,
        opacity: ring * reveal),
    ]
    layers.append(checkLayer(center: icon, size: iconSize, lineWidth: iconLineWidth, growth: done))
    layers.append(
      ActivityIndicator.cross(
        "classic.failure", center: icon, radius: iconSize * 0.5, lineWidth: iconLineWidth,
        growth: marks.failure, color: secondaryColor, opacity: marks.failure * iconShare))

    // Each text in the middle of the block, whose width blends the texts' as they cross
    // over; one wider than the block (coming in) starts no nearer the icon than its gap.
    let textStart = groupStart + iconShare * iconAndGap
    func placedX(_ text: String, _ size: Double, _ weight: TextLayer.Weight) -> Double {
      let half = TextLayer.estimatedWidth(of: text, fontSize: size, weight: weight) / 2
      return rightToLeft
        ? min(textX, context.size.width - textStart - half) : max(textX, textStart + half)
    }
    var textLayers = shownWords.enumerated().map { index, word in
      TextLayer(
        name: index == shownWords.count - 1 ? "classic.state" : "classic.state.previous",
        string: word.text, fontSize: fontSize, weight: .semibold, color: textColor,
        opacity: StyleMath.clamp(word.opacity * reveal, 0, 1),
        position: SwellPoint(x: placedX(word.text, fontSize, .semibold), y: stateY))
    }
    for (index, line) in lastUpdated.enumerated() {
      textLayers.append(
        TextLayer(
          name: index == lastUpdated.count - 1
            ? "classic.lastUpdated" : "classic.lastUpdated.previous",
          string: line.text, fontSize: small, color: secondaryColor,
          opacity: StyleMath.clamp(line.opacity * reveal, 0, 1),
          position: SwellPoint(x: placedX(line.text, small, .regular), y: middle + fontSize * 0.75))
      )
    }
    return SwellScene(size: context.size, layers: layers, texts: textLayers)
  }

  /// The largest state text (pt) whose lines fit a band `band` points tall: the state line
  /// and the last-updated line under it span about 2.7 times the font size (their centres
  /// 1.35 sizes apart, and each line's own height, up to 1.5 sizes in the fonts Chinese and
  /// Japanese fall back to), one line alone 1.5 times it; a margin of a tenth of the band
  /// stays clear.
  private static func largestFontSize(band: Double, twoLines: Bool) -> Double {
    band * 0.9 / (twoLines ? 2.7 : 1.5)
  }

  /// The largest state text (pt) at which every state's words, and the last-updated line at
  /// its smaller size, fit uncut (estimated widths) beside the icon and its gap, grown in
  /// step with the text, within `across` points.
  private func widestFontSize(across: Double, texts: RefreshTexts, header: Bool, twoLines: Bool)
    -> Double
  {
    let states: [RefreshText] =
      header
      ? [.pullToRefresh, .releaseToRefresh, .refreshing, .refreshed, .refreshFailed]
      : [.pullToLoadMore, .releaseToLoadMore, .loadingMore, .loaded, .loadFailed, .noMoreData]
    // Widths at 1 pt: each scales with the font size.
    var widths = states.map { TextLayer.estimatedWidth(of: texts.string($0), fontSize: 1) }
    if twoLines {
      let smaller = max(fontSize - 2, 1) / fontSize
      for line in [texts.lastUpdatedLine, texts.justUpdatedLine] {
        widths.append(smaller * TextLayer.estimatedWidth(of: line, fontSize: 1, weight: .regular))
      }
    }
    // At size f the words take f × widest and the icon with its gap grows by f / fontSize.
    // Taken below the exact size, on a hundredth of a point: there the widest text would be
    // a rounding error over its room, and cut.
    let widest = widths.max() ?? 0
    let exact = across / (widest + (Self.iconSize + Self.gap) / fontSize)
    return (exact * 100).nextDown.rounded(.down) / 100
  }

  /// An arrow pointing along the pull (down in header coordinates), turned half a turn as the
  /// pull arms — the other way round in a right-to-left layout. With reduced motion it does
  /// not turn: the arrow pointing back fades in over it.
  private func arrowLayer(
    center: SwellPoint, size: Double, lineWidth: Double, turned: Double, rightToLeft: Bool,
    context: RefreshContext, opacity: Double
  ) -> ShapeLayer {
    let half = size / 2
    var path = SwellPath()
    if opacity > 0 {
      path.move(to: SwellPoint(x: 0, y: -half))
      path.addLine(to: SwellPoint(x: 0, y: half))
      path.move(to: SwellPoint(x: -half * 0.6, y: half * 0.4))
      path.addLine(to: SwellPoint(x: 0, y: half))
      path.addLine(to: SwellPoint(x: half * 0.6, y: half * 0.4))
    }
    let angle: Double
    var shown = opacity
    if context.reduceMotion {
      // Flip, not turn: fade out pointing one way, back in pointing the other.
      angle = turned < 0.5 ? 0 : Double.pi
      shown *= abs(1 - 2 * turned)
    } else {
      angle = (rightToLeft ? -1 : 1) * Double.pi * turned
    }
    return ShapeLayer(
      name: "classic.arrow", path: path, fillColor: nil, strokeColor: secondaryColor,
      lineWidth: lineWidth, lineCap: .round, lineJoin: .round,
      opacity: StyleMath.clamp(shown, 0, 1),
      transform: SwellTransform.rotation(angle).concatenating(
        .translation(x: center.x, y: center.y)))
  }

  /// A check mark `size` points across, drawn from its short arm on as `growth` goes 0…1.
  private func checkLayer(center: SwellPoint, size: Double, lineWidth: Double, growth: Double)
    -> ShapeLayer
  {
    let half = size / 2
    var path = SwellPath()
    if growth > 0 {
      path.move(to: SwellPoint(x: -half * 0.75, y: 0))
      path.addLine(to: SwellPoint(x: -half * 0.2, y: half * 0.55))
      path.addLine(to: SwellPoint(x: half * 0.8, y: -half * 0.6))
    }
    var layer = ShapeLayer(
      name: "classic.done", path: path, fillColor: nil, strokeColor: secondaryColor,
      lineWidth: lineWidth, lineCap: .round, lineJoin: .round,
      opacity: StyleMath.clamp(growth * 3, 0, 1),
      transform: .translation(x: center.x, y: center.y))
    layer.strokeEnd = StyleMath.clamp(growth, 0, 1)
    return layer
  }
}
