/// The content insets a host that owns its scroll view (`.observed`, a `UIScrollView`) writes:
/// the user's own inset plus the refresh inset each control asks for, moved by the control's
/// transition over time, and exactly the user's own again after every refresh.
///
/// The user's inset is remembered, never recomputed by subtraction, so that a 44.1 pt inset
/// comes back as 44.1 pt and not 44.099999999999994. When the scroll view's inset is found to
/// differ from what was last written, the app changed it: the new value less the refresh inset
/// becomes the user's.
///
/// A refresh inset holds no more of its band than scrolling left in view
/// (`userScrolled(showing:_:time:)`), as MJRefresh's does: content scrolled past the band takes
/// the space back, so a section header that floats (a plain table's) pins under the bars and
/// not a band's height below them; `revealBand(_:transition:time:)` gives it back.
public struct ObservedInsets: Sendable {
  private var user: [RefreshEdge: Double]
  private var animations: [RefreshEdge: InsetAnimation] = [:]
  private var written: [RefreshEdge: Double] = [:]
  /// How much of each edge's band the user left in view by scrolling during its refresh (pt);
  /// none until they scroll.
  private var inView: [RefreshEdge: Double] = [:]

  /// Insets for a scroll view whose own content insets are `top` and `bottom` (pt).
  public init(userTop top: Double, userBottom bottom: Double) {
    user = [.top: top.isFinite ? top : 0, .bottom: bottom.isFinite ? bottom : 0]
  }

  /// The user's own content inset at `edge` (pt).
  public func userInset(_ edge: RefreshEdge) -> Double { user[edge] ?? 0 }

  /// Takes a `.refreshInsetChanged` effect at `time` (s); other effects are ignored.
  public mutating func apply(_ effect: RefreshSession.Effect, time: Double) {
    guard case .refreshInsetChanged(let edge, let inset, let transition) = effect,
      inset.isFinite, time.isFinite
    else { return }
    var current = animations[edge] ?? InsetAnimation(resting: 0, at: time)
    // A band the user scrolled partly away moves on from what is in view (closing from its
    // whole height would hold still, then drop late); one wholly away stays away.
    if inView[edge] != nil {
      current = InsetAnimation(resting: refreshInset(edge, time: time), at: time)
    }
    animations[edge] = InsetAnimation(
      from: current, to: max(inset, 0), transition: transition, at: time)
    // A new refresh holds its whole band, and a closing one is no longer capped.
    inView[edge] = nil
  }

  /// The content moved by something other than the host (a finger, its fling, the app's own
  /// scrolling) and now `shown` points of the band at `edge` are in view: once the refresh
  /// inset is in place, it holds at most that much of the band until the next refresh.
  /// Scrolling back reveals the band again, up to all of it. While the inset is still coming
  /// in, the content's bounce towards it is not the user leaving the band.
  public mutating func userScrolled(showing shown: Double, _ edge: RefreshEdge, time: Double) {
    guard shown.isFinite, let animation = animations[edge], animation.to > 0,
      animation.endTime <= time
    else { return }
    inView[edge] = max(shown, 0)
  }

  /// Ends the transition at `edge` now: the refresh inset takes its target at once (the
  /// content is already beyond it, and the platform's own bounce brings it there).
  public mutating func settle(_ edge: RefreshEdge) {
    guard let animation = animations[edge] else { return }
    animations[edge] = InsetAnimation(resting: animation.to, at: animation.startTime)
  }

  /// The content came to rest where the band the user left in view ends, moved there from code
  /// (an app's scroll to the top): the refresh inset grows back to the whole band over
  /// `transition`, from what was in view. Nothing happens while the whole band is held.
  public mutating func revealBand(_ edge: RefreshEdge, transition: InsetTransition, time: Double) {
    guard let shown = inView[edge], let animation = animations[edge], animation.to > shown,
      time.isFinite
    else { return }
    let held = refreshInset(edge, time: time)
    inView[edge] = nil
    animations[edge] = InsetAnimation(
      from: InsetAnimation(resting: held, at: time), to: animation.to, transition: transition,
      at: time)
  }

  /// The refresh inset at `edge` at `time` (pt): the control's, moved by its transition, and no
  /// more than the user left in view.
  public func refreshInset(_ edge: RefreshEdge, time: Double) -> Double {
    min(animations[edge]?.value(time: time) ?? 0, inView[edge] ?? .infinity)
  }

  /// Whether a refresh inset is still moving after `time`.
  public func isAnimating(time: Double) -> Bool {
    animations.values.contains { $0.endTime > time }
  }

  /// The content inset to write at `edge` at `time` (pt): the user's plus the refresh inset;
  /// remembered as written.
  public mutating func contentInset(_ edge: RefreshEdge, time: Double) -> Double {
    let refresh = refreshInset(edge, time: time)
    let value = refresh == 0 ? userInset(edge) : userInset(edge) + refresh
    written[edge] = value
    return value
  }

  /// The scroll view's content inset at `edge` is `value` at `time`: when it is not what was
  /// last written, the app set it, and the user's inset follows.
  public mutating func observe(contentInset value: Double, _ edge: RefreshEdge, time: Double) {
    guard value.isFinite, value != written[edge] else { return }
    user[edge] = max(value - refreshInset(edge, time: time), 0)
    written[edge] = value
  }

  /// The user's part of an adjusted inset (the content inset plus the safe area and bars,
  /// pt): what the session takes as the user's inset at `edge`.
  public func userAdjustedInset(_ edge: RefreshEdge, adjusted: Double) -> Double {
    guard adjusted.isFinite else { return 0 }
    let refresh = (written[edge] ?? userInset(edge)) - userInset(edge)
    return max(adjusted - refresh, 0)
  }
}
