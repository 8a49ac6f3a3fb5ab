import Swell
import SwellCairo
import Testing

/// The effects as a designer looks at them: rendered frame by frame and measured. The pull
/// moves like a finger, the header answers every movement of it, nothing appears or vanishes
/// in one frame, arming and failure show, and the header meets the list without a seam.
@Suite struct EffectMotionTests {
  /// Renders `scene` at `scale` into straight RGBA bytes.
  static func pixels(_ scene: SwellScene, scale: Double = 1) throws -> [UInt8] {
    try CairoRenderer(scale: scale).render(scene).rgbaBytes()
  }

  /// How many pixels of two renders differ by more than 8/255 in some channel.
  static func changedPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard a.count == b.count else { return Int.max }
    var count = 0
    var i = 0
    while i < a.count {
      if (0..<4).contains(where: { abs(Int(a[i + $0]) - Int(b[i + $0])) > 8 }) { count += 1 }
      i += 4
    }
    return count
  }

  static let defaults = StyleCatalog.names

  // MARK: - A finger, not a machine

  /// The standard interaction's pull starts from rest and peaks under 1,000 pt/s, for every
  /// style, in the command line's 300 pt viewport and a phone's 667 pt.
  @Test(arguments: defaults, [300.0, 667])
  func thePullStartsFromRestAndStaysUnderAThousandPointsASecond(
    name: String, viewport: Double
  ) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(style: style, viewportHeight: viewport)
    let frames = Array(try simulation.frames(fps: 60))
    let speeds = zip(frames, frames.dropFirst()).map {
      abs($1.context.pullDistance - $0.context.pullDistance) * 60
    }
    #expect(speeds[0] < 30, "\(name): the first frame moves \(speeds[0]) pt/s")
    let peak = speeds.prefix(60).max() ?? 0
    #expect(peak <= 1000, "\(name): the pull peaks at \(peak) pt/s")
  }

  // MARK: - Direct manipulation

  /// At 60 fps the header-only frame changes whenever the pull changes by more than 1.5 pt,
  /// with and without reduced motion: before a style's shapes leave the content's edge, past
  /// its stop, and while the content goes home, the picture answers the pull.
  @Test(arguments: defaults, [false, true])
  func theHeaderAnswersEveryMovementOfTheFinger(name: String, reduceMotion: Bool) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(style: style, reduceMotion: reduceMotion)
    var previous: (pull: Double, pixels: [UInt8])?
    var frozen: [String] = []
    for frame in try simulation.frames(fps: 60) {
      let pull = frame.context.pullDistance
      let pixels = try Self.pixels(style.scene(in: frame.context))
      if let previous, abs(pull - previous.pull) > 1.5, pixels == previous.pixels {
        frozen.append("t = \(frame.time) s, pull \(previous.pull) → \(pull) pt")
      }
      previous = (pull, pixels)
    }
    #expect(frozen.isEmpty, "\(name): frozen frames: \(frozen.prefix(5))")
  }

  // MARK: - Nothing pops

  /// The scale the pop test renders at: half a point per pixel keeps 5,000 renders quick.
  static let inkScale = 0.5

  /// What a layer contributes to the picture the user sees: how far (in square points of full
  /// change, Σ|Δ channel| / 255 / 4 per pixel) the preview changes when the layer is taken
  /// away. Moving a layer changes where it shows, not how much; appearing or vanishing changes
  /// it at once.
  static func visibleInk(
    of index: Int, header: SwellScene, preview: RefreshPreview, frame: SimulationFrame,
    opacity: Double, full: [UInt8]
  ) throws -> Double {
    var without = header
    without.layers.remove(at: index)
    let other = try pixels(
      preview.scene(header: without, contentOffset: frame.contentOffset, contentOpacity: opacity),
      scale: inkScale)
    let total = full.withUnsafeBufferPointer { a in
      other.withUnsafeBufferPointer { b in
        var sum = 0
        for i in 0..<min(a.count, b.count) { sum &+= abs(Int(a[i]) &- Int(b[i])) }
        return sum
      }
    }
    return Double(total) / 255 / 4 / (inkScale * inkScale)
  }

  /// At 120 fps over every style's standard interaction (and with reduced motion), no layer's
  /// visible ink changes by more than half its largest within one frame (and 60 pt²): nothing
  /// appears or vanishes in a single frame. A ball rising fast out of a sheet changes by a
  /// third at most.
  @Test(arguments: defaults, [false, true])
  func nothingPopsAtOneHundredTwentyFramesASecond(name: String, reduceMotion: Bool) throws {
    let style = try StyleCatalog.style(named: name)
    let simulation = try Simulation(
      style: style, headerWidth: 140, viewportHeight: 260, reduceMotion: reduceMotion)
    let preview = try RefreshPreview(viewportSize: SwellSize(width: 140, height: 260))
    var inks: [String: [(time: Double, ink: Double)]] = [:]
    for frame in try simulation.frames(fps: 120) {
      let header = style.scene(in: frame.context)
      let opacity = style.displayedContentOpacity(in: frame.context)
      let full = try Self.pixels(
        preview.scene(header: header, contentOffset: frame.contentOffset, contentOpacity: opacity),
        scale: Self.inkScale)
      for (index, layer) in header.layers.enumerated() {
        let ink = try Self.visibleInk(
          of: index, header: header, preview: preview, frame: frame, opacity: opacity, full: full)
        inks[layer.name, default: []].append((frame.time, ink))
      }
    }
    var pops: [String] = []
    for (layer, series) in inks {
      let largest = series.map(\.ink).max() ?? 0
      for (a, b) in zip(series, series.dropFirst()) {
        let change = abs(b.ink - a.ink)
        if change > max(0.5 * largest, 60) {
          pops.append("\(layer) at \(b.time) s: \(Int(a.ink)) → \(Int(b.ink)) pt²")
        }
      }
    }
    #expect(pops.isEmpty, "\(name)\(reduceMotion ? " (reduced motion)" : ""): \(pops.prefix(6))")
  }

  // MARK: - Arming and failure show

  /// Just past the trigger, armed and finger down, the header looks different once the arm
  /// level has risen: every style acknowledges the moment the pull arms.
  @Test(arguments: defaults)
  func armingShows(name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let pull = style.triggerDistance + 2
    var context = RefreshContext(
      state: .armed, pullDistance: pull, progress: 1, timeInState: 0.5,
      fingerLocation: SwellPoint(x: 187.5, y: style.headerHeight),
      size: SwellSize(width: 375, height: style.headerHeight), time: 0.5,
      pullDistanceAtStateChange: style.triggerDistance)
    let before = try Self.pixels(style.scene(in: context))
    context.armLevel = 1
    let after = try Self.pixels(style.scene(in: context))
    #expect(Self.changedPixels(before, after) > 40, "\(name): arming does not show")
  }

  /// Finishing after a failure looks different from finishing after a success, early and
  /// late in finishing (0.1 s and 0.3 s in).
  @Test(arguments: defaults, [0.1, 0.3])
  func failureLooksLikeFailure(name: String, time: Double) throws {
    let style = try StyleCatalog.style(named: name)
    var context = RefreshContext(
      state: .finishing, pullDistance: style.refreshingHeight,
      progress: min(style.refreshingHeight / style.triggerDistance, 1), timeInState: time,
      timeSinceRelease: 2, size: SwellSize(width: 375, height: style.headerHeight), time: 2 + time,
      pullDistanceAtStateChange: style.refreshingHeight, previousStateDuration: 1.8)
    context.outcome = .success
    let success = try Self.pixels(style.scene(in: context))
    context.outcome = .failure(message: "offline")
    let failure = try Self.pixels(style.scene(in: context))
    #expect(
      Self.changedPixels(success, failure) > 40, "\(name): a failure looks like a success")
  }

  // MARK: - The header sits on the list

  /// Elastic's curtain reaches the list at every pull: while the finger pulls, its lowest point
  /// is on the content's top edge (drawn a point under it), in every frame of the standard
  /// interaction. (Released, it springs back ahead of the content: that is the effect.)
  @Test func theCurtainReachesTheList() throws {
    let style = ElasticStyle()
    let simulation = try Simulation(style: style)
    for frame in try simulation.frames(fps: 60)
    where frame.context.pullDistance > 1 && frame.context.fingerLocation != nil {
      let scene = style.scene(in: frame.context)
      let curtain = try #require(scene.layers.first { $0.name == "elastic.curtain" })
      let lowest =
        curtain.path.flattened(tolerance: 0.01).elements.compactMap { element in
          if case .line(let p) = element { return p.y }
          return nil
        }.max() ?? 0
      let contentTop = scene.size.height
      #expect(
        lowest >= contentTop - 0.05,
        "t = \(frame.time) s: the curtain ends \(contentTop - lowest) pt above the list")
    }
  }

  /// Bend's bump is the list's own colour: in the preview, the bump's middle just above the
  /// content is the list's white, and the balls stand out against it.
  @Test func theBendBumpIsTheListsColour() throws {
    let style = BendStyle()
    let preview = try RefreshPreview(viewportSize: SwellSize(width: 375, height: 240))
    #expect(style.shapeColor == preview.contentBackground)
    #expect(style.ballColor != style.shapeColor)
    let context = RefreshContext(
      state: .pulling(progress: 0.75), pullDistance: 60, progress: 0.75,
      size: SwellSize(width: 375, height: style.headerHeight))
    let image = try CairoRenderer(scale: 1).render(
      preview.scene(header: style.scene(in: context), contentOffset: -60))
    let bump = try #require(image.pixel(x: 187, y: 60 - 5))
    #expect(bump == RGBA8(255, 255, 255), "the bump's middle is \(bump)")
  }

  /// Ripple shows its main colour just above the list at a 20 pt pull (not a pale band).
  @Test(arguments: [20.0, 25])
  func rippleShowsItsMainColourFirst(pull: Double) throws {
    let style = RippleStyle()
    let preview = try RefreshPreview(viewportSize: SwellSize(width: 375, height: 240))
    let context = RefreshContext(
      state: .pulling(progress: pull / 80), pullDistance: pull, progress: pull / 80,
      size: SwellSize(width: 375, height: style.headerHeight))
    let image = try CairoRenderer(scale: 1).render(
      preview.scene(header: style.scene(in: context), contentOffset: -pull))
    let fill = style.fillColor
    for y in pull <= 20 ? [Int(pull) - 3, 3] : [Int(pull) - 3] {
      let pixel = try #require(image.pixel(x: 187, y: y))
      let expected = RGBA8(
        UInt8((fill.red * 255).rounded()), UInt8((fill.green * 255).rounded()),
        UInt8((fill.blue * 255).rounded()))
      #expect(pixel.maxComponentDifference(to: expected) <= 2, "y = \(y): \(pixel)")
    }
  }

  /// The header and the list meet without a seam: along the boundary row of a 2× render, the
  /// typical pixel (the row's median) is what supersampling (16×, averaged down to 2×) says it
  /// should be, within 4/255, for every style at fractional content offsets. A seam is a line:
  /// a whole row off. (Where a curve crosses the list's edge inside one pixel, coverage-based
  /// antialiasing is off in that pixel alone, in every renderer; the median ignores those.)
  @Test(arguments: defaults)
  func theHeaderMeetsTheListWithoutASeam(name: String) throws {
    let style = try StyleCatalog.style(named: name)
    let width = 40.0
    let simulation = try Simulation(style: style, headerWidth: width, viewportHeight: 120)
    let preview = try RefreshPreview(viewportSize: SwellSize(width: width, height: 120))
    var worst = 0
    var at = ""
    for time in stride(from: 0.31, to: simulation.duration, by: 0.37) {
      let frame = try simulation.frame(time: time)
      let contentTop = -frame.contentOffset
      guard contentTop > 1, contentTop < 119 else { continue }
      let scene = preview.scene(
        header: style.scene(in: frame.context), contentOffset: frame.contentOffset,
        contentOpacity: style.displayedContentOpacity(in: frame.context))
      let plain = try CairoRenderer(scale: 2).render(scene)
      let fine = try CairoRenderer(scale: 16).render(scene).rgbaBytes()
      let row = Int((contentTop * 2).rounded(.down))
      let fineWidth = Int(width * 16)
      var differences: [Int] = []
      for x in 0..<Int(width * 2) {
        // The 8 × 8 block of fine pixels under this pixel, averaged (straight colours weighted
        // by alpha, as premultiplied averaging does).
        var sum = [0, 0, 0, 0]
        for dy in 0..<8 {
          for dx in 0..<8 {
            let i = ((row * 8 + dy) * fineWidth + x * 8 + dx) * 4
            let alpha = Int(fine[i + 3])
            for c in 0..<3 { sum[c] += Int(fine[i + c]) * alpha }
            sum[3] += alpha
          }
        }
        guard sum[3] > 0, let pixel = plain.pixel(x: x, y: row) else { continue }
        let expected = (0..<3).map { sum[$0] / sum[3] }
        let actual = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        differences.append(zip(expected, actual).map { abs($0 - $1) }.max() ?? 0)
      }
      let median = differences.sorted()[differences.count / 2]
      if median > worst {
        worst = median
        at = "t = \(time) s, content top \(contentTop) pt"
      }
    }
    #expect(worst <= 4, "\(name): the boundary row is off by \(worst)/255 (\(at))")
  }
}
