#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import Swell
  import SwellUIKit

  /// Draws a Swell scene with SwiftUI, for people who build their own refresh indicator: a
  /// `Canvas` that fills each layer's path and strokes it as the scene says (colours in sRGB,
  /// line width, caps, joins, stroke start and end, opacity, transform), then draws each text
  /// layer with the system font at its anchor.
  ///
  ///     TimelineView(.animation) { timeline in
  ///       SwellSceneView(scene: session.scene(for: .top, time: t(timeline.date)))
  ///         .frame(height: 60)
  ///     }
  public struct SwellSceneView: View {
    /// What to draw; nil draws nothing.
    public var scene: SwellScene?

    /// A view that draws `scene` at its own size, its origin at the top left.
    public init(scene: SwellScene?) {
      self.scene = scene
    }

    /// The canvas.
    public var body: some View {
      Canvas { context, _ in
        if let scene { Self.draw(scene, in: &context) }
      }
    }

    /// Draws `scene` into a SwiftUI graphics context (points, y down).
    public static func draw(_ scene: SwellScene, in context: inout GraphicsContext) {
      // Out-of-range numbers clamped as every other renderer clamps them: SwiftUI's colours
      // are extended sRGB, where a red of 1.5 is brighter than cairo's.
      let scene = scene.clamped
      if let background = scene.background {
        var rect = Path()
        rect.move(to: .zero)
        rect.addLine(to: CGPoint(x: scene.size.width, y: 0))
        rect.addLine(to: CGPoint(x: scene.size.width, y: scene.size.height))
        rect.addLine(to: CGPoint(x: 0, y: scene.size.height))
        rect.closeSubpath()
        context.fill(rect, with: .color(background.swiftUIColor))
      }
      for layer in scene.layers {
        var layerContext = context
        layerContext.opacity *= layer.opacity
        layerContext.concatenate(layer.transform.cgAffineTransform)
        let path = Path(layer.path.cgPath)
        if let fill = layer.fillColor {
          layerContext.fill(
            path, with: .color(fill.swiftUIColor),
            style: FillStyle(eoFill: layer.fillRule == .evenOdd))
        }
        if let stroke = layer.strokeColor, layer.lineWidth > 0,
          layer.strokeEnd > layer.strokeStart
        {
          let trimmed =
            layer.strokeStart <= 0 && layer.strokeEnd >= 1
            ? path : path.trimmedPath(from: layer.strokeStart, to: layer.strokeEnd)
          layerContext.stroke(
            trimmed, with: .color(stroke.swiftUIColor),
            style: StrokeStyle(
              lineWidth: CGFloat(layer.lineWidth), lineCap: layer.lineCap.cgLineCap,
              lineJoin: layer.lineJoin.cgLineJoin))
        }
      }
      for text in scene.texts {
        var textContext = context
        textContext.opacity *= text.opacity
        textContext.draw(
          Text(text.string)
            .font(.system(size: CGFloat(text.fontSize), weight: text.weight.swiftUIWeight))
            .foregroundColor(text.color.swiftUIColor),
          at: text.position.cgPoint, anchor: UnitPoint(x: CGFloat(text.anchorFraction), y: 0.5))
      }
    }
  }

  extension TextLayer.Weight {
    var swiftUIWeight: Font.Weight {
      switch self {
      case .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold: return .bold
      }
    }
  }

  extension SwellColor {
    /// The same colour for SwiftUI (sRGB).
    var swiftUIColor: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha) }
  }

  extension ShapeLayer.LineCap {
    var cgLineCap: CGLineCap {
      switch self {
      case .butt: return .butt
      case .round: return .round
      case .square: return .square
      }
    }
  }

  extension ShapeLayer.LineJoin {
    var cgLineJoin: CGLineJoin {
      switch self {
      case .miter: return .miter
      case .round: return .round
      case .bevel: return .bevel
      }
    }
  }
#endif
