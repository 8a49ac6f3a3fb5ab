/// A phone-like picture of a refresh header in context: the viewport, the header above the
/// list, and a skeleton list that moves with the content offset — what the gallery, the
/// command line's animations and snapshot tests show.
///
///     let preview = try RefreshPreview(viewportSize: SwellSize(width: 375, height: 300))
///     let picture = preview.scene(header: style.scene(in: frame.context),
///                                 contentOffset: frame.contentOffset)
///
/// The header's bottom edge sits on the content's top edge (viewport y = −contentOffset); the
/// list is opaque and drawn over the header, as a table view covers its refresh control.
public struct RefreshPreview: Hashable, Sendable {
  /// The visible area (pt).
  public var viewportSize: SwellSize
  /// The colour of the list and of the viewport where no header is drawn.
  public var contentBackground: SwellColor
  /// The colour of the skeleton rows' placeholders.
  public var placeholderColor: SwellColor
  /// The height of one row of the list (pt), in `rowHeights`.
  public var rowHeight: Double

  /// Creates a preview of the given viewport (pt).
  ///
  /// - Throws: `SwellError.invalidParameter` when a size is not a finite number > 0, or the
  ///   row height is not in `rowHeights`.
  public init(
    viewportSize: SwellSize, contentBackground: SwellColor = .white,
    placeholderColor: SwellColor = SwellColor(red255: 226, green255: 228, blue255: 233),
    rowHeight: Double = 56
  ) throws {
    try SwellError.checkPositive(viewportSize.width, "width")
    try SwellError.checkPositive(viewportSize.height, "height")
    try SwellError.check(rowHeight, "rowHeight", in: Self.rowHeights)
    self.viewportSize = viewportSize
    self.contentBackground = contentBackground
    self.placeholderColor = placeholderColor
    self.rowHeight = rowHeight
  }

  /// A preview of the given viewport (pt) in the list colours of `appearance`: white rows of
  /// light grey placeholders, or, in a dark app, iOS's dark grouped grey (28, 28, 30) with
  /// placeholders a step lighter.
  ///
  /// - Throws: `SwellError.invalidParameter` when a size is not a finite number > 0, or the
  ///   row height is not in `rowHeights`.
  public init(viewportSize: SwellSize, appearance: SwellAppearance, rowHeight: Double = 56) throws {
    switch appearance {
    case .light:
      try self.init(viewportSize: viewportSize, rowHeight: rowHeight)
    case .dark:
      try self.init(
        viewportSize: viewportSize,
        contentBackground: SwellColor(red255: 28, green255: 28, blue255: 30),
        placeholderColor: SwellColor(red255: 58, green255: 58, blue255: 62), rowHeight: rowHeight)
    }
  }

  /// The viewport with `header` above the list at `contentOffset` (pt, UIKit convention:
  /// negative when pulled down). `contentOpacity` (0…1) fades the rows, for styles that fade
  /// the list while pulling.
  public func scene(header: SwellScene, contentOffset: Double, contentOpacity: Double = 1)
    -> SwellScene
  {
    let offset = contentOffset.isFinite ? contentOffset : 0
    let width = viewportSize.width
    let contentTop = -offset
    let headerTop = contentTop - header.size.height
    let toViewport = SwellTransform.translation(x: 0, y: headerTop)
    var layers: [ShapeLayer] = []
    if let background = header.background, contentTop > 0 {
      // The header's colour reaches the viewport's top, as the area above a pulled
      // UIScrollView shows the refresh control's background. It reaches a point under the
      // list, so the list's antialiased edge covers it rather than letting the viewport show
      // through between the two. Its height is fixed (the viewport's and the header's, which
      // always reaches the viewport's top), so a moving list moves it whole.
      let bottom = contentTop + StyleMath.bleed
      let top = bottom - viewportSize.height - header.size.height - StyleMath.bleed
      // Drawn up from its bottom edge, which moves with the list: small numbers to key.
      layers.append(
        ShapeLayer(
          name: "preview.headerBackground",
          figures: [
            .rectangle(SwellRect(x: 0, y: top - bottom, width: width, height: bottom - top))
          ],
          fillColor: background, transform: .translation(x: 0, y: bottom)))
    }
    for layer in header.layers {
      var moved = layer
      moved.transform = layer.transform.concatenating(toViewport)
      layers.append(moved)
    }
    layers.append(contentsOf: listLayers(top: contentTop, opacity: contentOpacity))
    return SwellScene(
      size: viewportSize, background: contentBackground, layers: layers,
      texts: Self.moved(header.texts, by: toViewport))
  }

  /// The viewport with `footer` below the end of a list `contentHeight` points long at
  /// `contentOffset` (pt, UIKit convention: positive once scrolled down). The footer's scene is
  /// drawn mirrored, as hosts draw a footer: its content edge (y = its height) on the list's
  /// end, its far side farther down; its background fills the viewport below the list.
  public func scene(
    footer: SwellScene, contentOffset: Double, contentHeight: Double, contentOpacity: Double = 1
  ) -> SwellScene {
    let offset = contentOffset.isFinite ? contentOffset : 0
    let length = contentHeight.isFinite ? max(contentHeight, 0) : 0
    let width = viewportSize.width
    let contentTop = -offset
    let contentEnd = contentTop + length
    var layers: [ShapeLayer] = []
    if let background = footer.background, contentEnd < viewportSize.height {
      // From a point under the list's end to the viewport's bottom (and the footer's far side).
      // A fixed height, which always reaches the viewport's bottom: it moves whole.
      let top = contentEnd - StyleMath.bleed
      let bottom = top + viewportSize.height + footer.size.height + StyleMath.bleed
      layers.append(
        ShapeLayer(
          name: "preview.footerBackground",
          figures: [.rectangle(SwellRect(x: 0, y: 0, width: width, height: bottom - top))],
          fillColor: background, transform: .translation(x: 0, y: top)))
    }
    let mirror = SwellTransform(
      a: 1, b: 0, c: 0, d: -1, tx: 0, ty: contentEnd + footer.size.height)
    for layer in footer.layers {
      var moved = layer
      moved.transform = layer.transform.concatenating(mirror)
      layers.append(moved)
    }
    layers.append(
      contentsOf: listLayers(top: contentTop, end: contentEnd, opacity: contentOpacity))
    return SwellScene(
      size: viewportSize, background: contentBackground, layers: layers,
      texts: Self.moved(footer.texts, by: mirror))
  }

