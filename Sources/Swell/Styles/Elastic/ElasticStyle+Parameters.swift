extension ElasticStyle: ConfigurableStyle {
  /// `"elastic"`.
  public static var styleName: String { "elastic" }

  /// The settable parameters: names, meanings with units, accepted values.
  public static var parameterTable: [StyleParameter<ElasticStyle>] {
    let table: [StyleParameter<ElasticStyle>] = [
      .init(
        name: "restHeight",
        summary: "where the content rests while refreshing, under the curtain (pt)",
        kind: .number(\.restHeight, 20...400)),
      .init(
        name: "stretchLimit",
        summary: "how far below the straight edge the control point may go (pt)",
        kind: .number(\.stretchLimit, 0...1000)),
      .init(
        name: "triggerPull", summary: "pull that refreshes when released (pt)",
        kind: .number(\.triggerPull, 10...1000)),
      .choice(
        name: "release",
        summary: "oscillation: the seed's damped cosine; spring: a spring from the release speed",
        \.release),
      .init(
        name: "oscillationDamping", summary: "release oscillation: damping per unit progress",
        kind: .number(\.oscillationDamping, 0...50)),
      .init(
        name: "oscillationVelocity",
        summary: "release oscillation: angular velocity per unit progress (rad)",
        kind: .number(\.oscillationVelocity, 0...200)),
      .init(
        name: "oscillationDuration",
        summary: "release oscillation: duration (s), then exactly at rest",
        kind: .number(\.oscillationDuration, 0.05...10)),
      .init(
        name: "springResponse", summary: "release spring: response, its undamped period (s)",
        kind: .number(\.springResponse, 0.05...5)),
      .init(
        name: "springDampingRatio", summary: "release spring: damping ratio (1 = no overshoot)",
        kind: .number(\.springDampingRatio, 0.05...2)),
      .init(
        name: "grabResponse",
        summary: "how quickly a grabbed curtain catches up with the finger (s)",
        kind: .number(\.grabResponse, 0.01...2)),
      .init(name: "fillColor", summary: "colour of the curtain", kind: .color(\.fillColor)),
      .init(
        name: "backgroundColor", summary: "colour behind the curtain",
        kind: .color(\.backgroundColor)),
      .init(
        name: "indicatorColor", summary: "colour of the refreshing ring",
        kind: .color(\.indicatorColor)),
      .init(
        name: "showsIndicator", summary: "whether a ring turns in the curtain while refreshing",
        kind: .flag(\.showsIndicator)),
      .init(
        name: "failureHold",
        summary: "time a failure's cross holds the band before the header goes (s)",
        kind: .number(\.failureHold, 0...10)),
      .init(
        name: "reachesContent",
        summary: "the curve's lowest point on the content (true) or halfway above it (seed)",
        kind: .flag(\.reachesContent)),
      .init(
        name: "softStop",
        summary: "the curve keeps stretching softly past stretchLimit (true) or holds",
        kind: .flag(\.softStop)),
      .init(
        name: "curvesFromFirstPull",
        summary: "the curtain curves from the first point of pull and rests curved (true)",
        kind: .flag(\.curvesFromFirstPull)),
    ]
    return table.withDarkTwins([
      (\.fillColor, \.darkFillColor), (\.backgroundColor, \.darkBackgroundColor),
      (\.indicatorColor, \.darkIndicatorColor),
    ])
  }
}

extension ElasticStyle: TabulatedStyle {}
