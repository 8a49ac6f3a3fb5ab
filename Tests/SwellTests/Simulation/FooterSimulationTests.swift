import Testing

@testable import Swell

/// Every style as a footer, replayed through its standard interactions: the automatic one
/// loads once as the end comes into view, the pulled one when released past the trigger; the
/// rows a load adds push the footer on, and it rests again past the new end.
@Suite struct FooterSimulationTests {
  @Test(arguments: StyleCatalog.names)
  func footersLoadOnceAndRestPastTheNewEnd(name: String) throws {
    let style = try StyleCatalog.style(named: name)
    for start in [RefreshConfiguration.automaticLoading.start, .pull] {
      var options = Simulation.Options(contentHeight: 540)
      options.refresh = RefreshConfiguration(start: start)
      let simulation = try Simulation(
        style: style, interaction: .standard(for: .bottom, start: start), edge: .bottom,
        viewportHeight: 300, options: options)
      let starts = simulation.transitions.filter { $0.to == .refreshing }
      #expect(starts.count == 1, "\(name), \(start): \(simulation.transitions)")
      let last = try simulation.frame(time: simulation.duration)
      #expect(last.state == .idle)
      #expect(last.contentHeight == 540 + 240)
      let resting: Double = start == .pull ? 0 : style.refreshingHeight
      #expect(abs(last.contentInset - resting) < 1e-9, "\(name), \(start)")
      // The load started with the footer wholly in view, or pulled past the trigger.
      let started = try #require(starts.first)
      let atStart = try simulation.frame(time: started.time)
      let needed = start == .pull ? style.triggerDistance : style.refreshingHeight
      #expect(atStart.context.pullDistance >= needed - 1e-6, "\(name), \(start)")
    }
  }
}

/// The rows a load appends push the footer away as a table view's insert animation does: its
/// band shrinks over several frames at 120 fps (it left within one frame).
@Suite struct FooterLeavesTests {
  @Test(arguments: StyleCatalog.names)
  func theFooterLeavesOverSeveralFrames(name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(
      style: style, interaction: .standardFooter, edge: .bottom, viewportHeight: 300,
      options: Simulation.Options(contentHeight: 540))
    // The footer's band: what of the viewport lies past the content's end.
    let bands = try simulation.frames(fps: 120).map { frame in
      max(frame.contentOffset + 300 - frame.contentHeight, 0)
    }
    let heights = try simulation.frames(fps: 120).map(\.contentHeight)
    let arrival = try #require(heights.firstIndex { $0 > 540 })
    let before = bands[arrival - 1]
    #expect(before > 10, "\(name): the footer showed \(before) pt as the rows came")
    let gone = try #require(bands[arrival...].firstIndex { $0 < 0.5 })
    #expect(gone - arrival >= 4, "\(name): the footer left in \(gone - arrival + 1) frames")
    // On its way it only shrinks.
    for k in arrival..<gone { #expect(bands[k] <= bands[k - 1] + 1e-6, "\(name) at frame \(k)") }
  }
}
