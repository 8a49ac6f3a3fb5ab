import Swell
import SwellCairo

/// Item 2: drawing one frame at 3× (1242 × 600 px for 414 × 200 pt) with cairo, for our scenes
/// and the seeds'-way scenes, each against the floor for the same surface: clearing it and
/// one full-surface fill, the memory traffic no renderer can avoid.
struct RenderBench {
  var settings: BenchSettings
  var log: BenchLog
  /// Pixels per point.
  var scale = 3.0

  /// `render.floor`, then `render.<style>` and `render.seed.<style>` per style.
  func run(_ styles: [BenchStyle]) throws -> [BenchRecord] {
    let renderer = try CairoRenderer(scale: scale)
    let size = SwellSize(width: settings.headerSize.width, height: settings.headerSize.height)
    let (width, height) = try renderer.pixelSize(of: size)
    let image = try CairoImage(pixelWidth: width, pixelHeight: height)
    let surface = "\(width) × \(height) px"
    log.step("render floor")
    let floorScene = SwellScene(size: size, background: SwellColor(red: 0.2, green: 0.4, blue: 0.6))
    let floor = try settings.harness.measure {
      try renderer.render(floorScene, into: image)
    }
    let floorName = "clear + one full-surface fill of the same \(surface) image"
    var records = [
      BenchRecord(
        id: "render.floor", figure: "render", subject: "floor", unit: "µs/frame",
        factor: 1e6, ours: floor, baselineName: nil, baseline: nil,
        ratio: .cost, note: "\(surface): CairoRenderer.render of a scene that is only a background")
    ]
    for sample in styles {
      log.step("render: \(sample.name)")
      let scenes = sample.contexts.map { sample.style.scene(in: $0) }
      let seeds = scenes.map { SeedScene($0).build() }
      // Each figure is timed in trials alternating with the floor's, so that the two see the
      // same machine; the ratio is of those paired medians.
      let (ours, oursFloor) = try settings.harness.measurePair(
        operations: scenes.count,
        { for scene in scenes { try renderer.render(scene, into: image) } },
        baseline: { try renderer.render(floorScene, into: image) })
      let (seed, seedFloor) = try settings.harness.measurePair(
        operations: seeds.count,
        { for scene in seeds { try renderer.render(scene, into: image) } },
        baseline: { try renderer.render(floorScene, into: image) })
      let ratio = RatioKind.cost.of(ours: ours.median, baseline: oursFloor.median)
      let coverage =
        scenes.map(Coverage.surfaces).reduce(0, +) / Double(max(scenes.count, 1))
      let seedOverOurs = RatioKind.cost.of(ours: seed.median, baseline: ours.median)
      records.append(
        BenchRecord(
          id: "render.\(sample.name)", figure: "render", subject: sample.name,
          unit: "µs/frame", factor: 1e6, ours: ours, baselineName: floorName,
          baseline: oursFloor, ratio: .cost,
          target: .init(text: "≤ 2.5× floor", met: ratio.map { $0 <= 2.5 }),
          note:
            "\(surface), \(scenes.count) contexts; the scenes cover ≈ "
            + "\(Format.significant(coverage)) surfaces (background, fills, strokes; the floor "
            + "covers 1); the seeds'-way scene takes "
            + "\(seedOverOurs.map(Format.significant) ?? "?")× as long as ours; "
            + "floor timed in alternating trials"))
      records.append(
        BenchRecord(
          id: "render.seed.\(sample.name)", figure: "render (seed)", subject: sample.name,
          unit: "µs/frame", factor: 1e6, ours: seed, baselineName: floorName,
          baseline: seedFloor, ratio: .cost,
          note: "the seeds'-way scene (one line per point) rendered the same way"))
    }
    return records
  }
}
