import Foundation
import Swell
import SwellCairo
import SwellTestSupport
import Testing

/// PNG, SVG and PDF files, checked by third-party tools (ImageMagick, librsvg).
@Suite struct FileOutputTests {
  /// A scene with every kind of element: curves, a translucent fill, a grouped fill+stroke at
  /// opacity 0.7, a transform, round caps and joins, and an even-odd star.
  static let sampler = SwellScene(
    size: SwellSize(width: 120, height: 80),
    background: SwellColor(red255: 239, green255: 239, blue255: 244),
    layers: [
      ShapeLayer(
        name: "circle", path: circlePath(center: SwellPoint(x: 30, y: 40), radius: 22),
        fillColor: SwellColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)),
      ShapeLayer(
        name: "box", path: rectanglePath(x: 50, y: 15, width: 30, height: 30), fillColor: .red,
        strokeColor: SwellColor(red: 0, green: 0, blue: 1), lineWidth: 4, lineJoin: .round,
        opacity: 0.7, transform: .rotation(0.3, about: SwellPoint(x: 65, y: 30))),
      ShapeLayer(
        name: "star", path: pentagramPath(center: SwellPoint(x: 95, y: 50), radius: 22),
        fillColor: SwellColor(red: 0.2, green: 0.6, blue: 0.3), fillRule: .evenOdd),
      ShapeLayer(
        name: "line",
        path: SwellPath(elements: [
          .move(to: SwellPoint(x: 10, y: 72)),
          .quadCurve(to: SwellPoint(x: 110, y: 72), control: SwellPoint(x: 60, y: 52)),
        ]), fillColor: nil, strokeColor: .black, lineWidth: 3, lineCap: .round),
    ])

  /// The PNG is what ImageMagick reads: its size, an opaque pixel, and a translucent pixel
  /// stored un-premultiplied (50 % red on transparent is (255, 0, 0, 128), not (128, 0, 0)).
  @Test func pngIsReadByImageMagick() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let scene = SwellScene(
      size: SwellSize(width: 20, height: 10),
      layers: [
        ShapeLayer(path: rectanglePath(x: 0, y: 0, width: 10, height: 10), fillColor: .red),
        ShapeLayer(
          path: rectanglePath(x: 10, y: 0, width: 10, height: 10),
          fillColor: SwellColor(red: 1, green: 0, blue: 0, alpha: 0.5)),
      ])
    let path = directory.file("two.png")
    try CairoRenderer(scale: 2).writePNG(scene, to: path)
    let identify = try runTool("identify", ["-format", "%w %h %m", path])
    #expect(identify.standardOutput == "40 20 PNG", "\(identify)")
    let pixels = try runTool("convert", [path, "-depth", "8", "txt:-"]).standardOutput
    #expect(pixels.contains("5,5: (255,0,0,255)"), "\(pixels.prefix(300))")
    #expect(pixels.contains("30,5: (255,0,0,128)"))
    #expect(try directory.contents() == ["two.png"], "no temporary file is left")
  }

  /// A PNG read back with `CairoImage(contentsOfPNG:)` has the same pixels.
  @Test func pngRoundTrip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let image = try render(Self.sampler, scale: 2)
    try image.writePNG(to: directory.file("s.png"))
    let back = try CairoImage(contentsOfPNG: directory.file("s.png"))
    #expect(back.rgbaBytes() == image.rgbaBytes())
  }

  /// The SVG is vector: one `<path>` per layer (the grouped layer's fill and stroke share
  /// one, faded through a mask), with the scene's colours and attributes, and the document's
  /// size is the scene's size × scale in pixels.
  @Test func svgHoldsThePathsAndColours() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("sampler.svg")
    try CairoRenderer(scale: 2).writeSVG(Self.sampler, to: path)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    let elements = try xmlElements(of: Data(svg.utf8))
    #expect(elements.first?.name == "svg")
    #expect(elements.first?.attributes["width"] == "240px")
    #expect(elements.first?.attributes["height"] == "160px")
    let paths = elements.filter { $0.name == "path" }
    #expect(paths.count == 4, "circle, box, star, line: \(paths.count) paths")
    // cairo 1.16 writes presentation attributes as CSS in `style`, colours as percentages.
    let styles = paths.compactMap { $0.attributes["style"] }
    #expect(styles.count == 4)
    let circle = "fill:rgb(100%,50%,0%);fill-opacity:0.8"
    let box = "fill:rgb(100%,0%,0%)"
    let boxStroke =
      "stroke-width:4;stroke-linecap:butt;stroke-linejoin:round;stroke:rgb(0%,0%,100%)"
    let star = "fill-rule:evenodd;fill:rgb(20%,60%,30%)"
    let line = "stroke-width:3;stroke-linecap:round"
    for fragment in [circle, box, boxStroke, star, line] {
      #expect(styles.contains { $0.contains(fragment) }, "\(fragment) in \(styles)")
    }
    // The box's opacity 0.7 fades fill and stroke together, through a mask.
    #expect(svg.contains("fill-opacity:0.7") && svg.contains("mask=\"url(#"))
    // The circle's path data: it starts at (30 + 22, 40) pt = (104, 80) in 2× units.
    #expect(svg.contains("d=\"M 104 80 C"))
  }

  /// librsvg reads our SVG (its own parser and interpretation of paths, styles, masks and
  /// transforms; it rasterises with cairo) and draws it like our PNG: every pixel within 2/255
  /// on all but 0.5 % of pixels. Measured on Debian 12 (librsvg 2.54, cairo 1.16): all pixels
  /// within 1/255. ImageMagick's internal SVG renderer is no oracle here: it ignores
  /// fill-opacity and masks.
  @Test func svgRenderedByLibrsvgMatchesOurPNG() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let renderer = try CairoRenderer(scale: 2)
    try renderer.writeSVG(Self.sampler, to: directory.file("s.svg"))
    let ours = try renderer.render(Self.sampler)
    let result = try runTool(
      "rsvg-convert", ["-o", directory.file("rsvg.png"), directory.file("s.svg")])
    #expect(result.status == 0, "\(result.standardError)")
    let theirs = try CairoImage(contentsOfPNG: directory.file("rsvg.png"))
    #expect(theirs.pixelWidth == ours.pixelWidth && theirs.pixelHeight == ours.pixelHeight)
    let a = ours.rgbaBytes()
    let b = theirs.rgbaBytes()
    var over = 0
    var largest = 0
    for i in stride(from: 0, to: a.count, by: 4) {
      let d = (0..<4).map { abs(Int(a[i + $0]) - Int(b[i + $0])) }.max() ?? 0
      largest = max(largest, d)
      if d > 2 { over += 1 }
    }
    #expect(
      Double(over) <= 0.005 * Double(a.count / 4),
      "\(over) pixels over 2/255; largest difference \(largest)/255")
  }

  /// Ghostscript, a rasteriser independent of cairo, draws our PDF (72 pt per inch, rendered
  /// at 144 dpi = our 2×) like our PNG: interior colours within 3/255 (translucent circle,
  /// grouped box, even-odd hole), and only edges differ, by antialiasing: at most 6 % of
  /// pixels over 8/255 and 1 % over 64/255. Measured with Ghostscript 10.0: 3.7 % and 0.4 %.
  @Test func pdfRenderedByGhostscriptMatchesOurPNG() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try CairoRenderer(scale: 1).writePDF(Self.sampler, to: directory.file("s.pdf"))
    let result = try runTool(
      "gs",
      [
        "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=png16m", "-r144",
        "-dGraphicsAlphaBits=4", "-sOutputFile=" + directory.file("gs.png"),
        directory.file("s.pdf"),
      ])
    #expect(result.status == 0, "\(result.standardError)")
    let theirs = try CairoImage(contentsOfPNG: directory.file("gs.png"))
    let ours = try render(Self.sampler, scale: 2)
    #expect(theirs.pixelWidth == 240 && theirs.pixelHeight == 160)
    // Circle centre, box centre (stroke-free fill in the group), star centre (the even-odd
    // hole shows the background), a point on the line.
    for (x, y) in [(60, 80), (130, 60), (190, 100), (120, 123)] {
      let (a, b) = try (#require(ours.pixel(x: x, y: y)), #require(theirs.pixel(x: x, y: y)))
      #expect(a.maxComponentDifference(to: b) <= 3, "(\(x), \(y)): ours \(a), Ghostscript \(b)")
    }
    let (a, b) = (ours.rgbaBytes(), theirs.rgbaBytes())
    var (over8, over64) = (0, 0)
    for i in stride(from: 0, to: a.count, by: 4) {
      let d = (0..<4).map { abs(Int(a[i + $0]) - Int(b[i + $0])) }.max() ?? 0
      if d > 8 { over8 += 1 }
      if d > 64 { over64 += 1 }
    }
    let pixels = Double(a.count / 4)
    #expect(Double(over8) <= 0.06 * pixels, "\(over8) pixels over 8/255")
    #expect(Double(over64) <= 0.01 * pixels, "\(over64) pixels over 64/255")
  }

  /// The PDF is a one-page PDF whose media box is the scene's size × scale in points.
  @Test func pdfHasOnePageOfTheRightSize() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("s.pdf")
    try CairoRenderer(scale: 1).writePDF(Self.sampler, to: path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    #expect(text.contains("%%EOF"))
    #expect(text.contains("/MediaBox [ 0 0 120 80 ]"), "\(text.prefix(2000))")
    #expect(
      text.components(separatedBy: "/Type /Page\n").count - 1 == 1 || text.contains("/Count 1"))
  }
}
