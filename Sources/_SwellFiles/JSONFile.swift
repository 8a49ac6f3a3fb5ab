import Foundation
import Swell

/// JSON files a person writes or keeps: a style's parameters, a recorded interaction. Read
/// strictly (`StrictJSON`: no repeated keys, trailing commas or comments) and decoded with
/// every problem named; written pretty-printed with sorted keys, in one piece (`AtomicFile`).
/// Shared by the command line (`--style-file`, `--interaction`) and the studio.
package enum JSONFile {
  /// Why a file could not be used, in words that name the file.
  package enum Problem: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read (missing, a directory, no permission).
    case unreadable(String)
    /// The text is not strict JSON: where and what.
    case invalidJSON(String)
    /// The JSON does not describe a valid value: which member and why.
    case malformed(String)
    /// The file cannot be written.
    case unwritable(String)

    /// The message.
    package var description: String {
      switch self {
      case .unreadable(let text), .invalidJSON(let text), .malformed(let text),
        .unwritable(let text):
        return text
      }
    }
  }

  /// The `kind` file at `path` (`"style"`, `"interaction"`) decoded as `Value`, with
  /// `userInfo` handed to the decoder.
  ///
  /// - Throws: `Problem` naming the file and what is wrong with it.
  package static func read<Value: Decodable>(
    _ type: Value.Type, at path: String, kind: String,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(Problem) -> Value {
    let file = "The \(kind) file '\(SwellError.clip(path))'"
    let data: Data
    switch readAll(path) {
    case .success(let bytes): data = bytes
    case .failure(let reason):
      throw .unreadable("Cannot read the \(kind) file '\(SwellError.clip(path))': \(reason)")
    }
    do {
      try StrictJSON.check(data)
      let decoder = JSONDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(Value.self, from: data)
    } catch SwellError.malformedJSON(let problem, let line, let column) {
      throw .invalidJSON(
        "\(file) is not valid JSON: \(problem) at line \(line), column \(column)")
    } catch let error as SwellError {
      throw .malformed("\(file) is malformed: \(error)")
    } catch let error as DecodingError {
      throw .malformed("\(file) is malformed: \(describe(error))")
    } catch {
      throw .malformed("\(file) is malformed: \(error)")
    }
  }

  /// Why a read failed, in the system's words.
  package struct ReadFailure: Error, CustomStringConvertible {
    let reason: String
    package var description: String { reason }
  }

  /// The largest file read (bytes): far more than any style or interaction needs.
  static let maximumSize = 64 << 20

  /// Every byte of `path`, read to its end: a file, or a pipe or FIFO (`/dev/stdin`,
  /// `<(…)`), whose size is not known before.
  static func readAll(_ path: String) -> Result<Data, ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(ReadFailure(reason: String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      return .failure(ReadFailure(reason: "it is a directory"))
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(reason: String(cString: strerror(errno))))
      }
      if count == 0 { return .success(data) }
      data.append(contentsOf: chunk[..<count])
      if data.count > maximumSize {
        return .failure(ReadFailure(reason: "it is larger than \(maximumSize >> 20) MB"))
      }
    }
  }

  /// Writes `value` as pretty-printed JSON with sorted keys to `path`, atomically.
  ///
  /// - Throws: `Problem.unwritable` naming the path and the system's reason; nothing is
  ///   left at `path` then (an existing file is unchanged).
  package static func write<Value: Encodable>(_ value: Value, to path: String) throws(Problem) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(value) + Data("\n".utf8)
      let file = try AtomicFile(path: path) { path, reason in
        Problem.unwritable("Cannot write '\(SwellError.clip(path))': \(reason)")
      }
      data.withUnsafeBytes { _ = file.write($0) }
      try file.commit()
    } catch let problem as Problem {
      throw problem
    } catch {
      throw .unwritable("Cannot write '\(SwellError.clip(path))': \(error)")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func where_(_ path: [any CodingKey]) -> String {
      let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.isEmpty
        ? "at the top level" : "at \(text.hasPrefix(".") ? String(text.dropFirst()) : text)"
    }
    switch error {
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
      return "\(context.debugDescription)\(underlying) \(where_(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' \(where_(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "expected \(type) \(where_(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "missing \(type) value \(where_(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }
}
