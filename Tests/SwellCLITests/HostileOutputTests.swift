import Foundation
import SwellTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--out` never replaces what is there unless it is a regular file: a link stays a link, a
/// device or FIFO is written through or refused, a directory is refused; nothing is left
/// behind either way.
@Suite struct HostileOutputTests {
  /// What a path is before and after a run.
  enum Kind: Equatable {
    case missing, file, link, directory, fifo, characterDevice
  }

  static func kind(_ path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFLNK: return .link
    case S_IFDIR: return .directory
    case S_IFIFO: return .fifo
    case S_IFCHR: return .characterDevice
    default: return .file
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    /// Makes the hostile thing in the test's directory; returns the `--out` path.
    var prepare: @Sendable (String) throws -> String
    var status: Int32
    var message: String?
    /// What the output path must be afterwards.
    var kindAfter: Kind
    /// A file that must hold the PNG afterwards (the link's target), relative to the directory.
    var receiver: String?
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "a symbolic link to a file",
      prepare: { dir in
        _ = FileManager.default.createFile(atPath: dir + "/target.png", contents: Data("old".utf8))
        try FileManager.default.createSymbolicLink(
          atPath: dir + "/out.png", withDestinationPath: "target.png")
        return dir + "/out.png"
      }, status: 0, kindAfter: .link, receiver: "target.png"),
    Case(
      label: "a dangling symbolic link",
      prepare: { dir in
        try FileManager.default.createSymbolicLink(
          atPath: dir + "/out.png", withDestinationPath: "nothing-yet.png")
        return dir + "/out.png"
      }, status: 0, kindAfter: .link, receiver: "nothing-yet.png"),
    Case(
      label: "a link to /dev/null",
      prepare: { dir in
        try FileManager.default.createSymbolicLink(
          atPath: dir + "/out.png", withDestinationPath: "/dev/null")
        return dir + "/out.png"
      }, status: 0, kindAfter: .link),
    Case(
      label: "/dev/null itself", prepare: { _ in "/dev/null" }, status: 0,
      kindAfter: .characterDevice),
    Case(
      label: "/dev/full", prepare: { _ in "/dev/full" }, status: 1,
      message: "cannot write /dev/full: No space left on device", kindAfter: .characterDevice),
    Case(
      label: "a FIFO nobody reads",
      prepare: { dir in
        mkfifo(dir + "/out.png", 0o644)
        return dir + "/out.png"
      }, status: 1, message: "no process reads from it", kindAfter: .fifo),
    Case(
      label: "a directory",
      prepare: { dir in
        try FileManager.default.createDirectory(
          atPath: dir + "/out.png", withIntermediateDirectories: false)
        return dir + "/out.png"
      }, status: 1, message: "it is a directory", kindAfter: .directory),
    Case(
      label: "a read-only file system", prepare: { _ in "/proc/swell-test.png" }, status: 1,
      message: "cannot write /proc/swell-test.png", kindAfter: .missing),
    Case(
      label: "a missing directory", prepare: { dir in dir + "/no/such/dir/out.png" }, status: 1,
      message: "No such file or directory", kindAfter: .missing),
  ]

  @Test(arguments: cases)
  func outputPath(_ test: Case) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = try test.prepare(directory.path)
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    let result = try SwellProcess.run(
      ["render", "wave", "--pull", "40", "--format", "png", "--out", out], in: directory)
    #expect(result.status == test.status, "\(result.stderr)")
    if let message = test.message { #expect(result.stderr.contains(message), "\(result.stderr)") }
    #expect(Self.kind(out) == test.kindAfter)
    let after = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    #expect(after.subtracting(before).subtracting(test.receiver.map { [$0] } ?? []).isEmpty)
    #expect(!after.contains { $0.hasPrefix(".") }, "left behind: \(after)")
    if let receiver = test.receiver {
      let bytes = try Data(contentsOf: directory.appendingPathComponent(receiver))
      #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
  }

  /// A FIFO someone reads gets the whole file through it.
  @Test func aFIFOWithAReaderGetsTheFile() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = """
      mkfifo out.png && cat out.png > got.png & sleep 0.5
      "$0" render wave --pull 40 --out out.png > /dev/null; status=$?; wait
      echo "$status $(wc -c < got.png) $(stat -c %F out.png)"
      """
    let result = try runTool("bash", ["-c", script, SwellProcess.executable.path], in: directory)
    let words = result.standardOutput.split(whereSeparator: \.isWhitespace)
    #expect(words.first == "0", "\(result.standardOutput) \(result.standardError)")
    #expect((words.count > 1 ? Int(words[1]) : nil) ?? 0 > 1000)
    #expect(result.standardOutput.contains("fifo"))
  }

  /// `--out /dev/stdout` writes the file there, and the report goes to stderr instead.
  @Test func standardOutputTakesTheFileAlone() throws {
    let result = try runTool(
      "sh",
      [
        "-c", "\"$0\" render wave --pull 40 --format png --out /dev/stdout | wc -c",
        SwellProcess.executable.path,
      ])
    #expect(result.status == 0)
    let count = Int(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(count > 1000)
  }
}
