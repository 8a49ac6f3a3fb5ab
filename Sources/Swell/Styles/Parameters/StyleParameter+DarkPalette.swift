extension Array {
  /// The table followed by the dark palette: for each pair, a colour parameter at `dark`
  /// named after the light one's with a `dark` prefix (`frontColor`, `darkFrontColor`) and
  /// described as it, which replaces it when the app is dark (`TabulatedStyle.inAppearance`).
  func withDarkTwins<Style>(
    _ pairs: [(light: WritableKeyPath<Style, SwellColor>, dark: WritableKeyPath<Style, SwellColor>)]
  ) -> [StyleParameter<Style>] where Element == StyleParameter<Style> {
    self
      + pairs.map { pair in
        guard
          let light = first(where: { spec in spec.fields.contains { $0.keyPath == pair.light } })
        else { preconditionFailure("a dark twin of a colour the table does not list") }
        return StyleParameter(
          name: "dark" + light.name.prefix(1).uppercased() + light.name.dropFirst(),
          summary: light.summary + ", in a dark app", kind: .color(pair.dark),
          lightTwin: pair.light)
      }
  }
}

extension TabulatedStyle {
  /// The style as it draws in `appearance`: in a dark app, each colour of its dark palette in
  /// place of its light twin.
  func inAppearance(_ appearance: SwellAppearance) -> Self {
    guard appearance == .dark else { return self }
    var style = self
    CheckedAssignment.$isUnderWay.withValue(true) {
      for spec in Self.parameterTable {
        guard let light = spec.lightTwin, case .color(let dark) = spec.kind else { continue }
        style[keyPath: light] = self[keyPath: dark]
      }
    }
    return style
  }

  /// What draws `context` when the app is dark: the style in its dark palette and the
  /// context marked light, so that a style's drawing reads one set of colours; nil in a light
  /// app.
  func darkDrawing(of context: RefreshContext) -> (style: Self, context: RefreshContext)? {
    guard context.appearance == .dark else { return nil }
    var light = context
    light.appearance = .light
    return (inAppearance(.dark), light)
  }
}
