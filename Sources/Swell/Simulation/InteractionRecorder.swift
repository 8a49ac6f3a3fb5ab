/// Turns a gesture a person made on a live view into an `Interaction` that replays it: the
/// drag as the pull it caused, sample by sample, the release with its velocity, and the
/// refresh's length — the same JSON `swell render --interaction` reads.
///
///     var recorder = InteractionRecorder(startTime: now)
///     recorder.touchDown(at: point, time: t0)
///     recorder.moved(pull: session.pullDistance(.top, at: t1), time: t1)   // on every move
///     recorder.released(velocity: 420, time: t2)
///     recorder.refreshed(duration: 1.2)
///     let script = try recorder.interaction()
///
/// Samples the straight line between their neighbours predicts within `tolerance` are
/// dropped, so a steady drag becomes a few linear pulls, not one step per frame. Replayed by
/// `Simulation`, the pull passes through every kept sample at its time.
public struct InteractionRecorder: Sendable {
  /// How far (pt) a dropped sample may lie from the line its kept neighbours draw.
  public var tolerance: Double = 0.25

  private var steps: [Interaction.Step] = []
  /// When the script has reached so far (s, the recorder's clock).
  private var time: Double
  /// The pull samples of the drag under way: time (s) and pull (pt).
  private var samples: [(time: Double, pull: Double)] = []
  private var isDown = false
  /// When the finger last lifted (s).
  private var releaseTime: Double?

  /// Starts a recording at `startTime` (s, the host's clock); time before the first touch
  /// becomes a hold.
  public init(startTime: Double) {
    time = startTime.isFinite ? startTime : 0
  }

  /// A finger touched down at `location` (viewport coordinates, pt) at `time` (s).
  public mutating func touchDown(at location: SwellPoint, time: Double) {
    guard !isDown, time.isFinite, location.isFinite else { return }
    hold(until: time)
    steps.append(.grab(at: location))
    isDown = true
    samples = [(max(time, self.time), 0)]
  }

  /// The finger moved, and the content is now pulled `pull` points past the edge, at `time`.
  public mutating func moved(pull: Double, time: Double) {
    guard isDown, pull.isFinite, time.isFinite, let last = samples.last, time > last.time else {
      return
    }
    samples.append((time, pull))
  }

  /// The finger lifted at `time` moving at `velocity` (pt/s, positive pulling further).
  public mutating func released(velocity: Double, time: Double) {
    guard isDown else { return }
    flushDrag()
    hold(until: time)
    steps.append(.release(velocity: velocity.isFinite ? velocity : 0))
    isDown = false
    releaseTime = self.time
  }

  /// The refresh the release started ran `duration` seconds and ended with `outcome`.
  public mutating func refreshed(duration: Double, outcome: RefreshOutcome = .success) {
    guard duration.isFinite, duration >= 0, let releaseTime else { return }
    steps.append(.refresh(duration: duration, outcome: outcome))
    // The replay waits for the refresh, which started at the release.
    time = max(time, releaseTime + duration)
  }

  /// The recording as a script.
  ///
  /// - Throws: `SwellError.invalidParameter` when it breaks an `Interaction`'s limits (over
  ///   `Interaction.maximumDuration` in all, say).
  public func interaction() throws -> Interaction {
    var copy = self
    if copy.isDown { copy.flushDrag() }
    return try Interaction(steps: copy.steps)
  }

  /// Time passing until `until` (s) as a hold step.
  private mutating func hold(until: Double) {
    if until > time {
      steps.append(.hold(duration: until - time))
      time = until
    }
  }

  /// The drag's samples as linear pulls through the ones the others lie near.
  private mutating func flushDrag() {
    guard samples.count > 1 else { return }
    var kept = [samples[0]]
    var index = 1
    while index < samples.count {
      // Extend the segment from the last kept sample as far as every sample in between
      // stays within the tolerance of the straight line.
      var end = index
      while end + 1 < samples.count,
        fits(from: kept[kept.count - 1], to: samples[end + 1], over: index...end)
      {
        end += 1
      }
      kept.append(samples[end])
      index = end + 1
    }
    for (from, to) in zip(kept, kept.dropFirst()) {
      steps.append(
        .pull(to: .points(to.pull), duration: to.time - from.time, curve: .linear))
    }
    time = kept[kept.count - 1].time
    samples = [kept[kept.count - 1]]
  }

  /// Whether the samples at `range` lie within `tolerance` of the line from `start` to `end`.
  private func fits(
    from start: (time: Double, pull: Double), to end: (time: Double, pull: Double),
    over range: ClosedRange<Int>
  ) -> Bool {
    let span = end.time - start.time
    guard span > 0 else { return false }
    return range.allSatisfy { i in
      let fraction = (samples[i].time - start.time) / span
      let line = start.pull + (end.pull - start.pull) * fraction
      return abs(samples[i].pull - line) <= tolerance
    }
  }
}
