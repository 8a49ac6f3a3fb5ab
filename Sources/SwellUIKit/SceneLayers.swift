#if canImport(UIKit)
  import UIKit
  import Swell

  /// One control's Core Animation layers: a background that fills the uncovered band, and a
  /// container placed by the control's scene transform holding one `CAShapeLayer` per scene
  /// layer, reused from frame to frame. Every change is made with implicit animations off:
  /// the scene already says where everything is at this instant.
  @MainActor final class SceneLayers {
    /// Added to the host view's layer.
    let root = CALayer()
    let background = CAShapeLayer()
    let container = CALayer()
    private(set) var shapes: [CAShapeLayer] = []

    init() {
      root.addSublayer(background)
      root.addSublayer(container)
      for layer in [root, background, container] { layer.anchorPoint = .zero }
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
      let scene = control.scene
      let band = control.placement.band
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
      while shapes.count < scene.layers.count {
        let shape = CAShapeLayer()
        shape.anchorPoint = .zero
        container.addSublayer(shape)
        shapes.append(shape)
      }
      while shapes.count > scene.layers.count {
        shapes.removeLast().removeFromSuperlayer()
      }
      for (shape, layer) in zip(shapes, scene.layers) {
        shape.contentsScale = CGFloat(scale)
        shape.apply(layer)
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
    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
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
