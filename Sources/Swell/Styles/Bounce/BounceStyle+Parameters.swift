extension BounceStyle: ConfigurableStyle {
  /// `"bounce"`.
  public static var styleName: String { "bounce" }

  /// The settable parameters: names, meanings with units, accepted values.
  public static var parameterTable: [StyleParameter<BounceStyle>] {
    let table: [StyleParameter<BounceStyle>] = [
      .init(
        name: "pullDistance",
        summary: "pull before the sheet bends; its corners' place while refreshing (pt)",
        kind: .number(\.pullDistance, 20...400)),
      .init(
        name: "bendDistance",
        summary: "how far past pullDistance the sheet's middle follows the content (pt)",
        kind: .number(\.bendDistance, 0...200)),
      .init(
        name: "bounceDuration", summary: "length of the release bounce (s)",
        kind: .number(\.bounceDuration, 0.05...5)),
      .choice(
        name: "bounceTiming",
        summary: "easeIn: one ease-in over the whole bounce (seed); swing: each swing eased",
        \.bounceTiming),
      .init(name: "ballSize", summary: "ball diameter (pt)", kind: .number(\.ballSize, 4...200)),
      .init(
        name: "ballDelay", summary: "wait between the release and the ball's rise (s)",
        kind: .number(\.ballDelay, 0...5)),
      .init(
        name: "riseDuration", summary: "length of the ball's rise, and of its drop (s)",
        kind: .number(\.riseDuration, 0.05...5)),
      .init(
        name: "riseCurve", summary: "timing curve of the ball's rise and drop (x1,y1,x2,y2)",
        kind: .text(
          accepted: ParameterText.controlPointsAccepted,
          print: { ParameterText.format($0.riseControlPoint1, $0.riseControlPoint2) },
          read: { style, text, name in
            (style.riseControlPoint1, style.riseControlPoint2) =
              try ParameterText.controlPoints(text, name)
          }, fields: [ParameterField(\.riseControlPoint1), ParameterField(\.riseControlPoint2)])),
      .init(
        name: "spinnerScale", summary: "spinner radius as a multiple of the ball's radius",
        kind: .number(\.spinnerScale, 1...4)),
      .init(
        name: "spinnerLineWidth", summary: "spinner stroke width (pt)",
        kind: .number(\.spinnerLineWidth, 0.25...20)),
      .init(
        name: "spinnerTurnDuration", summary: "time for one turn of the spinner (s)",
        kind: .number(\.spinnerTurnDuration, 0.1...20)),
      .init(
        name: "strokeDuration", summary: "time for the spinner's stroke to grow, and to shrink (s)",
        kind: .number(\.strokeDuration, 0.05...20)),
      .init(
        name: "spinnerGap", summary: "part of a turn the spinner leaves open at its longest",
        kind: .number(\.spinnerGap, 0...0.5)),
      .init(
        name: "backgroundColor", summary: "colour the pull reveals",
        kind: .color(\.backgroundColor)),
      .init(name: "waveColor", summary: "colour of the sheet", kind: .color(\.waveColor)),
      .init(name: "ballColor", summary: "colour of the ball", kind: .color(\.ballColor)),
      .init(name: "spinnerColor", summary: "colour of the spinner", kind: .color(\.spinnerColor)),
      .init(
        name: "fadesContent", summary: "whether contentOpacity fades the content while pulling",
        kind: .flag(\.fadesContent)),
      .init(
        name: "failureColor", summary: "the ball's colour while a failed refresh finishes",
        kind: .color(\.failureColor)),
      .init(
        name: "failureHold",
        summary: "time a failure's red ball holds the band before it drops (s)",
        kind: .number(\.failureHold, 0...10)),
      .init(
        name: "softStop",
        summary: "the corners ease into their stop and the bend goes on softly (true), or hold",
        kind: .flag(\.softStop)),
      .init(
        name: "peeks", summary: "the ball peeks out of the sheet with the pull (true) or hides",
        kind: .flag(\.peeks)),
    ]
    return table.withDarkTwins([
      (\.backgroundColor, \.darkBackgroundColor), (\.waveColor, \.darkWaveColor),
      (\.ballColor, \.darkBallColor), (\.spinnerColor, \.darkSpinnerColor),
      (\.failureColor, \.darkFailureColor),
    ])
  }

  /// Checks the rise curve's control points, which a single range cannot describe.
  public func validateRelations() throws {
    for (point, name) in [(riseControlPoint1, "riseCurve"), (riseControlPoint2, "riseCurve")]
    where !((0...1).contains(point.x) && (-10...10).contains(point.y)) {
      throw SwellError.invalidParameter(
        name: name, value: ParameterText.format(riseControlPoint1, riseControlPoint2),
        accepted: ParameterText.controlPointsAccepted)
    }
  }
}

extension BounceStyle: TabulatedStyle {}
