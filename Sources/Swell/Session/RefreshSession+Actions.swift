extension RefreshSession {
  /// Starts and cancels the tasks of `.perform` actions as the effects ask.
  func carryOut(_ effect: Effect) {
    switch effect {
    case .actionStarted(let edge, let trigger):
      guard case .perform(let work)? = actions[edge] else { return }
      let inbox = self.inbox
      let wake = onNeedsUpdate
      tasks[TaskKey(edge: edge, trigger: trigger.id)] = Task {
        let outcome: RefreshOutcome
        do { outcome = try await work() } catch { outcome = RefreshOutcome(error: error) }
        inbox.post(ActionInbox.Message(edge: edge, trigger: trigger.id, outcome: outcome))
        wake?()
      }
    case .actionCancelled(let edge, let id):
      // Ended from code: whatever the work still reports is ignored by the machine.
      tasks.removeValue(forKey: TaskKey(edge: edge, trigger: id))?.cancel()
    case .refreshEnded(let edge, let trigger, _):
      // A `.manual` report for `.perform` work ends the refresh; the work is not needed.
      tasks.removeValue(forKey: TaskKey(edge: edge, trigger: trigger.id))?.cancel()
    case .stateChanged, .armed, .disarmed, .refreshInsetChanged, .backAtRest:
      break
    }
  }
}
