/// A vertical scroll view, modelled after UIScrollView, as a pure function of time.
///
/// UIKit convention: the content offset is the content's y coordinate at the viewport's top
/// edge, so it is `-inset.top` when the content rests at its top and negative past that when
/// the content is pulled down. The finger drags the content one to one inside the bounds and
/// with a `RubberBand` past an edge; on release the content decelerates (`Decay`) inside the
/// bounds and springs back (`SwellSpring`, critically damped by default) when it is or runs outside.
///
/// Nothing here reads a clock. Every event carries its time in seconds (one earlier than the
/// latest event's counts as the latest), and every query is a closed-form function of the time
/// asked about, so sampling at 30 or 240 Hz sees the same motion.
///
///     var physics = try ScrollPhysics(viewportHeight: 667, contentHeight: 2000)
///     physics.beginDrag(at: SwellPoint(x: 180, y: 200), time: 0)
///     physics.drag(to: SwellPoint(x: 180, y: 400), time: 0.3)
///     physics.contentOffset(at: 0.3)  // −(rubber band of 200 pt) ≈ −94.4
///     physics.endDrag(velocity: 0, time: 0.3)
///     physics.contentOffset(at: 2)    // back at 0, the top
///
/// Each edge's inset has two parts: the user's own (`userInsetTop`, `userInsetBottom`, safe area
/// included) and the refresh inset that a `RefreshSession` asks for while the header (top) or
/// the footer (bottom) is refreshing. A refresh inset animates by time (`InsetTransition`);
/// content resting at that edge follows it smoothly, and content pulled past it does not move
/// when it changes, as with UIScrollView.
public struct ScrollPhysics: Hashable, Sendable {
  /// The constants of the model.
  public struct Configuration: Hashable, Sendable, Codable {
    /// The resistance past an edge while dragging.
    public var rubberBand: RubberBand
    /// The deceleration after a release inside the bounds.
    public var deceleration: Decay
    /// The spring that brings content outside the bounds back to the edge.
    public var bounce: SwellSpring

    /// UIScrollView's behaviour: rubber band 0.55, normal deceleration, a critically damped
    /// bounce (`SwellSpring.criticallyDamped`).
    public init(
      rubberBand: RubberBand = .standard, deceleration: Decay = .normal,
      bounce: SwellSpring = .criticallyDamped
    ) {
      self.rubberBand = rubberBand
      self.deceleration = deceleration
      self.bounce = bounce
    }
  }

  /// The model's constants.
  public let configuration: Configuration
  /// The viewport's height (pt): the rubber band's dimension.
  public internal(set) var viewportHeight: Double
  /// The content's height (pt).
  public internal(set) var contentHeight: Double
  /// The user's own top inset (pt), safe area included.
  public internal(set) var userInsetTop: Double
  /// The user's own bottom inset (pt), safe area included.
  public internal(set) var userInsetBottom: Double
  /// The time of the latest event (s).
  public internal(set) var time: Double

  var motion: Motion
  /// The refresh inset above the content (the header's).
  var topInset: InsetAnimation
  /// The refresh inset below the content (the footer's).
  var bottomInset: InsetAnimation
  var finger: FingerTrack?

