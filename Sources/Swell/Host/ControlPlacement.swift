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
  /// `contentOffset` (pt, UIKit convention) in a scroll view of these metrics. A number that
  /// is not finite counts as 0 (an offset: the content at rest).
  public init(
    edge: RefreshEdge, sceneHeight: Double, contentOffset: Double, metrics: ScrollMetrics
  ) {
    self.edge = edge
    // `ScrollMetrics` takes a host's values as given; one that is not finite counts as 0 here,
    // since a band cannot have a NaN end.
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let height = max(finite(sceneHeight), 0)
    let insetTop = finite(metrics.userInsetTop)
    let offset = contentOffset.isFinite ? contentOffset : -insetTop
    switch edge {
    case .top:
      let visibleTop = offset + insetTop
      band = min(visibleTop, 0)...0
      sceneTransform = .translation(x: 0, y: -height)
    case .bottom:
      let end = finite(metrics.contentHeight)
      let visibleBottom =
        offset + finite(metrics.viewportHeight) - finite(metrics.userInsetBottom)
      band = end...max(visibleBottom, end)
      sceneTransform = SwellTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: end + height)
    }
  }

  /// Whether the band has no height: nothing of the control shows.
  public var isEmpty: Bool { band.upperBound <= band.lowerBound }

  /// The same placement in the viewport's coordinates (y = 0 at the viewport's top) for the
  /// content at `contentOffset` (pt; one that is not finite counts as 0).
  public func inViewport(contentOffset: Double) -> ControlPlacement {
    let contentOffset = contentOffset.isFinite ? contentOffset : 0
    var placement = self
    placement.band = (band.lowerBound - contentOffset)...(band.upperBound - contentOffset)
    placement.sceneTransform = sceneTransform.concatenating(
      .translation(x: 0, y: -contentOffset))
    return placement
  }
}
