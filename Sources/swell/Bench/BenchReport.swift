import Foundation

/// Everything one `swell bench` run measured, with what a reader needs to weigh it.
struct BenchReport: Codable, Sendable {
  /// The command line that produced it.
  var command: String
  /// Whether `--quick` was given (figures then are a smoke test, not to be quoted).
  var quick: Bool
  /// Timed trials per figure (exports: `exportTrials`).
  var trials: Int
  var exportTrials: Int
  /// The header measured (pt).
  var headerWidth: Double
  var headerHeight: Double
  /// The 1, 5 and 15 minute load averages when the run began: a busy machine makes every
  /// figure slower (ratios suffer less).
  var loadAverage: [Double]
  /// Processors online.
  var processors: Int
  /// The figures.
  var records: [BenchRecord]

  /// The report as pretty-printed JSON with sorted keys.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }

  /// The report as a table, then the baselines and notes.
  func table() -> String {
    var lines: [String] = []
    let load = loadAverage.map { Format.significant($0) }.joined(separator: " ")
    lines.append(
      "swell bench\(quick ? " --quick" : ""): \(Int(headerWidth)) × \(Int(headerHeight)) pt, "
        + "median of \(trials) trials (exports \(exportTrials)); "
        + "\(processors) CPUs, load \(load)")
    lines.append("")
    let header = [
      Format.pad("figure", 15), Format.pad("subject", 21), Format.pad("ours", 22),
      Format.pad("baseline", 14), Format.pad("ratio", 14), "target",
    ].joined()
    lines.append(header)
    lines.append(String(repeating: "-", count: header.count + 10))
    var notes: [String] = []
    for (index, record) in records.enumerated() {
      let mark = "[\(index + 1)]"
      lines.append(
        [
          Format.pad(record.figure, 15), Format.pad(record.subject ?? "", 21),
          Format.pad(Self.value(record), 22), Format.pad(Self.baseline(record), 14),
          Format.pad(Self.ratio(record), 14), Self.target(record), " " + mark,
        ].joined())
      var text = "\(mark) \(record.id)"
      if let baseline = record.baseline { text += " — baseline: \(baseline.name)" }
      if let note = record.note { text += ". \(note)" }
      notes.append(text)
    }
    lines.append("")
    lines.append(
      "ratio: (b/o) = baseline ÷ ours; (o/b) = ours ÷ baseline (for times smaller is better, "
        + "for frames/s larger).")
    lines.append("± is the spread of the trials, (slowest − fastest) ÷ median.")
    lines.append("")
    lines += notes
    return lines.joined(separator: "\n") + "\n"
  }

  private static func value(_ record: BenchRecord) -> String {
    guard let value = record.value else { return "not measured" }
    var text = "\(Format.significant(value)) \(record.unit)"
    if let low = record.minimum, let high = record.maximum, value > 0, record.trials > 1 {
      text += " ±\(Int(((high - low) / value * 100).rounded()))%"
    }
    return text
  }

  private static func baseline(_ record: BenchRecord) -> String {
    guard let baseline = record.baseline else { return "" }
    return baseline.value.map { Format.significant($0) } ?? "n/a"
  }

  private static func ratio(_ record: BenchRecord) -> String {
    guard let ratio = record.ratio else { return "" }
    let mark = RatioKind(meaning: record.ratioMeaning)?.mark ?? ""
    return "\(Format.significant(ratio))× \(mark)"
  }

  private static func target(_ record: BenchRecord) -> String {
    guard let target = record.target else { return "" }
    let verdict = target.met.map { $0 ? "met" : "MISSED" } ?? "?"
    return "\(target.text): \(verdict)"
  }
}
