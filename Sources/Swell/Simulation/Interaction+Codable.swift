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
