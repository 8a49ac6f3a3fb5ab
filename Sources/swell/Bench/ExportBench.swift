import Foundation
import Swell
import SwellCairo
import SwellExport
import _SwellFiles

/// Item 4: frames per second of animated WebP and GIF export at 2× and 60 fps, against the
/// route a user would otherwise take with the same frames: PNG files, then `img2webp`
/// (Debian's webp package) or `ffmpeg` (palettegen + paletteuse) into GIF.
struct ExportBench {
  var settings: BenchSettings
  var log: BenchLog
  /// Pixels per point and frames per second of the exports.
  var scale = 2.0
  var fps = 60.0

  /// `export.webp`, `export.webp.realtime`, `export.gif`.
  func run(_ style: BenchStyle) throws -> [BenchRecord] {
    try ScratchDirectory.withNew { try run(style, in: $0) }
  }

  private func run(_ style: BenchStyle, in directory: URL) throws -> [BenchRecord] {
    let source = try ExportFrames(style: style.style, settings: settings)
    let scenes = Array(source.scenes(seconds: settings.exportSeconds, fps: fps))
    let routes = Routes(
      scenes: scenes, scale: scale, fps: fps, directory: directory.path,
      harness: settings.exportHarness)
    log.step("export: WebP")
    let webp = try routes.ours(.webp)
    log.step("export: PNG frames + img2webp")
    let img2webp = try routes.tool(
      ExternalTool("img2webp"), output: "tool.webp",
      arguments: { frames, output in
        ["-loop", "0", "-lossless", "-q", "75", "-m", "4", "-d", "\(Int((1000 / fps).rounded()))"]
          + frames + ["-o", output]
      })
    log.step("export: GIF")
    let gif = try routes.ours(.gif)
    log.step("export: PNG frames + ffmpeg")
    let ffmpeg = try routes.tool(
      ExternalTool("ffmpeg"), output: "tool.gif",
      arguments: { _, output in
        [
          "-v", "error", "-y", "-framerate", Format.significant(fps), "-i",
          routes.framesDirectory + "/frame_%04d.png", "-filter_complex",
          "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", output,
        ]
      })
    let context =
      "\(style.name), \(scenes.count) frames (\(Format.significant(settings.exportSeconds)) s) "
      + "at \(Int(scale))× and \(Int(fps)) fps"
    let realTime = settings.exportSeconds
    let realTimeRatio = RatioKind.cost.of(ours: webp.timing.median, baseline: realTime)
    return [
      record(
        "export.webp", "WebP", ours: webp, baseline: img2webp, tool: "img2webp",
        baselineName: "PNG frames written, then img2webp -lossless -q 75 -m 4 (same settings)",
        target: "> img2webp route", context: context),
      BenchRecord(
        id: "export.webp.realtime", figure: "export", subject: "WebP, real time",
        unit: "s", value: webp.timing.median, minimum: webp.timing.minimum,
        maximum: webp.timing.maximum, trials: webp.timing.trials,
        baseline: .init(name: "the animation's own length", value: realTime),
        ratio: realTimeRatio, ratioMeaning: RatioKind.cost.meaning,
        target: .init(text: "< 1× (faster than real time)", met: realTimeRatio.map { $0 < 1 }),
        note: "seconds to render and encode \(context)"),
      record(
        "export.gif", "GIF", ours: gif, baseline: ffmpeg, tool: "ffmpeg",
        baselineName: "PNG frames written, then ffmpeg palettegen + paletteuse",
        target: nil, context: context),
    ]
  }

  /// A frames-per-second record from the seconds each route took for `frames` frames.
  private func record(
    _ id: String, _ subject: String, ours: Routes.Result, baseline: Routes.Result?,
    tool: String, baselineName: String, target: String?, context: String
  ) -> BenchRecord {
    let frames = Double(ours.frames)
    func rate(_ seconds: Double) -> Double { seconds > 0 ? frames / seconds : 0 }
    let ourRate = rate(ours.timing.median)
    let baseRate = baseline.map { rate($0.timing.median) }
    let ratio = baseRate.flatMap { RatioKind.throughput.of(ours: ourRate, baseline: $0) }
    var note = "\(context); \(ours.bytes / 1024) KB"
    if let baseline {
      note +=
        " vs \(baseline.bytes / 1024) KB; the route's PNG writing took "
        + "\(Format.significant(baseline.pngSeconds)) s of its "
        + "\(Format.significant(baseline.timing.median)) s"
    } else {
      note += "; \(tool) is not installed (not on PATH): the baseline was not measured"
    }
    return BenchRecord(
      id: id, figure: "export", subject: subject, unit: "frames/s", value: ourRate,
      minimum: rate(ours.timing.maximum), maximum: rate(ours.timing.minimum),
      trials: ours.timing.trials,
      baseline: .init(
        name: baselineName, value: baseRate,
        minimum: baseline.map { rate($0.timing.maximum) },
        maximum: baseline.map { rate($0.timing.minimum) }),
      ratio: ratio, ratioMeaning: ratio == nil ? nil : RatioKind.throughput.meaning,
      target: target.map { .init(text: $0, met: ratio.map { $0 > 1 }) },
      note: note)
  }
}

/// The two ways from scenes to an animation, timed.
private struct Routes {
  /// What one route produced and how long it took.
  struct Result {
    var timing: Timing
    var frames: Int
    var bytes: Int
    /// Of the median trial's seconds, those spent writing PNG files (tool routes only).
    var pngSeconds: Double = 0
  }

  var scenes: [SwellScene]
  var scale: Double
  var fps: Double
  var directory: String
  var harness: Harness

  var framesDirectory: String { directory + "/frames" }

  /// Swell's exporter writing `format` straight from the scenes.
  func ours(_ format: ExportFormat) throws -> Result {
    let exporter = try Exporter(format: format, scale: scale, fps: fps)
    let path = directory + "/ours.\(format.rawValue)"
    // Warm-up on a few frames: libraries loaded, caches and allocator primed.
    try exporter.export(scenes.prefix(10), to: path)
    let timing = try harness.measureOnce(warmUp: false) {
      try exporter.export(scenes, to: path)
    }
    return Result(timing: timing, frames: scenes.count, bytes: Self.size(of: path))
  }

  /// PNG frames written by Swell, then `tool` run on them; nil when the tool is missing.
  func tool(
    _ tool: ExternalTool?, output: String,
    arguments: ([String], String) -> [String]
  ) throws -> Result? {
    guard let tool else { return nil }
    let pngs = try Exporter(format: .frames, scale: scale, fps: fps)
    let path = directory + "/" + output
    let names = (1...scenes.count).map { framesDirectory + "/" + PNGFramesWriter.fileName($0) }
    var pngSeconds: [Double] = []
    func route(_ frames: [SwellScene], _ names: [String]) throws {
      try? FileManager.default.removeItem(atPath: path)
      pngSeconds.append(
        try MonotonicClock.seconds { try pngs.export(frames, to: framesDirectory) })
      try tool.run(arguments(names, path))
    }
    try route(Array(scenes.prefix(10)), Array(names.prefix(10)))
    pngSeconds.removeAll()
    let timing = try harness.measureOnce(warmUp: false) { try route(scenes, names) }
    let sortedPNG = pngSeconds.sorted()
    return Result(
      timing: timing, frames: scenes.count, bytes: Self.size(of: path),
      pngSeconds: sortedPNG.isEmpty ? 0 : sortedPNG[sortedPNG.count / 2])
  }

  private static func size(of path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue
      ?? 0
  }
}
