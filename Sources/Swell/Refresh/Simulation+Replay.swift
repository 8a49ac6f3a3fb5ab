extension Simulation {
  /// Feeds the steps to `driver` at their times; returns when the last step ends (s).
  static func replay(
    _ interaction: Interaction, into driver: inout RefreshDriver, triggerDistance: Double,
    defaultTouch: Point
  ) throws -> Double {
    var now = 0.0
    func grab(_ location: Point, _ driver: inout RefreshDriver) throws {
      let t = now
      try driver.perform(
        at: t, physicsChange: { try $0.beginDrag(at: location, time: t) },
        event: { _ in .dragBegan })
    }
    for step in interaction.steps {
      let t = now
      switch step {
      case .grab(let location):
        try grab(location ?? defaultTouch, &driver)
      case .pull(let distance, let duration, let curve):
        try driver.advance(to: t)
        if !driver.physics.isDragging { try grab(defaultTouch, &driver) }
        let pull: Double
        switch distance {
        case .points(let points): pull = points
        case .triggerMultiple(let multiple): pull = multiple * triggerDistance
        }
        let target = -driver.physics.userInsetTop - pull
        if let y = driver.physics.fingerY(showingOffset: target),
          let finger = driver.physics.fingerLocation(at: t)
        {
          try driver.perform(
            at: t,
            physicsChange: {
              try $0.drag(to: Point(x: finger.x, y: y), over: duration, curve: curve, time: t)
            })
        }
        now += duration
      case .moveSideways(let dx, let duration, let curve):
        try driver.advance(to: t)
        if let finger = driver.physics.fingerLocation(at: t) {
          try driver.perform(
            at: t,
            physicsChange: {
              try $0.drag(
                to: Point(x: finger.x + dx, y: finger.y), over: duration, curve: curve, time: t)
            })
        }
        now += duration
      case .hold(let duration):
        now += duration
      case .release(let velocity):
        try driver.perform(
          at: t, physicsChange: { try $0.endDrag(velocity: velocity, time: t) },
          event: { physics in .dragEnded(velocity: -physics.velocity(at: t)) })
      case .refresh(let duration):
        try driver.advance(to: t)
        let machine = driver.machine
        if machine.phase == .refreshing, machine.isActionRunning,
          let trigger = machine.currentTrigger
        {
          let end = machine.refreshStartTime + duration
          try driver.scheduleReturn(ofTrigger: trigger.id, at: end)
          now = max(now, end)
        }
      case .beginRefreshing(let animated):
        try driver.perform(at: t, event: { _ in .beginRefreshing(animated: animated) })
      case .endRefreshing:
        try driver.perform(at: t, event: { _ in .endRefreshing })
      case .setUserInset(let top, let bottom):
        try driver.perform(
          at: t, physicsChange: { try $0.setUserInset(top: top, bottom: bottom, time: t) },
          event: { _ in .userInsetTop(top) })
      }
    }
    return now
  }
}
