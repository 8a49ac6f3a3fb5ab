import Foundation
import SwellTestSupport
import Testing

/// A closed, full or broken standard stream is a run-time failure (exit 1, a message where one
/// can still be written), never a crash, in every subcommand.
@Suite struct StandardStreamTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var shell: String
    var status: Int32
    /// What standard error must say, when it can be read.
    var message: String?
    var testDescription: String { shell }
  }

  static let cases: [Case] = [
    Case(shell: "styles > /dev/full", status: 1, message: "cannot write to standard output"),
    Case(shell: "styles --format json > /dev/full", status: 1, message: "No space left"),
    Case(shell: "inspect wave >&-", status: 1, message: "Bad file descriptor"),
    Case(shell: "simulate bend >&-", status: 1, message: "cannot write to standard output"),
    Case(shell: "--help > /dev/full", status: 1, message: "cannot write to standard output"),
    Case(shell: "render --help > /dev/full", status: 1, message: nil),
    Case(shell: "render nosuch 2> /dev/full", status: 1, message: nil),
    Case(shell: "render nosuch 2>&-", status: 1, message: nil),
    Case(
      shell: "simulate wave --fps 240 --format json | head -c 1 > /dev/null", status: 1,
      message: nil),
    Case(
      shell: "render wave --pull 40 --out written.png > /dev/full", status: 1,
      message: "cannot write to standard output"),
  ]

  @Test(arguments: cases)
  func stream(_ test: Case) throws {
    let directory = try SwellProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The status of swell itself (the first command of a pipeline) goes to fd 3, the capture.
    let script = "exec 3>&1; \"$0\" \(test.shell); echo \"status ${PIPESTATUS[0]}\" >&3"
    let run = try runTool("bash", ["-c", script, SwellProcess.executable.path], in: directory)
    let statusLine = run.standardOutput.split(separator: "\n").last { $0.hasPrefix("status ") }
    #expect(statusLine == "status \(test.status)", "\(run.standardOutput) \(run.standardError)")
    if let message = test.message {
      #expect(run.standardError.contains(message), "\(run.standardError)")
    }
    #expect(!run.standardError.contains("Fatal error"))
  }
}
