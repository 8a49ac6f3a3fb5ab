extension QuietStyle {
  /// The settable parameters: names, meanings with units, accepted values.
  static var specs: [ParameterSpec<QuietStyle>] {
    let table: [ParameterSpec<QuietStyle>] =
      [
        .init(name: "color", summary: "colour of the ring, cross and line", kind: .color(\.color)),
        .init(name: "radius", summary: "the ring's radius (pt)", kind: .number(\.radius, 2...100)),
        .init(
          name: "lineWidth", summary: "stroke width of the ring, cross and line (pt)",
          kind: .number(\.lineWidth, 0.25...20)),
        .init(
          name: "turnDuration", summary: "time for one turn of the loading ring (s)",
          kind: .number(\.turnDuration, 0.1...20)),
        .init(
          name: "endLength", summary: "length of the line shown when there is no more data (pt)",
          kind: .number(\.endLength, 0...400)),
      ]
      + ParameterSpec.headerDistances(finishing: "time for the ring to fade when loading ends (s)")
    return table.withDarkTwins([(\.color, \.darkColor)])
  }
}

extension QuietStyle: AdjustableHeaderDistances, TabulatedStyle {}
