import Swell

/// A footer resting in view after a failed load: its picture with the failure cross, whose
/// colour is chosen against sixteen pictures of the open footer
/// (`RefreshStyle.sceneShowingLoadState(in:)`), against the same footer after a load that
/// went well, which draws no mark.
struct FooterMarksBench {
  var settings: BenchSettings
  var log: BenchLog

  /// One record per style that draws the shared marks: `footer.marks.<style>`.
  func run(_ styles: [BenchStyle]) -> [BenchRecord] {
    styles.filter { ["wave", "bend", "ripple", "bounce", "elastic"].contains($0.name) }
      .map(measure)
  }

  private func measure(_ sample: BenchStyle) -> BenchRecord {
    log.step("footer marks: \(sample.name)")
    let style = sample.style
    let (width, height) = settings.headerSize
    // A second of rest at 120 Hz: the waves flow on under the mark.
    let contexts = (0..<120).map { frame in
      var context = RefreshContext(
        edge: .bottom, state: .idle, pullDistance: style.refreshingHeight,
        timeInState: 1 + Double(frame) / 120, size: SwellSize(width: width, height: height),
        outcome: .failure(message: "offline"), time: Double(frame) / 120)
      context.restsInView = true
      return context
    }
    let succeeded = contexts.map { context in
      var calm = context
      calm.outcome = .success
      return calm
    }
    let ours = settings.harness.measure(operations: contexts.count) {
      for context in contexts { blackHole(style.sceneShowingLoadState(in: context)) }
    }
    let baseline = settings.harness.measure(operations: succeeded.count) {
      for context in succeeded { blackHole(style.sceneShowingLoadState(in: context)) }
    }
    return BenchRecord(
      id: "footer.marks.\(sample.name)", figure: "footer marks", subject: sample.name,
      unit: "µs/frame", factor: 1e6, ours: ours,
      baselineName: "the same footer after a load that went well (no mark)",
      baseline: baseline, ratio: .cost,
      note: "120 frames of a failed footer at rest; the cross's colour is chosen in sixteen "
        + "pictures each frame")
  }
}
