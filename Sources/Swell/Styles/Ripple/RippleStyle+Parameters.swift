extension RippleStyle {
  /// The settable parameters: names, meanings with units, accepted values.
  public static var parameterTable: [StyleParameter<RippleStyle>] {
    let table: [StyleParameter<RippleStyle>] =
      [
        .init(name: "fillColor", summary: "the arc layer's fill", kind: .color(\.fillColor)),
        .init(name: "waveColor", summary: "the waves' fill", kind: .color(\.waveColor)),
        .init(
          name: "waveOpacity", summary: "each wave layer's opacity",
          kind: .number(\.waveOpacity, 0...1)),
        .init(
          name: "backgroundColor", summary: "the colour under the arc",
          kind: .color(\.backgroundColor)),
        .init(
          name: "arcHeight", summary: "how far the arc's sides end above the bottom (pt)",
          kind: .number(\.arcHeight, 0...2000)),
        .init(
          name: "hugsContent",
          summary: "the arc's lowest point rests on the list (true) or ¾·arcHeight above (false)",
          kind: .flag(\.hugsContent)),
        .init(
          name: "amplitude", summary: "the waves' amplitude (pt)",
          kind: .number(\.amplitude, 0...100)),
        .init(
          name: "cycles", summary: "wave cycles across the header's width",
          kind: .number(\.cycles, 0.25...10)),
        .init(
          name: "flowSpeed",
          summary: "the back wave's phase speed (rad/s); positive flows to the left",
          kind: .number(\.flowSpeed, -50...50)),
        .init(
          name: "frontFlowSpeed",
          summary: "the front wave's own phase speed (rad/s); the seed's is flowSpeed",
          kind: .number(\.frontFlowSpeed, -50...50)),
        .init(
          name: "anchorsToRevealedTop",
          summary: "the waves stay below the revealed top at any pull (true) or the header's",
          kind: .flag(\.anchorsToRevealedTop)),
        .init(
          name: "phaseOffset", summary: "the front wave's phase lead (rad)",
          kind: .number(\.phaseOffset, -100...100)),
        .init(
          name: "waveBaseline", summary: "waves' mean level below the revealed top (pt)",
          kind: .number(\.waveBaseline, -1000...1000)),
        .init(
          name: "swellsWithPull",
          summary: "waves grow with the pull and calm at the end (true) or stay constant (false)",
          kind: .flag(\.swellsWithPull)),
        .init(
          name: "showsIndicator", summary: "whether a ring turns in the header while refreshing",
          kind: .flag(\.showsIndicator)),
        .init(
          name: "failureHold",
          summary: "time a failure's cross holds the band before the header goes (s)",
          kind: .number(\.failureHold, 0...10)),
        .init(
          name: "indicatorColor", summary: "colour of the ring, and of the failure cross",
          kind: .color(\.indicatorColor)),
      ] + StyleParameter.headerDistances(finishing: "time for the waves to calm (s)")
    return table.withDarkTwins([
      (\.fillColor, \.darkFillColor), (\.waveColor, \.darkWaveColor),
      (\.backgroundColor, \.darkBackgroundColor), (\.indicatorColor, \.darkIndicatorColor),
    ])
  }

}

extension RippleStyle: AdjustableHeaderDistances, TabulatedStyle {}
