/// Reads a step's fields, turning every failure into an error that names the field.
struct StepFields {
  let container: KeyedDecodingContainer<AnyCodingKey>
  let path: String

  static let presets: [(String, TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  /// `steps[2]` for the coding path steps → 2.
  static func describe(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "step" : text
  }

  func string(_ key: String) throws -> String {
    let codingKey = AnyCodingKey(key)
    guard container.contains(codingKey) else {
      throw SwellError.invalidParameter(
        name: "\(path).\(key)", value: "missing",
        accepted: "one of " + Interaction.Step.names.joined(separator: ", "))
    }
    do {
      return try container.decode(String.self, forKey: codingKey)
    } catch {
      throw SwellError.invalidParameter(
        name: "\(path).\(key)", value: "not a string",
        accepted: "one of " + Interaction.Step.names.joined(separator: ", "))
    }
  }

  func number(_ key: String) throws -> Double {
    guard let value = try optionalNumber(key) else {
      throw SwellError.invalidParameter(
        name: "\(path).\(key)", value: "missing", accepted: "a number")
    }
    return value
  }

  func optionalNumber(_ key: String) throws -> Double? {
    let codingKey = AnyCodingKey(key)
    guard container.contains(codingKey) else { return nil }
    do {
      return try container.decode(Double.self, forKey: codingKey)
    } catch {
      throw SwellError.invalidParameter(
        name: "\(path).\(key)", value: "not a number", accepted: "a number")
    }
  }

  /// A string field that must be one of `choices`, nil when absent.
  func optionalChoice(_ key: String, among choices: [String]) throws -> String? {
    let codingKey = AnyCodingKey(key)
    guard container.contains(codingKey) else { return nil }
    let accepted = choices.map { "\"\($0)\"" }.joined(separator: " or ")
    guard let text = try? container.decode(String.self, forKey: codingKey) else {
      throw SwellError.invalidParameter(
        name: "\(path).\(key)", value: "not a string", accepted: accepted)
    }
    guard choices.contains(text) else {
      throw SwellError.invalidParameter(
        name: "\(path).\(key)", value: SwellError.quote(text), accepted: accepted)
    }
    return text
  }

  func optionalBool(_ key: String) throws -> Bool? {
    let codingKey = AnyCodingKey(key)
    guard container.contains(codingKey) else { return nil }
    do {
      return try container.decode(Bool.self, forKey: codingKey)
    } catch {
      throw SwellError.invalidParameter(
        name: "\(path).\(key)", value: "not a boolean", accepted: "true or false")
    }
  }

  /// A refresh step's `outcome` (`success` by default, `failure` with an optional `message`,
  /// `noMoreData`).
  func outcome() throws -> RefreshOutcome {
    let accepted = "success, failure or noMoreData"
    let key = AnyCodingKey("outcome")
    var name = "success"
    if container.contains(key) {
      guard let text = try? container.decode(String.self, forKey: key) else {
        throw SwellError.invalidParameter(
          name: "\(path).outcome", value: "not a string", accepted: accepted)
      }
      name = text
    }
    let messageKey = AnyCodingKey("message")
    var message: String?
    if container.contains(messageKey) {
      guard let text = try? container.decode(String.self, forKey: messageKey) else {
        throw SwellError.invalidParameter(
          name: "\(path).message", value: "not a string", accepted: "a string")
      }
      message = text
    }
    switch name {
    case "success" where message == nil: return .success
    case "noMoreData" where message == nil: return .noMoreData
    case "failure": return .failure(message: message ?? "no connection")
    case "success", "noMoreData":
      throw SwellError.invalidParameter(
        name: "\(path).message", value: "given with \(name)",
        accepted: "a message only with failure")
    default:
      throw SwellError.invalidParameter(
        name: "\(path).outcome", value: SwellError.quote(name), accepted: accepted)
    }
  }

  func curve(default fallback: TimingCurve) throws -> TimingCurve {
    let key = AnyCodingKey("curve")
    guard container.contains(key) else { return fallback }
    let accepted =
      StepFields.presets.map(\.0).joined(separator: ", ") + ", or [x1, y1, x2, y2]"
    if let name = try? container.decode(String.self, forKey: key) {
      guard let preset = StepFields.presets.first(where: { $0.0 == name }) else {
        throw SwellError.invalidParameter(
          name: "\(path).curve", value: SwellError.quote(name), accepted: accepted)
      }
      return preset.1
    }
    if let numbers = try? container.decode([Double].self, forKey: key) {
      guard numbers.count == 4 else {
        throw SwellError.invalidParameter(
          name: "\(path).curve", value: "\(numbers.count) numbers", accepted: accepted)
      }
      do {
        return try TimingCurve(numbers[0], numbers[1], numbers[2], numbers[3])
      } catch {
        throw SwellError.invalidParameter(
          name: "\(path).curve", value: "\(numbers)",
          accepted: "control points with x in 0…1 and finite y (\(error))")
      }
    }
    if let curve = try? container.decode(TimingCurve.self, forKey: key) { return curve }
    throw SwellError.invalidParameter(
      name: "\(path).curve", value: "unreadable", accepted: accepted)
  }
}
