/// One item of a shape layer's `"shapes"` or a group's `"it"` list, tagged by `"ty"`.
///
/// Order matters: styles (fill, stroke) paint the paths listed before them in the same group,
/// a trim shortens the paths listed before it, the first listed style is drawn on top, and a
/// group's transform comes last.
enum LottieShape: Hashable, Sendable {
  /// `"gr"`: a group of items with its own transform.
  case group(LottieGroup)
  /// `"sh"`: one path contour.
  case path(LottiePathShape)
  /// `"rc"`: a rectangle.
  case rectangle(LottieBoxShape)
  /// `"el"`: an ellipse.
  case ellipse(LottieBoxShape)
  /// `"fl"`: a solid fill.
  case fill(LottieFill)
  /// `"st"`: a solid stroke.
  case stroke(LottieStroke)
  /// `"tm"`: trim paths.
  case trim(LottieTrim)
  /// `"tr"`: the enclosing group's transform (last in the group).
  case transform(LottieTransform)
}

/// A group (`"gr"`): items drawn together, then transformed by its `"tr"` item.
struct LottieGroup: Hashable, Sendable, Encodable {
  /// The name (`"nm"`).
  var name: String
  /// The items (`"it"`), ending with a transform.
  var items: [LottieShape]

  /// Creates a group.
  init(name: String, items: [LottieShape]) {
    self.name = name
    self.items = items
  }

  private enum CodingKeys: String, CodingKey {
    case name = "nm"
    case items = "it"
  }
}

/// A path contour item (`"sh"`).
struct LottiePathShape: Hashable, Sendable, Encodable {
  /// The name (`"nm"`).
  var name: String
  /// The contour, static or keyframed (`"ks"`).
  var shape: LottieProperty<LottieBezier>

  /// Creates a path item.
  init(name: String, shape: LottieProperty<LottieBezier>) {
    self.name = name
    self.shape = shape
  }

  private enum CodingKeys: String, CodingKey {
    case name = "nm"
    case shape = "ks"
  }
}

/// A solid fill (`"fl"`).
struct LottieFill: Hashable, Sendable, Encodable {
  /// The name (`"nm"`).
  var name: String
  /// The colour `[r, g, b, 1]`, straight, 0…1 (`"c"`); its alpha is in `opacity`.
  var color: LottieProperty<LottieVector>
  /// The slot the colour is bound to (its `"sid"`), which a player's slot or theme API can
  /// replace; nil for none.
  var slotID: String?
  /// The opacity, 0…100 (`"o"`).
  var opacity: LottieProperty<Double>
  /// The fill rule (`"r"`): 1 non-zero winding, 2 even-odd.
  var fillRule: Int

  /// Creates a fill.
  init(
    name: String, color: LottieProperty<LottieVector>, opacity: LottieProperty<Double>,
    fillRule: Int
  ) {
    self.name = name
    self.color = color
    self.opacity = opacity
    self.fillRule = fillRule
  }

  private enum CodingKeys: String, CodingKey {
    case name = "nm"
    case color = "c"
    case opacity = "o"
    case fillRule = "r"
  }

  /// Writes the fill, its colour with its slot.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(LottieSlottedColor(color, slotID: slotID), forKey: .color)
    try container.encode(opacity, forKey: .opacity)
    try container.encode(fillRule, forKey: .fillRule)
  }
}

/// A solid stroke (`"st"`).
struct LottieStroke: Hashable, Sendable, Encodable {
  /// The name (`"nm"`).
  var name: String
  /// The colour `[r, g, b, 1]`, straight, 0…1 (`"c"`); its alpha is in `opacity`.
  var color: LottieProperty<LottieVector>
  /// The slot the colour is bound to (its `"sid"`), which a player's slot or theme API can
  /// replace; nil for none.
  var slotID: String?
  /// The opacity, 0…100 (`"o"`).
  var opacity: LottieProperty<Double>
  /// The line width (`"w"`, pt).
  var width: LottieProperty<Double>
  /// The line cap (`"lc"`): 1 butt, 2 round, 3 square.
  var lineCap: Int
  /// The line join (`"lj"`): 1 miter, 2 round, 3 bevel.
  var lineJoin: Int
  /// The miter limit (`"ml"`), as a multiple of the line width.
  var miterLimit: Double

