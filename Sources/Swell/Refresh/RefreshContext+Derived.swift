// What styles read off a context besides its stored values: levels eased for display, a
// failure's look, the reading direction.

extension RefreshContext {
  /// How armed the control looks (`armLevel`), eased for display: 0…1, a smoothstep, so an
  /// arming starts and ends at rest.
  public var easedArmLevel: Double { StyleMath.smoothstep(armLevel) }

  /// How armed the control looked when the state last changed (`armLevelAtStateChange`),
  /// eased as `easedArmLevel` is.
  public var easedArmLevelAtStateChange: Double { StyleMath.smoothstep(armLevelAtStateChange) }

  /// Whether finishing shows a refresh that failed.
  public var showsFailure: Bool {
    if state == .finishing, case .failure? = outcome { return true }
    return false
  }

  /// How much of a failure's look to show now, 0…1: it rises over the first 0.12 s of
  /// finishing after a failure, 0 otherwise.
  public var failureLevel: Double {
    showsFailure ? StyleMath.smoothstep(timeInState / 0.12) : 0
  }

  /// What a reduced-motion indicator shows (0.6…1) in place of movement: 1 unless motion is
  /// reduced and a refresh runs or finishes; then `StyleMath.breath` of the time since the
  /// refresh began, except that a failure's finish takes it back to whole as the failure's
  /// look comes in (`failureLevel`), so the failure holds still instead of seeming at work.
  var reducedMotionBreath: Double {
    guard reduceMotion, let elapsed = timeSinceRefreshBegan else { return 1 }
    guard showsFailure else { return StyleMath.breath(elapsed) }
    let atEnd = StyleMath.breath(previousStateDuration)
    return atEnd + (1 - atEnd) * failureLevel
  }

  /// Seconds since the refresh began, while refreshing or finishing; nil before.
  var timeSinceRefreshBegan: Double? {
    switch state {
    case .refreshing: return timeInState
    case .finishing: return previousStateDuration + timeInState
    case .idle, .pulling, .armed: return nil
    }
  }

  /// How long the previous state lasted (s), where 0 — what a context built by hand carries —
  /// counts as long enough for every motion of that state to have completed (a real refresh
  /// never lasts 0 s).
  public var completedPreviousStateDuration: Double {
    previousStateDuration > 0 ? previousStateDuration : Self.maxTime
  }

  /// Whether the words read right to left: a motion that runs in reading order (one ball after
  /// another) runs from the right.
  public var readsRightToLeft: Bool { texts.language.isRightToLeft }
}
