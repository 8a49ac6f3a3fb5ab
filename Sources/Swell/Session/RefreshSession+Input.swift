extension RefreshSession {
  /// A finger touches the content at `location` (viewport coordinates, pt) at `time` (s).
  /// Moving content stops where it is, as a scroll view stops when touched. A non-finite
  /// location is ignored.
  public func beginDrag(at location: SwellPoint, time: Double) -> [Effect] {
    guard SessionInput.isLocation(location) else { return advance(to: time) }
    return perform(time: time) { t, effects in
      engine.change(at: t, touch: .dragBegan, into: &effects) { scroll in
        scroll.simulate { $0.beginDrag(at: location, time: t) }
        scroll.observe {
          $0.finger = location
          $0.isDragging = true
        }
      }
    }
  }

  /// The finger moves to `location` (viewport coordinates, pt) at `time` (s). Ignored when no
  /// finger is down or the location is not finite.
  public func drag(to location: SwellPoint, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      guard SessionInput.isLocation(location), engine.scroll.isDragging else { return }
      engine.change(at: t, into: &effects) { scroll in
        scroll.simulate { $0.drag(to: location, time: t) }
        scroll.observe { $0.finger = location }
      }
    }
  }

  /// The finger moves from where it is to `location` over `duration` seconds along `curve`,
  /// starting at `time`: a scripted drag, evaluated in closed form at any instant (a recorded
  /// gesture, a test). Simulated sessions only; ignored when no finger is down or a value is
  /// not finite (a negative duration counts as 0).
  public func drag(
    to location: SwellPoint, over duration: Double, curve: TimingCurve = .linear, time: Double
  ) -> [Effect] {
    perform(time: time) { t, effects in
      guard SessionInput.isLocation(location), duration.isFinite, engine.scroll.isDragging
      else { return }
      engine.change(at: t, into: &effects) { scroll in
        scroll.simulate {
          $0.drag(to: location, over: max(duration, 0), curve: curve, time: t)
        }
      }
    }
  }

  /// The finger lifts at `time` (s) moving at `velocity` (pt/s, positive = downward). For a
  /// simulated session this is the finger's velocity (past an edge the content moves slower:
  /// the rubber band's slope); for an observed one, the content's, as the host's scroll view
  /// reports it. A non-finite velocity counts as 0; ignored when no finger is down.
  public func endDrag(velocity: Double, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      guard engine.scroll.isDragging else { return }
      let speed = SessionInput.speed
      let velocity = velocity.isFinite ? min(max(velocity, -speed), speed) : 0
      engine.change(at: t, touch: .dragEnded(velocity: 0), into: &effects) { scroll in
        scroll.simulate { $0.endDrag(velocity: velocity, time: t) }
        scroll.observe {
          $0.isDragging = false
          $0.finger = nil
          $0.releaseVelocity = -velocity
        }
      }
    }
  }

  /// Scrolls by `delta` points (positive toward the end) at `time` (s), within the bounds and
  /// without momentum: a mouse wheel's step. Simulated sessions only; ignored while a finger
  /// is down.
  public func scroll(by delta: Double, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      guard SessionInput.isCoordinate(delta) else { return }
      engine.change(at: t, into: &effects) { scroll in
        scroll.simulate { $0.scroll(by: delta, time: t) }
      }
    }
  }

  /// Scrolls the content to `offset` at `time` (pt, UIKit convention: 0 shows the top, more
  /// shows later content; clamped into the bounds): at once, or along the bounce spring when
  /// `animated`, as `setContentOffset(_:animated:)` does. The top is
  /// `-geometry.userInsetTop` (any smaller offset clamps to it). Simulated sessions only; ignored while a finger is down and for a non-finite
  /// offset.
  public func scroll(to offset: Double, animated: Bool, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      guard SessionInput.isCoordinate(offset) else { return }
      engine.change(at: t, into: &effects) { scroll in
        scroll.simulate { $0.scroll(to: offset, animated: animated, time: t) }
      }
    }
  }

  /// The scroll view's content offset is `contentOffset` at `time` (pt, UIKit convention):
  /// what an observed host reports on every scroll. Ignored by simulated sessions and for
  /// non-finite offsets.
  public func observe(contentOffset: Double, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      guard SessionInput.isCoordinate(contentOffset) else { return }
      engine.change(at: t, into: &effects) { scroll in
        scroll.observe { $0.contentOffset = contentOffset }
      }
    }
  }

  /// The sizes change at `time`: the drawing width and viewport height (pt, > 0) and the
  /// content's height (pt, ≥ 0). A non-finite or out-of-range value is ignored (its old value
  /// stays), so a host may pass its sizes before it is laid out.
  public func resize(
    width: Double, viewportHeight: Double, contentHeight: Double, time: Double
  ) -> [Effect] {
    perform(time: time) { t, effects in
      if SessionInput.accepts(width, in: SessionInput.extent) { engine.width = width }
      let viewportOK = SessionInput.accepts(viewportHeight, in: SessionInput.extent)
      let contentOK = SessionInput.accepts(contentHeight, in: SessionInput.contentHeight)
      let geometry = engine.scroll.geometry
      let newViewport = viewportOK ? viewportHeight : geometry.viewportHeight
      let newContent = contentOK ? contentHeight : geometry.contentHeight
      guard newViewport != geometry.viewportHeight || newContent != geometry.contentHeight
      else { return }
      engine.change(at: t, into: &effects) { scroll in
        scroll.simulate { physics in
          if newViewport != physics.viewportHeight {
            physics.setViewportHeight(newViewport, time: t)
          }
          if newContent != physics.contentHeight { physics.setContentHeight(newContent, time: t) }
        }
        scroll.observe {
          $0.geometry.viewportHeight = newViewport
          $0.geometry.contentHeight = newContent
        }
      }
    }
  }

  /// The user's own insets (safe area included, pt, ≥ 0) change at `time`. Content resting
  /// at the top stays at the (new) top. A non-finite or negative value is ignored.
  public func setUserInsets(top: Double, bottom: Double, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      let geometry = engine.scroll.geometry
      let newTop = SessionInput.accepts(top, in: SessionInput.inset) ? top : geometry.userInsetTop
      let newBottom =
        SessionInput.accepts(bottom, in: SessionInput.inset) ? bottom : geometry.userInsetBottom
      guard newTop != geometry.userInsetTop || newBottom != geometry.userInsetBottom else {
        return
      }
      engine.change(at: t, into: &effects) { scroll in
        scroll.simulate { $0.setUserInset(top: newTop, bottom: newBottom, time: t) }
        scroll.observe {
          $0.geometry.userInsetTop = newTop
          $0.geometry.userInsetBottom = newBottom
        }
      }
    }
  }

  /// Starts a refresh at `edge` from code at `time`: the control comes into view (animated or
  /// at once) and its action starts. Does nothing while it refreshes or finishes, while the
  /// other edge refreshes or finishes, or after `.noMoreData` (see `resetNoMoreData`).
  public func beginRefreshing(_ edge: RefreshEdge, animated: Bool = true, time: Double)
    -> [Effect]
  {
    perform(time: time) { t, effects in
      engine.send(.beginRefreshing(animated: animated), to: edge, at: t, into: &effects)
    }
  }

  /// There is data to load again at `edge` (a footer, usually) after a refresh ended with
  /// `.noMoreData`: it starts again on the next approach, or from code; an automatic footer
  /// under content shorter than the viewport, which no scroll can take out of view and back,
  /// at once. Call it when the content is replaced, e.g. after a header refresh. Harmless
  /// otherwise.
  public func resetNoMoreData(_ edge: RefreshEdge = .bottom, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      let wasOutOfData = loadState(edge) == .noMoreData
      engine.send(.resetNoMoreData, to: edge, at: t, into: &effects)
      if wasOutOfData, let index = engine.index(of: edge) {
        engine.noteEndMoved(control: index, into: &effects)
      }
    }
  }

  /// There is no more data to load at `edge` (a footer, usually), as if its last load had
  /// ended with `.noMoreData`: nothing starts there until `resetNoMoreData`, and the control
  /// shows it. For an app that knows without loading (its first page was its last). A
  /// session that replaces one where a control had said so starts it so instead
  /// (`Control.startsWithNoMoreData`): marked here, after the session's first look at the
  /// content, an automatic footer whose end was in reach would have started. Ignored while
  /// the control refreshes or finishes: end that refresh with `.noMoreData` instead.
  public func markNoMoreData(_ edge: RefreshEdge = .bottom, time: Double) -> [Effect] {
    perform(time: time) { t, effects in
      engine.send(.markNoMoreData, to: edge, at: t, into: &effects)
    }
  }

  /// Ends the refresh at `edge` at `time` with `outcome`: what UIKit's `endRefreshing()`
  /// means. For a `.manual` control this is the normal end of its work (as
  /// `finishRefresh(_:trigger:outcome:time:)` for the running refresh): nothing is cancelled.
  /// For a `.perform` control whose work still runs, the work is cut short and cancelled
  /// (`.actionCancelled`), then the refresh ends with `outcome`. Harmless when not refreshing.
  public func endRefreshing(
    _ edge: RefreshEdge, outcome: RefreshOutcome = .success, time: Double
  ) -> [Effect] {
    perform(time: time) { t, effects in
      if case .manual? = actions[edge], let running = runningRefresh(at: edge) {
        engine.send(
          .actionFinished(trigger: running.trigger.id, outcome: outcome), to: edge, at: t,
          into: &effects)
      } else {
        engine.send(.endRefreshing(outcome), to: edge, at: t, into: &effects)
      }
    }
  }

  /// The work of refresh `trigger` at `edge` ended at `time` with `outcome`: how a `.manual`
  /// host reports it. A stale trigger (ended already, or from code) is ignored.
  public func finishRefresh(
    _ edge: RefreshEdge, trigger: Int, outcome: RefreshOutcome = .success, time: Double
  ) -> [Effect] {
    perform(time: time) { t, effects in
      engine.send(
        .actionFinished(trigger: trigger, outcome: outcome), to: edge, at: t, into: &effects)
    }
  }

  /// Lets time pass to `time` (s): the content moves on, actions that ended are picked up,
  /// and due transitions happen at their own instants. Call it on every frame while
  /// `nextUpdate(after:)` asks for one.
  public func advance(to time: Double) -> [Effect] {
    perform(time: time) { _, _ in }
  }

  /// Whether styles are drawn with reduced motion (no flowing, swinging or spinning).
  public var reduceMotion: Bool {
    get { engine.reduceMotion }
    set { engine.reduceMotion = newValue }
  }

  /// The words styles show (`RefreshContext.texts`) and hosts announce: the language, the
  /// app's overrides and the last-updated time. Hosts set the language from the platform's.
  public var texts: RefreshTexts {
    get { engine.texts }
    set { engine.texts = newValue }
  }

  /// The palette styles draw with (`RefreshContext.appearance`): light by default. Hosts set
  /// it from the platform's appearance unless the app forces one.
  public var appearance: SwellAppearance {
    get { engine.appearance }
    set { engine.appearance = newValue }
  }

  // MARK: - One call

  /// Every call: time moves to `time` (clamped), actions that ended take effect, then `body`
  /// changes the model; the action effects are carried out before the effects are returned.
  func perform(time: Double, _ body: (Double, inout [Effect]) -> Void) -> [Effect] {
    let t = clamped(time)
    var effects: [Effect] = []
    engine.advance(to: t, into: &effects)
    for message in inbox.drain() {
      tasks[TaskKey(edge: message.edge, trigger: message.trigger)] = nil
      engine.send(
        .actionFinished(trigger: message.trigger, outcome: message.outcome), to: message.edge,
        at: t, into: &effects)
    }
    body(t, &effects)
    for effect in effects { carryOut(effect) }
    return effects
  }
}
