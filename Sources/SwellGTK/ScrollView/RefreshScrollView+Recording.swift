import Swell

extension RefreshScrollView {
  /// Whether the view is recording the gestures made on it (see `startRecording()`).
  public var isRecording: Bool { recording != nil }

  /// Starts recording what a person does to the header: each drag as the pull it causes, the
  /// release with its speed, and how long the refresh it starts runs and how it ends. Time
  /// before the first touch becomes a hold. Restarting discards the recording under way.
  public func startRecording() {
    recording = GestureRecording(recorder: InteractionRecorder(startTime: now()))
  }

  /// Stops recording and returns what was recorded as an `Interaction`, the script
  /// `swell render --interaction` and `Simulation` replay; nil when not recording.
  ///
  /// - Throws: `SwellError.invalidParameter` when the recording breaks an interaction's
  ///   limits (longer than `Interaction.maximumDuration`, say).
  public func stopRecording() throws -> Interaction? {
    guard let recording else { return nil }
    self.recording = nil
    return try recording.recorder.interaction()
  }

  /// Feeds a touch on the content to the recording, if any.
  func recordTouchDown(at location: SwellPoint, time: Double) {
    recording?.recorder.touchDown(at: location, time: time)
  }

  /// Feeds the header's pull after a move to the recording, if any.
  func recordMove(time: Double) {
    guard recording != nil else { return }
    recording?.recorder.moved(pull: session.pullDistance(.top, time: time), time: time)
  }

  /// Feeds a release to the recording, if any.
  func recordRelease(velocity: Double, time: Double) {
    recording?.recorder.released(velocity: velocity, time: time)
  }

  /// Notes when the header's refresh starts and, when it ends, how long it ran.
  func record(_ effect: RefreshSession.Effect, time: Double) {
    guard recording != nil else { return }
    switch effect {
    case .actionStarted(.top, _):
      recording?.actionStart = time
    case .refreshEnded(.top, _, let outcome):
      if let start = recording?.actionStart {
        recording?.recorder.refreshed(duration: time - start, outcome: outcome)
        recording?.actionStart = nil
      }
    default:
      break
    }
  }
}

/// A recording under way: the recorder and when the refresh it is waiting on started (s).
struct GestureRecording {
  var recorder: InteractionRecorder
  var actionStart: Double?
}
