/// A plain spinner and nothing else: the quiet default for an app that wants only
/// "loading…" and "no more data", drawn as shapes (no text to lay out or translate). It serves
/// a header as UIRefreshControl's spinner does, and is the footer's default.
///
///     let footer = QuietStyle()                    // grey spinner, line when there is no more
///
/// ## Picture
/// In the middle of what the pull reveals (the refreshing band while loading):
/// - Pulling or scrolled into view: the spinner's eight spokes grow in one by one, clockwise
///   from the top, in full colour, as the pull nears the trigger; all eight show at the
///   trigger, and arming gives them their shades (the leading one darkest), still.
/// - Loading (refreshing): the spokes keep (or, started from code, take) their shades and the
///   set ticks round an eighth of a turn at a time, once per `turnDuration`, as iOS's does; it
///   fades out while finishing.
/// - Failed: the spinner becomes a cross, which holds still for `failureHold` before the band
///   closes; a footer keeps it until its next load.
/// - No more data: a short line (`endLength`) instead of the spinner, until reset.
///
/// Reduce motion: the spinner does not tick; it breathes its opacity instead.
public struct QuietStyle: ConfigurableStyle, Hashable, Sendable {
  /// The spinner's, the cross's and the line's colour.
  public var color: SwellColor {
    didSet { keepValid(\.color, "color", oldValue: oldValue) }
  }
  /// How far the spinner's spokes reach from its centre (pt), before their round caps.
  public var radius: Double {
    didSet { keepValid(\.radius, "radius", oldValue: oldValue) }
  }
  /// The stroke width of the spokes, the cross and the line (pt).
  public var lineWidth: Double {
    didSet { keepValid(\.lineWidth, "lineWidth", oldValue: oldValue) }
  }
  /// How long the spinner takes to tick round once, a spoke at a time (s).
  public var turnDuration: Double {
    didSet { keepValid(\.turnDuration, "turnDuration", oldValue: oldValue) }
  }
  /// The length of the "no more data" line (pt).
  public var endLength: Double {
    didSet { keepValid(\.endLength, "endLength", oldValue: oldValue) }
  }
  /// How long a failed refresh's cross stays still before the band closes (s): long enough
  /// to read that it failed.
  public var failureHold: Double {
    didSet { keepValid(\.failureHold, "failureHold", oldValue: oldValue) }
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
  /// How long the spinner takes to fade, and the band to close, when loading ends (s).
  public var finishingDuration: Double {
    didSet { keepValid(\.finishingDuration, "finishingDuration", oldValue: oldValue) }
  }

  /// `color` in a dark app (iOS's dark-mode secondary grey, a little lighter than the light one).
  public var darkColor: SwellColor {
    didSet { keepValid(\.darkColor, "darkColor", oldValue: oldValue) }
  }

  /// A grey spinner (iOS's secondary label grey) 20 pt across, ticking round in 0.8 s, in
  /// a 50 pt band; a failure holds 0.8 s.
  public init() {
    color = SwellColor(red255: 142, green255: 142, blue255: 147)
    radius = 9
    lineWidth = 2
    turnDuration = 0.8
    endLength = 24
    failureHold = 0.8
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
}
