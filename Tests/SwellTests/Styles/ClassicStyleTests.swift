import Swell
import Testing

/// The classic text header: what it says through a refresh, that no word or icon pops between
/// 120 fps frames, right-to-left mirroring, failures with their message, and a footer's end.
@Suite struct ClassicStyleTests {
  /// The shown words and their opacities at each 1/120 s frame of the standard interaction.
  static func words(
    _ style: ClassicStyle = ClassicStyle(), texts: RefreshTexts = RefreshTexts(),
    interaction: Interaction = .standard, edge: RefreshEdge = .top
  ) throws -> [(time: Double, pull: Double, scene: SwellScene, state: RefreshState)] {
    var simulation = try Simulation(
      style: style, interaction: interaction, edge: edge, headerWidth: 375, viewportHeight: 600)
    simulation.texts = texts
    return try simulation.frames(fps: 120).map {
      ($0.time, $0.context.pullDistance, style.sceneShowingLoadState(in: $0.context), $0.state)
    }
  }

  static func opacity(of string: String, in scene: SwellScene) -> Double {
    scene.texts.filter { $0.string == string }.reduce(0) { $0 + $1.opacity }
  }

  @Test func aRefreshSaysEachStateInTurn() throws {
    var said: [String] = []
    for frame in try Self.words() where frame.pull > 1 {
      guard
        let strongest = frame.scene.texts.filter({ $0.name.hasPrefix("classic.state") })
          .max(by: { $0.opacity < $1.opacity })
      else { continue }
      if said.last != strongest.string { said.append(strongest.string) }
    }
    #expect(said == ["Pull down to refresh", "Release to refresh", "Refreshing…", "Refreshed"])
  }

