/// How thoroughly `swell bench` measures.
struct BenchSettings: Sendable {
  /// Fewer trials and shorter exports: a quick look (or a test), not a figure to quote.
  var quick: Bool
  /// Timed trials per figure after the warm-up.
  var trials: Int
  /// Trials of the long measurements (exports, which run for seconds each).
  var exportTrials: Int
  /// The header measured (pt): 414 × 200, a large phone's width.
  var headerSize = (width: 414.0, height: 200.0)
  /// SwellScene states sampled across the standard interaction, per style.
  var contextCount: Int
  /// Seconds of animation each export covers (the 3 s; shorter with --quick).
  var exportSeconds: Double
  /// The short and the long export compared for peak memory (the 2 s and 10 s).
  var memorySeconds: (short: Double, long: Double)

  /// The defaults, or the quick ones; `trials` overrides the trial count of both kinds.
  init(quick: Bool, trials: Int?) {
    self.quick = quick
    self.trials = trials ?? (quick ? 3 : 11)
    exportTrials = trials.map { min($0, 3) } ?? (quick ? 1 : 3)
    contextCount = quick ? 12 : 48
    exportSeconds = quick ? 0.25 : 3
    memorySeconds = quick ? (0.25, 1.25) : (2, 10)
  }

  /// The harness for short work: trials of at least 20 ms (5 ms with --quick).
  var harness: Harness {
    Harness(trials: trials, minimumTrialSeconds: quick ? 0.005 : 0.02)
  }

  /// The harness for exports: one warm-up call, then `exportTrials` calls.
  var exportHarness: Harness {
    Harness(trials: exportTrials, minimumTrialSeconds: 0)
  }
}

/// Progress lines on standard error while the bench runs, only when it is a terminal (so a
/// redirected run and the tests see clean output).
struct BenchLog: Sendable {
  /// Whether lines are printed.
  var enabled: Bool

  /// Prints `text` as one line, if enabled.
  func step(_ text: String) {
    if enabled { Output.err("  … \(text)\n") }
  }
}
