extension Simulation {
  /// Feeds an interaction's steps to a session at their times, as a person (and the app's
  /// refresh work) would: a thin client of `RefreshSession`, like any live host.
  struct Replay {
    let session: RefreshSession
    let edge: RefreshEdge
    let triggerDistance: Double
    /// Where a finger touches down when a step names no place (viewport coordinates, pt).
    let defaultTouch: SwellPoint

    /// Runs the steps; returns when the last one ends (s).
    func run(_ interaction: Interaction) -> Double {
      var now = 0.0
      for step in interaction.steps {
        let t = now
        switch step {
        case .grab(let location):
          _ = session.beginDrag(at: location ?? defaultTouch, time: t)
        case .pull(let distance, let duration, let curve):
          pull(distance, at: edge, over: duration, curve: curve, time: t)
          now += duration
        case .pullUp(let distance, let duration, let curve):
          pull(distance, at: .bottom, over: duration, curve: curve, time: t)
          now += duration
        case .scroll(let target, let duration, let curve, let velocity):
          if !session.isDragging { _ = session.beginDrag(at: defaultTouch, time: t) }
          let bounds = session.restingOffsets(time: t)
          let offset: Double
          switch target {
          case .by(let points):
            offset = min(max(session.contentOffset(time: t) + points, bounds.top), bounds.end)
          case .end: offset = bounds.end
          case .top: offset = bounds.top
          }
          if let y = session.fingerY(showingOffset: offset),
            let finger = session.fingerLocation(time: t)
          {
            _ = session.drag(
              to: SwellPoint(x: finger.x, y: y), over: duration, curve: curve, time: t)
          }
          now += duration
          // Toward the end the finger moves up: a negative finger velocity.
          _ = session.endDrag(velocity: -velocity, time: now)
        case .moveSideways(let dx, let duration, let curve):
          if let finger = session.fingerLocation(time: t) {
            _ = session.drag(
              to: SwellPoint(x: finger.x + dx, y: finger.y), over: duration, curve: curve, time: t)
          }
          now += duration
        case .hold(let duration):
          now += duration
        case .release(let velocity):
          // A step's velocity pulls further when positive, whichever way that is.
          _ = session.endDrag(velocity: -edge.pullSign * velocity, time: t)
        case .refresh(let duration, let outcome, let adds):
          _ = session.advance(to: t)
          if let running = session.runningRefresh(at: edge) {
            let end = max(running.startTime + duration, t)
            _ = session.finishRefresh(
              edge, trigger: running.trigger.id, outcome: outcome, time: end)
            if adds > 0 {
              insertRows(adds, from: end)
            }
            now = max(now, end + (adds > 0 ? Interaction.rowInsertDuration : 0))
          }
        case .beginRefreshing(let animated):
          _ = session.beginRefreshing(edge, animated: animated, time: t)
        case .endRefreshing:
          _ = session.endRefreshing(edge, time: t)
        case .setUserInset(let top, let bottom):
          _ = session.setUserInsets(top: top, bottom: bottom, time: t)
        }
      }
      return now
    }

    /// The rows a load appended come in as a table view animates an insert: the content grows
    /// by `adds` points over `Interaction.rowInsertDuration`, easing out, in 120 Hz steps, so a
    /// footer they push on leaves over several frames instead of in one.
    private func insertRows(_ adds: Double, from start: Double) {
      let before = session.geometry.contentHeight
      let steps = max(Int((Interaction.rowInsertDuration * 120).rounded()), 1)
      for step in 1...steps {
        let fraction = Double(step) / Double(steps)
        let grown = before + adds * TimingCurve.easeOut.value(at: fraction)
        let geometry = session.geometry
        _ = session.resize(
          width: session.engine.width, viewportHeight: geometry.viewportHeight,
          contentHeight: grown,
          time: start + Interaction.rowInsertDuration * fraction)
      }
    }

    /// Drags from where the finger is (grabbing first) until the content is pulled to
    /// `distance` past `edge`, over `duration` from `time`.
    private func pull(
      _ distance: Interaction.PullDistance, at edge: RefreshEdge, over duration: Double,
      curve: TimingCurve, time t: Double
    ) {
      if !session.isDragging { _ = session.beginDrag(at: defaultTouch, time: t) }
      let pull: Double
      switch distance {
      case .points(let points): pull = points
      case .triggerMultiple(let multiple): pull = multiple * triggerDistance
      }
      if let y = session.fingerY(showingPull: pull, at: edge, time: t),
        let finger = session.fingerLocation(time: t)
      {
        _ = session.drag(to: SwellPoint(x: finger.x, y: y), over: duration, curve: curve, time: t)
      }
    }

    /// Runs on until nothing moves and nothing is due; returns that time (s).
    func settle() -> Double {
      for _ in 0..<10_000 {
        let time = session.time
        let deadline = session.engine.nextDeadline
        let next = [session.engine.scroll.stillTime, deadline].compactMap { $0 }.max() ?? time
        if next <= time && deadline == nil { break }
        _ = session.advance(to: max(next, time))
      }
      return session.time
    }
  }
}
