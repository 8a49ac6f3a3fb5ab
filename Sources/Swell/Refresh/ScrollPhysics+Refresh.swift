extension ScrollPhysics {
  /// Applies what a `RefreshMachine` or `RefreshController` asked for at `time` (s): its
  /// refresh inset requests. Other effects are not the scroll view's business and are skipped.
  ///
  ///     let effects = try controller.handle(.contentOffset(physics.contentOffset(at: t)), at: t)
  ///     try physics.apply(effects, at: t)
  public mutating func apply(_ effects: [RefreshEffect], at time: Double) throws {
    for case .setRefreshInset(let inset, let transition) in effects {
      try setRefreshInset(inset, transition: transition, time: time)
    }
  }
}
