import Swell

extension LottieAppDocument {
  /// How the document's scenes are made: stills at each pull, and refreshes replayed through a
  /// `Simulation` (the engine every host uses), sampled from the release on.
  struct Recipe {
    let style: any RefreshStyle
    let edge: RefreshEdge
    let width: Double
    let fps: Double
    let reduceMotion: Bool
    let appearance: SwellAppearance

    /// The pull at the `pull` range's last frame (pt).
    var maxPull: Double { LottieAppDocument.maxPullMultiple * style.triggerDistance }

    /// Where the `release` range starts (pt): the pull at which the `pull` range has just
    /// finished arming, so that an app that lets go anywhere past it plays the `pull` range
    /// to this frame (back, usually) and then `release`, and nothing jumps.
    var releasePull: Double { LottieAppDocument.releaseMultiple * style.triggerDistance }

    /// SwellScene k of `0...pullFrames` is the control at `maxPull · k / pullFrames`, the finger
    /// down in the middle; past the trigger distance the control arms over a tenth of it.
    func pullScenes() -> [SwellScene] {
      let trigger = style.triggerDistance
      return (0...LottieAppDocument.pullFrames).map { frame in
        let pull = maxPull * Double(frame) / Double(LottieAppDocument.pullFrames)
        var context = RefreshContext.held(
          by: style, edge: edge, pull: pull, width: width,
          armLevel: min(max((pull - trigger) / (0.1 * trigger), 0), 1), reduceMotion: reduceMotion)
        context.appearance = appearance
        return style.sceneShowingLoadState(in: context)
      }
    }

    /// A pull to `releasePull`, held until the control has armed as the `pull` range shows it
    /// there, then released at rest; the refresh lasts `duration` seconds and ends with
    /// `outcome`; then the control finishes and the content settles.
    func refresh(lasting duration: Double, _ outcome: RefreshOutcome) throws -> Run {
      let to = Interaction.PullDistance.triggerMultiple(LottieAppDocument.releaseMultiple)
      var steps: [Interaction.Step] = []
      if edge == .bottom {
        steps.append(.scroll(to: .end, duration: 0.6, curve: .easeInEaseOut, velocity: 0))
        steps.append(.pullUp(to: to, duration: 0.9, curve: .easeInEaseOut))
      } else {
        steps.append(.pull(to: to, duration: 0.9, curve: .easeInEaseOut))
      }
      // The session arms over 0.15 s: held 0.2 s, the release starts fully armed.
      steps += [
        .hold(duration: 0.2), .release(velocity: 0),
        .refresh(duration: duration, outcome: outcome),
      ]
      var simulation = try Simulation(
        style: style, interaction: try Interaction(steps: steps), edge: edge,
        headerWidth: width, reduceMotion: reduceMotion,
        options: Simulation.Options(refresh: RefreshConfiguration(start: .pull)))
      simulation.appearance = appearance
      let release =
        simulation.transitions.first { $0.to == .refreshing }?.time ?? simulation.duration
      return Run(simulation: simulation, release: release, fps: fps)
    }

    /// The loop: its length in frames and in seconds, and its seam. The period is the
    /// shortest (from half a second up to `longestLoop`) after which the refreshing scenes
    /// repeat within one `SceneDifference` unit, checked at four offsets into the loop: first
    /// among whole frames, then refined between the neighbouring frames (a wave's period is
    /// rarely a whole number of frames), so the loop's frames are spaced `seconds / frames`
    /// apart — a speed within half a frame per loop of Swell's. Else the closest found.
    func loop(in run: Run) -> (frames: Int, seconds: Double, seam: Double) {
      let start = LottieAppDocument.loopStart
      let offsets = [0.0, 0.23, 0.57, 0.97]
      var cache: [Int: SwellScene] = [:]
      func scene(_ frame: Int) -> SwellScene {
        if let scene = cache[frame] { return scene }
        let scene = run.scene(atTime: start + Double(frame) / fps)
        cache[frame] = scene
        return scene
      }
      func seam(frames period: Int) -> Double {
        offsets.reduce(0) { worst, offset in
          let first = Int((offset * fps).rounded())
          return max(worst, SceneDifference.between(scene(first), scene(first + period)))
        }
      }
      func seam(seconds period: Double) -> Double {
        offsets.reduce(0) { worst, offset in
          max(
            worst,
            SceneDifference.between(
              run.scene(atTime: start + offset), run.scene(atTime: start + offset + period)))
        }
      }
      let shortest = max(Int((0.5 * fps).rounded()), 1)
      let longest = Int((LottieAppDocument.longestLoop * fps).rounded())
      var best = (frames: shortest, seconds: Double(shortest) / fps, seam: Double.infinity)
      for period in shortest...longest {
        let whole = seam(frames: period)
        if whole <= 1 { return (period, Double(period) / fps, whole) }
        // Between whole frames: the neighbourhood of a near miss, in twentieths of a frame.
        if whole < 40 {
          for step in -10...10 {
            let seconds = (Double(period) + Double(step) / 20) / fps
            let refined = seam(seconds: seconds)
            if refined < best.seam { best = (period, seconds, refined) }
          }
          if best.seam <= 1 { return best }
        }
        if whole < best.seam { best = (period, Double(period) / fps, whole) }
      }
      return best
    }
  }

  /// One replayed refresh, sampled at any time after its release.
  struct Run {
    let simulation: Simulation
    /// When the refresh started (s into the simulation).
    let release: Double
    let fps: Double

    /// The control's scene `seconds` after the release.
    func scene(atTime seconds: Double) -> SwellScene {
      let time = min(release + seconds, simulation.duration)
      let context = (try? simulation.frame(time: time))?.context ?? RefreshContext()
      return simulation.style.sceneShowingLoadState(in: context)
    }

    /// `count` scenes `step` seconds apart, from `first` seconds after the release.
    func scenes(from first: Double, count: Int, step: Double) -> [SwellScene] {
      (0..<max(count, 0)).map { scene(atTime: first + Double($0) * step) }
    }

    /// How many frames, from `first` seconds after the release, until the simulation is at
    /// rest (that frame included).
    func framesToRest(after first: Double) -> Int {
      let remaining = simulation.duration - (release + first)
      return max(Int((remaining * fps).rounded(.up)), 0) + 1
    }
  }
}
