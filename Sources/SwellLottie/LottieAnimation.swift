/// A Lottie document (bodymovin 5.x schema), the subset Swell writes: a canvas, a frame rate,
/// and shape layers. Self-contained: no assets, images or fonts.
///
///     let animation = try LottieExporter(fps: 60).animation(from: scenes)
///     let json = try animation.json()
struct LottieAnimation: Hashable, Sendable {
  /// The schema version (`"v"`), "5.7.0".
  var version = "5.7.0"
  /// The frame rate (`"fr"`, frames per second).
  var frameRate: Double
  /// The first frame (`"ip"`), 0.
  var inPoint = 0.0
  /// The frame after the last (`"op"`): the number of frames when `inPoint` is 0.
  var outPoint: Double
  /// The canvas width (`"w"`, pixels).
  var width: Int
  /// The canvas height (`"h"`, pixels).
  var height: Int
  /// The name (`"nm"`).
  var name: String
  /// The layers (`"layers"`), the first drawn on top.
  var layers: [LottieLayer]
  /// Named frame ranges (`"markers"`) players seek to and play; written only when there are
  /// some.
  var markers: [LottieAppDocument.Marker] = []
  /// What an app needs to drive an app document by the pull (`"swell"`), which players
  /// ignore; nil for a film.
  var pull: LottiePullRange?
  /// The colour slots (`"slots"`: each id's property, `{"p": …}`), in the order written; a
  /// document's colours bound to them by their `"sid"`. Written only when there are some.
  var slots: [LottieSlot] = []

  /// The document as a JSON value (`json()` writes it), with `"ddd": 0` and an empty
  /// `"assets"` list, which some players require.
  var jsonValue: LottieJSON {
    .object([
      "v": .string(version), "fr": .number(frameRate), "ip": .number(inPoint),
      "op": .number(outPoint), "w": .integer(width), "h": .integer(height), "nm": .string(name),
      "ddd": 0, "assets": [], "layers": .array(layers.map(\.json)),
      "markers": markers.isEmpty ? nil : .array(markers.map(\.json)), "swell": pull?.json,
      "slots": slots.isEmpty
        ? nil
        : .object(slots.map { LottieJSON.Member(key: $0.id, value: .object(["p": $0.color.json])) })
        ,
    ])
  }
}

/// The pull an app document's `pull` range shows, written in the document (`"swell"`) so an
/// app reads it from there rather than from what `swell render` printed:
/// `{"maxPull": 90, "triggerDistance": 60, "releasePull": 66, "refreshingHeight": 60,
/// "edge": "top"}`.
struct LottiePullRange: Hashable, Sendable {
  /// The pull (pt) at the `pull` range's last frame.
  var maxPull: Double
  /// The pull (pt) at which the control arms, at the `trigger` marker.
  var triggerDistance: Double
  /// The pull (pt) the `release` range starts from: an app lets go by playing the `pull`
  /// range to this pull's frame, then `release`.
  var releasePull: Double?
  /// The pull (pt) at which the list rests while refreshing: where an app's list settles
  /// during `release`. (Both optional: documents from before 0.3 have neither.)
  var refreshingHeight: Double?
  /// `top` for a header, `bottom` for a footer. A footer is drawn as Swell's session draws
  /// it, the content's edge at the bottom of the canvas: the app flips it vertically to show
  /// it below the list.
  var edge: String

  /// The range's fields, as named above.
  var json: LottieJSON {
    .object([
      "maxPull": .number(maxPull), "triggerDistance": .number(triggerDistance),
      "releasePull": releasePull.map(LottieJSON.number),
      "refreshingHeight": refreshingHeight.map(LottieJSON.number), "edge": .string(edge),
    ])
  }
}

extension LottieAppDocument.Marker {
  /// The marker as written (`{"tm": start, "cm": name, "dr": duration}`), the way every player
  /// reads it — lottie-ios `play(marker:)`, lottie-android `setMinAndMaxFrame(String)`,
  /// lottie-web `goToAndPlay(name)`, ThorVG `set_marker`: the name a plain word (lottie-web
  /// would parse JSON or `key:value` text in `cm`), whole frames (Qt and rlottie truncate), and
  /// `dr` always present (lottie-ios fails to decode a marker without it).
  var json: LottieJSON {
    .object(["tm": .integer(start), "cm": .string(name), "dr": .integer(duration)])
  }
}

/// A shape layer (`"ty": 4`): shapes under a transform, visible from `inPoint` up to (not
/// including) `outPoint`.
struct LottieLayer: Hashable, Sendable {
  /// The layer's index (`"ind"`), unique in the document.
  var index: Int
  /// The name (`"nm"`): the Swell layer's name.
  var name: String
  /// The first frame the layer shows (`"ip"`).
  var inPoint: Double
  /// The frame from which the layer no longer shows (`"op"`).
  var outPoint: Double
  /// The transform and opacity (`"ks"`).
  var transform: LottieTransform
  /// The shape items (`"shapes"`), the first drawn on top.
  var shapes: [LottieShape]
  /// Outlines, in the layer's own coordinates, outside which nothing of it shows
  /// (`"masksProperties"`, each in "add" mode, static or keyframed); none by default.
  var masks: [LottieProperty<LottieBezier>] = []

  /// The layer as a 2-D shape layer starting at time 0, normal blending. Each mask is added,
  /// not inverted, opaque and not expanded, with every property bodymovin writes (lottie-web
  /// reads `x` unguarded and fails on every frame without it).
  var json: LottieJSON {
    let written = masks.map { outline -> LottieJSON in
      .object([
        "mode": "a", "inv": false, "pt": outline.json, "o": LottieProperty<Double>.fixed(100).json,
        "x": LottieProperty<Double>.fixed(0).json, "nm": "Mask",
      ])
    }
    return .object([
      "ty": 4, "ind": .integer(index), "nm": .string(name), "ddd": 0, "st": 0, "sr": 1, "ao": 0,
      "bm": 0, "ip": .number(inPoint), "op": .number(outPoint), "ks": transform.json,
      "hasMask": masks.isEmpty ? nil : true,
      "masksProperties": masks.isEmpty ? nil : .array(written),
      "shapes": .array(shapes.map(\.json)),
    ])
  }
}

/// A colour slot: an id a document's colour properties are bound to by their `"sid"`, and the
/// colour (static or keyframed) a player uses unless its slot or theme API replaces it.
struct LottieSlot: Hashable, Sendable {
  /// The slot's id (`wave_front_fill`): letters, digits and underscores.
  var id: String
  /// The colour.
  var color: LottieProperty<LottieVector>
}
