/// A pull-to-refresh effect: a pure function from the moment (`RefreshContext`) to a picture
/// (`Scene`), plus the distances that tell the controller when to trigger and where to rest.
///
/// Conformers hold only parameters: no clocks, no globals, no mutable state.
public protocol RefreshStyle: Sendable {
  /// The style's name on the command line and in exports (`"wave"`).
  var name: String { get }
  /// The header's full height (pt): the scene's height.
  var headerHeight: Double { get }
  /// How far the user must pull (pt) before releasing triggers a refresh.
  var triggerDistance: Double { get }
  /// How much of the header stays in view while refreshing (pt): the inset the controller adds.
  var refreshingHeight: Double { get }
  /// How long the finishing animation lasts (s) before the state returns to idle.
  var finishingDuration: Double { get }
  /// The picture at one instant.
  func scene(in context: RefreshContext) -> Scene
  /// The numbers a style needs later to continue, without a jump, a motion that a touch
  /// interrupts: what it draws at `context`'s instant, in its own terms (e.g. the elastic
  /// style's control point). The controller calls it with the context of the instant just
  /// before each touch-down and each release and hands the result back in
  /// `RefreshContext.touchHandoff`. Styles whose drawing a touch cannot interrupt return `[]`,
  /// the default.
  func touchHandoff(in context: RefreshContext) -> [Double]
}

extension RefreshStyle {
  /// No handoff: the style's drawing does not depend on what it drew before a touch.
  public func touchHandoff(in context: RefreshContext) -> [Double] { [] }
}
