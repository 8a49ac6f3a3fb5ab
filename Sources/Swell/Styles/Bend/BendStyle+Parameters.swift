extension BendStyle {
  /// The settable parameters: names, meanings with units, accepted values.
  public static var parameterTable: [StyleParameter<BendStyle>] {
    let table: [StyleParameter<BendStyle>] =
      [
        .init(
          name: "backgroundColor", summary: "the area the pull opens",
          kind: .color(\.backgroundColor)),
        .init(name: "shapeColor", summary: "the bump's fill", kind: .color(\.shapeColor)),
        .init(name: "ballColor", summary: "the balls' fill", kind: .color(\.ballColor)),
        .init(
          name: "minimumBend", summary: "bend as the pull begins (pt)",
          kind: .number(\.minimumBend, 0...1000)),
        .init(
          name: "maximumBend", summary: "bend at the trigger distance (pt)",
          kind: .number(\.maximumBend, 0...1000)),
        .init(
          name: "releaseKeyframes", summary: "release values, fractions of the bend at release",
          kind: .numbers(\.releaseKeyframes, -2...2, count: 2...32)),
        .init(
          name: "releaseDuration", summary: "length of the release animation (s)",
          kind: .number(\.releaseDuration, 0...10)),
        .init(
          name: "flattenBounce",
          summary: "spring bounce of the flatten, 0 for the keyframes (0…0.9)",
          kind: .number(\.flattenBounce, 0...0.9)),
        .init(
          name: "ballCount", summary: "how many balls rise", kind: .integer(\.ballCount, 0...12)),
        .init(
          name: "ballDiameter", summary: "each ball's diameter (pt)",
          kind: .number(\.ballDiameter, 0...200)),
        .init(
          name: "ballSpacing", summary: "gap between neighbouring balls (pt)",
          kind: .number(\.ballSpacing, 0...200)),
        .init(
          name: "riseHeight", summary: "balls' resting height above the content (pt)",
          kind: .number(\.riseHeight, 0...1000)),
        .init(
          name: "riseDuration", summary: "time for the balls to rise (s)",
          kind: .number(\.riseDuration, 0...10)),
        .init(
          name: "floatAmplitude", summary: "how far the balls float up and down (pt)",
          kind: .number(\.floatAmplitude, 0...100)),
        .init(
          name: "floatPeriod", summary: "one float, down, up and back (s)",
          kind: .number(\.floatPeriod, 0.05...60)),
        .init(
          name: "floatStagger", summary: "delay between neighbouring balls' floats (s)",
          kind: .number(\.floatStagger, 0...10)),
        .init(
          name: "smoothFloat", summary: "sine float (true) or the seed's triangle (false)",
          kind: .flag(\.smoothFloat)),
        .init(
          name: "fadeOutBalls", summary: "balls fade out (true) or vanish (false) at the end",
          kind: .flag(\.fadeOutBalls)),
        .init(
          name: "spreadFromCenter",
          summary: "balls rise from the bump's centre (seed) or each from its own place",
          kind: .flag(\.spreadFromCenter)),
        .init(
          name: "riseStagger", summary: "delay between neighbouring balls' rises (s)",
          kind: .number(\.riseStagger, 0...2)),
        .init(
          name: "failureColor", summary: "the balls' colour while a failed refresh finishes",
          kind: .color(\.failureColor)),
        .init(
          name: "failureHold",
          summary: "time a failure's red balls hold the band before the header goes (s)",
          kind: .number(\.failureHold, 0...10)),
        .init(
          name: "softStop",
          summary: "the bump keeps bending softly past the trigger (true) or holds",
          kind: .flag(\.softStop)),
      ] + StyleParameter.headerDistances(finishing: "time for the header to go away (s)")
    return table.withDarkTwins([
      (\.backgroundColor, \.darkBackgroundColor), (\.shapeColor, \.darkShapeColor),
      (\.ballColor, \.darkBallColor), (\.failureColor, \.darkFailureColor),
    ])
  }

  /// A minimum set above its maximum raises the maximum; a maximum set below its minimum
  /// lowers the minimum.
  public mutating func repairRelations(after key: PartialKeyPath<Self>) {
    keepInOrder(\.minimumBend, \.maximumBend, after: key)
  }

  /// Checks what single ranges cannot: the bend's bounds are in order.
  public func validateRelations() throws {
    guard minimumBend <= maximumBend else {
      throw SwellError.invalidParameter(
        name: "minimumBend", value: ParameterText.format(minimumBend),
        accepted: "at most maximumBend (\(ParameterText.format(maximumBend)))")
    }
  }
}

extension BendStyle: AdjustableHeaderDistances, TabulatedStyle {}
