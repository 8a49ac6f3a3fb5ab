import Testing

@testable import Swell

@Suite struct SimulationTests {
  /// A phone with a notch and a navigation bar: the user's inset is not zero.
  let phone = Simulation.Options(userInsetTop: 47 + 44, userInsetBottom: 34)

  func options(_ mode: RefreshTriggerMode) -> Simulation.Options {
    var options = phone
    options.refresh = RefreshConfiguration(triggerMode: mode)
    return options
  }

  /// State names in order, repeats removed.
  func sequence(_ frames: some Sequence<SimulationFrame>) -> [String] {
    var names: [String] = []
    for frame in frames where names.last != frame.state.name { names.append(frame.state.name) }
    return names
  }

  @Test func standardInteractionOnRelease() throws {
    let simulation = try Simulation(style: TestRefreshStyle(), options: options(.onRelease))
    let expected = ["idle", "pulling", "armed", "refreshing", "finishing", "idle"]
    #expect(sequence(try simulation.frames(fps: 60)) == expected)
    #expect(["idle"] + simulation.transitions.map(\.to.name) == expected)
    #expect(simulation.triggers == [RefreshTrigger(id: 1, cause: .release)])
    // Released at 0.9 + 0.15 = 1.05 s; the action returns 1.5 s later; finishing lasts 0.4 s.
    let refreshing = try #require(simulation.transitions.first { $0.to == .refreshing })
    #expect(refreshing.time == 1.05)
    let idle = try #require(simulation.transitions.last)
    expectClose(idle.time, 1.05 + 1.5 + 0.4)
    expectClose(simulation.duration, idle.time)
  }

  @Test func standardInteractionWhenThresholdCrossed() throws {
    let simulation = try Simulation(
      style: TestRefreshStyle(), options: options(.whenThresholdCrossed))
    let expected = ["idle", "pulling", "refreshing", "finishing", "idle"]
    #expect(sequence(try simulation.frames(fps: 60)) == expected)
    #expect(["idle"] + simulation.transitions.map(\.to.name) == expected)
    #expect(simulation.triggers == [RefreshTrigger(id: 1, cause: .threshold)])
    // Triggered at the instant the pull reaches the trigger distance, mid-drag.
    let refreshing = try #require(simulation.transitions.first { $0.to == .refreshing })
    #expect(refreshing.time < 0.6)
    let before = try simulation.frame(time: refreshing.time.nextDown)
    expectClose(before.context.pullDistance, 80, tolerance: 1e-6)
  }

  /// Scripts that end with the content back at rest and the header idle.
  static let scripts: [(String, Interaction)] = {
    func make(_ steps: [Interaction.Step]) -> Interaction {
      (try? Interaction(steps: steps)) ?? .standard
    }
    return [
      ("standard", .standard),
      (
        "short pull",
        make([.pull(to: .points(50), duration: 0.4, curve: .easeOut), .release(velocity: 0)])
      ),
      (
        "programmatic",
        make([.beginRefreshing(animated: true), .hold(duration: 1), .endRefreshing])
      ),
      ("programmatic instant", make([.beginRefreshing(animated: false), .refresh(duration: 0.2)])),
      (
        "grab mid refresh",
        make([
          .pull(to: .triggerMultiple(1.4), duration: 0.5, curve: .easeOut),
          .release(velocity: 400), .hold(duration: 0.2), .grab(at: nil),
          .pull(to: .points(150), duration: 0.3, curve: .linear),
          .moveSideways(by: 60, duration: 0.2, curve: .easeInEaseOut),
          .release(velocity: -300), .refresh(duration: 1),
        ])
      ),
      (
        "grab while finishing",
        make([
          .pull(to: .points(120), duration: 0.5, curve: .easeOut), .release(velocity: 0),
          .refresh(duration: 0.8), .hold(duration: 0.1), .grab(at: SwellPoint(x: 40, y: 300)),
          .hold(duration: 0.5), .release(velocity: 0),
        ])
      ),
      (
        "safe area changes while refreshing",
        make([
          .pull(to: .points(130), duration: 0.5, curve: .easeOut), .release(velocity: 0),
          .setUserInset(top: 20, bottom: 0), .hold(duration: 0.3),
          .setUserInset(top: 91, bottom: 34), .refresh(duration: 1.2),
        ])
      ),
      (
        "fling into the list and back",
        make([
          .grab(at: SwellPoint(x: 100, y: 500)),
          .pull(to: .points(-300), duration: 0.3, curve: .linear),
          .release(velocity: 3000),
        ])
      ),
    ]
  }()

