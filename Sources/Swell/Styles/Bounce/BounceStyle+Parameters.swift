extension BounceStyle: ConfigurableStyle {
  /// `"bounce"`.
  public static var styleName: String { "bounce" }

  /// The numeric parameters in display order: name, accepted range, summary.
  private static let numbers: [(name: String, range: ClosedRange<Double>, summary: String)] = [
    (
      "pullDistance", 20...400,
      "pull before the sheet bends; its corners' rest while refreshing (pt)"
    ),
    (
      "bendDistance", 0...200,
      "how far past pullDistance the sheet's middle follows the content (pt)"
    ),
    ("bounceDuration", 0.05...5, "length of the release bounce (s)"),
    ("ballSize", 4...200, "ball diameter (pt)"),
    ("ballDelay", 0...5, "wait between the release and the ball's rise (s)"),
    ("riseDuration", 0.05...5, "length of the ball's rise, and of its drop (s)"),
    ("spinnerScale", 1...4, "spinner radius as a multiple of the ball's radius"),
    ("spinnerLineWidth", 0.25...20, "spinner stroke width (pt)"),
    ("spinnerTurnDuration", 0.1...20, "time for one turn of the spinner (s)"),
    ("strokeDuration", 0.05...20, "time for the spinner's stroke to grow, and to shrink (s)"),
  ]

  /// Where each numeric parameter lives.
  private static func keyPath(_ name: String) -> WritableKeyPath<BounceStyle, Double>? {
    switch name {
    case "pullDistance": return \.pullDistance
    case "bendDistance": return \.bendDistance
    case "bounceDuration": return \.bounceDuration
    case "ballSize": return \.ballSize
    case "ballDelay": return \.ballDelay
    case "riseDuration": return \.riseDuration
    case "spinnerScale": return \.spinnerScale
    case "spinnerLineWidth": return \.spinnerLineWidth
    case "spinnerTurnDuration": return \.spinnerTurnDuration
    case "strokeDuration": return \.strokeDuration
    default: return nil
    }
  }

  /// The parameters `set(_:to:)` accepts, with the seed's values and Swell's defaults.
  public static var parameters: [StyleParameter] {
    let (seed, swell) = (BounceStyle.seed, BounceStyle())
    var list: [StyleParameter] = numbers.compactMap { entry in
      keyPath(entry.name).map { path in
        StyleParameter(
          name: entry.name, summary: entry.summary,
          accepted: ParameterParsing.accepted(entry.range),
          seedValue: ParameterParsing.format(seed[keyPath: path]),
          defaultValue: ParameterParsing.format(swell[keyPath: path]))
      }
    }
    list.insert(
      StyleParameter(
        name: "bounceTiming",
        summary: "easeIn: one ease-in over the whole bounce (seed); swing: each swing eased",
        accepted: BounceTiming.allCases.map(\.rawValue).joined(separator: "|"),
        seedValue: seed.bounceTiming.rawValue, defaultValue: swell.bounceTiming.rawValue),
      at: 3)
    list.insert(
      StyleParameter(
        name: "riseCurve", summary: "timing curve of the ball's rise and drop (x1,y1,x2,y2)",
        accepted: "x1,y1,x2,y2 with x1, x2 in 0…1 and y1, y2 in -10…10",
        seedValue: ParameterParsing.format(seed.riseControlPoint1, seed.riseControlPoint2),
        defaultValue: ParameterParsing.format(swell.riseControlPoint1, swell.riseControlPoint2)),
      at: 7)
    let colors: [(String, String, KeyPath<BounceStyle, Color>)] = [
      ("backgroundColor", "colour the pull reveals", \.backgroundColor),
      ("waveColor", "colour of the sheet", \.waveColor),
      ("ballColor", "colour of the ball", \.ballColor),
      ("spinnerColor", "colour of the spinner", \.spinnerColor),
    ]
    list += colors.map { name, summary, path in
      StyleParameter(
        name: name, summary: summary, accepted: "#RRGGBB or #RRGGBBAA",
        seedValue: seed[keyPath: path].hexString, defaultValue: swell[keyPath: path].hexString)
    }
    list.append(
      StyleParameter(
        name: "fadesContent", summary: "whether contentOpacity fades the content while pulling",
        accepted: "true|false", seedValue: String(seed.fadesContent),
        defaultValue: String(swell.fadesContent)))
    return list
  }

  /// Sets the parameter `name` from its text form.
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown name or a value outside its range.
  public mutating func set(_ name: String, to value: String) throws {
    if let path = Self.keyPath(name), let entry = Self.numbers.first(where: { $0.name == name }) {
      self[keyPath: path] = try ParameterParsing.number(value, name, in: entry.range)
      return
    }
    switch name {
    case "bounceTiming":
      bounceTiming = try ParameterParsing.choice(value, name, as: BounceTiming.self)
    case "riseCurve":
      (riseControlPoint1, riseControlPoint2) = try ParameterParsing.controlPoints(value, name)
    case "backgroundColor": backgroundColor = try ParameterParsing.color(value, name)
    case "waveColor": waveColor = try ParameterParsing.color(value, name)
    case "ballColor": ballColor = try ParameterParsing.color(value, name)
    case "spinnerColor": spinnerColor = try ParameterParsing.color(value, name)
    case "fadesContent": fadesContent = try ParameterParsing.bool(value, name)
    default: throw ParameterParsing.unknown(name, value: value, known: Self.parameters)
    }
  }

  /// This style with every number clamped into its accepted range (NaN to the range's lower
  /// end), so that drawing never meets a value `set(_:to:)` would have rejected.
  var drawable: BounceStyle {
    var style = self
    for entry in Self.numbers {
      guard let path = Self.keyPath(entry.name) else { continue }
      style[keyPath: path] = StyleNumbers.clamp(
        style[keyPath: path], entry.range.lowerBound, entry.range.upperBound)
    }
    func clampControl(_ point: Point) -> Point {
      Point(x: StyleNumbers.clamp(point.x, 0, 1), y: StyleNumbers.clamp(point.y, -10, 10))
    }
    style.riseControlPoint1 = clampControl(riseControlPoint1)
    style.riseControlPoint2 = clampControl(riseControlPoint2)
    return style
  }
}
