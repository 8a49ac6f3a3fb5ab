// Colour slots: every fill and stroke colour of an app document bound to a slot, so that an
// app (or a dotLottie theme) can recolour the document by slot id, with the colour's keyframes
// — a failure's tint — kept in the slot's value.

extension LottieAnimation {
  /// Binds every fill and stroke colour to a slot named from its scene layer (its Lottie
  /// layer, or the top-level group that keeps its name in a merged layer) and role
  /// (`wave_front_fill`, `bounce_spinner_stroke`) and lists the slots with the colours as they
  /// are. Layers numbered alike (bend's `ball0` … `ball3`) share one slot (`bend_ball_fill`)
  /// when they have the same colour, so a theme sets it once and the document carries it once;
  /// numbered layers of different colours (quiet's spoke shades) keep a slot each.
  mutating func bindColorsToSlots() {
    struct Use {
      var layer: Int
      var path: [Int]
      var name: String
      var color: LottieProperty<LottieVector>
    }
    var uses: [Use] = []
    func collect(_ shapes: [LottieShape], layer: Int, path: [Int], name: String) {
      for (index, shape) in shapes.enumerated() {
        switch shape {
        case .group(let group):
          // A layer that draws several scene layers (a spinner's spokes) keeps each in a
          // top-level group of that layer's name: the slot is named for it.
          let named = path.isEmpty && !group.name.isEmpty ? Self.slotName(group.name) : name
          collect(group.items, layer: layer, path: path + [index], name: named)
        case .fill(let fill):
          uses.append(
            Use(layer: layer, path: path + [index], name: name + "_fill", color: fill.color))
        case .stroke(let stroke):
          uses.append(
            Use(layer: layer, path: path + [index], name: name + "_stroke", color: stroke.color))
        case .path, .rectangle, .ellipse, .trim, .transform:
          break
        }
      }
    }
    for (index, layer) in layers.enumerated() {
      collect(layer.shapes, layer: index, path: [], name: Self.slotName(layer.name))
    }
    // A family (the name without its layer's number) shares a slot when all its colours agree.
    let families = Dictionary(grouping: uses.indices) { Self.family(of: uses[$0].name) }
    var ids = [String](repeating: "", count: uses.count)
    var slots: [LottieSlot] = []
    var taken: Set<String> = []
    for index in uses.indices {
      let family = Self.family(of: uses[index].name)
      let members = families[family] ?? [index]
      let shared = members.allSatisfy { uses[$0].color == uses[index].color }
      var id = shared ? family : uses[index].name
      if shared, let first = members.first, first != index {
        ids[index] = ids[first]
        continue
      }
      let base = id
      var count = 1
      while taken.contains(id) {
        count += 1
        id = "\(base)_\(count)"
      }
      taken.insert(id)
      ids[index] = id
      slots.append(LottieSlot(id: id, color: uses[index].color))
    }
    for (use, id) in zip(uses, ids) {
      layers[use.layer].shapes.bindColor(at: use.path[...], to: id)
    }
    self.slots = slots
  }

  /// A layer's name as a slot id's first part: lowercase letters, digits and underscores
  /// (`wave front` → `wave_front`), which every slot and theme API accepts.
  static func slotName(_ name: String) -> String {
    let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    return words.isEmpty ? "layer" : words.joined(separator: "_")
  }

  /// A slot name without the number its layer's name ends with before the role
  /// (`bend_ball2_fill` → `bend_ball_fill`).
  static func family(of name: String) -> String {
    var words = name.split(separator: "_").map(String.init)
    guard words.count >= 3 else { return name }
    let index = words.count - 2
    let trimmed = String(words[index].reversed().drop { $0.isNumber }.reversed())
    if !trimmed.isEmpty { words[index] = trimmed }
    return words.joined(separator: "_")
  }
}

extension Array where Element == LottieShape {
  /// Binds the fill or stroke at `path` (indices into nested groups) to the slot `id`.
  fileprivate mutating func bindColor(at path: ArraySlice<Int>, to id: String) {
    guard let index = path.first, indices.contains(index) else { return }
    switch self[index] {
    case .group(var group):
      group.items.bindColor(at: path.dropFirst(), to: id)
      self[index] = .group(group)
    case .fill(var fill):
      fill.slotID = id
      self[index] = .fill(fill)
    case .stroke(var stroke):
      stroke.slotID = id
      self[index] = .stroke(stroke)
    case .path, .rectangle, .ellipse, .trim, .transform:
      break
    }
  }
}