  /// "Refreshed" comes with "Last updated: Just now", crossing over from what the line said
  /// (it said "Never" under "Refreshed"), over frames; a failure leaves the line as it was;
  /// and a film's header says "Just now" from its rest after the refresh on, as a host shows
  /// the time then.
  @Test(arguments: [nil, "10:30"])
  func aRefreshThatEndedWellSaysItJustUpdated(before: String?) throws {
    func line(_ scene: SwellScene) -> String? {
      scene.texts.filter { $0.name.hasPrefix("classic.lastUpdated") }
        .max { $0.opacity < $1.opacity }?.string
    }
    let old = "Last updated: " + (before ?? "Never")
    let texts = RefreshTexts(lastUpdated: before)
    let frames = try Self.words(texts: texts)
    let finishing = try #require(
      frames.first { $0.scene.texts.contains { $0.string == "Refreshed" } })
    #expect(line(finishing.scene) == old)
    let refreshed = frames.filter { frame in
      frame.time > finishing.time + 0.1
        && frame.scene.texts.contains { $0.string == "Refreshed" && $0.opacity > 0.5 }
    }
    #expect(
      !refreshed.isEmpty && refreshed.allSatisfy { line($0.scene) == "Last updated: Just now" })
    // A 0.15 s smoothstep crossover, 1.5 / 0.15 / 120 = 0.083 a frame, with the header's
    // fade-in over its pull (0.03 a frame, as in `noWordPopsBetweenFrames`).
    for (a, b) in zip(frames, frames.dropFirst()) {
      for string in [old, "Last updated: Just now"] {
        let step = abs(
          Self.opacity(of: string, in: b.scene) - Self.opacity(of: string, in: a.scene))
        #expect(step <= 0.083 + 0.03, "\(string) at \(b.time) s: \(step)")
      }
    }

    let failure = try Interaction(steps: [
      .pull(to: .triggerMultiple(1.5), duration: 0.9, curve: .easeInEaseOut),
      .release(velocity: 0), .refresh(duration: 1, outcome: .failure(message: "no connection")),
    ])
    #expect(
      try Self.words(texts: texts, interaction: failure).allSatisfy { frame in
        line(frame.scene).map { $0 == old } ?? true
      })

    let twice = try Interaction(
      steps: Interaction.standard.steps + [.hold(duration: 1)] + Interaction.standard.steps)
    let simulation = try Simulation(style: ClassicStyle(), interaction: twice)
    let second = try #require(simulation.transitions.filter { $0.to == .armed }.last?.time)
    let again = try Self.words(texts: texts, interaction: twice).filter {
      $0.time > second - 0.3 && $0.pull > 20
    }
    #expect(!again.isEmpty && again.allSatisfy { line($0.scene)?.hasSuffix("Just now") == true })
  }

  /// The words keep clear of the icon while they cross over: a wider text coming in ("Failed:
  /// no connection" after "Loading…") started left of the icon's gap, placed in the middle
  /// of a block the width of the texts blended, and ran into the cross for eight frames.
  @Test(arguments: [false, true])
  func wordsKeepClearOfTheIconAsTheyCrossOver(rightToLeft: Bool) throws {
    let failure = try Interaction(steps: [
      .scroll(to: .end, duration: 0.9, curve: .easeInEaseOut, velocity: 0),
      .refresh(duration: 1.5, outcome: .failure(message: "no connection")),
      .hold(duration: 1),
    ])
    var texts = RefreshTexts()
    if rightToLeft { texts.language = .arabic }
    var measured = 0
    for frame in try Self.words(texts: texts, interaction: failure, edge: .bottom) {
      guard
        let icon = frame.scene.layers.first(where: {
          $0.name == "classic.failure" && $0.opacity > 0.05
        })
      else { continue }
      // The icon's slot is 18 pt across at the standard text size.
      let iconEdge = icon.transform.tx + (rightToLeft ? -1 : 1) * 9
      for text in frame.scene.texts
      where text.name.hasPrefix("classic.state") && text.opacity > 0.05 {
        let half =
          TextLayer.estimatedWidth(of: text.string, fontSize: text.fontSize, weight: text.weight)
          / 2
        let gap =
          rightToLeft ? iconEdge - (text.position.x + half) : (text.position.x - half) - iconEdge
        #expect(gap >= 2, "\(text.string) at \(frame.time) s: \(gap) pt from the icon")
        measured += 1
      }
    }
    #expect(measured > 20)
  }

  /// Through a header's pull and a footer that loads as the end comes into view (where the
  /// resting words once vanished in a frame, and the arrow jumped with them).
  @Test(arguments: [RefreshEdge.top, .bottom])
  func noWordPopsBetweenFrames(edge: RefreshEdge) throws {
    let frames = try Self.words(
      interaction: edge == .top ? .standard : .standardFooter, edge: edge)
    for (a, b) in zip(frames, frames.dropFirst()) where a.pull > 1 && b.pull > 1 {
      let strings = Set((a.scene.texts + b.scene.texts).map(\.string))
      for string in strings {
        let step = abs(
          Self.opacity(of: string, in: b.scene) - Self.opacity(of: string, in: a.scene))
        // A text goes out (or comes in) over 60 % of its crossing, a smoothstep: at most
        // 1.5 / 0.6 / 0.25 s × 1/120 s = 0.083 a frame as a refresh starts and ends, and
        // 1.5 / 0.6 / 0.15 s × 1/120 s = 0.139 as the pull arms (`armLevel` takes 0.15 s);
        // the header's fade-in over 45 pt of pull (a smoothstep) adds at most 1.5 / 45 per
        // point, under 0.03 a frame at the standard pull's speed (< 240 pt/s).
        let arming = [a.state, b.state].allSatisfy {
          if case .pulling = $0 { return true }
          return $0 == .armed
        }
        #expect(step <= (arming ? 0.139 : 0.083) + 0.03, "\(string) at \(b.time) s: \(step)")
      }
      // A word stays where it was from frame to frame (a layer's name passes to the word
      // coming in, which has a place of its own beside the icon).
      for ta in a.scene.texts {
        for tb in b.scene.texts where tb.string == ta.string && tb.fontSize == ta.fontSize {
          #expect(abs(ta.position.x - tb.position.x) <= 15, "\(tb.string) at \(b.time) s")
        }
      }
      let arrows = [a.scene, b.scene].compactMap { $0.layers.first { $0.name == "classic.arrow" } }
      if arrows.count == 2, arrows.allSatisfy({ $0.opacity > 0.05 }) {
        #expect(
          abs(arrows[0].transform.tx - arrows[1].transform.tx) <= 15,
          "the arrow jumps at \(b.time) s")
      }
    }
  }

  @Test func rightToLeftPutsTheArrowOnTheTextsRightAndTurnsItTheOtherWay() throws {
    func armedHalfway(_ language: SwellLanguage) -> SwellScene {
      var context = RefreshContext.held(
        by: ClassicStyle(), pull: 70, width: 375, state: .armed, armLevel: 0.5)
      context.texts = RefreshTexts(language: language)
      return ClassicStyle().scene(in: context)
    }
    for language in [SwellLanguage.english, .arabic] {
      let scene = armedHalfway(language)
      let arrow = try #require(scene.layers.first { $0.name == "classic.arrow" })
      let state = try #require(scene.texts.first { $0.name == "classic.state" })
      let arrowX = arrow.transform.tx
      if language.isRightToLeft {
        #expect(arrowX > state.position.x)
        #expect(arrow.transform.b < 0)  // sin of the angle: turning anticlockwise
        #expect(state.runsRightToLeft)
      } else {
        #expect(arrowX < state.position.x)
        #expect(arrow.transform.b > 0)
        #expect(!state.runsRightToLeft)
      }
    }
  }

  @Test func aFailureShowsItsMessageCutToTheWidth() {
    let message = String(repeating: "The server did not answer. ", count: 20)
    var context = RefreshContext.held(
      by: ClassicStyle(), pull: 60, width: 320, state: .finishing, time: 0.3)
    context.outcome = .failure(message: message)
    let scene = ClassicStyle().scene(in: context)
    let state = scene.texts.first { $0.name == "classic.state" }
    #expect(state?.string.hasPrefix("Failed: The server") == true)
    #expect(state?.string.hasSuffix("…") == true)
    #expect((state?.estimatedWidth ?? .infinity) <= 320 - 32)
    #expect(scene.layers.first { $0.name == "classic.failure" }.map(\.opacity) == 1)
  }

  @Test func aFooterWithNoMoreDataSaysSoAloneInTheMiddle() {
    var context = RefreshContext.held(
      by: ClassicStyle(), edge: .bottom, pull: 60, width: 375, state: .idle)
    context.outcome = .noMoreData
    let scene = ClassicStyle().scene(in: context)
    #expect(scene.texts.map(\.string) == ["No more data"])
    #expect(abs((scene.texts.first?.position.x ?? 0) - 375 / 2) < 1e-9)
    #expect(scene.layers.allSatisfy { $0.opacity == 0 || $0.path.isEmpty })
  }

  /// Each icon scales with the words, as a symbol beside text does: the arrow, the ring, the
  /// check and the cross, their strokes and their reach to the words, 1.25 times the
  /// standard's at 1.25× text and 0.82 times at 0.82×.
  @Test(arguments: [1.25, 0.82])
  func theIconsScaleWithTheWords(_ scale: Double) throws {
    let moments: [(icon: String, state: RefreshState, outcome: RefreshOutcome?)] = [
      ("classic.arrow", .pulling(progress: 0.5), nil), ("classic.ring", .refreshing, nil),
      ("classic.done", .finishing, .success),
      ("classic.failure", .finishing, .failure(message: "")),
    ]
    for moment in moments {
      func drawn(_ scale: Double) throws -> (icon: ShapeLayer, words: TextLayer) {
        var context = RefreshContext.held(
          by: ClassicStyle(), pull: 60, width: 375, state: moment.state, time: 1)
        context.outcome = moment.outcome
        context.texts.scale = scale
        let scene = ClassicStyle().scene(in: context)
        return (
          try #require(scene.layers.first { $0.name == moment.icon && !$0.path.isEmpty }),
          try #require(scene.texts.first { $0.name == "classic.state" })
        )
      }
      let standard = try drawn(1)
      let scaled = try drawn(scale)
      #expect(scaled.words.fontSize == standard.words.fontSize * scale)
      let box = { (layer: ShapeLayer) in layer.placedPath.boundingBox }
      // A stroke's width on screen: the layer's own, under its transform's scale.
      let stroke = { (layer: ShapeLayer) in
        let t = layer.transform
        return layer.lineWidth * abs(t.a * t.d - t.b * t.c).squareRoot()
      }
      // From the icon's centre to where the block of words starts.
      let reach = { (pair: (icon: ShapeLayer, words: TextLayer)) in
        pair.words.position.x - pair.words.estimatedWidth / 2 - box(pair.icon).midX
      }
      let what = "\(moment.icon) at \(scale)×"
      #expect(abs(box(scaled.icon).height / box(standard.icon).height - scale) < 1e-9, "\(what)")
      #expect(abs(box(scaled.icon).width / box(standard.icon).width - scale) < 1e-9, "\(what)")
      #expect(abs(stroke(scaled.icon) / stroke(standard.icon) - scale) < 1e-9, "\(what)")
      #expect(abs(reach(scaled) / reach(standard) - scale) < 1e-9, "\(what)")
    }
  }

  /// Where the width stops the words growing, the widest text fits exactly, and a rounding
  /// error must not cut it: a 320 pt phone and eight Chinese characters make the exact size
  /// a round 28.8 pt (288 pt across ÷ 10 em, the words' 8 and the icon's and gap's 2).
  @Test func theWidestTextIsNotCutWhereTheWidthStopsTheGrowth() {
    let eight = "八个汉字八个汉字"
    var context = RefreshContext.held(
      by: ClassicStyle(), edge: .bottom, pull: 50, width: 320, state: .pulling(progress: 0.5))
    context.texts = RefreshTexts(
      language: .simplifiedChinese, overrides: [.pullToLoadMore: eight], scale: 4)
    let words = ClassicStyle().scene(in: context).texts.first { $0.name == "classic.state" }
    #expect(words?.string == eight)
    #expect((words?.fontSize ?? 0) > 28.7 && (words?.fontSize ?? 99) < 28.8)
  }

  @Test func withReducedMotionTheRingStandsStill() {
    let angles = [0.2, 0.5, 0.9].map { time -> Double in
      let context = RefreshContext.held(
        by: ClassicStyle(), pull: 60, width: 375, state: .refreshing, time: time,
        reduceMotion: true)
      let ring = ClassicStyle().scene(in: context).layers.first { $0.name == "classic.ring" }
      return ring?.transform.b ?? .nan
    }
    #expect(Set(angles).count == 1)
  }
}
