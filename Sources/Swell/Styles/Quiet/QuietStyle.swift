/// A plain activity ring and nothing else: the quiet default for an app that wants only
/// "loading…" and "no more data", drawn as shapes (no text to lay out or translate). It serves
/// a header as UIRefreshControl's spinner does, and is the footer's default.
///
///     let footer = QuietStyle()                    // grey ring, line when there is no more
///
/// ## Picture
/// In the middle of what the pull reveals (the refreshing band while loading):
/// - Pulling or scrolled into view: the ring fills with the pull (a quarter-open arc drawn in
///   proportion to pull / trigger) at half strength, and shows fully once the pull arms.
/// - Loading (refreshing): the whole ring turns once per `turnDuration`; it fades out while
///   finishing.
/// - Failed: the ring becomes a cross, which a footer keeps until its next load.
/// - No more data: a short line (`endLength`) instead of the ring, until reset.
///
/// Reduce motion: the ring does not turn; it breathes its opacity instead.
public struct QuietStyle: ConfigurableStyle, Hashable, Sendable {
  /// The ring's, the cross's and the line's colour.
  public var color: SwellColor {
    didSet { keepValid(\.color, "color", oldValue: oldValue) }
  }
  /// The ring's radius (pt).
  public var radius: Double {
    didSet { keepValid(\.radius, "radius", oldValue: oldValue) }
  }
  /// The stroke width of the ring, the cross and the line (pt).
  public var lineWidth: Double {
    didSet { keepValid(\.lineWidth, "lineWidth", oldValue: oldValue) }
  }
  /// How long one turn of the loading ring takes (s).
  public var turnDuration: Double {
    didSet { keepValid(\.turnDuration, "turnDuration", oldValue: oldValue) }
  }
  /// The length of the "no more data" line (pt).
  public var endLength: Double {
    didSet { keepValid(\.endLength, "endLength", oldValue: oldValue) }
  }
  /// The height of the area the style draws (pt).
  public var headerHeight: Double {
    didSet { keepValid(\.headerHeight, "headerHeight", oldValue: oldValue) }
  }
  /// How far a pull goes before releasing refreshes (pt).
  public var triggerDistance: Double {
    didSet { keepValid(\.triggerDistance, "triggerDistance", oldValue: oldValue) }
  }
  /// The band kept in view while loading (pt).
  public var refreshingHeight: Double {
    didSet { keepValid(\.refreshingHeight, "refreshingHeight", oldValue: oldValue) }
  }
  /// How long the ring takes to fade when loading ends (s).
  public var finishingDuration: Double {
    didSet { keepValid(\.finishingDuration, "finishingDuration", oldValue: oldValue) }
  }

  /// `color` in a dark app (iOS's dark-mode secondary grey, a little lighter than the light one).
  public var darkColor: SwellColor {
    didSet { keepValid(\.darkColor, "darkColor", oldValue: oldValue) }
  }

  /// A grey ring (iOS's secondary label grey) of radius 9 in a 50 pt band.
  public init() {
    color = SwellColor(red255: 142, green255: 142, blue255: 147)
    radius = 9
    lineWidth = 2
    turnDuration = 0.9
    endLength = 24
    headerHeight = 60
    triggerDistance = 60
    refreshingHeight = 50
    finishingDuration = 0.3
    darkColor = SwellColor(red255: 152, green255: 152, blue255: 157)
  }

  /// No article behind this one: the seed preset is the default.
  public static let seed = QuietStyle()

  /// `"quiet"`.
  public static let styleName = "quiet"

  /// `"quiet"`.
  public var name: String { Self.styleName }
}
