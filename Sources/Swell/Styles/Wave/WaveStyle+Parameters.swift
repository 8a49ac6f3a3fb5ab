extension WaveStyle {
  /// The settable parameters: names, meanings with units, accepted values.
  public static var parameterTable: [StyleParameter<WaveStyle>] {
    let table: [StyleParameter<WaveStyle>] =
      [
        .init(name: "backColor", summary: "the back wave's fill", kind: .color(\.backColor)),
        .init(name: "frontColor", summary: "the front wave's fill", kind: .color(\.frontColor)),
        .init(
          name: "backdropColor", summary: "the colour behind the waves",
          kind: .color(\.backdropColor)),
        .init(
          name: "failureColor",
          summary: "the front wave's colour while a failed refresh finishes",
          kind: .color(\.failureColor)),
        .init(
          name: "failureHold",
          summary: "time a failure's red wave holds before the waves settle (s)",
          kind: .number(\.failureHold, 0...10)),
        .init(
          name: "softStop", summary: "the band keeps growing softly past maxScale (true) or holds",
          kind: .flag(\.softStop)),
        .init(
          name: "periods", summary: "the front wave's periods across the header's width",
          kind: .number(\.periods, 0.25...10)),
        .init(
          name: "backPeriods", summary: "the back wave's periods across the header's width",
          kind: .number(\.backPeriods, 0.25...10)),
        .init(
          name: "backFlowSpeed", summary: "the back wave's phase speed (rad/s)",
          kind: .number(\.backFlowSpeed, -50...50)),
        .init(
          name: "phaseGap", summary: "the front wave's phase lead over the back wave (rad)",
          kind: .number(\.phaseGap, -2 * .pi...2 * .pi)),
        .init(
          name: "flowSpeed",
          summary: "the front wave's phase speed (rad/s); positive flows to the left",
          kind: .number(\.flowSpeed, -50...50)),
        .init(
          name: "amplitudeMin", summary: "smallest breath at full pull (pt)",
          kind: .number(\.amplitudeMin, 0...100)),
        .init(
          name: "amplitudeMax", summary: "largest breath at full pull (pt)",
          kind: .number(\.amplitudeMax, 0...100)),
        .init(
          name: "breathingPeriod", summary: "one breath, up, down and back (s)",
          kind: .number(\.breathingPeriod, 0.1...120)),
        .init(
          name: "smoothBreathing", summary: "sine breath (true) or the seed's triangle (false)",
          kind: .flag(\.smoothBreathing)),
        .init(
          name: "pullPerScale", summary: "pull that adds 1 to the scale (pt)",
          kind: .number(\.pullPerScale, 1...1000)),
        .init(name: "maxScale", summary: "largest scale", kind: .number(\.maxScale, 1...100)),
        .init(
          name: "heightPerScale", summary: "wave band height per unit of scale (pt)",
          kind: .number(\.heightPerScale, 0...100)),
      ] + StyleParameter.headerDistances(finishing: "time for the waves to settle flat (s)")
    return table.withDarkTwins([
      (\.backColor, \.darkBackColor), (\.frontColor, \.darkFrontColor),
      (\.backdropColor, \.darkBackdropColor), (\.failureColor, \.darkFailureColor),
    ])
  }

  /// A minimum set above its maximum raises the maximum; a maximum set below its minimum
  /// lowers the minimum.
  public mutating func repairRelations(after key: PartialKeyPath<Self>) {
    keepInOrder(\.amplitudeMin, \.amplitudeMax, after: key)
  }

  /// Checks what single ranges cannot: the breath's bounds are in order.
  public func validateRelations() throws {
    guard amplitudeMin <= amplitudeMax else {
      throw SwellError.invalidParameter(
        name: "amplitudeMin", value: ParameterText.format(amplitudeMin),
        accepted: "at most amplitudeMax (\(ParameterText.format(amplitudeMax)))")
    }
  }
}

extension WaveStyle: AdjustableHeaderDistances, TabulatedStyle {}
