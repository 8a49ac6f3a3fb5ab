extension RefreshContext {
  /// The context of a control held still at `pull` points, as a still frame shows it: a finger
  /// on the content's edge in the middle of the width while the control is pulled or armed,
  /// `time` seconds into its state (and since the release once the finger is up).
  ///
  ///     let context = RefreshContext.held(by: WaveStyle(), pull: 40, width: 375)
  ///     let scene = WaveStyle().scene(in: context)
  ///
  /// - Parameters:
  ///   - style: the control's style: its trigger distance gives the progress, its header
  ///     height the drawing height.
  ///   - edge: a header or a footer.
  ///   - pull: how far the control is pulled (pt).
  ///   - width: the drawing width (pt).
  ///   - state: the state to show; nil derives it from the pull (idle at 0 or less, pulling
  ///     below the trigger distance, armed at or past it).
  ///   - time: seconds into the state.
  ///   - armLevel: how armed the control looks, 0…1 (see `armLevel`), or nil (the default) for
  ///     what a session shows `time` seconds into the state: rising over 0.15 s from the
  ///     start of `armed`; a refresh released fully armed, its arm level falling over 0.15 s
  ///     from 1 (`armLevelAtStateChange`); 0 otherwise.
  ///   - reduceMotion: whether the style draws its reduced-motion variant.
  public static func held(
    by style: any RefreshStyle, edge: RefreshEdge = .top, pull: Double, width: Double,
    state: RefreshState? = nil, time: Double = 0, armLevel: Double? = nil,
    reduceMotion: Bool = false
  ) -> RefreshContext {
    let trigger = style.triggerDistance
    let progress = progress(pull: pull, triggerDistance: trigger)
    let derived: RefreshState =
      pull <= 0 ? .idle : pull >= trigger ? .armed : .pulling(progress: progress)
    let shown = state ?? derived
    let fingerDown: Bool
    switch shown {
    case .pulling, .armed: fingerDown = true
    default: fingerDown = false
    }
    // As the machine moves it: up over the arm transition while armed, down from full after
    // a release.
    let transitioned = StyleMath.fraction(time, of: RefreshMachine.armTransition)
    let (shownArmLevel, atStateChange): (Double, Double)
    switch (armLevel, shown) {
    case (let given?, _): (shownArmLevel, atStateChange) = (given, 0)
    case (nil, .armed): (shownArmLevel, atStateChange) = (transitioned, 0)
    case (nil, .refreshing): (shownArmLevel, atStateChange) = (1 - transitioned, 1)
    case (nil, _): (shownArmLevel, atStateChange) = (0, 0)
    }
    return RefreshContext(
      edge: edge, state: shown, pullDistance: pull, progress: progress, timeInState: time,
      timeSinceRelease: fingerDown ? nil : time, timeSinceTouchDown: fingerDown ? time : nil,
      fingerLocation: fingerDown ? SwellPoint(x: width / 2, y: style.headerHeight) : nil,
      size: SwellSize(width: width, height: style.headerHeight), armLevel: shownArmLevel,
      reduceMotion: reduceMotion, time: time, pullDistanceAtStateChange: pull,
      armLevelAtStateChange: atStateChange)
  }
}
