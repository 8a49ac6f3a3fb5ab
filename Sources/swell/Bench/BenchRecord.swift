/// One figure of `swell bench`: what was measured, its median and spread, the baseline it is
/// compared with in the same run, their ratio, and the target it is held to.
struct BenchRecord: Codable, Sendable {
  /// What the baseline is and what it measured.
  struct Baseline: Codable, Sendable {
    /// What the baseline does, in words.
    var name: String
    /// Its median, in the record's unit; nil when it could not be measured.
    var value: Double?
    /// Its fastest and slowest trial, in the record's unit.
    var minimum: Double?
    var maximum: Double?
  }

  /// A target from the issue and whether this run met it.
  struct Target: Codable, Sendable {
    /// The target, in words.
    var text: String
    /// Whether the figures of this run meet it; nil when it could not be decided.
    var met: Bool?
  }

  /// A stable key: `scene.build.wave`, `render.floor`, `export.webp`.
  var id: String
  /// The item of the issue, in words: "scene build", "render", "export".
  var figure: String
  /// The style or API measured (`wave`, `SwellSpring.value`), or nil.
  var subject: String?
  /// The unit of `value` and of the baseline's value: "µs/frame", "ns/call", "frames/s", "MB".
  var unit: String
  /// The median of the trials; nil when the figure could not be measured (see `note`).
  var value: Double?
  /// The fastest and slowest trial, in `unit`.
  var minimum: Double?
  var maximum: Double?
  /// Trials timed after the warm-up.
  var trials: Int
  /// What the figure is compared with.
  var baseline: Baseline?
  /// The ratio of the figure and its baseline, as `ratioMeaning` says.
  var ratio: Double?
  /// How `ratio` is formed: "baseline ÷ ours" (a speed-up) or "ours ÷ baseline" (a cost).
  var ratioMeaning: String?
  /// The target, if the issue sets one for this figure.
  var target: Target?
  /// Anything a reader must know: a missing tool, a shortfall and its reason.
  var note: String?
}

extension BenchRecord {
  /// A record of times: `ours` and `baseline` in seconds per operation, shown in `unit`
  /// (`factor` converts seconds to it: 1e6 for µs, 1e9 for ns). With no `baselineName` the
  /// record has no baseline (the floor itself); with a name but no timing the baseline could
  /// not be measured.
  init(
    id: String, figure: String, subject: String?, unit: String, factor: Double,
    ours: Timing, baselineName: String?, baseline: Timing?, ratio: RatioKind,
    target: Target? = nil, note: String? = nil
  ) {
    let o = ours.scaled(by: factor)
    let b = baseline?.scaled(by: factor)
    let value = b.flatMap { ratio.of(ours: o.median, baseline: $0.median) }
    self.init(
      id: id, figure: figure, subject: subject, unit: unit, value: o.median,
      minimum: o.minimum, maximum: o.maximum, trials: o.trials,
      baseline: baselineName.map {
        Baseline(name: $0, value: b?.median, minimum: b?.minimum, maximum: b?.maximum)
      },
      ratio: value, ratioMeaning: value == nil ? nil : ratio.meaning, target: target,
      note: note)
  }
}

/// Which way a ratio is formed.
enum RatioKind: Sendable {
  /// baseline ÷ ours, for costs (time, elements): how many times less ours costs; larger is
  /// better.
  case speedUp
  /// ours ÷ baseline, for costs: how many times the baseline ours costs; smaller is better.
  case cost
  /// ours ÷ baseline, for rates (frames per second): larger is better.
  case throughput

  /// The ratio of two medians, or nil when its denominator is not > 0 (JSON has no ∞).
  func of(ours: Double, baseline: Double) -> Double? {
    let (numerator, denominator) = self == .speedUp ? (baseline, ours) : (ours, baseline)
    guard denominator > 0, numerator.isFinite else { return nil }
    return numerator / denominator
  }

  /// The formula and which way is better, for the JSON.
  var meaning: String {
    switch self {
    case .speedUp: return "baseline ÷ ours, larger is better"
    case .cost: return "ours ÷ baseline, smaller is better"
    case .throughput: return "ours ÷ baseline, larger is better"
    }
  }

  /// A short mark for the table.
  var mark: String {
    switch self {
    case .speedUp: return "(b/o)"
    case .cost, .throughput: return "(o/b)"
    }
  }

  /// The kind whose `meaning` is `text`, if any.
  init?(meaning text: String?) {
    guard let kind = [RatioKind.speedUp, .cost, .throughput].first(where: { $0.meaning == text })
    else { return nil }
    self = kind
  }
}
