// Helpers for scripted gestures and exact event times (used by `Simulation`).

extension ScrollPhysics {
  /// The finger y (viewport coordinates, pt) that, with the current drag anchor, shows the
  /// content at `offset`; nil when no finger is down.
  func fingerY(showingOffset offset: Double) -> Double? {
    guard case .dragging(let anchor) = motion else { return nil }
    let unbounded = unband(
      offset, minimumOffset: anchor.minimumOffset, maximumOffset: anchor.maximumOffset)
    return anchor.fingerY + anchor.unbounded - unbounded
  }

  /// A time after which the offset no longer changes (s); a deceleration stops where it slows
  /// under 1 pt/s. Unlike `restTime`, a finger that holds still counts as at rest from the end
  /// of its scripted move.
  var stillTime: Double {
    switch motion {
    case .dragging:
      return max(time, finger?.endTime ?? time)
    default:
      return restTime ?? time
    }
  }

  /// Where the content comes to rest if no event intervenes (pt): the end of a glide, a
  /// bounce or a scroll from code, the edge it is pinned to, or where it rests. Nil while a
  /// finger is down.
  var targetOffset: Double? {
    switch motion {
    case .dragging: return nil
    case .resting(let x): return x
    case .pinned(let edge): return restingOffset(edge)
    case .bouncing(let bounce):
      return bounce.pinnedEdge.map(restingOffset) ?? bounce.animation.target
    case .decelerating(let glide):
      if let bounce = glide.bounce { return bounce.animation.target }
      return glide.end(configuration.deceleration)
    }
  }
}
