import Swell
import Testing

/// Numbers the public API takes outside the session's door rules (`SessionInput`), found by
/// reading every `Int(…)` and range built from a caller's value: each of these trapped before.
@Suite struct UncheckedValueTests {
  /// Whether `error` is `SwellError.invalidParameter` naming `name`.
  static func names(_ name: String, _ error: any Error) -> Bool {
    guard case .invalidParameter(let named, _, _) = error as? SwellError else { return false }
    return named == name
  }

  @Test func aSimulationThatWouldRestOnlyAfterHoursIsRefused() throws {
    let endless = RefreshConfiguration(minimumRefreshingDuration: 1e300)
    #expect {
      try Simulation(style: WaveStyle(), options: Simulation.Options(refresh: endless))
    } throws: { Self.names("duration", $0) }
    #expect {
      try PreviewAnimation(style: WaveStyle(), configuration: endless)
    } throws: { Self.names("duration", $0) }
    // Just inside the limit, it is a (long) simulation like any other.
    let long = RefreshConfiguration(minimumRefreshingDuration: 300)
    let simulation = try Simulation(style: WaveStyle(), options: Simulation.Options(refresh: long))
    #expect(simulation.duration > 300 && simulation.duration <= Simulation.longestDuration)
  }

  @Test func aPreviewRowHeightOutsideItsRangeIsRefusedThenClamped() throws {
    for height in [1e-300, 0.5, 1e300] {
      #expect {
        try RefreshPreview(viewportSize: SwellSize(width: 375, height: 300), rowHeight: height)
      } throws: { Self.names("rowHeight", $0) }
    }
    let header = SwellScene(size: SwellSize(width: 375, height: 60))
    var preview = try RefreshPreview(viewportSize: SwellSize(width: 375, height: 300))
    // Set afterwards: drawn at the nearest end of the range, or not at all when not finite.
    for height in [0, -5, 1e-300, 1e300, .nan, .infinity] {
      preview.rowHeight = height
      let scene = preview.scene(header: header, contentOffset: -40)
      let rows = scene.layers.first { $0.name == "preview.avatars" }?.figures.count ?? 0
      #expect(rows <= 200, "rowHeight \(height)")
      #expect(height.isFinite || rows == 0, "rowHeight \(height)")
    }
  }

  @Test func aListAnyDistanceAwayIsDrawnWithoutTrapping() throws {
    var preview = try RefreshPreview(viewportSize: SwellSize(width: 375, height: 300))
    let header = SwellScene(size: SwellSize(width: 375, height: 60))
    for offset in [1e22, -1e22, 1e300, .greatestFiniteMagnitude] {
      let scene = preview.scene(header: header, contentOffset: offset)
      #expect(scene.layers.allSatisfy { $0.transform.ty.isFinite }, "offset \(offset)")
    }
    preview.viewportSize.height = 1e300
    let rows = preview.scene(header: header, contentOffset: 0).layers
      .first { $0.name == "preview.avatars" }?.figures.count
    #expect(rows == 200)
  }

  @Test func aPlacementFromNonFiniteMetricsIsFinite() throws {
    let metrics = [
      ScrollMetrics(viewportHeight: 667, contentHeight: 2000, userInsetTop: .nan),
      ScrollMetrics(viewportHeight: .nan, contentHeight: .nan, userInsetBottom: .infinity),
      ScrollMetrics(viewportHeight: -.infinity, contentHeight: .infinity),
    ]
    for metric in metrics {
      for edge in [RefreshEdge.top, .bottom] {
        let placement = ControlPlacement(
          edge: edge, sceneHeight: 60, contentOffset: -30, metrics: metric)
        #expect(placement.band.lowerBound.isFinite && placement.band.upperBound.isFinite)
        let shown = placement.inViewport(contentOffset: .nan)
        #expect(shown.band == placement.band, "\(edge), \(metric)")
      }
    }
  }
}
