extension QuietStyle {
  /// The settable parameters: names, meanings with units, accepted values.
  public static var parameterTable: [StyleParameter<QuietStyle>] {
    let table: [StyleParameter<QuietStyle>] =
      [
        .init(
          name: "color", summary: "colour of the spinner, cross and line", kind: .color(\.color)),
        .init(
          name: "radius", summary: "how far the spinner's spokes reach from its centre (pt)",
          kind: .number(\.radius, 2...100)),
        .init(
          name: "lineWidth", summary: "stroke width of the spokes, cross and line (pt)",
          kind: .number(\.lineWidth, 0.25...20)),
        .init(
          name: "turnDuration",
          summary: "time for the spinner to tick round once, eight spokes (s)",
          kind: .number(\.turnDuration, 0.1...20)),
        .init(
          name: "endLength", summary: "length of the line shown when there is no more data (pt)",
          kind: .number(\.endLength, 0...400)),
        .init(
          name: "failureHold",
          summary: "time a failure's cross stays still before the band closes (s)",
          kind: .number(\.failureHold, 0...10)),
      ]
      + StyleParameter.headerDistances(
        finishing: "time for the spinner to fade and the band to close when loading ends (s)")
    return table.withDarkTwins([(\.color, \.darkColor)])
  }
}

extension QuietStyle: AdjustableHeaderDistances, TabulatedStyle {}
