import Swell

/// A footer resting in view after a failed load: its picture with the failure cross, whose
/// colour is chosen against sixteen pictures of the open footer
/// (`RefreshStyle.sceneShowingLoadState(in:)`), against the same footer after a load that
/// went well, which draws no mark.
struct FooterMarksBench {
  var settings: BenchSettings
  var log: BenchLog

  /// One record per style that draws the shared marks (classic and quiet draw their own):
  /// `footer.marks.<style>`.
  func run(_ styles: [BenchStyle]) -> [BenchRecord] {
    styles.compactMap { sample in
      let contexts = failedFooter(sample.style)
      let marked = sample.style.sceneShowingLoadState(in: contexts[0]).layers.contains {
        $0.name == "footer.failure"
      }
      return marked ? measure(sample, contexts) : nil
    }
  }

  /// A second of a failed footer at rest, at 120 Hz: the waves flow on under the mark.
  private func failedFooter(_ style: any RefreshStyle) -> [RefreshContext] {
    let (width, height) = settings.headerSize
    return (0..<120).map { frame in
      var context = RefreshContext(
        edge: .bottom, state: .idle, pullDistance: style.refreshingHeight,
        timeInState: 1 + Double(frame) / 120, size: SwellSize(width: width, height: height),
        outcome: .failure(message: "offline"), time: Double(frame) / 120)
      context.restsInView = true
      return context
    }
  }

  private func measure(_ sample: BenchStyle, _ contexts: [RefreshContext]) -> BenchRecord {
    log.step("footer marks: \(sample.name)")
    let style = sample.style
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