  /// Creates a scroll view whose content rests at its top at `time`.
  ///
  /// - Parameters:
  ///   - viewportHeight: the visible height (pt), > 0.
  ///   - contentHeight: the content's height (pt), ≥ 0.
  ///   - userInsetTop: the user's top inset, safe area included (pt), ≥ 0.
  ///   - userInsetBottom: the user's bottom inset (pt), ≥ 0.
  ///   - configuration: rubber band, deceleration and bounce.
  ///   - time: the model's start (s).
  /// - Throws: `SwellError.invalidParameter` for a value outside those ranges.
  public init(
    viewportHeight: Double, contentHeight: Double, userInsetTop: Double = 0,
    userInsetBottom: Double = 0, configuration: Configuration = Configuration(), time: Double = 0
  ) throws {
    try SwellError.checkPositive(viewportHeight, "viewportHeight")
    try SwellError.check(contentHeight, "contentHeight", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(userInsetTop, "userInsetTop", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(userInsetBottom, "userInsetBottom", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(time, "time")
    self.configuration = configuration
    self.viewportHeight = viewportHeight
    self.contentHeight = contentHeight
    self.userInsetTop = userInsetTop
    self.userInsetBottom = userInsetBottom
    self.time = time
    motion = .pinned(.top)
    topInset = InsetAnimation(resting: 0, at: time)
    bottomInset = InsetAnimation(resting: 0, at: time)
    finger = nil
  }

  // MARK: - Reading the model at an instant

  /// Whether a finger is down on the content.
  public var isDragging: Bool { finger != nil }

  /// The smallest offset the content rests at: its top, `-(userInsetTop + top refresh inset)`,
  /// using the refresh inset's target (pt).
  public var minimumOffset: Double { -(userInsetTop + topInset.to) }

  /// The largest offset the content rests at: its bottom edge (and the bottom refresh inset)
  /// at the viewport's bottom, or the top when the content is shorter than the viewport (pt).
  public var maximumOffset: Double {
    max(minimumOffset, contentHeight + userInsetBottom + bottomInset.to - viewportHeight)
  }

  /// The offset the content rests at against `edge` (pt): `minimumOffset` for the top,
  /// `maximumOffset` for the bottom.
  public func restingOffset(_ edge: RefreshEdge) -> Double {
    edge == .top ? minimumOffset : maximumOffset
  }

  /// The refresh inset at `edge` at `time` (pt), animated.
  public func refreshInset(_ edge: RefreshEdge, time: Double) -> Double {
    inset(edge).value(time: max(time, self.time))
  }

  /// The whole top inset at `time`: the user's own plus the animated refresh inset (pt).
  /// When the refresh inset is 0 this is exactly `userInsetTop`.
  public func contentInsetTop(time: Double) -> Double {
    userInsetTop + refreshInset(.top, time: time)
  }

  /// The whole bottom inset at `time`: the user's own plus the animated refresh inset (pt).
  /// When the refresh inset is 0 this is exactly `userInsetBottom`.
  public func contentInsetBottom(time: Double) -> Double {
    userInsetBottom + refreshInset(.bottom, time: time)
  }

  /// How far the content is pulled past `edge` at `time` (pt): positive past the edge where
  /// it rests without a refresh inset, negative inside (see `ScrollMetrics`).
  public func pullDistance(_ edge: RefreshEdge, time: Double) -> Double {
    geometry.pullDistance(edge, contentOffset: contentOffset(time: time))
  }

  /// The sizes and the user's insets, which with an offset give each edge's pull distance.
  public var geometry: ScrollMetrics {
    ScrollMetrics(
      viewportHeight: viewportHeight, contentHeight: contentHeight, userInsetTop: userInsetTop,
      userInsetBottom: userInsetBottom)
  }

  /// The content offset at `time` (pt; UIKit convention, negative when pulled down).
  ///
  /// Times before the latest event give the offset at that event.
  public func contentOffset(time: Double) -> Double {
    let t = max(time, self.time)
    switch motion {
    case .resting(let offset):
      return offset
    case .pinned(let edge):
      return pinnedOffset(edge, at: t)
    case .dragging(let anchor):
      let y = finger?.location(time: t).y ?? anchor.fingerY
      if y == anchor.fingerY { return anchor.offset }
      return band(anchor.unbounded - (y - anchor.fingerY), anchor: anchor)
    case .decelerating(let glide):
      if let bounce = glide.bounce, t >= bounce.startTime {
        return value(of: bounce, at: t)
      }
      return glide.position(configuration.deceleration, elapsed: t - glide.startTime)
    case .bouncing(let bounce):
      return value(of: bounce, at: t)
    }
  }

  /// d offset / d t at `time` (pt/s; negative while the content moves down).
  public func velocity(time: Double) -> Double {
    let t = max(time, self.time)
    switch motion {
    case .resting:
      return 0
    case .pinned(let edge):
      return pinnedVelocity(edge, at: t)
    case .dragging:
      let h = 1e-5
      let a = max(self.time, t - h)
      return (contentOffset(time: t + h) - contentOffset(time: a)) / (t + h - a)
    case .decelerating(let glide):
      if let bounce = glide.bounce, t >= bounce.startTime {
        return velocity(of: bounce, at: t)
      }
      let elapsed = t - glide.startTime
      guard elapsed < glide.duration(configuration.deceleration) else { return 0 }
      return configuration.deceleration.velocity(initialVelocity: glide.velocity, time: elapsed)
    case .bouncing(let bounce):
      return velocity(of: bounce, at: t)
    }
  }

  /// Where the finger is at `time` (viewport coordinates, pt), or nil when no finger is down.
  public func fingerLocation(time: Double) -> SwellPoint? {
    finger?.location(time: max(time, self.time))
  }

  /// The time from which nothing moves any more (s): the end of a bounce, of a refresh
  /// inset's animation, or the moment a deceleration falls under 1 pt/s. Nil while a finger
  /// is down, since the finger may move at any moment.
  public var restTime: Double? {
    let insetsEnd = max(topInset.endTime, bottomInset.endTime)
    switch motion {
    case .dragging:
      return nil
    case .resting, .pinned:
      return max(time, insetsEnd)
    case .decelerating(let glide):
      if let bounce = glide.bounce { return max(bounce.settleTime, insetsEnd) }
      return max(glide.startTime + glide.duration(configuration.deceleration), insetsEnd)
    case .bouncing(let bounce):
      return max(bounce.settleTime, insetsEnd)
    }
  }

  /// The displayed offset for an unbounded (finger-driven) offset, with the rubber band past
  /// the anchor's edges.
  func band(_ unbounded: Double, anchor: DragAnchor) -> Double {
    let rubber = configuration.rubberBand
    if unbounded < anchor.minimumOffset {
      return anchor.minimumOffset
        - rubber.displacement(
          forOverscroll: anchor.minimumOffset - unbounded, dimension: viewportHeight)
    }
    if unbounded > anchor.maximumOffset {
      return anchor.maximumOffset
        + rubber.displacement(
          forOverscroll: unbounded - anchor.maximumOffset, dimension: viewportHeight)
    }
    return unbounded
  }

  /// The unbounded offset that `band` maps to `offset`.
  func unband(_ offset: Double, minimumOffset lo: Double, maximumOffset hi: Double) -> Double {
    let rubber = configuration.rubberBand
    if offset < lo {
      return lo - rubber.overscroll(forDisplacement: lo - offset, dimension: viewportHeight)
    }
    if offset > hi {
      return hi + rubber.overscroll(forDisplacement: offset - hi, dimension: viewportHeight)
    }
    return offset
  }

  /// The animated refresh inset at `edge`.
  func inset(_ edge: RefreshEdge) -> InsetAnimation {
    edge == .top ? topInset : bottomInset
  }

  /// Where content resting against `edge` is at `t`, following that edge's animated inset.
  func pinnedOffset(_ edge: RefreshEdge, at t: Double) -> Double {
    let top = -contentInsetTop(time: t)
    guard edge == .bottom else { return top }
    return max(top, contentHeight + contentInsetBottom(time: t) - viewportHeight)
  }

  /// d/dt of `pinnedOffset`.
  private func pinnedVelocity(_ edge: RefreshEdge, at t: Double) -> Double {
    let top = -contentInsetTop(time: t)
    if edge == .bottom, contentHeight + contentInsetBottom(time: t) - viewportHeight > top {
      return bottomInset.velocity(time: t)
    }
    return -topInset.velocity(time: t)
  }

  private func value(of bounce: Bounce, at t: Double) -> Double {
    guard t < bounce.settleTime else {
      return bounce.pinnedEdge.map { pinnedOffset($0, at: t) } ?? bounce.animation.target
    }
    return bounce.animation.value(time: t)
  }

  private func velocity(of bounce: Bounce, at t: Double) -> Double {
    guard t < bounce.settleTime else {
      return bounce.pinnedEdge.map { pinnedVelocity($0, at: t) } ?? 0
    }
    return bounce.animation.velocity(time: t)
  }
}
