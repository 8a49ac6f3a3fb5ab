/// What the content is doing between two events. Each case is a closed-form function of time,
/// so the model never steps frame by frame.
enum Motion: Hashable, Sendable {
  /// Still at an offset inside the bounds (pt).
  case resting(Double)
  /// Resting against an edge and following it when that edge's refresh inset animates.
  case pinned(RefreshEdge)
  /// Following the finger, with the rubber band past an edge.
  case dragging(DragAnchor)
  /// Gliding after a release inside the bounds; may run past an edge and bounce back.
  case decelerating(Glide)
  /// Springing back to an edge.
  case bouncing(Bounce)
}

/// Ties the finger to the content: the unbounded offset and the finger's y at the anchor, and
/// the edges the rubber band uses (fixed at the anchor, so that an inset change during a drag
/// does not move the content: the drag is anchored again at that instant).
struct DragAnchor: Hashable, Sendable {
  var unbounded: Double
  var fingerY: Double
  /// The offset shown at the anchor, kept exactly while the finger has not moved (the rubber
  /// band's inverse and back may differ from it in the last bit).
  var offset: Double
  var minimumOffset: Double
  var maximumOffset: Double
}

/// A deceleration from `from` with `velocity` starting at `startTime`, and the bounce that
/// takes over if it runs past an edge.
struct Glide: Hashable, Sendable {
  var from: Double
  var velocity: Double
  var startTime: Double
  var bounce: Bounce?

  /// How long it moves (s): until it slows under 1 pt/s, where it stops. The decay would creep
  /// on by another half point or so, after the host has stopped drawing: the next picture
  /// would jump by that much. One that reaches an edge goes on to it, where its bounce takes
  /// over (and the content ends pinned to the edge).
  func duration(_ decay: Decay) -> Double {
    guard bounce == nil else { return .infinity }
    let rest = decay.timeToRest(initialVelocity: velocity)
    return rest.isFinite ? rest : 0
  }

  /// The offset `elapsed` seconds in (pt), still from the end of `duration` on.
  func position(_ decay: Decay, elapsed: Double) -> Double {
    decay.position(from: from, initialVelocity: velocity, time: min(elapsed, duration(decay)))
  }

  /// Where it stops (pt).
  func end(_ decay: Decay) -> Double { position(decay, elapsed: .infinity) }
}

/// A spring to an edge, and when it counts as settled (the offset is then exactly the edge).
struct Bounce: Hashable, Sendable {
  var animation: SpringAnimation<Double>
  var startTime: Double
  var settleTime: Double
  /// The edge it ends against, whose inset the content then follows; nil for an offset
  /// that is no edge.
  var pinnedEdge: RefreshEdge?
}

extension ScrollPhysics {
  /// What content at `offset` moving at `velocity` does from `time` on, with the current
  /// bounds: a bounce when outside, a glide inside (that may bounce at an edge), or rest.
  func plannedMotion(from offset: Double, velocity: Double, time: Double) -> Motion {
    let lo = minimumOffset
    let hi = maximumOffset
    let tolerance = 1e-9
    if offset < lo - tolerance {
      return .bouncing(bounce(from: offset, to: .top, velocity: velocity, time: time))
    }
    if offset > hi + tolerance {
      return .bouncing(bounce(from: offset, to: .bottom, velocity: velocity, time: time))
    }
    let x = min(max(offset, lo), hi)
    guard abs(velocity) > 1e-6 else {
      if abs(x - lo) <= tolerance { return .pinned(.top) }
      if abs(x - hi) <= tolerance { return .pinned(.bottom) }
      return .resting(x)
    }
    let decay = configuration.deceleration
    // Whether it reaches an edge is decided by where the decay tends, so that one reaching
    // an edge by less than its last half point still ends pinned there.
    let rest = decay.restingPosition(from: x, initialVelocity: velocity)
    var glide = Glide(from: x, velocity: velocity, startTime: time, bounce: nil)
    if rest < lo || rest > hi {
      let edge: RefreshEdge = rest < lo ? .top : .bottom
      let dt = crossingTime(from: x, velocity: velocity, edge: restingOffset(edge))
      let edgeVelocity = decay.velocity(initialVelocity: velocity, time: dt)
      glide.bounce = bounce(
        from: restingOffset(edge), to: edge, velocity: edgeVelocity, time: time + dt)
    }
    return .decelerating(glide)
  }

  /// A critically damped (by default) spring from `offset` to where the content rests against
  /// `edge`, which it then stays pinned to.
  func bounce(from offset: Double, to edge: RefreshEdge, velocity: Double, time: Double)
    -> Bounce
  {
    // Content shorter than the viewport rests at its top whichever edge it was pulled past.
    let pinned: RefreshEdge = maximumOffset > minimumOffset ? edge : .top
    let target = restingOffset(pinned)
    let spring = configuration.bounce
    let animation = SpringAnimation(
      spring: spring, from: offset, to: target, initialVelocity: velocity, startTime: time)
    var settle =
      time + springSettlingTime(spring, displacement: target - offset, velocity: velocity)
    // Pinned content follows the animated inset: it may only take over once the inset has
    // reached the edge the spring aimed at, or the content would jump.
    settle = max(settle, inset(pinned).endTime)
    return Bounce(animation: animation, startTime: time, settleTime: settle, pinnedEdge: pinned)
  }

  /// Seconds until a deceleration from `x` with `velocity` reaches `edge`, which its resting
  /// position lies beyond. Found by bisection on `Decay.position`, which is monotonic.
  func crossingTime(from x: Double, velocity: Double, edge: Double) -> Double {
    let decay = configuration.deceleration
    let sign: Double = velocity > 0 ? 1 : -1
    func reached(_ dt: Double) -> Bool {
      sign * (decay.position(from: x, initialVelocity: velocity, time: dt) - edge) >= 0
    }
    if reached(0) { return 0 }
    var high = 0.001
    var doublings = 0
    while !reached(high) && doublings < 60 {
      high *= 2
      doublings += 1
    }
    var low = 0.0
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if reached(mid) { high = mid } else { low = mid }
      if high - low <= 1e-12 { break }
    }
    return high
  }
}
