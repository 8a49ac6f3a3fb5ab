import Swell

/// A strict reading of JSON text (RFC 8259), run before a decoder sees a file a person wrote:
/// what Foundation's decoder lets through — a key given twice (the last silently wins), a
/// trailing comma, a comment — is refused with the line and column, so that
/// `"duration": 1, "duration": -5` cannot run with either.
///
/// It checks the syntax only (the decoder reads the values): UTF-8 text, objects, arrays,
/// strings with their escapes (a lone surrogate is refused), numbers in JSON's grammar (no
/// leading zeros, no `NaN`), the three literals, nothing after the value, at most
/// `maximumDepth` levels.
package enum StrictJSON {
  /// The deepest nesting accepted: far beyond any file of ours, and no stack overflow.
  package static let maximumDepth = 256

  /// Throws `SwellError.malformedJSON` with the line and column when `bytes` are not strict
  /// JSON.
  package static func check(_ bytes: some Collection<UInt8>) throws {
    var reader = Reader(bytes: Array(bytes))
    do {
      try reader.checkUTF8()
      reader.skipSpace()
      try reader.value(depth: 0)
      reader.skipSpace()
      guard reader.index == reader.bytes.count else { throw reader.failure("text after the value") }
    } catch let failure as Failure {
      throw SwellError.malformedJSON(
        problem: failure.problem, line: failure.line, column: failure.column)
    }
  }

  private struct Failure: Error {
    var problem: String
    var line: Int
    var column: Int
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    func failure(_ problem: String) -> Failure {
      var line = 1
      var column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
          column += 1
        }
      }
      return Failure(problem: problem, line: line, column: column)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Throws at the first byte that is not part of well-formed UTF-8.
    mutating func checkUTF8() throws {
      var decoder = UTF8()
      var iterator = bytes.makeIterator()
      var offset = 0
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
          offset += UTF8.width(scalar)
        case .emptyInput:
          return
        case .error:
          index = offset
          throw failure("bytes that are not UTF-8")
        }
      }
    }

    mutating func skipSpace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      }
    }

    mutating func expect(_ literal: String) throws {
      for byte in literal.utf8 {
        guard current == byte else { throw failure("not a JSON value") }
        index += 1
      }
    }

    mutating func value(depth: Int) throws {
      guard depth < StrictJSON.maximumDepth else { throw failure("nested too deeply") }
      guard let byte = current else { throw failure("the text ends where a value should be") }
      switch byte {
      case UInt8(ascii: "{"): try object(depth: depth)
      case UInt8(ascii: "["): try array(depth: depth)
      case UInt8(ascii: "\""): _ = try string()
      case UInt8(ascii: "t"): try expect("true")
      case UInt8(ascii: "f"): try expect("false")
      case UInt8(ascii: "n"): try expect("null")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      default: throw failure("not a JSON value")
      }
    }

    mutating func object(depth: Int) throws {
      index += 1
      var keys: Set<[UInt8]> = []
      skipSpace()
      if current == UInt8(ascii: "}") {
        index += 1
        return
      }
      while true {
        skipSpace()
        guard current == UInt8(ascii: "\"") else {
          throw failure(
            current == UInt8(ascii: "}") ? "a trailing comma" : "a key must be a string")
        }
        let keyStart = index
        let key = try string()
        guard keys.insert(key).inserted else {
          index = keyStart
          throw failure(
            "the key \(SwellError.quote(String(decoding: key, as: UTF8.self))) is repeated")
        }
        skipSpace()
        guard current == UInt8(ascii: ":") else { throw failure("a colon must follow a key") }
        index += 1
        skipSpace()
        try value(depth: depth + 1)
        skipSpace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "}"):
          index += 1
          return
        default: throw failure("a comma or } must follow a member")
        }
      }
    }

    mutating func array(depth: Int) throws {
      index += 1
      skipSpace()
      if current == UInt8(ascii: "]") {
        index += 1
        return
      }
      while true {
        skipSpace()
        if current == UInt8(ascii: "]") { throw failure("a trailing comma") }
        try value(depth: depth + 1)
        skipSpace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"):
          index += 1
          return
        default: throw failure("a comma or ] must follow an element")
        }
      }
    }

    /// Reads a string; returns its bytes after the escapes are undone (for duplicate keys).
    mutating func string() throws -> [UInt8] {
      index += 1
      var text: [UInt8] = []
      while let byte = current {
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return text
        case UInt8(ascii: "\\"):
          guard let escaped = current else { break }
          index += 1
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
              guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
              else { throw failure("a lone surrogate in a string") }
              index += 2
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else {
                throw failure("a lone surrogate in a string")
              }
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
              throw failure("a lone surrogate in a string")
            }
            text += Array(String(Character(Unicode.Scalar(scalar) ?? "?")).utf8)
          default:
            index -= 1
            throw failure("an unknown escape in a string")
          }
        case 0x00..<0x20:
          index -= 1
          throw failure("a control character in a string")
        default:
          text.append(byte)
        }
      }
      throw failure("a string is not closed")
    }

    mutating func hex4() throws -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current else { throw failure("a \\u escape needs four hex digits") }
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw failure("a \\u escape needs four hex digits")
        }
        value = value << 4 | UInt32(digit)
        index += 1
      }
      return value
    }

    mutating func number() throws {
      func digits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          index += 1
        }
        return index - start
      }
      let start = index
      if current == UInt8(ascii: "-") { index += 1 }
      if current == UInt8(ascii: "0") {
        index += 1
        if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          throw failure("a number with a leading zero")
        }
      } else if digits() == 0 {
        throw failure("not a number")
      }
      if current == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw failure("a number needs digits after its point") }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard Double(text)?.isFinite == true else {
        index = start
        throw failure("a number too large for a Double")
      }
    }
  }
}