  /// Text layers anchored where `transform` takes their anchors; the glyphs stay upright, as
  /// every renderer draws text. The control's text lies inside its band, so drawing it over
  /// the list (a scene's texts come after its shapes) covers nothing of the list.
  static func moved(_ texts: [TextLayer], by transform: SwellTransform) -> [TextLayer] {
    texts.map { text in
      var moved = text
      moved.position = transform.apply(to: text.position)
      return moved
    }
  }

  /// The list's background and one row of placeholders per `rowHeight`, from `top` down to
  /// `end` (the list's end), covering the viewport.
  ///
  /// The rows drawn are the same set while the list moves by less than `rowsPerWindow` rows:
  /// the first is a multiple of that count, and as many follow as cover the viewport from
  /// there, the last ones past its bottom (clipped where the scene is drawn). The rows are
  /// drawn from the first one's top and moved there by the layers' transform: a moving list
  /// is the same outlines under a moving transform, which a Lottie film writes as one static
  /// path and a moving layer, instead of a new outline each time a row enters or leaves.
  private func listLayers(top: Double, end: Double = .infinity, opacity: Double)
    -> [ShapeLayer]
  {
    let width = viewportSize.width
    // The row height and the list's top are used as given only within what a screen could
    // show, so that the row counts below stay whole numbers (a public `rowHeight` of 0, or a
    // list a trillion points up, would otherwise trap in `Int`).
    guard rowHeight.isFinite, top.isFinite, top < min(viewportSize.height, end) else { return [] }
    let rowHeight = StyleMath.clamp(
      self.rowHeight, Self.rowHeights.lowerBound, Self.rowHeights.upperBound)
    let top = max(top, -SessionInput.coordinate)
    var avatars: [ShapeFigure] = []
    var lines: [ShapeFigure] = []
    var separators: [ShapeFigure] = []
    let inset = 16.0
    let avatar = min(36, rowHeight * 0.64)
    // Whole windows of rows above the viewport are skipped, not drawn.
    let window = Double(Self.rowsPerWindow) * rowHeight
    let skippedWindows = top < 0 ? (-top / window).rounded(.down) : 0
    var index = Int(skippedWindows) * Self.rowsPerWindow
    let firstTop = top + Double(index) * rowHeight
    let count =
      Self.rowsPerWindow + Int(min(viewportSize.height / rowHeight, Self.mostRows).rounded(.up)) + 1
    let toList = SwellTransform.translation(x: 0, y: firstTop)
    var rowTop = 0.0
    var drawn = 0
    // Whole rows of the list (a list ends after a row).
    while drawn < count && firstTop + rowTop + rowHeight <= end + 0.001
      && drawn < Int(Self.mostRows)
    {
      drawn += 1
      let midY = rowTop + rowHeight / 2
      avatars.append(
        .ellipse(in: SwellRect(x: inset, y: midY - avatar / 2, width: avatar, height: avatar)))
      let textX = inset * 2 + avatar
      let long = max(0, (width - textX - inset) * (index % 2 == 0 ? 0.72 : 0.58))
      let short = long * 0.55
      lines.append(.rectangle(SwellRect(x: textX, y: midY - 9, width: long, height: 7)))
      lines.append(.rectangle(SwellRect(x: textX, y: midY + 3, width: short, height: 6)))
      separators.append(
        .rectangle(
          SwellRect(x: textX, y: rowTop + rowHeight - 0.5, width: width - textX, height: 0.5)))
      rowTop += rowHeight
      index += 1
    }
    // The sheet spans the rows drawn (down to the list's end), so it moves with them too.
    let sheet = ShapeLayer(
      name: "preview.content",
      figures: [
        .rectangle(
          SwellRect(
            x: 0, y: 0, width: width, height: min(Double(count) * rowHeight, end - firstTop)))
      ],
      fillColor: contentBackground, transform: toList)
    let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    return [
      sheet,
      ShapeLayer(
        name: "preview.avatars", figures: avatars, fillColor: placeholderColor, opacity: alpha,
        transform: toList),
      ShapeLayer(
        name: "preview.lines", figures: lines, fillColor: placeholderColor, opacity: alpha,
        transform: toList),
      ShapeLayer(
        name: "preview.separators", figures: separators,
        fillColor: placeholderColor.withAlpha(multipliedBy: 0.6), opacity: alpha,
        transform: toList),
    ]
  }

  /// How many rows the list's drawn set moves by at once (`listLayers`): a long stretch of
  /// scrolling between changes, at the cost of that many rows drawn past the viewport.
  static let rowsPerWindow = 3

  /// The most rows one picture draws.
  static let mostRows = 200.0

  /// The row heights a list is drawn with (pt): `init` refuses others, and a `rowHeight` set
  /// outside them afterwards is drawn at the nearest end (a non-finite one draws no rows).
  public static let rowHeights: ClosedRange<Double> = 1...10_000
}
