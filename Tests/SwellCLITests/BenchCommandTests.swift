import Foundation
import Swell
import Testing

/// `swell bench` as a user runs it: the JSON it prints and its usage errors. The figures
/// themselves are never asserted (a benchmark is a command, not a timed test); their
/// bookkeeping is: every record present, ratios formed as they say.
@Suite struct BenchCommandTests {
  /// The styles every per-style figure must cover: the whole catalog.
  static let styles = StyleCatalog.names

  /// The records one run must hold, by id.
  static var expectedIDs: Set<String> {
    var ids: Set<String> = [
      "render.floor", "eval.spring", "eval.timingCurve", "eval.sinePath",
      "eval.sinePath.wholeQuarters", "export.webp", "export.webp.realtime", "export.gif",
      "memory.webp", "memory.gif", "memory.lottie",
    ]
    for style in styles {
      ids.formUnion([
        "scene.build.\(style)", "scene.elements.\(style)", "render.\(style)",
        "render.seed.\(style)",
      ])
    }
    // The styles that draw a footer's shared marks (classic and quiet draw their own).
    for style in ["wave", "bend", "ripple", "bounce", "elastic"] {
      ids.insert("footer.marks.\(style)")
    }
    return ids
  }

  @Test func quickJSONHoldsEveryRecordWithConsistentRatios() throws {
    let result = try SwellProcess.run(["bench", "--quick", "--json", "--trials", "1"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let report = try #require(object as? [String: Any])
    #expect(report["quick"] as? Bool == true)
    #expect(report["trials"] as? Int == 1)
    let records = try #require(report["records"] as? [[String: Any]])
    let ids = records.compactMap { $0["id"] as? String }
    #expect(ids.count == Set(ids).count, "duplicate ids: \(ids)")
    #expect(Set(ids) == Self.expectedIDs)
    for record in records {
      let id = record["id"] as? String ?? "?"
      #expect(record["unit"] is String, "\(id)")
      let value = try #require(record["value"] as? Double, "\(id) has no value")
      #expect(value.isFinite && value >= 0, "\(id)")
      if let target = record["target"] as? [String: Any] {
        #expect(target["text"] is String, "\(id)")
      }
      guard let baseline = record["baseline"] as? [String: Any] else { continue }
      #expect(baseline["name"] is String, "\(id)")
      guard let base = baseline["value"] as? Double else {
        // Only a missing external tool may leave a baseline unmeasured, and it must say so.
        #expect((record["note"] as? String)?.contains("not installed") == true, "\(id)")
        continue
      }
      let ratio = try #require(record["ratio"] as? Double, "\(id) has no ratio")
      let meaning = try #require(record["ratioMeaning"] as? String)
      let expected = meaning.hasPrefix("baseline ÷ ours") ? base / value : value / base
      #expect(abs(ratio - expected) <= 1e-9 * max(1, abs(expected)), "\(id): \(meaning)")
    }
  }

  @Test func helpListsTheOptions() throws {
    let result = try SwellProcess.run(["bench", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: swell bench [--quick] [--json] [--trials <N>]"))
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: [
    ["--frobnicate"], ["--quick", "--jsn"], ["--trials", "0"], ["--trials", "many"],
    ["--json=yes"], ["extra"],
  ])
  func badInputIsAUsageError(_ arguments: [String]) throws {
    let result = try SwellProcess.run(["bench"] + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: "))
    #expect(result.stderr.contains("USAGE: swell bench"))
  }
}
