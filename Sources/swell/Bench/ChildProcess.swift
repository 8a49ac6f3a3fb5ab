import Foundation
import _SwellFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs this very executable again as a child, with extra environment variables, and reports
/// how it ended and its peak resident memory.
///
/// `posix_spawn` and `wait4` rather than Foundation's `Process`, because only `wait4` hands
/// back the child's resource usage (`ru_maxrss`, the peak resident set).
enum ChildProcess {
  /// How a child ended.
  struct Outcome {
    /// The exit status, or nil when a signal ended it.
    var status: Int32?
    /// Peak resident memory (bytes), as the kernel counted it.
    var peakResidentBytes: Int
  }

  /// Runs `/proc/self/exe` (this binary) with `arguments` and the current environment plus
  /// `environment`, and waits for it.
  ///
  /// - Throws: `CommandError.failure` when the child cannot be started or waited for.
  static func runSelf(_ arguments: [String], environment: [String: String]) throws -> Outcome {
    let executable = "/proc/self/exe"
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv = (["swell"] + arguments).map { strdup($0) }
    let envp = variables.map { strdup("\($0.key)=\($0.value)") }
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let spawned = (argv + [nil]).withUnsafeBufferPointer { args in
      (envp + [nil]).withUnsafeBufferPointer { env in
        // Both arrays hold at least their nil terminator, so they have storage.
        guard let args = args.baseAddress, let env = env.baseAddress else { return EINVAL }
        return posix_spawn(&pid, executable, nil, nil, args, env)
      }
    }
    guard spawned == 0 else {
      throw CommandError.failure(
        "cannot start a child swell: \(String(cString: strerror(spawned)))")
    }
    // An interrupted bench stops its children too (see `Interrupts`).
    PendingOutputs.register(child: pid)
    defer { PendingOutputs.unregister(child: pid) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw CommandError.failure(
          "cannot wait for the child swell: \(String(cString: strerror(errno)))")
      }
    }
    // Linux reports ru_maxrss in kilobytes.
    let exited = status & 0x7f == 0
    return Outcome(
      status: exited ? (status >> 8) & 0xff : nil, peakResidentBytes: Int(usage.ru_maxrss) * 1024)
  }
}
