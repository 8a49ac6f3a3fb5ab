import Swell

/// Item 1: building one frame's scene, and the path elements it holds, against the seeds' way
/// of drawing the same shapes (`SeedScene`).
struct SceneBench {
  var settings: BenchSettings
  var log: BenchLog

  /// The styles whose targets the issue sets: ≥ 10× faster, ≥ 20× fewer elements.
  static let targeted: Set<String> = ["wave", "ripple"]

  /// Two records per style: `scene.build.<style>` and `scene.elements.<style>`.
  func run(_ styles: [BenchStyle]) -> [BenchRecord] {
    styles.flatMap(measure)
  }

  private func measure(_ sample: BenchStyle) -> [BenchRecord] {
    log.step("scene build: \(sample.name)")
    let style = sample.style
    let contexts = sample.contexts
    let scenes = contexts.map { style.scene(in: $0) }
    let seeds = scenes.map(SeedScene.init)
    let ours = settings.harness.measure(operations: contexts.count) {
      for context in contexts { blackHole(style.scene(in: context)) }
    }
    let baseline = settings.harness.measure(operations: seeds.count) {
      for seed in seeds { blackHole(seed.build()) }
    }
    let count = Double(max(scenes.count, 1))
    let ourElements = Double(scenes.reduce(0) { $0 + $1.elementCount }) / count
    let seedElements = Double(seeds.reduce(0) { $0 + $1.build().elementCount }) / count
    let sines = seeds.map(\.sineCount).max() ?? 0
    let targeted = Self.targeted.contains(sample.name)
    let speedUp = RatioKind.speedUp.of(ours: ours.median, baseline: baseline.median)
    let fewer = RatioKind.speedUp.of(ours: ourElements, baseline: seedElements)
    let how =
      sines > 0
      ? "its \(sines) sine(s) recomputed with sin() per point" : "curves evaluated per point"
    var buildNote =
      "\(contexts.count) contexts across the standard interaction; baseline times only the "
      + "path rebuild (\(how)), not the style's own arithmetic"
    if targeted, let speedUp, speedUp < 10 {
      buildNote +=
        ". Short of 10×"
        + (sines > 0 ? ": compare eval.sinePath with eval.sinePath.wholeQuarters" : "")
    }
    let build = BenchRecord(
      id: "scene.build.\(sample.name)", figure: "scene build", subject: sample.name,
      unit: "µs/frame", factor: 1e6, ours: ours,
      baselineName: "the same layers, one line per point across the width",
      baseline: baseline, ratio: .speedUp,
      target: targeted ? .init(text: "≥ 10×", met: speedUp.map { $0 >= 10 }) : nil,
      note: buildNote)
    let elements = BenchRecord(
      id: "scene.elements.\(sample.name)", figure: "path elements", subject: sample.name,
      unit: "elements/frame", value: ourElements, minimum: nil, maximum: nil, trials: 1,
      baseline: .init(
        name: "the same layers, one line per point across the width", value: seedElements),
      ratio: fewer, ratioMeaning: RatioKind.speedUp.meaning,
      target: targeted ? .init(text: "≥ 20×", met: fewer.map { $0 >= 20 }) : nil,
      note: "mean over the same contexts")
    return [build, elements]
  }
}
