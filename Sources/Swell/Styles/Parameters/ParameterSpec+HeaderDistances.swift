/// A style whose header height, trigger distance, refreshing height and finishing time are
/// stored properties a user may set by name.
protocol AdjustableHeaderDistances {
  var headerHeight: Double { get set }
  var triggerDistance: Double { get set }
  var refreshingHeight: Double { get set }
  var finishingDuration: Double { get set }
}

extension ParameterSpec where Style: AdjustableHeaderDistances {
  /// The four distances under the same names and ranges in every style that has them;
  /// `finishing` says what the finishing time covers in that style, with its unit.
  static func headerDistances(finishing: String) -> [ParameterSpec] {
    [
      .init(
        name: "headerHeight", summary: "the header's height (pt)",
        kind: .number(\.headerHeight, 1...2000)),
      .init(
        name: "triggerDistance", summary: "pull past which releasing refreshes (pt)",
        kind: .number(\.triggerDistance, 1...2000)),
      .init(
        name: "refreshingHeight", summary: "pull held while refreshing (pt)",
        kind: .number(\.refreshingHeight, 0...2000)),
      .init(
        name: "finishingDuration", summary: finishing, kind: .number(\.finishingDuration, 0...10)),
    ]
  }
}
