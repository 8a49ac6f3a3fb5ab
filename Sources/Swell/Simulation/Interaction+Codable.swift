// JSON form of an interaction. Decoding errors are `SwellError.invalidParameter` naming the
// step and field (`steps[2].duration`), the value found and what is accepted, so that the
// command line can print them as they are.

extension Interaction: Codable {
  private enum CodingKeys: String, CodingKey { case steps }

  /// Decodes `{"steps": [...]}` or a bare array of steps.
  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: CodingKeys.self) {
      guard object.contains(.steps) else {
        throw SwellError.invalidParameter(
          name: "steps", value: "missing", accepted: "an array of steps")
      }
      let steps: [Step]
      do {
        steps = try object.decode([Step].self, forKey: .steps)
      } catch let error as DecodingError {
        throw SwellError.invalidParameter(
          name: "steps", value: Self.describe(error), accepted: "an array of steps")
      }
      try self.init(steps: steps)
    } else {
      do {
        try self.init(steps: try decoder.singleValueContainer().decode([Step].self))
      } catch let error as DecodingError {
        throw SwellError.invalidParameter(
          name: "interaction", value: Self.describe(error),
          accepted: "{\"steps\": [...]} or an array of steps")
      }
    }
  }

  /// Encodes `{"steps": [...]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(steps, forKey: .steps)
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch: return "not an array"
    case .valueNotFound: return "null"
    case .keyNotFound(let key, _): return "missing \(key.stringValue)"
    case .dataCorrupted(let context): return context.debugDescription
    @unknown default: return "unreadable"
    }
  }
}

extension Interaction.Step: Codable {
  /// The fields each step accepts besides `"step"`.
  static let fields: [String: [String]] = [
    "grab": ["x", "y"],
    "pull": ["to", "toTrigger", "duration", "curve"],
    "pullUp": ["to", "toTrigger", "duration", "curve"],
    "scroll": ["by", "to", "duration", "curve", "velocity"],
    "moveSideways": ["by", "duration", "curve"],
    "hold": ["duration"],
    "release": ["velocity"],
    "refresh": ["duration", "outcome", "message", "adds"],
    "begin": ["animated"],
    "end": [],
    "userInset": ["top", "bottom"],
  ]

  /// Decodes one step, e.g. `{"step": "hold", "duration": 0.5}`.
  public init(from decoder: any Decoder) throws {
    let path = StepFields.describe(decoder.codingPath)
    guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else {
      throw SwellError.invalidParameter(
        name: path, value: "not an object",
        accepted: "an object such as {\"step\": \"hold\", \"duration\": 0.5}")
    }
    let fields = StepFields(container: container, path: path)
    let name = try fields.string("step")
    guard let accepted = Self.fields[name] else {
      throw SwellError.invalidParameter(
        name: "\(path).step", value: SwellError.quote(name),
        accepted: "one of " + Self.names.joined(separator: ", "))
    }
    for key in container.allKeys where key.stringValue != "step" {
      guard accepted.contains(key.stringValue) else {
        throw SwellError.invalidParameter(
          name: "\(path).\(key.stringValue)", value: "an unknown field of \(name)",
          accepted: accepted.isEmpty
            ? "no fields" : "the fields " + accepted.joined(separator: ", "))
      }
    }
    switch name {
    case "grab":
      let x = try fields.optionalNumber("x")
      let y = try fields.optionalNumber("y")
      switch (x, y) {
      case (let x?, let y?): self = .grab(at: SwellPoint(x: x, y: y))
      case (nil, nil): self = .grab(at: nil)
      default:
        throw SwellError.invalidParameter(
          name: "\(path).\(x == nil ? "x" : "y")", value: "missing",
          accepted: "both x and y, or neither")
      }
    case "pull", "pullUp":
      let points = try fields.optionalNumber("to")
      let multiple = try fields.optionalNumber("toTrigger")
      let distance: Interaction.PullDistance
      switch (points, multiple) {
      case (let points?, nil): distance = .points(points)
      case (nil, let multiple?): distance = .triggerMultiple(multiple)
      default:
        throw SwellError.invalidParameter(
          name: "\(path).to", value: points == nil ? "missing" : "given with toTrigger",
          accepted: "exactly one of to (pt) and toTrigger (a multiple of the trigger distance)")
      }
      let (duration, curve) = (try fields.number("duration"), try fields.curve(default: .easeOut))
      self =
        name == "pull"
        ? .pull(to: distance, duration: duration, curve: curve)
        : .pullUp(to: distance, duration: duration, curve: curve)
    case "scroll":
      let by = try fields.optionalNumber("by")
      let to = try fields.optionalChoice("to", among: ["end", "top"])
      let target: Interaction.ScrollTarget
      switch (by, to) {
      case (let points?, nil): target = .by(points)
      case (nil, "end"?): target = .end
      case (nil, "top"?): target = .top
      default:
        throw SwellError.invalidParameter(
          name: "\(path).by", value: by == nil ? "missing" : "given with to",
          accepted: "exactly one of by (pt toward the end) and to (\"end\" or \"top\")")
      }
      self = .scroll(
        to: target, duration: try fields.optionalNumber("duration") ?? 0.5,
        curve: try fields.curve(default: .easeInEaseOut),
        velocity: try fields.optionalNumber("velocity") ?? 0)
    case "moveSideways":
      self = .moveSideways(
        by: try fields.number("by"), duration: try fields.number("duration"),
        curve: try fields.curve(default: .easeInEaseOut))
    case "hold":
      self = .hold(duration: try fields.number("duration"))
    case "release":
      self = .release(velocity: try fields.optionalNumber("velocity") ?? 0)
    case "refresh":
      self = .refresh(
        duration: try fields.number("duration"), outcome: try fields.outcome(),
        adds: try fields.optionalNumber("adds") ?? 0)
    case "begin":
      self = .beginRefreshing(animated: try fields.optionalBool("animated") ?? true)
    case "end":
      self = .endRefreshing
    default:
      self = .setUserInset(
        top: try fields.number("top"), bottom: try fields.optionalNumber("bottom") ?? 0)
    }
    try validate(path: path)
  }

