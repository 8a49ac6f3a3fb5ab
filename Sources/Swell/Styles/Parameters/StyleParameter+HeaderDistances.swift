/// A style whose header height, trigger distance, refreshing height and finishing time are
/// stored properties a user may set by name.
public protocol AdjustableHeaderDistances {
  /// The height of the view the style draws (pt).
  var headerHeight: Double { get set }
  /// How far the user must pull (pt) before releasing triggers a refresh.
  var triggerDistance: Double { get set }
  /// How much of the view stays in view while refreshing (pt).
  var refreshingHeight: Double { get set }
  /// How long the finishing animation lasts (s).
  var finishingDuration: Double { get set }
}

extension StyleParameter where Style: AdjustableHeaderDistances {
  /// The four distances under the same names and ranges in every style that has them;
  /// `finishing` says what the finishing time covers in that style, with its unit.
  public static func headerDistances(finishing: String) -> [StyleParameter] {
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
