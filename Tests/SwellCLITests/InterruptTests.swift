import Foundation
import SwellTestSupport
import Testing

/// An export stopped by a signal leaves nothing behind, not even its hidden temporary file.
@Suite struct InterruptTests {
  @Test(arguments: [("interrupt", Int32(130)), ("terminate", Int32(143))])
  func interruptedExportLeavesNoFile(_ how: String, _ expectedStatus: Int32) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = SwellProcess.executable
    process.arguments = [
      "render", "wave", "--duration", "120", "--fps", "60", "--scale", "2", "--out", "long.webp",
    ]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait (at most 20 s) until the export has started writing its temporary file.
    var started = false
    for _ in 0..<200 where !started {
      Thread.sleep(forTimeInterval: 0.1)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      started = names.contains { $0.hasPrefix(".long.webp.tmp-") }
    }
    #expect(started, "the export never started")
    if how == "interrupt" { process.interrupt() } else { process.terminate() }
    process.waitUntilExit()
    #expect(process.terminationStatus == expectedStatus)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left.isEmpty, "left behind: \(left)")
  }
}

/// Interrupts at seeded random moments, for every format and the gallery: the run ends with
/// 128 + the signal (or finishes first), and leaves either its complete output or nothing —
/// never a hidden temporary file or directory.
@Suite struct RandomInterruptTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// What a finished run leaves in the directory.
    var output: String
    var delay: Double
    var signal: Int32
    var testDescription: String {
      "\(arguments.prefix(2).joined(separator: " ")) \(output) after \(delay) s, signal \(signal)"
    }
  }

  static let cases: [Case] = {
    var random = SeededRandom(seed: 0x5_1A_57)
    let runs: [([String], String)] = [
      (["render", "wave", "--duration", "30", "--out", "out.webp"], "out.webp"),
      (["render", "bend", "--duration", "30", "--out", "out.gif"], "out.gif"),
      (["render", "ripple", "--duration", "30", "--out", "frames/"], "frames"),
      (["render", "bounce", "--duration", "30", "--fps", "60", "--out", "out.json"], "out.json"),
      (["render", "elastic", "--out", "out.png"], "out.png"),
      (["render", "wave", "--pull", "40", "--out", "out.svg"], "out.svg"),
      (["render", "bend", "--pull", "40", "--out", "out.pdf"], "out.pdf"),
      (["gallery", "--out", "gallery", "--fps", "10"], "gallery"),
    ]
    let signals = [SIGINT, SIGTERM, SIGHUP]
    return runs.flatMap { run in
      (0..<2).map { _ in
        Case(
          arguments: run.0, output: run.1, delay: random.double(in: 0.05...1.2),
          signal: signals[Int(random.next() % 3)])
      }
    }
  }()

  @Test(arguments: cases)
  func interruptLeavesNothingHalfDone(_ test: Case) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = SwellProcess.executable
    process.arguments = test.arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: test.delay)
    kill(process.processIdentifier, test.signal)
    process.waitUntilExit()
    let status = process.terminationStatus
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(status == 128 + test.signal || status == 0, "status \(status)")
    #expect(!left.contains { $0.hasPrefix(".") }, "left behind: \(left)")
    if status == 0 {
      #expect(left == [test.output], "left: \(left), status \(status)")
    } else {
      // A signal that lands after the last rename, before the process has exited, finds
      // nothing left to remove: the output is then whole, and that is all the promise asks.
      #expect(left == [] || left == [test.output], "left: \(left), status \(status)")
    }
    if left == [test.output] {
      let output = directory.appendingPathComponent(test.output)
      #expect(Self.isWhole(output), "\(test.output) is cut short")
    }
  }

  /// Whether an output ends the way its format ends, so a file cut short is caught.
  static func isWhole(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return false
    }
    if isDirectory.boolValue {
      // Directories are renamed into place whole; an empty one would be a bug of its own.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return !names.isEmpty
    }
    guard let data = try? Data(contentsOf: url), data.count > 12 else { return false }
    let bytes = [UInt8](data)
    let text = { String(decoding: bytes, as: UTF8.self) }
    switch url.pathExtension {
    case "webp":
      let size = bytes[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
      return bytes.starts(with: Array("RIFF".utf8)) && size + 8 == bytes.count
    case "gif": return bytes.last == 0x3B
    case "png": return Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == Array("IEND".utf8)
    case "json": return (try? JSONSerialization.jsonObject(with: data)) != nil
    case "svg": return text().trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>")
    case "pdf": return text().trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF")
    default: return false
    }
  }
}
