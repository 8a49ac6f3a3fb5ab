/// Any style with its state in words under its picture: "Pull down to refresh", "Release to
/// refresh", "Refreshing…" and the outcome, in the session's language (`RefreshContext.texts`),
/// centred just above the content's edge (a footer's just below it, as hosts mirror it).
///
///     let header = WaveStyle().captioned()
///     session.texts.language = .german             // "Zum Aktualisieren ziehen"
///
/// Everything else is the base style's: its distances, its picture, its touch handoff, its
/// fading of the list and its footer marks.
public struct CaptionedStyle<Base: RefreshStyle>: RefreshStyle {
  /// The style under the caption.
  public var base: Base
  /// The caption's colour.
  public var color: SwellColor
  /// The caption's colour in a dark app.
  public var darkColor: SwellColor
  /// The caption's size (pt).
  public var fontSize: Double
  /// How far the caption's middle is from the content's edge (pt).
  public var distanceFromEdge: Double

  /// `base` with a caption of `fontSize` points (clamped to 6…40), `distanceFromEdge` points
  /// from the content's edge, in `color` (iOS's secondary grey by default, 4.5:1 on white),
  /// or `darkColor` in a dark app (a lighter grey by default, 4.5:1 on the darkest lists).
  public init(
    _ base: Base, color: SwellColor = Self.defaultColor,
    darkColor: SwellColor = Self.defaultDarkColor,
    fontSize: Double = 12, distanceFromEdge: Double = 12
  ) {
    self.base = base
    self.color = color
    self.darkColor = darkColor
    self.fontSize = fontSize.isFinite ? min(max(fontSize, 6), 40) : 12
    self.distanceFromEdge = distanceFromEdge.isFinite ? distanceFromEdge : 12
  }

  /// iOS's secondary grey, 5.3:1 on white.
  public static var defaultColor: SwellColor {
    SwellColor(red255: 108, green255: 108, blue255: 112)
  }
  /// A lighter grey for dark apps, 5.4:1 on GTK's dark window grey (#242424).
  public static var defaultDarkColor: SwellColor {
    SwellColor(red255: 152, green255: 152, blue255: 159)
  }

  /// The base style's name: a caption does not make another style.
  public var name: String { base.name }
  /// The base style's.
  public var headerHeight: Double { base.headerHeight }
  /// The base style's.
  public var triggerDistance: Double { base.triggerDistance }
  /// The base style's.
  public var refreshingHeight: Double { base.refreshingHeight }
  /// The base style's.
  public var finishingDuration: Double { base.finishingDuration }
  /// The base style's.
  public var finishingHold: Double { base.finishingHold }
  /// The base style's.
  public var failureHold: Double { base.failureHold }

  /// The base style's picture (with a footer's marks), the caption over it.
  public func scene(in context: RefreshContext) -> SwellScene {
    captioned(base.sceneShowingLoadState(in: context), context)
  }

  /// The base style's.
  public func touchHandoff(in context: RefreshContext) -> Base.TouchHandoff? {
    base.touchHandoff(in: context)
  }

  /// How far a caption grows with the reader's text size: half as large again. The base
  /// picture is drawn for the standard size, and a caption much larger would run into it.
  public static var largestGrowth: Double { 1.5 }

  private func captioned(_ scene: SwellScene, _ context: RefreshContext) -> SwellScene {
    let size = context.texts.fontSize(fontSize, upTo: fontSize * Self.largestGrowth)
    // A larger caption keeps its edge nearest the content where the standard one had it.
    let distance = distanceFromEdge + (size - fontSize) / 2
    // A header's caption fades in over the first distance it needs to show whole.
    let reveal =
      context.edge == .top
      ? StyleMath.smoothstep(context.pullDistance / max(2 * distance + size, 1)) : 1
    var scene = scene
    scene.texts += StateWords(context, texts: context.texts).layers(
      name: "caption",
      position: SwellPoint(x: context.size.width / 2, y: context.size.height - distance),
      width: max(context.size.width - 32, 0), fontSize: size, weight: .regular,
      color: context.appearance == .dark ? darkColor : color,
      opacity: reveal)
    return scene
  }
}

// The base draws a footer's marks itself (`scene(in:)` asks it to), so they are not drawn twice.
extension CaptionedStyle: LoadStateDrawing {}

extension CaptionedStyle: Equatable where Base: Equatable {}
extension CaptionedStyle: Hashable where Base: Hashable {}

extension CaptionedStyle: ContentFadingStyle where Base: ContentFadingStyle {
  /// The base style's fading of the list.
  public func contentOpacity(in context: RefreshContext) -> Double {
    base.contentOpacity(in: context)
  }
}

extension RefreshStyle {
  /// This style with its state in words under its picture (see `CaptionedStyle`).
  public func captioned(
    color: SwellColor = CaptionedStyle<Self>.defaultColor,
    darkColor: SwellColor = CaptionedStyle<Self>.defaultDarkColor,
    fontSize: Double = 12
  ) -> CaptionedStyle<Self> {
    CaptionedStyle(self, color: color, darkColor: darkColor, fontSize: fontSize)
  }
}