  @Test(arguments: 0..<scripts.count)
  func userInsetIsRestoredExactly(_ index: Int) throws {
    let (name, interaction) = Self.scripts[index]
    for mode in RefreshTriggerMode.allCases {
      let simulation = try Simulation(
        style: TestRefreshStyle(), interaction: interaction, options: options(mode))
      let last = try simulation.frame(time: simulation.duration)
      #expect(last.state == .idle, "\(name), \(mode)")
      #expect(last.contentInset == 91, "\(name), \(mode): \(last.contentInset)")
      #expect(last.contentOffset == -91, "\(name), \(mode): \(last.contentOffset)")
      #expect(try simulation.frame(time: simulation.duration + 5).contentInset == 91)
      for frame in try simulation.frames(fps: 60) {
        #expect(frame.contentOffset.isFinite && frame.contentInset.isFinite)
        if frame.state == .idle && frame.time > 0.1 {
          // Once idle the header adds nothing (its hide animation has ended with finishing).
          #expect(frame.contentInset == 91, "\(name) at \(frame.time)")
        }
      }
    }
  }

  @Test(arguments: 0..<scripts.count)
  func frameRateIndependent(_ index: Int) throws {
    let (name, interaction) = Self.scripts[index]
    let simulation = try Simulation(
      style: TestRefreshStyle(), interaction: interaction, options: phone)
    let rates = [30.0, 60, 120, 240]
    var sequences: [[String]] = []
    for fps in rates {
      let frames = Array(try simulation.frames(fps: fps))
      sequences.append(sequence(frames))
      // Instants common to every rate: multiples of 1/30 s.
      let stride = Int(fps / 30)
      for (k, frame) in frames.enumerated() where k % stride == 0 {
        let reference = try simulation.frame(time: Double(k / stride) / 30)
        #expect(abs(frame.contentOffset - reference.contentOffset) <= 1e-6, "\(name) \(fps)")
        #expect(frame.state.name == reference.state.name)
      }
    }
    #expect(sequences.allSatisfy { $0 == sequences[0] }, "\(name): \(sequences)")
  }

  @Test func replaysAreIdenticalAndIndependentOfSamplingHistory() throws {
    let a = try Simulation(style: TestRefreshStyle(), interaction: Self.scripts[4].1)
    let b = try Simulation(style: TestRefreshStyle(), interaction: Self.scripts[4].1)
    #expect(Array(try a.frames(fps: 50)) == Array(try b.frames(fps: 50)))
    // Random access equals sequential reading.
    let frames = Array(try a.frames(fps: 50))
    for index in [37, 3, 90, 0] where index < frames.count {
      #expect(try a.frame(time: Double(index) / 50) == frames[index])
    }
  }

  @Test func fingerAndPullReachTheContext() throws {
    let simulation = try Simulation(
      style: TestRefreshStyle(),
      interaction: try Interaction(steps: [
        .grab(at: SwellPoint(x: 100, y: 300)),
        .pull(to: .points(100), duration: 0.5, curve: .linear),
        .moveSideways(by: 50, duration: 0.5, curve: .linear),
        .release(velocity: 0),
      ]),
      options: phone)
    let frame = try simulation.frame(time: 0.5)
    expectClose(frame.context.pullDistance, 100, tolerance: 1e-9)
    expectClose(frame.contentOffset, -191, tolerance: 1e-9)
    // Finger travel for a 100 pt pull on a 667 pt viewport, from the rubber band's inverse.
    let travel = 100 * 667 / ((667 - 100) * 0.55)
    let finger = try #require(frame.context.fingerLocation)
    expectClose(finger.x, 100)
    // Header coordinates: the header's top is 120 pt above the content's top (at y = 191).
    expectClose(finger.y, 300 + travel - 191 + 120, tolerance: 1e-6)
    let sideways = try #require(try simulation.frame(time: 0.75).context.fingerLocation)
    expectClose(sideways.x, 125)
    #expect(try simulation.frame(time: 1.1).context.fingerLocation == nil)
    expectClose(
      try simulation.frame(time: 0.3).context.progress,
      try simulation.frame(time: 0.3).context.pullDistance / 80)
  }

  @Test func framesAreEvenlySpacedAndValidated() throws {
    let simulation = try Simulation(style: TestRefreshStyle())
    let frames = try simulation.frames(fps: 30)
    let all = Array(frames)
    #expect(all.count == frames.count)
    #expect(all.first?.time == 0)
    #expect(all[7].time == 7.0 / 30)
    // The last frame is the first at or after the end, so it shows everything at rest.
    let last = try #require(all.last)
    #expect(last.time >= simulation.duration)
    #expect(all[all.count - 2].time < simulation.duration)
    #expect(last.state == .idle)
    #expect(throws: SwellError.self) { try simulation.frames(fps: 0) }
    #expect(throws: SwellError.self) { try simulation.frames(fps: .nan) }
    #expect(throws: SwellError.self) { try simulation.frame(time: -1) }
    #expect(throws: SwellError.self) { try Simulation(style: TestRefreshStyle(), headerWidth: 0) }
  }

  @Test func hangingRefreshEndsTheSimulationAtRest() throws {
    let simulation = try Simulation(
      style: TestRefreshStyle(),
      interaction: try Interaction(steps: [
        .pull(to: .points(120), duration: 0.5, curve: .easeOut), .release(velocity: 0),
      ]))
    let last = try simulation.frame(time: simulation.duration)
    #expect(last.state == .refreshing)
    #expect(last.contentOffset == -60)
    #expect(simulation.duration < 5)
  }
}
