import Swell

/// Item 3: the cost of one call of the motion core's workhorses, each against the way it would
/// be computed without Swell's closed forms and curve fits.
struct EvaluationBench {
  var settings: BenchSettings
  var log: BenchLog

  /// The records: `SwellSpring.value`, `TimingCurve.value`, `SineWave.path`.
  func run() -> [BenchRecord] {
    [spring(), timingCurve(), sinePath(), alignedSinePath()]
  }

  /// Times spread over 0…1 s (the spring's motion) so no single branch is favoured.
  private static let times = (1...64).map { Double($0) / 64 }

  private func spring() -> BenchRecord {
    log.step("SwellSpring.value")
    let spring = SwellSpring.snappy
    let integrator = SpringIntegrator(spring)
    let times = Self.times
    let ours = settings.harness.measure(operations: times.count) {
      var sum = 0.0
      for t in times { sum += spring.value(from: 0, to: 1, time: t) }
      blackHole(sum)
    }
    let baseline = settings.harness.measure(operations: times.count) {
      var sum = 0.0
      for t in times { sum += integrator.value(target: 1, time: t) }
      blackHole(sum)
    }
    let disagreement =
      times.map {
        abs(spring.value(from: 0, to: 1, time: $0) - integrator.value(target: 1, time: $0))
      }.max() ?? 0
    return BenchRecord(
      id: "eval.spring", figure: "evaluation", subject: "SwellSpring.value", unit: "ns/call",
      factor: 1e9, ours: ours,
      baselineName: "RK4 of the same spring at 1 ms steps from 0 to t (t in 0…1 s)",
      baseline: baseline, ratio: .speedUp,
      note:
        "SwellSpring.snappy; the two agree within \(Format.scientific(disagreement)) of the target")
  }

  private func timingCurve() -> BenchRecord {
    log.step("TimingCurve.value")
    let curve = TimingCurve.easeInEaseOut
    let bisection = CurveBisection(curve)
    let progresses = Self.times.map { $0 - 1.0 / 128 }
    let ours = settings.harness.measure(operations: progresses.count) {
      var sum = 0.0
      for p in progresses { sum += curve.value(at: p) }
      blackHole(sum)
    }
    let baseline = settings.harness.measure(operations: progresses.count) {
      var sum = 0.0
      for p in progresses { sum += bisection.value(at: p) }
      blackHole(sum)
    }
    return BenchRecord(
      id: "eval.timingCurve", figure: "evaluation", subject: "TimingCurve.value",
      unit: "ns/call", factor: 1e9, ours: ours,
      baselineName: "bisection on the curve parameter to the same 1e-7 in x",
      baseline: baseline, ratio: .speedUp, note: "easeInEaseOut, progress spread over 0…1")
  }

  private func sinePath() -> BenchRecord {
    log.step("SineWave.path")
    let width = settings.headerSize.width
    let omega = 2 * Double.pi / width
    let waves = (0..<16).compactMap {
      try? SineWave(
        amplitude: 8, angularFrequency: omega, phase: Double($0) * 0.37, baseline: 20)
    }
    let timing = measurePaths(of: waves, to: width)
    var polyline = SwellPath()
    SeedPolyline.sine(
      amplitude: 8, angularFrequency: omega, phase: 0, baseline: 20, from: 0, to: width,
      into: &polyline)
    return BenchRecord(
      id: "eval.sinePath", figure: "evaluation", subject: "SineWave.path", unit: "ns/call",
      factor: 1e9, ours: timing.ours,
      baselineName:
        "one line per point, A·sin(ωx+φ)+h per point (\(polyline.elements.count) elements)",
      baseline: timing.baseline, ratio: .speedUp,
      note: "one period across \(Int(width)) pt, \(timing.elements) elements")
  }

  /// A diagnostic beside `sinePath`: the same wave with φ = 0 drawn from 0 to W + 0.01 pt, so
  /// every curve but the last is a whole quarter with precomputed handles and the last is a
  /// 0.01 pt sliver, so the gap between the two figures is the cost of fitting partial pieces
  /// of real length (a table look-up each).
  private func alignedSinePath() -> BenchRecord {
    log.step("SineWave.path, whole quarters")
    let width = settings.headerSize.width
    let omega = 2 * Double.pi / width
    let waves = (0..<16).compactMap {
      try? SineWave(
        amplitude: 8 + Double($0) / 16, angularFrequency: omega, phase: 0, baseline: 20)
    }
    let timing = measurePaths(of: waves, to: width + 0.01)
    return BenchRecord(
      id: "eval.sinePath.wholeQuarters", figure: "evaluation",
      subject: "SineWave.path (φ=0)", unit: "ns/call", factor: 1e9, ours: timing.ours,
      baselineName: "one line per point, A·sin(ωx+φ)+h per point",
      baseline: timing.baseline, ratio: .speedUp,
      note:
        "diagnostic: φ = 0 from 0 to W + 0.01 pt, whole quarters and a 0.01 pt sliver; "
        + "\(timing.elements) elements")
  }

  /// Times `SineWave.path` of every wave from 0 to `end` against the seeds' per-point
  /// polyline of the same waves; `elements` is the first wave's path element count.
  private func measurePaths(of waves: [SineWave], to end: Double) -> (
    ours: Timing, baseline: Timing, elements: Int
  ) {
    let ours = settings.harness.measure(operations: waves.count) {
      for wave in waves { blackHole(wave.path(from: 0, to: end)) }
    }
    let baseline = settings.harness.measure(operations: waves.count) {
      for wave in waves {
        var path = SwellPath()
        SeedPolyline.sine(
          amplitude: wave.amplitude, angularFrequency: wave.angularFrequency,
          phase: wave.phase, baseline: wave.baseline, from: 0, to: end, into: &path)
        blackHole(path)
      }
    }
    let elements = waves.first.map { $0.path(from: 0, to: end).elements.count } ?? 0
    return (ours, baseline, elements)
  }
}
