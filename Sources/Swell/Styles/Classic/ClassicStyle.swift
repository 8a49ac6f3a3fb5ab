/// The text header and footer of the libraries Swell's users come from (MJRefresh's normal
/// header, SmartRefreshLayout's classic one): an arrow beside a state text, in the session's
/// language, with the last-updated line under it.
///
///     let header = ClassicStyle()
///     session.texts.language = .japanese            // "引っ張って更新"
///
/// ## Picture
/// A group centred across the header in the middle of what the pull reveals (fading in as the
/// band opens), resting in the middle of the refreshing band:
/// - Pulling: an arrow pointing along the pull and "Pull down to refresh"; once the pull arms
///   the arrow turns half a turn and the text becomes "Release to refresh" (both cross over
///   with the arm level, so nothing pops).
/// - Refreshing: a turning ring in the arrow's place and "Refreshing…".
/// - Finishing: a check (or a cross) grows in the ring's place and the text says how the
///   refresh ended, with the error's message after a failure.
/// - A footer keeps "No more data" (alone, centred) or its failure until the next load.
///
/// The words come from `RefreshContext.texts` (`RefreshSession.texts`): the language, the app's
/// overrides and the last-updated time the host remembers. In a right-to-left language the
/// arrow sits on the text's right and turns the other way.
///
/// Text size: the words follow the reader's text size (`RefreshTexts.scale`) as far as the
/// band and the width have room, and the icons, their strokes and the gap beside them scale
/// in step, as a symbol set beside text does.
///
/// Reduce motion: the ring does not turn, and the arrow fades to its new direction instead of
/// turning.
public struct ClassicStyle: ConfigurableStyle, Hashable, Sendable {
  /// The state text's colour.
  public var textColor: SwellColor {
    didSet { keepValid(\.textColor, "textColor", oldValue: oldValue) }
  }
  /// The last-updated line's, the arrow's and the ring's colour.
  public var secondaryColor: SwellColor {
    didSet { keepValid(\.secondaryColor, "secondaryColor", oldValue: oldValue) }
  }
  /// The state text's size (pt) at the standard text size; the last-updated line is 2 pt
  /// smaller. Both follow the reader's text size (`RefreshTexts.scale`) as far as the band
  /// and the width have room, and the icons scale with them.
  public var fontSize: Double {
    didSet { keepValid(\.fontSize, "fontSize", oldValue: oldValue) }
  }
  /// Whether a header shows the last-updated line under its state text.
  public var showsLastUpdated: Bool {
    didSet { keepValid(\.showsLastUpdated, "showsLastUpdated", oldValue: oldValue) }
  }
  /// How long the ring takes to turn once while loading (s).
  public var turnDuration: Double {
    didSet { keepValid(\.turnDuration, "turnDuration", oldValue: oldValue) }
  }
  /// The height of the area the style draws (pt).
  public var headerHeight: Double {
    didSet { keepValid(\.headerHeight, "headerHeight", oldValue: oldValue) }
  }
  /// How far a pull goes before releasing refreshes (pt).
  public var triggerDistance: Double {
    didSet { keepValid(\.triggerDistance, "triggerDistance", oldValue: oldValue) }
  }
  /// The band kept in view while loading (pt); the group sits in its middle.
  public var refreshingHeight: Double {
    didSet { keepValid(\.refreshingHeight, "refreshingHeight", oldValue: oldValue) }
  }
  /// How long finishing lasts in all (s): the outcome's `finishingHold`, then the band closing.
  public var finishingDuration: Double {
    didSet { keepValid(\.finishingDuration, "finishingDuration", oldValue: oldValue) }
  }
  /// How long the outcome ("Refreshed", a failure) stays readable before the band starts to
  /// close (s, at most `finishingDuration`).
  public var finishingHold: Double {
    didSet { keepValid(\.finishingHold, "finishingHold", oldValue: oldValue) }
  }

  /// `textColor` in a dark app (near-white words over a dark list, the last-updated line a lighter grey).
  public var darkTextColor: SwellColor {
    didSet { keepValid(\.darkTextColor, "darkTextColor", oldValue: oldValue) }
  }
  /// `secondaryColor` in a dark app: the arrow's, ring's and last-updated line's colour.
  public var darkSecondaryColor: SwellColor {
    didSet { keepValid(\.darkSecondaryColor, "darkSecondaryColor", oldValue: oldValue) }
  }

  /// Dark grey text over the list's own background, a grey arrow, in a 60 pt band (the
  /// height MJRefresh's header settles on, with room for two lines).
  public init() {
    textColor = SwellColor(red255: 51, green255: 51, blue255: 51)
    secondaryColor = SwellColor(red255: 108, green255: 108, blue255: 112)
    fontSize = 14
    showsLastUpdated = true
    turnDuration = 0.9
    headerHeight = 60
    triggerDistance = 60
    refreshingHeight = 60
    finishingDuration = 0.8
    finishingHold = 0.5
    darkTextColor = SwellColor(red255: 235, green255: 235, blue255: 240)
    darkSecondaryColor = SwellColor(red255: 152, green255: 152, blue255: 159)
  }

  /// No article behind this one: the seed preset is the default.
  public static let seed = ClassicStyle()

  /// `"classic"`.
  public static let styleName = "classic"
}
