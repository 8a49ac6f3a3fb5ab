/// Times a piece of work: a warm-up, an inner loop long enough for the clock, then repeated
/// trials summarised by their median.
///
/// The inner loop doubles until one trial lasts at least `minimumTrialSeconds`, so a call of a
/// few nanoseconds is timed over millions of calls and the clock's own cost and resolution
/// vanish; those calibration runs are the warm-up (caches, page faults, lazy symbol binding).
struct Harness: Sendable {
  /// Trials per figure after the warm-up.
  var trials: Int
  /// The shortest trial (s): the inner loop repeats the work until a trial lasts this long.
  var minimumTrialSeconds: Double

  /// Seconds per operation of `body`, which performs `operations` operations per call.
  func measure(operations: Int = 1, _ body: () throws -> Void) rethrows -> Timing {
    let iterations = try calibrate(body)
    var samples: [Double] = []
    samples.reserveCapacity(trials)
    for _ in 0..<max(trials, 1) {
      let elapsed = try Self.run(iterations, body)
      samples.append(elapsed / Double(iterations) / Double(max(operations, 1)))
    }
    return Timing(perOperation: samples, iterations: iterations)
  }

  /// Seconds per operation of `ours` and of `baseline`, timed in alternating trials so that
  /// both see the same machine: on shared cores a figure drifts by tens of percent within a
  /// run, and trials taken far apart compare different machines.
  func measurePair(
    operations: Int = 1, _ ours: () throws -> Void, baseline: () throws -> Void
  ) rethrows -> (ours: Timing, baseline: Timing) {
    let oursIterations = try calibrate(ours)
    let baselineIterations = try calibrate(baseline)
    var (a, b): ([Double], [Double]) = ([], [])
    for _ in 0..<max(trials, 1) {
      a.append(
        try Self.run(oursIterations, ours) / Double(oursIterations) / Double(max(operations, 1)))
      b.append(try Self.run(baselineIterations, baseline) / Double(baselineIterations))
    }
    return (
      Timing(perOperation: a, iterations: oursIterations),
      Timing(perOperation: b, iterations: baselineIterations)
    )
  }

  /// How many calls of `body` one trial needs to last `minimumTrialSeconds`; the calibration
  /// runs are the warm-up.
  private func calibrate(_ body: () throws -> Void) rethrows -> Int {
    var iterations = 1
    while true {
      let elapsed = try Self.run(iterations, body)
      if elapsed >= minimumTrialSeconds || iterations >= 1 << 30 { return iterations }
      // Aim straight for the target from the rate seen, never more than 16× at once.
      let wanted = elapsed > 0 ? minimumTrialSeconds / elapsed * 1.25 : 16
      iterations = Int(Double(iterations) * min(max(wanted, 2), 16))
    }
  }

  /// Seconds per call of `body` for long work (an export): one call as warm-up unless
  /// `warmUp` is false, then one call per trial.
  func measureOnce(warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Timing {
    if warmUp { try body() }
    var samples: [Double] = []
    for _ in 0..<max(trials, 1) {
      samples.append(try MonotonicClock.seconds(body))
    }
    return Timing(perOperation: samples, iterations: 1)
  }

  private static func run(_ iterations: Int, _ body: () throws -> Void) rethrows -> Double {
    try MonotonicClock.seconds {
      for _ in 0..<iterations { try body() }
    }
  }
}
