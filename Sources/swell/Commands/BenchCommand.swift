import Foundation
import _SwellCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swell bench`: every performance figure of issue 6, each beside its baseline from the same
/// run, as a table or JSON.
enum BenchCommand: Command {
  static let spec = CommandLineSpec(
    command: "swell bench",
    abstract: "Measure scene building, rendering, evaluation, export and memory.",
    discussion: """
      Each figure is the median of repeated trials after a warm-up, beside a baseline
      measured in the same run: the seeds' one-line-per-point drawing, a full-surface fill,
      a numeric solution, or the PNG + img2webp / ffmpeg route. Build with
      'swift build -c release' first: a debug build measures the debug code.
      """,
    options: [
      .flag("quick", help: "Fewer trials and shorter exports (a smoke test)."),
      .flag("json", help: "Print one JSON record per figure."),
      .integer(
        "trials", "N", in: 1...1000, help: "Timed trials per figure (exports take at most 3).",
        described: "11, or 3 with --quick"),
    ])

  static func run(_ arguments: ParsedCommandLine) throws {
    let settings = BenchSettings(
      quick: arguments.flag("quick"), trials: arguments.integer("trials"))
    if let child = ExportChild(environment: ProcessInfo.processInfo.environment) {
      do {
        try child.run(settings: settings)
      } catch {
        throw CommandError.failure("the export child failed: \(error)")
      }
      return
    }
    let log = BenchLog(enabled: Output.stderrIsTerminal)
    var records: [BenchRecord] = []
    let styles: [BenchStyle]
    do {
      styles = try BenchStyle.all(settings: settings)
    } catch {
      throw CommandError.failure("cannot simulate the styles' standard interaction: \(error)")
    }
    records += SceneBench(settings: settings, log: log).run(styles)
    records += FooterMarksBench(settings: settings, log: log).run(styles)
    do {
      records += try RenderBench(settings: settings, log: log).run(styles)
    } catch {
      throw CommandError.failure("cannot render: \(error)")
    }
    records += EvaluationBench(settings: settings, log: log).run()
    if let first = styles.first {
      do {
        records += try ExportBench(settings: settings, log: log).run(first)
      } catch {
        throw CommandError.failure("cannot export: \(error)")
      }
    }
    records += try MemoryBench(settings: settings, log: log).run()
    let report = BenchReport(
      command: (["swell"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
      quick: settings.quick, trials: settings.trials, exportTrials: settings.exportTrials,
      headerWidth: settings.headerSize.width, headerHeight: settings.headerSize.height,
      loadAverage: loadAverage(), processors: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))),
      records: records)
    if arguments.flag("json") {
      do {
        Output.out(try report.json())
      } catch {
        throw CommandError.failure("cannot encode the report as JSON: \(error)")
      }
    } else {
      Output.out(report.table())
    }
  }

  /// The 1, 5 and 15 minute load averages, or none where the system does not say.
  private static func loadAverage() -> [Double] {
    var loads = [Double](repeating: 0, count: 3)
    let count = getloadavg(&loads, 3)
    return count > 0 ? Array(loads.prefix(Int(count))) : []
  }
}
