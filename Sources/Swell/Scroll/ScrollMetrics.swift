/// The sizes of a vertical scroll view and the user's own insets: with a content offset they
/// say how far the content is pulled past each edge.
///
/// The pull at the top is how far the content's top is below where it rests without a
/// header, `−offset − userInsetTop`; at the bottom, how far the content's end is above where
/// it rests without a footer, `offset − max(−userInsetTop, contentHeight + userInsetBottom −
/// viewportHeight)`. Content shorter than the viewport rests at its top, so pulling it up
/// pulls at the bottom from there. Both are 0 at rest and grow past the edge; a refresh inset
/// does not change them, so content resting under a refreshing header reads the header's
/// refreshing height.
public struct ScrollMetrics: Hashable, Sendable, Codable {
  /// The visible height (pt).
  public var viewportHeight: Double
  /// The content's height (pt).
  public var contentHeight: Double
  /// The user's own top inset, safe area included (pt).
  public var userInsetTop: Double
  /// The user's own bottom inset, safe area included (pt).
  public var userInsetBottom: Double

  /// Creates a geometry; values are taken as given (see `ScrollPhysics` for checked ones).
  public init(
    viewportHeight: Double, contentHeight: Double, userInsetTop: Double = 0,
    userInsetBottom: Double = 0
  ) {
    self.viewportHeight = viewportHeight
    self.contentHeight = contentHeight
    self.userInsetTop = userInsetTop
    self.userInsetBottom = userInsetBottom
  }

  /// The offset at which the content's end rests at the viewport's bottom without a footer,
  /// or its top when it is shorter than the viewport (pt).
  public var endOffset: Double {
    max(-userInsetTop, contentHeight + userInsetBottom - viewportHeight)
  }

  /// How far above the viewport's bottom edge the content's end rests (pt): 0 unless the
  /// content is shorter than the viewport, whose end rests at `endOffset` all the same.
  public var endRestsAboveBottom: Double {
    endOffset - (contentHeight + userInsetBottom - viewportHeight)
  }

  /// Whether the content (with the user's insets) is shorter than the viewport: it cannot
  /// scroll, and reaching its end needs no scrolling.
  public var contentIsShorterThanViewport: Bool {
    contentHeight + userInsetBottom + userInsetTop <= viewportHeight
  }

  /// How far `contentOffset` (pt, UIKit convention) pulls the content past `edge` (pt).
  public func pullDistance(_ edge: RefreshEdge, contentOffset: Double) -> Double {
    switch edge {
    case .top: return -contentOffset - userInsetTop
    case .bottom: return contentOffset - endOffset
    }
  }

  /// The content offset (pt) that pulls the content `pull` points past `edge`: the inverse of
  /// `pullDistance(_:contentOffset:)`.
  public func contentOffset(showingPull pull: Double, at edge: RefreshEdge) -> Double {
    switch edge {
    case .top: return -userInsetTop - pull
    case .bottom: return endOffset + pull
    }
  }
}
