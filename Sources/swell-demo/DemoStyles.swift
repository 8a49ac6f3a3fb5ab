import Swell

/// The five styles by name, each with Swell's defaults.
enum DemoStyles {
  /// Name and tab title of each style, in tab order (the names `--style` accepts).
  static let all: [(name: String, title: String)] = [
    ("wave", "Wave"), ("bend", "Bend"), ("ripple", "Ripple"), ("bounce", "Bounce"),
    ("elastic", "Elastic"),
  ]

  /// The style called `name` (one of `all`).
  static func make(_ name: String) -> any RefreshStyle {
    switch name {
    case "bend": return BendStyle()
    case "ripple": return RippleStyle()
    case "bounce": return BounceStyle()
    case "elastic": return ElasticStyle()
    default: return WaveStyle()
    }
  }
}
