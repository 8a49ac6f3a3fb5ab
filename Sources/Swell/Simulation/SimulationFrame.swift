/// One instant of a `Simulation`.
public struct SimulationFrame: Hashable, Sendable, Codable {
  /// Seconds since the simulation started.
  public var time: Double
  /// The refresh state (the same as `context.state`).
  public var state: RefreshState
  /// The content offset (pt, UIKit convention: negative when pulled down).
  public var contentOffset: Double
  /// The whole inset at the simulation's edge: the user's own plus the refresh control's,
  /// animated (pt).
  public var contentInset: Double
  /// The content's height (pt): it grows when a refresh adds rows.
  public var contentHeight: Double
  /// Whether the control is hidden (a footer under content shorter than the viewport): a
  /// host draws nothing for it.
  public var isControlHidden: Bool
  /// What the style draws from.
  public var context: RefreshContext

  /// Creates a frame.
  public init(
    time: Double, state: RefreshState, contentOffset: Double, contentInset: Double,
    contentHeight: Double = 0, isControlHidden: Bool = false, context: RefreshContext
  ) {
    self.time = time
    self.state = state
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.contentHeight = contentHeight
    self.isControlHidden = isControlHidden
    self.context = context
  }
}
