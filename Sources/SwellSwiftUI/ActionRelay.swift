#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Swell
  import SwellUIKit

  /// The work of one edge's control, as SwiftUI last handed it to the modifier.
  ///
  /// SwiftUI builds the modifier again with new closures whenever the view updates (they
  /// capture the view's current state and model), but the scroll view keeps the control it was
  /// given, so that a refresh under way survives the update. The control it is given calls
  /// through this relay, which `update` points at the newest work, so a refresh always runs
  /// what the view says now, as `refreshable(action:)` does.
  @MainActor final class ActionRelay {
    private var work: (@Sendable () async throws -> RefreshOutcome)?

    /// Points the relay at `control`'s work (nil for none, or for work the app runs itself).
    func update(_ control: SwellControl?) {
      guard case .perform(let work)? = control?.action else {
        self.work = nil
        return
      }
      self.work = work
    }

    /// `control` with its work replaced by a call through this relay; a `.manual` control as
    /// it is.
    func relaying(_ control: SwellControl) -> SwellControl {
      guard case .perform = control.action else { return control }
      var relayed = control
      // Held strongly: the relay holds no control, so there is no cycle, and a refresh started
      // after SwiftUI tore the finder down (from code, say) still runs the last work given.
      relayed.action = .perform { [self] in
        let work = await MainActor.run { self.work }
        return try await work?() ?? .success
      }
      return relayed
    }
  }
#endif
