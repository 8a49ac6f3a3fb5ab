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
    var uses: [(name: String, color: LottieProperty<LottieVector>)] = []
    for index in layers.indices {
      Self.visitColors(in: &layers[index].shapes, name: Self.slotName(layers[index].name)) {
        name, color, _ in uses.append((name, color))
      }
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
    var next = 0
    for index in layers.indices {
      Self.visitColors(in: &layers[index].shapes, name: Self.slotName(layers[index].name)) {
        _, _, slotID in
        slotID = ids[next]
        next += 1
      }
    }
    self.slots = slots
  }

  /// Calls `body`, in document order, with the slot name (`name` and the item's role), the
  /// colour and the slot id of every fill and stroke in `shapes` and their groups. A layer
  /// that draws several scene layers (a spinner's spokes) keeps each in a top-level group of
  /// that layer's name: the slot is named for it.
  private static func visitColors(
    in shapes: inout [LottieShape], name: String, atTop: Bool = true,
    _ body: (String, LottieProperty<LottieVector>, inout String?) -> Void
  ) {
    for index in shapes.indices {
      switch shapes[index] {
      case .group(var group):
        let named = atTop && !group.name.isEmpty ? slotName(group.name) : name
        visitColors(in: &group.items, name: named, atTop: false, body)
        shapes[index] = .group(group)
      case .fill(var fill):
        body(name + "_fill", fill.color, &fill.slotID)
        shapes[index] = .fill(fill)
      case .stroke(var stroke):
        body(name + "_stroke", stroke.color, &stroke.slotID)
        shapes[index] = .stroke(stroke)
      case .path, .rectangle, .ellipse, .trim, .transform:
        break
      }
    }
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
