/// The outcome of repeated trials of one piece of work: seconds per operation.
struct Timing: Sendable {
  /// The median over the trials (s per operation).
  var median: Double
  /// The fastest trial (s per operation).
  var minimum: Double
  /// The slowest trial (s per operation).
  var maximum: Double
  /// How many trials were timed (after the warm-up).
  var trials: Int
  /// How many times the work ran in each trial.
  var iterations: Int

  /// Summarises per-operation times of the trials (at least one).
  init(perOperation samples: [Double], iterations: Int) {
    let sorted = samples.sorted()
    let count = sorted.count
    median =
      count % 2 == 1
      ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
    trials = count
    self.iterations = iterations
  }

  /// (slowest − fastest) / median: how far apart the trials were.
  var spread: Double { median > 0 ? (maximum - minimum) / median : 0 }

  /// The same timing with every figure multiplied by `factor` (to change units).
  func scaled(by factor: Double) -> Timing {
    var copy = self
    copy.median *= factor
    copy.minimum *= factor
    copy.maximum *= factor
    return copy
  }
}
