extension ElasticStyle: ConfigurableStyle {
  /// `"elastic"`.
  public static var styleName: String { "elastic" }

  /// The numeric parameters in display order: name, accepted range, summary.
  private static let numbers: [(name: String, range: ClosedRange<Double>, summary: String)] = [
    ("restHeight", 20...400, "height of the curtain at rest and while refreshing (pt)"),
    ("stretchLimit", 0...1000, "how far below the straight edge the control point may go (pt)"),
    ("triggerPull", 10...1000, "pull that refreshes when released (pt)"),
    ("oscillationDamping", 0...50, "release oscillation: damping per unit progress"),
    ("oscillationVelocity", 0...200, "release oscillation: angular velocity per unit progress"),
    ("oscillationDuration", 0.05...10, "release oscillation: duration (s), then exactly at rest"),
    ("springResponse", 0.05...5, "release spring: response, its undamped period (s)"),
    ("springDampingRatio", 0.05...2, "release spring: damping ratio (1 = no overshoot)"),
    ("grabResponse", 0.01...2, "how quickly a grabbed curtain catches up with the finger (s)"),
  ]

  /// Where each numeric parameter lives.
  private static func keyPath(_ name: String) -> WritableKeyPath<ElasticStyle, Double>? {
    switch name {
    case "restHeight": return \.restHeight
    case "stretchLimit": return \.stretchLimit
    case "triggerPull": return \.triggerPull
    case "oscillationDamping": return \.oscillationDamping
    case "oscillationVelocity": return \.oscillationVelocity
    case "oscillationDuration": return \.oscillationDuration
    case "springResponse": return \.springResponse
    case "springDampingRatio": return \.springDampingRatio
    case "grabResponse": return \.grabResponse
    default: return nil
    }
  }

  /// The parameters `set(_:to:)` accepts, with the seed's values and Swell's defaults.
  public static var parameters: [StyleParameter] {
    let (seed, swell) = (ElasticStyle.seed, ElasticStyle())
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
        name: "release",
        summary: "oscillation: the seed's damped cosine; spring: a spring from the release speed",
        accepted: Release.allCases.map(\.rawValue).joined(separator: "|"),
        seedValue: seed.release.rawValue, defaultValue: swell.release.rawValue),
      at: 3)
    let colors: [(String, String, KeyPath<ElasticStyle, Color>)] = [
      ("fillColor", "colour of the curtain", \.fillColor),
      ("backgroundColor", "colour behind the curtain", \.backgroundColor),
      ("indicatorColor", "colour of the refreshing ring", \.indicatorColor),
    ]
    list += colors.map { name, summary, path in
      StyleParameter(
        name: name, summary: summary, accepted: "#RRGGBB or #RRGGBBAA",
        seedValue: seed[keyPath: path].hexString, defaultValue: swell[keyPath: path].hexString)
    }
    list.append(
      StyleParameter(
        name: "showsIndicator", summary: "whether a ring turns in the curtain while refreshing",
        accepted: "true|false", seedValue: String(seed.showsIndicator),
        defaultValue: String(swell.showsIndicator)))
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
    case "release": release = try ParameterParsing.choice(value, name, as: Release.self)
    case "fillColor": fillColor = try ParameterParsing.color(value, name)
    case "backgroundColor": backgroundColor = try ParameterParsing.color(value, name)
    case "indicatorColor": indicatorColor = try ParameterParsing.color(value, name)
    case "showsIndicator": showsIndicator = try ParameterParsing.bool(value, name)
    default: throw ParameterParsing.unknown(name, value: value, known: Self.parameters)
    }
  }

  /// This style with every number clamped into its accepted range (NaN to the range's lower
  /// end), so that drawing never meets a value `set(_:to:)` would have rejected.
  var drawable: ElasticStyle {
    var style = self
    for entry in Self.numbers {
      guard let path = Self.keyPath(entry.name) else { continue }
      style[keyPath: path] = StyleNumbers.clamp(
        style[keyPath: path], entry.range.lowerBound, entry.range.upperBound)
    }
    return style
  }
}
