import Testing

@testable import Swell

/// A header's small marks (a ring, a cross, a check, balls, the spinner) are gone before the
/// edge of what the pull reveals cuts them as the band closes at the end of a refresh. A
/// designer's review at 120 Hz saw bend's balls, ripple's and elastic's ring, classic's check
/// and quiet's cross cut off at the top of the band while still at half strength or more.
@Suite struct ClippedMarksTests {
  /// The marks, by the start of their layers' names (an independent list: the names the
  /// styles document).
  static let marks = [
    "bend.ball", "ripple.indicator", "ripple.failure", "elastic.indicator", "elastic.failure",
    "quiet.spinner", "quiet.failure", "quiet.end", "classic.arrow", "classic.ring",
    "classic.done", "classic.failure",
  ]

  /// How far (pt) the revealed edge may cut into a mark that shows at more than `faint`.
  static let cut = 1.0
  static let faint = 0.1

  static let runs = [Interaction.standard, .standardFailing]

  /// A refresh the user scrolls partway out of view while it runs (the band shows 20 pt as
  /// it ends).
  static let scrolledPartway = Interaction(uncheckedSteps: [
    .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
    .hold(duration: 0.15),
    .release(velocity: 0),
    .hold(duration: 0.6),
    .grab(at: nil),
    .pull(to: .points(20), duration: 0.3, curve: .easeInEaseOut),
    .release(velocity: 0),
    .refresh(duration: 0.6),
    .hold(duration: 1),
  ])

  /// The marks fade over frames as the band closes: the edge's share of no mark's opacity
  /// changes by more than 0.15 from one 120 Hz frame to the next while a header finishes,
  /// nor as finishing begins with the band partly scrolled out of view. (Over 8 pt of the
  /// edge's way the fade took about three frames, up to 0.3 a frame; and a mark near the
  /// edge of a band scrolled partway dimmed in one frame as finishing began.)
  /// The styles that draw marks (wave draws none, bounce only with reduced motion).
  static let marked = StyleCatalog.names.filter { name in
    marks.contains { $0.hasPrefix(name + ".") }
  }

  @Test(arguments: marked)
  func marksFadeOverFramesAsTheBandCloses(_ name: String) throws {
    try Self.expectGradualFade(name, marks: Self.marks, reduceMotion: false)
  }

  /// Bounce's ball and spinner, which stay put with reduced motion, fade as gently.
  @Test func bouncesMarksFadeOverFramesWithReducedMotion() throws {
    try Self.expectGradualFade(
      "bounce", marks: ["bounce.ball", "bounce.spinner"], reduceMotion: true)
  }

  static func expectGradualFade(_ name: String, marks: [String], reduceMotion: Bool) throws {
    let style = try StyleCatalog.style(named: name)
    for interaction in Self.runs + [Self.scrolledPartway] {
      let simulation = try Simulation(
        style: style, interaction: interaction, headerWidth: 375, viewportHeight: 600,
        reduceMotion: reduceMotion)
      var before: [String: Double]?
      var worst = (step: 0.0, time: 0.0, layer: "")
      var measured = 0
      for frame in try simulation.frames(fps: 120) {
        guard frame.state == .finishing || frame.state == .refreshing,
          frame.context.pullDistance > 0
        else {
          before = nil
          continue
        }
        // The edge's share of each mark's opacity: what is drawn over what the style drew
        // (a ticking spinner's spokes and classic's icons change on their own).
        var drawn: [String: Double] = [:]
        for layer in style.scene(in: frame.context).layers {
          drawn[layer.name, default: 0] += layer.opacity
        }
        var shown: [String: Double] = [:]
        for layer in style.sceneShowingLoadState(in: frame.context).layers
        where marks.contains(where: layer.name.hasPrefix) {
          guard let own = drawn[layer.name], own > 0.05 else { continue }
          shown[layer.name, default: 0] += layer.opacity / own
        }
        if let before, frame.state == .finishing {
          for layer in Set(shown.keys).union(before.keys) {
            guard let now = shown[layer], let then = before[layer] else { continue }
            let step = abs(now - then)
            measured += 1
            if step > worst.step { worst = (step, frame.time, layer) }
          }
        }
        before = shown
      }
      #expect(measured > 0, "\(name): no mark shows while the band closes")
      #expect(
        worst.step <= 0.15,
        "\(name): \(worst.layer) changed by \(worst.step) in a frame at \(worst.time) s")
    }
  }

  @Test(arguments: StyleCatalog.names, 0..<runs.count)
  func noMarkShowsWhereTheRevealedEdgeCutsIt(_ name: String, _ run: Int) throws {
    try Self.expectNoMarkCut(name, run, reduceMotion: false, marks: Self.marks)
  }

  /// With reduced motion too, where bounce's ball and spinner stay where they rose instead of
  /// dropping into the sheet: the review saw the dimmed ball sliced by the band's top for ten
  /// frames as it closed.
  @Test(arguments: StyleCatalog.names, 0..<runs.count)
  func noMarkShowsWhereTheRevealedEdgeCutsItWithReducedMotion(_ name: String, _ run: Int) throws {
    try Self.expectNoMarkCut(
      name, run, reduceMotion: true, marks: Self.marks + ["bounce.ball", "bounce.spinner"])
  }

  static func expectNoMarkCut(_ name: String, _ run: Int, reduceMotion: Bool, marks: [String])
    throws
  {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(
      style: style, interaction: Self.runs[run], headerWidth: 375, viewportHeight: 600,
      reduceMotion: reduceMotion)
    var worst = (opacity: 0.0, time: 0.0, layer: "")
    var seen = 0
    for frame in try simulation.frames(fps: 120)
    where frame.state == .finishing && frame.context.pullDistance > 0 {
      let scene = style.sceneShowingLoadState(in: frame.context)
      let revealedTop = scene.size.height - frame.context.pullDistance
      for layer in scene.layers where marks.contains(where: layer.name.hasPrefix) {
        let outline = layer.path.applying(layer.transform)
        guard !outline.elements.isEmpty else { continue }
        if layer.opacity > Self.faint { seen += 1 }
        guard layer.opacity > worst.opacity else { continue }
        let stroke = layer.strokeColor == nil ? 0 : layer.lineWidth / 2
        let top = outline.boundingBox.origin.y - stroke
        if top < revealedTop - Self.cut {
          worst = (layer.opacity, frame.time, layer.name)
        }
      }
    }
    if marks.contains(where: { $0.hasPrefix(name + ".") }) {
      #expect(seen > 0, "\(name): no mark drawn as the band closes")
    }
    #expect(
      worst.opacity <= Self.faint,
      "\(name): \(worst.layer) cut at \(worst.opacity) opacity at \(worst.time) s")
  }
}
