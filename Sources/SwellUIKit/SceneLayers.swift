#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Swell

  /// One control's Core Animation layers: a background that fills the uncovered band, a
  /// container placed by the control's scene transform holding one `CAShapeLayer` per scene
  /// layer, and one `CATextLayer` per text layer over them, reused from frame to frame. Text
  /// is not inside the container: its anchor goes through the scene transform, its glyphs stay
  /// upright (a footer's transform mirrors). Every change is made with implicit animations off:
  /// the scene already says where everything is at this instant.
  @MainActor final class SceneLayers {
    /// Added to the host view's layer. Its bounds are the view's side of the band's outer
    /// edge, and it clips to them: beyond lies what is under the bars (or the app's own
    /// inset), where nothing of the control may show through. A plain rectangle clip, not a
    /// mask layer, which would cost an offscreen pass every frame.
    let root = CALayer()
    let background = CAShapeLayer()
    let container = CALayer()
    private(set) var shapes: [CAShapeLayer] = []
    private(set) var texts: [CATextLayer] = []

    init() {
      root.addSublayer(background)
      root.addSublayer(container)
      for layer in [root, background, container] { layer.anchorPoint = .zero }
      root.masksToBounds = true
    }

    /// Shows `control` at `scale` (the screen's pixels per point), or hides the layers.
    func show(_ control: ControlFrame?, width: Double, scale: Double) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      defer { CATransaction.commit() }
      // Nothing shows where the content covers the band; at rest a scene drawn above the
      // content would show through a translucent navigation bar.
      guard let control, !control.placement.isEmpty else {
        root.isHidden = true
        return
      }
      root.isHidden = false
      let scene = control.scene.clamped  // the one rule for out-of-range numbers
      let band = control.placement.band
      // Bounds placed where they sit, so the sublayers keep the view's coordinates.
      let clip = Self.outerClip(band, edge: control.placement.edge, width: width)
      root.bounds = clip
      root.position = clip.origin
      if let color = scene.background {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: band.lowerBound))
        path.addLine(to: CGPoint(x: width, y: band.lowerBound))
        path.addLine(to: CGPoint(x: width, y: band.upperBound))
        path.addLine(to: CGPoint(x: 0, y: band.upperBound))
        path.closeSubpath()
        background.path = path
        background.fillColor = color.cgColor
        background.isHidden = false
      } else {
        background.isHidden = true
      }
      container.setAffineTransform(control.placement.sceneTransform.cgAffineTransform)
      Self.resize(&shapes, to: scene.layers.count, in: container, scale: scale) { CAShapeLayer() }
      for (shape, layer) in zip(shapes, scene.layers) { shape.apply(layer) }
      Self.resize(&texts, to: scene.texts.count, in: root, scale: scale) { CATextLayer() }
      for (layer, text) in zip(texts, scene.texts) {
        layer.apply(text, anchor: control.placement.sceneTransform.apply(to: text.position))
      }
    }

    /// The view's side of the band's outer edge (pt, the view's coordinates): below the band's
    /// top for a header, above its bottom for a footer (a scene may draw over the content's
    /// edge it sits on).
    static func outerClip(_ band: ClosedRange<Double>, edge: RefreshEdge, width: Double) -> CGRect {
      let far = 100_000.0
      let top = edge == .top ? band.lowerBound : band.upperBound - far
      return CGRect(x: 0, y: top, width: width, height: far)
    }

    /// Makes `pool` hold `count` layers in `parent`, reusing those it has (`make` makes the
    /// rest), each at `scale`.
    private static func resize<Layer: CALayer>(
      _ pool: inout [Layer], to count: Int, in parent: CALayer, scale: Double,
      make: () -> Layer
    ) {
      while pool.count < count {
        let layer = make()
        layer.anchorPoint = .zero
        parent.addSublayer(layer)
        pool.append(layer)
      }
      while pool.count > count {
        pool.removeLast().removeFromSuperlayer()
      }
      for layer in pool { layer.contentsScale = CGFloat(scale) }
    }
  }

  extension CATextLayer {
    /// Takes every attribute of a scene's text layer, anchored at `anchor` in the host's
    /// coordinates. Core Text shapes the string and orders it by Unicode's bidirectional
    /// algorithm; the frame is the style's width estimate with room to spare, so the
    /// alignment mode, not the estimate, decides where the glyphs sit.
    func apply(_ text: TextLayer, anchor: SwellPoint) {
      string = text.string
      font = UIFont.systemFont(ofSize: CGFloat(text.fontSize), weight: text.weight.uiFontWeight)
      fontSize = CGFloat(text.fontSize)
      foregroundColor = text.color.cgColor
      opacity = Float(text.opacity)
      isWrapped = false
      truncationMode = .none
      let width = text.estimatedWidth * 1.5 + 2 * text.fontSize
      let height = (text.fontSize * 1.25).rounded(.up)
      let fraction = text.anchorFraction
      let start = anchor.x - width * fraction
      alignmentMode = fraction == 0 ? .left : fraction == 1 ? .right : .center
      frame = CGRect(x: start, y: anchor.y - height / 2, width: width, height: height)
    }
  }

  extension TextLayer.Weight {
    var uiFontWeight: UIFont.Weight {
      switch self {
      case .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold: return .bold
      }
    }
  }

  extension CAShapeLayer {
    /// Takes every attribute of a scene layer.
    func apply(_ layer: ShapeLayer) {
      path = layer.path.cgPath
      fillColor = layer.fillColor?.cgColor
      strokeColor = layer.strokeColor?.cgColor
      lineWidth = CGFloat(layer.lineWidth)
      lineCap = layer.lineCap.caLineCap
      lineJoin = layer.lineJoin.caLineJoin
      fillRule = layer.fillRule == .evenOdd ? .evenOdd : .nonZero
      strokeStart = CGFloat(layer.strokeStart)
      strokeEnd = CGFloat(layer.strokeEnd)
      opacity = Float(layer.opacity)
      setAffineTransform(layer.transform.cgAffineTransform)
    }
  }

  extension SwellPath {
    /// The same path for Core Graphics (SwellSwiftUI draws it too).
    package var cgPath: CGPath {
      let path = CGMutablePath()
      for element in elements {
        switch element {
        case .move(let p): path.move(to: p.cgPoint)
        case .line(let p): path.addLine(to: p.cgPoint)
        case .quadCurve(let p, let c): path.addQuadCurve(to: p.cgPoint, control: c.cgPoint)
        case .curve(let p, let c1, let c2):
          path.addCurve(to: p.cgPoint, control1: c1.cgPoint, control2: c2.cgPoint)
        case .closeSubpath: path.closeSubpath()
        }
      }
      return path
    }
  }

  extension SwellPoint {
    /// The same point for Core Graphics.
    package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
  }

  extension SwellColor {
    /// The same colour in sRGB, which Swell's components are.
    var cgColor: CGColor {
      CGColor(
        srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
  }

  extension SwellTransform {
    /// The same transform for Core Graphics (both write x' = a·x + c·y + tx).
    package var cgAffineTransform: CGAffineTransform {
      CGAffineTransform(
        a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(tx),
        ty: CGFloat(ty))
    }
  }

  extension ShapeLayer.LineCap {
    var caLineCap: CAShapeLayerLineCap {
      switch self {
      case .butt: return .butt
      case .round: return .round
      case .square: return .square
      }
    }
  }

  extension ShapeLayer.LineJoin {
    var caLineJoin: CAShapeLayerLineJoin {
      switch self {
      case .miter: return .miter
      case .round: return .round
      case .bevel: return .bevel
      }
    }
  }
#endif
