import Foundation
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
