/// Where a session learns where the content is: from its own `ScrollPhysics`, driven by the
/// host's input, or from a scroll view the host owns and only reports (`ObservedScroll`).
enum ScrollSource: Sendable {
  /// Swell moves the content: drags, flings, the rubber band and the refresh insets.
  case simulated(ScrollPhysics)
  /// The host's scroll view moves the content; the session reads its offsets and asks for
  /// insets through effects.
  case observed(ObservedScroll)

  /// The sizes and the user's insets.
  var geometry: ScrollMetrics {
    switch self {
    case .simulated(let physics): return physics.geometry
    case .observed(let observed): return observed.geometry
    }
  }

  /// The content offset at `time` (pt, UIKit convention).
  /// Where simulated content comes to rest (`ScrollPhysics.targetOffset`); for an observed
  /// host, the latest offset it reported unless a finger is down.
  var targetOffset: Double? {
    switch self {
    case .simulated(let physics): return physics.targetOffset
    case .observed(let observed): return observed.isDragging ? nil : observed.contentOffset
    }
  }

  func contentOffset(time: Double) -> Double {
    switch self {
    case .simulated(let physics): return physics.contentOffset(time: time)
    case .observed(let observed): return observed.contentOffset
    }
  }

  /// Where the finger is at `time` (viewport coordinates, pt), nil when none is down.
  func fingerLocation(time: Double) -> SwellPoint? {
    switch self {
    case .simulated(let physics): return physics.fingerLocation(time: time)
    case .observed(let observed): return observed.isDragging ? observed.finger : nil
    }
  }

  /// Whether a finger is down.
  var isDragging: Bool {
    switch self {
    case .simulated(let physics): return physics.isDragging
    case .observed(let observed): return observed.isDragging
    }
  }

  /// The offset's velocity at the latest release (pt/s; negative while the content moves
  /// down), read at `time`, the instant of the release.
  func releaseVelocity(time: Double) -> Double {
    switch self {
    case .simulated(let physics): return physics.velocity(time: time)
    case .observed(let observed): return observed.releaseVelocity
    }
  }

  /// The refresh inset at `edge` at `time` (pt): animated when simulated, the latest request
  /// when observed.
  func refreshInset(_ edge: RefreshEdge, time: Double) -> Double {
    switch self {
    case .simulated(let physics): return physics.refreshInset(edge, time: time)
    case .observed(let observed): return observed.refreshInsets[edge] ?? 0
    }
  }

  /// A time after which the offset no longer changes on its own (s): a finger holding still
  /// counts as at rest from the end of its scripted move; observed content is always still.
  var stillTime: Double? {
    switch self {
    case .simulated(let physics): return physics.stillTime
    case .observed: return nil
    }
  }

  /// The time from which nothing moves any more (s), nil while a finger is down; observed
  /// content moves only when the host reports it.
  var restTime: Double? {
    switch self {
    case .simulated(let physics): return physics.restTime
    case .observed(let observed): return observed.isDragging ? nil : -.infinity
    }
  }

  /// Moves the clock to `time`, at or after the latest event.
  mutating func advance(now time: Double) {
    guard case .simulated(var physics) = self else { return }
    physics.advance(to: time)
    self = .simulated(physics)
  }

  /// Applies a refresh inset request at `time`.
  mutating func setRefreshInset(
    _ inset: Double, at edge: RefreshEdge, transition: InsetTransition, now time: Double
  ) {
    switch self {
    case .simulated(var physics):
      physics.setRefreshInset(inset, at: edge, transition: transition, time: time)
      self = .simulated(physics)
    case .observed(var observed):
      observed.refreshInsets[edge] = inset
      self = .observed(observed)
    }
  }

  /// Changes the physics when simulated; does nothing when observed.
  mutating func simulate(_ change: (inout ScrollPhysics) -> Void) {
    guard case .simulated(var physics) = self else { return }
    change(&physics)
    self = .simulated(physics)
  }

  /// Changes what is known of the host's scroll view when observed; does nothing when
  /// simulated.
  mutating func observe(_ change: (inout ObservedScroll) -> Void) {
    guard case .observed(var observed) = self else { return }
    change(&observed)
    self = .observed(observed)
  }
}

/// What a session knows of a scroll view the host owns: the latest reports.
struct ObservedScroll: Hashable, Sendable {
  /// Sizes and the user's insets.
  var geometry: ScrollMetrics
  /// The latest finite offset reported (pt).
  var contentOffset: Double
  /// The latest finger location reported (viewport coordinates, pt).
  var finger: SwellPoint?
  /// Whether a finger is down.
  var isDragging = false
  /// The content's velocity reported at the latest release (pt/s, offset units).
  var releaseVelocity = 0.0
  /// The refresh insets the session last asked for, by edge (pt).
  var refreshInsets: [RefreshEdge: Double] = [:]

}
