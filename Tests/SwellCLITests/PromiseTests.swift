import Foundation
import SwellTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The command line's promises under attack (issue 29), each reproduced as it was reported:
/// files keep their mode, read-only ones are not replaced, a failed run leaves its paths as
/// they were, a closed standard output fails, options a render would ignore are refused,
/// libraries' limits are the documented ones, long values are cut, pipes are read, and a
/// signal ends a run even while a write is blocked.
@Suite struct PromiseTests {
  /// Runs `script` with `sh -c` in `directory`, `$swell` naming the built tool.
  static func shell(_ script: String, in directory: URL) throws -> SwellProcess.Result {
    let result = try runTool(
      "/bin/sh", ["-c", "swell='\(SwellProcess.executable.path)'; \(script)"], in: directory)
    return SwellProcess.Result(
      status: result.status, stdout: result.standardOutput, stderr: result.standardError)
  }

  static func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }

  @Test func aReplacedFileKeepsItsMode() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("still.png").path
    #expect(FileManager.default.createFile(atPath: out, contents: Data("old".utf8)))
    chmod(out, 0o600)
    let run = try SwellProcess.run(["render", "wave", "--pull", "40", "--out", out])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Self.mode(out) == 0o600, "was 0600, now \(String(Self.mode(out), radix: 8))")
    #expect((try Data(contentsOf: URL(fileURLWithPath: out))).count > 100)
  }

  @Test func aReadOnlyFileIsNotReplaced() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("still.png").path
    #expect(FileManager.default.createFile(atPath: out, contents: Data("old".utf8)))
    chmod(out, 0o444)
    let run = try SwellProcess.run(["render", "wave", "--pull", "40", "--out", out])
    #expect(run.status == 1)
    #expect(run.stderr.contains("read-only"), "\(run.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data("old".utf8))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left == ["still.png"], "left behind: \(left)")
  }

  @Test func aFailedAppDocumentLeavesItsReferenceFramesAsTheyWere() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let refs = directory.appendingPathComponent("refs")
    try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
    let mark = refs.appendingPathComponent("mine.txt")
    try Data("keep".utf8).write(to: mark)
    let run = try SwellProcess.run(
      [
        "render", "quiet", "--format", "lottie-app", "--out", "/dev/full", "--reference-frames",
        refs.path,
      ], in: directory)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: refs.path) == ["mine.txt"])
    // And a new directory is not made either.
    let fresh = directory.appendingPathComponent("fresh").path
    let again = try SwellProcess.run(
      [
        "render", "quiet", "--format", "lottie-app", "--out", "/dev/full", "--reference-frames",
        fresh,
      ],
      in: directory)
    #expect(again.status == 1)
    #expect(!FileManager.default.fileExists(atPath: fresh))
  }

  @Test func framesThroughALinkToNothingGoWhereItLeads() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("frames").path, withDestinationPath: "real")
    let run = try SwellProcess.run(
      ["render", "quiet", "--fps", "5", "--scale", "0.5", "--format", "frames", "--out", "frames"],
      in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let real = directory.appendingPathComponent("real").path
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: real)) ?? []).count > 3)
    #expect(HostileOutputTests.kind(directory.appendingPathComponent("frames").path) == .link)
  }

  @Test func writingToAClosedStandardOutputFails() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Self.shell(
      #""$swell" render wave --pull 40 --format png --out /dev/stdout >&-; echo "status $?" >&2"#,
      in: directory)
    #expect(run.stderr.contains("standard output is closed"), "\(run.stderr)")
    #expect(run.stderr.contains("status 1"), "\(run.stderr)")
    #expect(!run.stderr.contains("Wrote"))
  }

  @Test(arguments: [
    (["render", "wave", "--outcome", "bogus", "--out", "x.webp"], "Unknown outcome"),
    (
      ["render", "wave", "--outcome", "bogus", "--format", "lottie", "--out", "x.json"],
      "Unknown outcome"
    ),
    (["render", "wave", "--outcome", "failure", "--out", "x.webp"], "--outcome"),
    (["render", "wave", "--quality", "80", "--out", "x.gif"], "WebP's"),
    (["render", "wave", "--lossless", "--pull", "40", "--out", "x.png"], "WebP's"),
    (["render", "wave", "--quality", "80", "--format", "lottie", "--out", "x.json"], "WebP's"),
    (["render", "wave", "--lossless", "--format", "frames", "--out", "frames/"], "WebP's"),
  ])
  func optionsARenderWouldIgnoreAreRefused(_ arguments: [String], _ message: String) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try SwellProcess.run(arguments, in: directory)
    #expect(run.status == 64, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func webpsOwnLimitIsTheDocumentedLimit() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // 4096 pt × 4 = 16384 px wide: libwebp stops at 16383.
    let run = try SwellProcess.run(
      [
        "render", "quiet", "--pull", "40", "--width", "4096", "--scale", "4", "--format", "webp",
        "--out", "x.webp",
      ],
      in: directory)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains("at most 16383 px"), "\(run.stderr)")
  }

  @Test func sizesThatNeedGigabytesAreRefusedBeforeDrawing() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // 4096 × 4096 pt at scale 2: 67 million pixels, about 2 GB for WebP's encoder.
    let run = try SwellProcess.run(
      [
        "render", "quiet", "--width", "4096", "--height", "4096", "--duration", "1", "--out",
        "x.webp",
      ], in: directory)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains("1 GiB"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func longBadValuesAreCutShort() throws {
    let long = "9" + String(repeating: "0", count: 5000)
    let run = try SwellProcess.run(["render", "wave", "--fps", long, "--out", "x.webp"])
    #expect(run.status == 64)
    // The message, the usage and the hint; the 5001 characters were 5.6 KB of stderr.
    #expect(run.stderr.utf8.count < 1500, "\(run.stderr.utf8.count) bytes of stderr")
    #expect(run.stderr.contains("characters"), "the cut says how long the value was")
  }

  @Test func stepsThatAddUpToTheLimitWithRoundingAreAccepted() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let steps = Array(repeating: #"{"step":"hold","duration":0.12}"#, count: 1000)
    let json = #"{"steps":["# + steps.joined(separator: ",") + "]}"
    try Data(json.utf8).write(to: directory.appendingPathComponent("long.json"))
    let run = try SwellProcess.run(
      [
        "render", "quiet", "--interaction", "long.json", "--fps", "1", "--scale", "0.25",
        "--format", "frames", "--out", "frames/",
      ], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
  }

  @Test func anInteractionFromAPipeIsRead() throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = #"{"steps":[{"step":"pull","to":120,"duration":0.4},{"step":"release"}]}"#
    let run = try Self.shell(
      "printf '%s' '\(json)' | \"$swell\" render wave --interaction /dev/stdin --fps 10 "
        + "--scale 0.5 --format frames --out frames/",
      in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let missing = try Self.shell(
      #""$swell" render wave --interaction nowhere.json --out x.webp"#, in: directory)
    #expect(missing.stderr.contains("No such file or directory"), "\(missing.stderr)")
  }

  /// A write blocked on a FIFO nobody reads (the reader sleeps) used to hold the lock the
  /// clean-up waits for: signals did nothing until the reader drained.
  @Test(arguments: [("INT", Int32(130)), ("TERM", Int32(143)), ("HUP", Int32(129))])
  func aSignalEndsARunWhoseWriteIsBlocked(_ name: String, _ expected: Int32) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = """
      mkfifo f
      sleep 30 < f &
      reader=$!
      "$swell" render wave --out f --format gif --duration 20 2>/dev/null &
      run=$!
      sleep 3
      kill -\(name) $run
      for i in $(seq 1 50); do kill -0 $run 2>/dev/null || break; sleep 0.1; done
      if kill -0 $run 2>/dev/null; then echo "still running"; kill -9 $run; fi
      wait $run; echo "status $?"
      kill $reader 2>/dev/null
      ls -A
      """
    let run = try Self.shell(script, in: directory)
    #expect(run.stdout.contains("status \(expected)"), "\(run.stdout)")
    #expect(!run.stdout.contains("still running"))
    #expect(!run.stdout.contains(".tmp-"), "a temporary file is left: \(run.stdout)")
  }

  /// A signal in the first milliseconds was dropped (ignored before its handler was in
  /// place) and the run ended with 0. Started as `Process` starts it, with the default
  /// actions (a shell's `&` would start it with SIGINT ignored, which no program can undo
  /// before it runs).
  @Test(arguments: [0.005, 0.01, 0.015, 0.02, 0.03, 0.05])
  func aSignalAtTheStartIsNotLost(_ delay: Double) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = SwellProcess.executable
    process.arguments = ["render", "wave", "--duration", "5", "--out", "x.webp"]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    process.interrupt()
    process.waitUntilExit()
    // Killed by the default action before our handler (a signal exit) or ended by it (130).
    let ended =
      process.terminationReason == .uncaughtSignal || process.terminationStatus == 130
    #expect(ended, "status \(process.terminationStatus) after \(delay) s")
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left.isEmpty, "left behind: \(left)")
  }
}