  /// Creates a stroke.
  init(
    name: String, color: LottieProperty<LottieVector>, opacity: LottieProperty<Double>,
    width: LottieProperty<Double>, lineCap: Int, lineJoin: Int, miterLimit: Double
  ) {
    self.name = name
    self.color = color
    self.opacity = opacity
    self.width = width
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
  }

  private enum CodingKeys: String, CodingKey {
    case name = "nm"
    case color = "c"
    case opacity = "o"
    case width = "w"
    case lineCap = "lc"
    case lineJoin = "lj"
    case miterLimit = "ml"
  }

  /// Writes the stroke, its colour with its slot.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(LottieSlottedColor(color, slotID: slotID), forKey: .color)
    try container.encode(opacity, forKey: .opacity)
    try container.encode(width, forKey: .width)
    try container.encode(lineCap, forKey: .lineCap)
    try container.encode(lineJoin, forKey: .lineJoin)
    try container.encode(miterLimit, forKey: .miterLimit)
  }
}

/// A colour property with the slot it is bound to: `{"a":0,"k":[…],"sid":"wave_front_fill"}`.
struct LottieSlottedColor: Encodable {
  /// The colour.
  var color: LottieProperty<LottieVector>
  /// Its slot, or nil.
  var slotID: String?

  init(_ color: LottieProperty<LottieVector>, slotID: String?) {
    self.color = color
    self.slotID = slotID
  }

  private enum CodingKeys: String, CodingKey { case sid }

  func encode(to encoder: any Encoder) throws {
    try color.encode(to: encoder)
    guard let slotID else { return }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(slotID, forKey: .sid)
  }
}

/// Trim paths (`"tm"`): keeps the part of the preceding paths between `start` and `end`.
struct LottieTrim: Hashable, Sendable, Encodable {
  /// The name (`"nm"`).
  var name: String
  /// Where the kept part starts, percent of the length (`"s"`, 0…100).
  var start: LottieProperty<Double>
  /// Where the kept part ends, percent of the length (`"e"`, 0…100).
  var end: LottieProperty<Double>
  /// A shift of both ends (`"o"`, degrees: 360 is the whole length).
  var offset: LottieProperty<Double>
  /// How several contours are trimmed (`"m"`): 1 each on its own, 2 as one path in sequence
  /// (Core Animation's `strokeStart`/`strokeEnd`).
  var mode: Int

  /// Creates a trim.
  init(
    name: String, start: LottieProperty<Double>, end: LottieProperty<Double>,
    offset: LottieProperty<Double> = .fixed(0), mode: Int
  ) {
    self.name = name
    self.start = start
    self.end = end
    self.offset = offset
    self.mode = mode
  }

  private enum CodingKeys: String, CodingKey {
    case name = "nm"
    case start = "s"
    case end = "e"
    case offset = "o"
    case mode = "m"
  }
}

extension LottieShape: Encodable {
  private enum TypeKey: String, CodingKey {
    case type = "ty"
  }

  /// The `"ty"` tag of the item.
  var typeTag: String {
    switch self {
    case .group: return "gr"
    case .path: return "sh"
    case .rectangle: return "rc"
    case .ellipse: return "el"
    case .fill: return "fl"
    case .stroke: return "st"
    case .trim: return "tm"
    case .transform: return "tr"
    }
  }

  /// Writes the item's fields and its `"ty"` tag.
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: TypeKey.self)
    try container.encode(typeTag, forKey: .type)
    switch self {
    case .group(let item): try item.encode(to: encoder)
    case .path(let item): try item.encode(to: encoder)
    case .rectangle(let item): try item.encode(to: encoder)
    case .ellipse(let item): try item.encode(to: encoder)
    case .fill(let item): try item.encode(to: encoder)
    case .stroke(let item): try item.encode(to: encoder)
    case .trim(let item): try item.encode(to: encoder)
    case .transform(let item): try item.encode(to: encoder)
    }
  }
}
