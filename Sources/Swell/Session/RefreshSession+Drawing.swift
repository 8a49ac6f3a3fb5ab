extension RefreshSession {
  /// Everything the style at `edge` needs to draw at `time` (s), nil when the session has no
  /// control there. Its size is the session's width by the style's `headerHeight`.
  public func context(for edge: RefreshEdge, time: Double) -> RefreshContext? {
    engine.index(of: edge).map { engine.context($0, time: clamped(time)) }
  }

  /// What the control at `edge` draws at `time` (s), in its own coordinates (see
  /// `RefreshContext`), nil when the session has no control there or it is hidden
  /// (`isHidden(_:)`).
  public func scene(for edge: RefreshEdge, time: Double) -> SwellScene? {
    guard let index = engine.index(of: edge), !isHidden(edge) else { return nil }
    return engine.controls[index].style.sceneShowingLoadState(
      in: engine.context(index, time: clamped(time)))
  }

  /// The opacity a host gives its content at `time`, 0…1: what fading styles ask for (bounce
  /// fades the list while pulling), 1 when none does.
  public func contentOpacity(time: Double) -> Double {
    let t = clamped(time)
    return engine.controls.indices.reduce(1) { opacity, index in
      opacity
        * engine.controls[index].style.displayedContentOpacity(in: engine.context(index, time: t))
    }
  }

  /// When the host must next call `advance(to:)`, at or after `time` (s): `time` itself while
  /// anything moves or animates (a finger is down, the content glides or springs, a control
  /// pulls, refreshes or finishes — draw every frame), nil when nothing will change until new
  /// input or an action's end (which `onNeedsUpdate` announces). A host at rest uses no CPU.
  public func nextUpdate(after time: Double) -> Double? {
    let t = clamped(time)
    if engine.scroll.isDragging { return t }
    if let rest = engine.scroll.restTime, rest > t { return t }
    if engine.controls.contains(where: { $0.machine.phase != .idle }) { return t }
    return engine.nextDeadline.map { max($0, t) }
  }
}
