/// Where a host draws the control at one edge: the band of the viewport the content uncovers
/// beyond that edge, and the transform that puts the control's scene there — its content edge
/// on the content's edge, mirrored for a footer (see `RefreshContext`).
///
/// Coordinates are the content's: y = 0 is the content's top, y grows downward, and the
/// viewport shows `contentOffset … contentOffset + viewportHeight`, as a `UIScrollView`'s
/// bounds do. `inViewport` gives the same in the viewport's own coordinates, for a host that
/// draws over its content (GTK).
public struct ControlPlacement: Hashable, Sendable {
  /// The edge the control sits at.
  public var edge: RefreshEdge
  /// The part of the viewport (a y range, pt) between the user's inset at `edge` and the
  /// content's edge: what the scene's background fills. Empty (lower = upper) at rest.
  public var band: ClosedRange<Double>
  /// From the scene's coordinates to the host's (pt): the scene's bottom (y = its height) on
  /// the content's top for a header; for a footer the same drawing flipped, its bottom on the
  /// content's end and its top farther down.
  public var sceneTransform: SwellTransform

  /// The placement of a scene `sceneHeight` points tall at `edge`, with the content at
  /// `contentOffset` (pt, UIKit convention) in a scroll view of these metrics.
  public init(
    edge: RefreshEdge, sceneHeight: Double, contentOffset: Double, metrics: ScrollMetrics
  ) {
    self.edge = edge
    let height = sceneHeight.isFinite ? max(sceneHeight, 0) : 0
    let offset = contentOffset.isFinite ? contentOffset : -metrics.userInsetTop
    switch edge {
    case .top:
      let visibleTop = offset + metrics.userInsetTop
      band = min(visibleTop, 0)...0
      sceneTransform = .translation(x: 0, y: -height)
    case .bottom:
      let end = metrics.contentHeight
      let visibleBottom = offset + metrics.viewportHeight - metrics.userInsetBottom
      band = end...max(visibleBottom, end)
      sceneTransform = SwellTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: end + height)
    }
  }

  /// Whether the band has no height: nothing of the control shows.
  public var isEmpty: Bool { band.upperBound <= band.lowerBound }

  /// The same placement in the viewport's coordinates (y = 0 at the viewport's top) for the
  /// content at `contentOffset` (pt).
  public func inViewport(contentOffset: Double) -> ControlPlacement {
    var placement = self
    placement.band = (band.lowerBound - contentOffset)...(band.upperBound - contentOffset)
    placement.sceneTransform = sceneTransform.concatenating(
      .translation(x: 0, y: -contentOffset))
    return placement
  }
}