  /// Encodes the step in the form `init(from:)` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(name, forKey: AnyCodingKey("step"))
    func put(_ value: Double, _ key: String) throws {
      try container.encode(value, forKey: AnyCodingKey(key))
    }
    func put(_ curve: TimingCurve) throws {
      if let preset = StepFields.presets.first(where: { $0.1 == curve }) {
        try container.encode(preset.0, forKey: AnyCodingKey("curve"))
      } else {
        try container.encode(curve, forKey: AnyCodingKey("curve"))
      }
    }
    switch self {
    case .grab(let location):
      if let location {
        try put(location.x, "x")
        try put(location.y, "y")
      }
    case .pull(let distance, let duration, let curve),
      .pullUp(let distance, let duration, let curve):
      switch distance {
      case .points(let points): try put(points, "to")
      case .triggerMultiple(let multiple): try put(multiple, "toTrigger")
      }
      try put(duration, "duration")
      try put(curve)
    case .scroll(let target, let duration, let curve, let velocity):
      switch target {
      case .by(let points): try put(points, "by")
      case .end: try container.encode("end", forKey: AnyCodingKey("to"))
      case .top: try container.encode("top", forKey: AnyCodingKey("to"))
      }
      try put(duration, "duration")
      try put(curve)
      try put(velocity, "velocity")
    case .moveSideways(let dx, let duration, let curve):
      try put(dx, "by")
      try put(duration, "duration")
      try put(curve)
    case .hold(let duration):
      try put(duration, "duration")
    case .refresh(let duration, let outcome, let adds):
      try put(duration, "duration")
      if adds != 0 { try put(adds, "adds") }
      if outcome != .success {
        try container.encode(outcome.name, forKey: AnyCodingKey("outcome"))
      }
      if case .failure(let message) = outcome {
        try container.encode(message, forKey: AnyCodingKey("message"))
      }
    case .release(let velocity):
      try put(velocity, "velocity")
    case .beginRefreshing(let animated):
      try container.encode(animated, forKey: AnyCodingKey("animated"))
    case .endRefreshing:
      break
    case .setUserInset(let top, let bottom):
      try put(top, "top")
      try put(bottom, "bottom")
    }
  }
}

/// A coding key made from any string or index.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

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
    case "failure": return .failure(message: message ?? "the refresh failed")
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
