/// A pull-to-refresh effect: a pure function from the moment (`RefreshContext`) to a picture
/// (`SwellScene`), plus the distances that tell the session when to trigger and where to rest.
///
/// Conformers hold only parameters: no clocks, no globals, no mutable state. The same style
/// serves a header or a footer: it draws in the edge's own coordinates (see
/// `RefreshContext`).
public protocol RefreshStyle: Sendable {
  /// What the style needs to remember of its drawing across a touch (see
  /// `touchHandoff(in:)`); `Never` for styles that need nothing, the default.
  associatedtype TouchHandoff: Hashable & Sendable = Never

  /// The style's name on the command line and in exports (`"wave"`).
  var name: String { get }
  /// The height of the view the style draws (pt): the scene's height, as a header or a footer.
  var headerHeight: Double { get }
  /// How far the user must pull (pt) before releasing triggers a refresh.
  var triggerDistance: Double { get }
  /// How much of the view stays in view while refreshing (pt): the inset the session adds.
  var refreshingHeight: Double { get }
  /// How long the finishing animation lasts (s) before the state returns to idle.
  var finishingDuration: Double { get }
  /// How long finishing keeps the content where it is before the refresh inset starts to go
  /// (s, at most `finishingDuration`): time for an animation that ends the refresh in place
  /// (bounce's ball landing) before the content scrolls back. 0 by default.
  var finishingHold: Double { get }
  /// How much longer (s) finishing a failed refresh keeps the content where it is, before the
  /// `finishingHold` and closing every outcome has: time to read that it failed. Finishing a
  /// failure lasts `failureHold + finishingDuration`. 0 by default.
  var failureHold: Double { get }
  /// The picture at one instant, the same for a rasterizer and a vector format: layers that
  /// keep their names from frame to frame and, where the style knows it, say what they draw
  /// (`ShapeLayer.figures`), so that an exporter maps them rather than guessing.
  func scene(in context: RefreshContext) -> SwellScene
  /// What the style needs later to continue, without a jump, a motion that a touch
  /// interrupts: what it draws at `context`'s instant, in its own terms (e.g. the elastic
  /// style's control point). The session calls it with the context of the instant just
  /// before each touch-down and each release and hands the result back in
  /// `RefreshContext.touchHandoff`. Styles whose drawing a touch cannot interrupt return nil,
  /// the default.
  func touchHandoff(in context: RefreshContext) -> TouchHandoff?
}

extension RefreshStyle {
  /// No hold: the content starts back as finishing begins.
  public var finishingHold: Double { 0 }

  /// No extra hold: a failure closes as a success does.
  public var failureHold: Double { 0 }
}

extension RefreshStyle where TouchHandoff == Never {
  /// No handoff: the style's drawing does not depend on what it drew before a touch.
  public func touchHandoff(in context: RefreshContext) -> Never? { nil }
}
