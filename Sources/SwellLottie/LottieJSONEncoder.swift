/// Encodes `Encodable` values to compact JSON with every object's keys in the order its
/// `encode(to:)` wrote them.
///
/// Foundation's `JSONEncoder` on Linux orders keys by hash (a different order each run) or
/// alphabetically; rlottie reads a shape item's fields by its `"ty"` tag and ignores an item
/// whose tag does not come first, so Lottie documents need the written order. Numbers are
/// written in their shortest round-trip form, integers without a fraction, −0 as 0.
struct LottieJSONEncoder {
  /// Why a value could not be written.
  enum Failure: Error, Equatable {
    /// JSON has no spelling for NaN or infinity; the payload is the coding path.
    case nonFiniteNumber(String)
  }

  func encode<T: Encodable>(_ value: T) throws -> String {
    let root = Node()
    try value.encode(to: NodeEncoder(node: root, codingPath: []))
    var text = ""
    text.reserveCapacity(1 << 16)
    root.write(to: &text)
    return text
  }
}

/// A JSON value under construction; a class because containers fill it after handing it out.
private final class Node {
  enum Value {
    case null
    case literal(String)  // numbers, booleans, escaped strings: written as is
    case array([Node])
    case object([(String, Node)])
  }

  var value: Value = .null

  func appendToArray(_ child: Node) {
    if case .array(var items) = value {
      items.append(child)
      value = .array(items)
    } else {
      value = .array([child])
    }
  }

  func setInObject(_ key: String, _ child: Node) {
    var pairs: [(String, Node)] = []
    if case .object(let existing) = value { pairs = existing }
    if let index = pairs.firstIndex(where: { $0.0 == key }) {
      pairs[index].1 = child
    } else {
      pairs.append((key, child))
    }
    value = .object(pairs)
  }

  func write(to text: inout String) {
    switch value {
    case .null: text += "null"
    case .literal(let literal): text += literal
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        item.write(to: &text)
      }
      text += "]"
    case .object(let pairs):
      text += "{"
      for (index, pair) in pairs.enumerated() {
        if index > 0 { text += "," }
        text += Node.quoted(pair.0)
        text += ":"
        pair.1.write(to: &text)
      }
      text += "}"
    }
  }

  static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static func number(_ value: Double, path: [CodingKey]) throws -> String {
    guard value.isFinite else {
      throw LottieJSONEncoder.Failure.nonFiniteNumber(
        path.map(\.stringValue).joined(separator: "."))
    }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}

private struct NodeEncoder: Encoder {
  let node: Node
  let codingPath: [CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.value {} else { node.value = .object([]) }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> UnkeyedEncodingContainer {
    if case .array = node.value {} else { node.value = .array([]) }
    return UnkeyedNodeContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> SingleValueEncodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

/// Writes one value into a node: the shared core of the three container kinds. Every scalar is
/// handled here, because the containers' generic `encode` also witnesses the scalar
/// requirements (a scalar's own `encode(to:)` would call back into it forever).
private func encodeValue<T: Encodable>(_ value: T, into node: Node, path: [CodingKey]) throws {
  switch value {
  case let number as Double: node.value = .literal(try Node.number(number, path: path))
  case let number as Float: node.value = .literal(try Node.number(Double(number), path: path))
  case let integer as any BinaryInteger: node.value = .literal("\(integer)")
  case let string as String: node.value = .literal(Node.quoted(string))
  case let flag as Bool: node.value = .literal(flag ? "true" : "false")
  default: try value.encode(to: NodeEncoder(node: node, codingPath: path))
  }
}

private struct IndexKey: CodingKey {
  var stringValue: String { String(intValue ?? 0) }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: Node
  let codingPath: [CodingKey]

  private func child(_ key: Key) -> Node {
    let child = Node()
    node.setInObject(key.stringValue, child)
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { child(key).value = .null }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encodeValue(value, into: child(key), path: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
    NodeEncoder(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> Encoder {
    let child = Node()
    node.setInObject("super", child)
    return NodeEncoder(node: child, codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> Encoder {
    NodeEncoder(node: child(key), codingPath: codingPath + [key])
  }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: Node
  let codingPath: [CodingKey]
  var count: Int {
    if case .array(let items) = node.value { return items.count }
    return 0
  }

  private func append() -> (Node, [CodingKey]) {
    let path = codingPath + [IndexKey(count)]
    let child = Node()
    node.appendToArray(child)
    return (child, path)
  }

  mutating func encodeNil() throws { append().0.value = .null }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let (child, path) = append()
    try encodeValue(value, into: child, path: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let (child, path) = append()
    return NodeEncoder(node: child, codingPath: path).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
    let (child, path) = append()
    return NodeEncoder(node: child, codingPath: path).unkeyedContainer()
  }

  mutating func superEncoder() -> Encoder {
    let (child, path) = append()
    return NodeEncoder(node: child, codingPath: path)
  }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
  let node: Node
  let codingPath: [CodingKey]

  mutating func encodeNil() throws { node.value = .null }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encodeValue(value, into: node, path: codingPath)
  }
}
