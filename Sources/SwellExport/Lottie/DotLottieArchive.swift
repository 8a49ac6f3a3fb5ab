import CZlib

/// A dotLottie file (`.lottie`): a zip holding `manifest.json` and the document as
/// `animations/<id>.json` — the layout (version "1") that current lottie-ios and the dotLottie
/// players (dotlottie-rs, dotlottie-web) both open.
///
/// Entries are Deflate-compressed (zip's method 8), as the format says: a document of
/// repetitive JSON shrinks 5–10×.
struct DotLottieArchive {
  /// The animation's id: its file name in the archive, `[A-Za-z0-9_-]` only.
  let id: String
  /// The Lottie document (JSON text).
  let json: String

  /// Makes an id from any name: characters outside `[A-Za-z0-9_-]` become `-`, and only the
  /// first 64 are kept.
  init(name: String, json: String) {
    let allowed = name.unicodeScalars.map { scalar -> Character in
      let ok =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
      return ok ? Character(scalar) : "-"
    }
    // Cut short: a zip stores a name's length in 16 bits, and readers want short ids.
    id = allowed.isEmpty ? "animation" : String(allowed.prefix(64))
    self.json = json
  }

  /// The manifest: a string version (readers reject a number), one animation that plays
  /// once forwards (`loop` a boolean, no `mode`: lottie-ios refuses values it does not know).
  var manifest: String {
    #"{"version":"1","generator":"Swell","author":"Swell","animations":[{"id":"\#(id)","speed":1,"loop":false,"direction":1}]}"#
  }

  /// The archive's bytes.
  var bytes: [UInt8] {
    var writer = ZipWriter()
    writer.add("manifest.json", Array(manifest.utf8))
    writer.add("animations/\(id).json", Array(json.utf8))
    return writer.finish()
  }
}

/// The smallest zip writer that readers accept: deflated entries (stored when Deflate would not
/// make one smaller), a central directory, no extras, a fixed timestamp (1980-01-01) so that
/// the same document gives the same bytes.
struct ZipWriter {
  private var output: [UInt8] = []
  private var central: [UInt8] = []
  private var count = 0

  /// Appends a file named `name` holding `data`.
  mutating func add(_ name: String, _ data: [UInt8]) {
    let nameBytes = Array(name.utf8)
    let crc = CRC32.checksum(data)
    let offset = UInt32(output.count)
    let deflated = Self.deflate(data)
    let method: UInt16 = deflated == nil ? 0 : 8
    let stored = deflated ?? data
    // Local file header.
    output.append(le32: 0x0403_4B50)
    output.append(le16: 20)  // version needed: 2.0
    output.append(le16: 0)  // flags
    output.append(le16: method)  // 8: deflated, 0: stored
    output.append(le16: 0)  // time
    output.append(le16: 0x21)  // date: 1980-01-01
    output.append(le32: crc)
    output.append(le32: UInt32(stored.count))
    output.append(le32: UInt32(data.count))
    output.append(le16: UInt16(nameBytes.count))
    output.append(le16: 0)  // extra length
    output += nameBytes
    output += stored
    // Its central directory record.
    central.append(le32: 0x0201_4B50)
    central.append(le16: 20)  // made by: 2.0
    central.append(le16: 20)
    central.append(le16: 0)
    central.append(le16: method)
    central.append(le16: 0)
    central.append(le16: 0x21)
    central.append(le32: crc)
    central.append(le32: UInt32(stored.count))
    central.append(le32: UInt32(data.count))
    central.append(le16: UInt16(nameBytes.count))
    central.append(le16: 0)  // extra
    central.append(le16: 0)  // comment
    central.append(le16: 0)  // disk
    central.append(le16: 0)  // internal attributes
    central.append(le32: 0)  // external attributes
    central.append(le32: offset)
    central += nameBytes
    count += 1
  }

  /// `data` as a raw Deflate stream, or nil when that is no smaller.
  static func deflate(_ data: [UInt8]) -> [UInt8]? {
    guard !data.isEmpty else { return nil }
    var output = [UInt8](repeating: 0, count: data.count)
    let length = data.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { buffer in
        swell_deflate_raw(
          input.baseAddress, UInt(input.count), buffer.baseAddress, UInt(buffer.count))
      }
    }
    guard length > 0, length < data.count else { return nil }
    return Array(output.prefix(length))
  }

  /// The archive: the entries, the central directory and its end record.
  mutating func finish() -> [UInt8] {
    let start = UInt32(output.count)
    var bytes = output + central
    bytes.append(le32: 0x0605_4B50)
    bytes.append(le16: 0)
    bytes.append(le16: 0)
    bytes.append(le16: UInt16(count))
    bytes.append(le16: UInt16(count))
    bytes.append(le32: UInt32(central.count))
    bytes.append(le32: start)
    bytes.append(le16: 0)  // comment length
    return bytes
  }
}

/// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as zip stores it.
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `data`.
  static func checksum(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}

extension Array where Element == UInt8 {
  fileprivate mutating func append(le16 value: UInt16) {
    append(UInt8(value & 0xFF))
    append(UInt8(value >> 8))
  }

  fileprivate mutating func append(le32 value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) { append(UInt8((value >> UInt32(shift)) & 0xFF)) }
  }
}
