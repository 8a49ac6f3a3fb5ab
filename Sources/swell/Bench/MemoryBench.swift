import Foundation
import Swell
import SwellExport
import _SwellFiles

/// Item 5: the peak resident memory of a long export against a short one (the 10 s
/// and 2 s), each run in a child process of this binary so that neither inherits the other's
/// or the bench's own memory.
struct MemoryBench {
  var settings: BenchSettings
  var log: BenchLog

  /// `memory.webp`, `memory.gif` and `memory.lottie`.
  func run() throws -> [BenchRecord] {
    try ScratchDirectory.withNew(run(in:))
  }

  private func run(in directory: URL) throws -> [BenchRecord] {
    let (short, long) = settings.memorySeconds
    return try [ExportFormat.webp, .gif, .lottie].map { format in
      log.step("memory: \(format.rawValue) exports of \(short) s and \(long) s")
      let path = directory.appendingPathComponent("memory.\(format.rawValue)").path
      let single = try peak(format, seconds: 1 / ExportChild.fps, path: path)
      let small = try peak(format, seconds: short, path: path)
      let large = try peak(format, seconds: long, path: path)
      let mb = 1.0 / (1024 * 1024)
      let ratio = RatioKind.cost.of(ours: Double(large), baseline: Double(small))
      // The process itself (code, libraries, one frame's buffers) is most of the peak; what the
      // export's length adds is the growth above a one-frame export.
      let grown = (Double(large - single) * mb, Double(small - single) * mb)
      return BenchRecord(
        id: "memory.\(format.rawValue)", figure: "peak memory",
        subject: "\(format.rawValue.uppercased()), \(Format.significant(long)) s",
        unit: "MB", value: Double(large) * mb, minimum: nil, maximum: nil, trials: 1,
        baseline: .init(
          name: "the same export of \(Format.significant(short)) s",
          value: Double(small) * mb),
        ratio: ratio, ratioMeaning: RatioKind.cost.meaning,
        target: target(format, grownBytes: large - small, seconds: long - short, ratio: ratio),
        note:
          "peak resident set (VmHWM) of a child swell exporting the first style's "
          + "standard interaction, looped, at 2× and \(Int(ExportChild.fps)) "
          + "fps; the whole process is counted: a "
          + "one-frame export peaks at \(Format.significant(Double(single) * mb)) MB, so the "
          + "\(Format.significant(long)) s export adds \(Format.significant(grown.0)) MB "
          + "above it and the \(Format.significant(short)) s one \(Format.significant(grown.1)) MB")
    }
  }

  /// What the peak may grow by. A raster export streams (one frame's buffers whatever the
  /// length: `≤ 1.2×`); a Lottie document is one JSON value, held whole until it is written, so
  /// its bound is per frame: at most 40 KB each (so at most 290 MB at the 7200-frame limit;
  /// the built-in styles measure 210–250 MB there).
  private func target(_ format: ExportFormat, grownBytes: Int, seconds: Double, ratio: Double?)
    -> BenchRecord.Target
  {
    guard format == .lottie else {
      return .init(text: "≤ 1.2×", met: ratio.map { $0 <= 1.2 })
    }
    let frames = seconds * ExportChild.fps
    let perFrame = Double(grownBytes) / frames / 1024
    return .init(
      text: "≤ 40 KB a frame (grew \(Format.significant(perFrame)) KB)",
      met: frames > 0 ? perFrame <= 40 : nil)
  }

  /// The peak resident bytes of a child exporting `seconds` of animation as `format`.
  ///
  /// The child reports its own `VmHWM` (the high-water mark of its address space, which starts
  /// afresh at exec). `wait4`'s `ru_maxrss` cannot be used alone: Linux carries the larger of
  /// the pre-exec and post-exec peaks into it, and before exec a spawned child shares the
  /// bench's own (larger) memory. It is the fallback where /proc is missing.
  private func peak(_ format: ExportFormat, seconds: Double, path: String) throws -> Int {
    let report = path + ".peak"
    defer { try? FileManager.default.removeItem(atPath: report) }
    let outcome = try ChildProcess.runSelf(
      ["bench"],
      environment: [
        ExportChild.formatKey: format.rawValue, ExportChild.secondsKey: "\(seconds)",
        ExportChild.outputKey: path, ExportChild.reportKey: report,
      ])
    guard outcome.status == 0 else {
      throw CommandError.failure(
        "the child exporting \(seconds) s of \(format.rawValue) failed "
          + (outcome.status.map { "with status \($0)" } ?? "by a signal"))
    }
    let reported = (try? String(contentsOfFile: report, encoding: .utf8))
      .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return reported ?? outcome.peakResidentBytes
  }
}

/// The child's side of `MemoryBench`: `swell bench` started with these environment variables
/// exports and exits instead of benchmarking. Not a user-facing mode, hence no option.
struct ExportChild {
  static let formatKey = "SWELL_BENCH_CHILD_FORMAT"
  static let secondsKey = "SWELL_BENCH_CHILD_SECONDS"
  static let outputKey = "SWELL_BENCH_CHILD_OUTPUT"
  static let reportKey = "SWELL_BENCH_CHILD_REPORT"
  /// The frame rate (frames/s) every child exports at; the bench reads its frame counts from it.
  static let fps = 60.0

  var format: ExportFormat
  var seconds: Double
  var output: String
  /// Where to write the peak resident bytes when done, if anywhere.
  var report: String?

  /// The job the environment asks for, or nil in an ordinary run.
  init?(environment: [String: String]) {
    guard let formatText = environment[Self.formatKey] else { return nil }
    guard let format = ExportFormat(rawValue: formatText), format.isAnimated,
      let seconds = environment[Self.secondsKey].flatMap(Double.init), seconds.isFinite,
      seconds > 0, seconds <= 600, let output = environment[Self.outputKey]
    else { return nil }
    self.format = format
    self.seconds = seconds
    self.output = output
    report = environment[Self.reportKey]
  }

  /// Exports `seconds` of the first style's standard interaction, looped, at 2× and 60 fps,
  /// one scene at a time.
  func run(settings: BenchSettings) throws {
    guard let style = try BenchStyle.all(settings: settings).first else { return }
    let frames = try ExportFrames(style: style.style, settings: settings)
    let exporter = try Exporter(format: format, scale: 2, fps: Self.fps)
    try exporter.export(frames.scenes(seconds: seconds, fps: Self.fps), to: output)
    if let report, let peak = Self.peakResidentBytes() {
      try "\(peak)\n".write(toFile: report, atomically: true, encoding: .utf8)
    }
  }

  /// This process's peak resident memory (bytes) from `VmHWM` in /proc/self/status, or nil
  /// where there is no such file.
  static func peakResidentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 3, let kilobytes = Int(fields[1]), fields[2] == "kB" else {
        return nil
      }
      return kilobytes * 1024
    }
    return nil
  }
}
