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

  /// A time after which the offset no longer changes (s), or, for a deceleration that never
  /// hits an edge, after which it moves slower than 1 pt/s. Unlike `restTime`, a finger that
  /// holds still counts as at rest from the end of its scripted move.
  var stillTime: Double {
    switch motion {
    case .dragging:
      return max(time, finger?.endTime ?? time)
    default:
      return restTime ?? time
    }
  }
}
