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
struct LottieGroup: Hashable, Sendable {
  /// The name (`"nm"`).
  var name: String
  /// The items (`"it"`), ending with a transform.
  var items: [LottieShape]
}

/// A path contour item (`"sh"`).
struct LottiePathShape: Hashable, Sendable {
  /// The name (`"nm"`).
  var name: String
  /// The contour, static or keyframed (`"ks"`).
  var shape: LottieProperty<LottieBezier>
}

/// A solid fill (`"fl"`).
struct LottieFill: Hashable, Sendable {
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
}

/// A solid stroke (`"st"`).
struct LottieStroke: Hashable, Sendable {
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
}

/// Trim paths (`"tm"`): keeps the part of the preceding paths between `start` and `end`.
struct LottieTrim: Hashable, Sendable {
  /// The name (`"nm"`).
  var name: String
  /// Where the kept part starts, percent of the length (`"s"`, 0…100).
  var start: LottieProperty<Double>
  /// Where the kept part ends, percent of the length (`"e"`, 0…100).
  var end: LottieProperty<Double>
  /// A shift of both ends (`"o"`, degrees: 360 is the whole length).
  var offset = LottieProperty<Double>.fixed(0)
  /// How several contours are trimmed (`"m"`): 1 each on its own, 2 as one path in sequence
  /// (Core Animation's `strokeStart`/`strokeEnd`).
  var mode: Int
}

extension LottieShape {
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

  /// The item: its `"ty"` tag first, then its fields.
  var json: LottieJSON {
    let fields: LottieJSON
    switch self {
    case .group(let group):
      fields = .object(["nm": .string(group.name), "it": .array(group.items.map(\.json))])
    case .path(let path): fields = .object(["nm": .string(path.name), "ks": path.shape.json])
    case .rectangle(let box), .ellipse(let box): fields = box.json
    case .fill(let fill):
      fields = .object([
        "nm": .string(fill.name), "c": Self.color(fill.color, slot: fill.slotID),
        "o": fill.opacity.json, "r": .integer(fill.fillRule),
      ])
    case .stroke(let stroke):
      fields = .object([
        "nm": .string(stroke.name), "c": Self.color(stroke.color, slot: stroke.slotID),
        "o": stroke.opacity.json, "w": stroke.width.json, "lc": .integer(stroke.lineCap),
        "lj": .integer(stroke.lineJoin), "ml": .number(stroke.miterLimit),
      ])
    case .trim(let trim):
      fields = .object([
        "nm": .string(trim.name), "s": trim.start.json, "e": trim.end.json, "o": trim.offset.json,
        "m": .integer(trim.mode),
      ])
    case .transform(let transform): fields = transform.json
    }
    guard case .object(let members) = fields else { return fields }
    return .object([LottieJSON.Member(key: "ty", value: .string(typeTag))] + members)
  }

  /// A colour property with the slot it is bound to: `{"a":0,"k":[…],"sid":"wave_front_fill"}`.
  private static func color(_ color: LottieProperty<LottieVector>, slot: String?) -> LottieJSON {
    guard let slot, case .object(let members) = color.json else { return color.json }
    return .object(members + [LottieJSON.Member(key: "sid", value: .string(slot))])
  }
}
