import Swell

extension TimingCurve {
  /// The easing the exporter fits between two keyframes: x handles 0.333 and 0.667, so that
  /// x(s) ≈ s and the curve is a cubic in time whose y handles (finite: the caller checks) set
  /// its slopes at each end, a Hermite segment that three decimals spell. y may leave 0…1: the
  /// value overshoots one end, as a ball slowing to its top does between two keyframes at the
  /// same height. A keyframe writes the first control point as its out handle (`"o"`), the
  /// second as its in handle (`"i"`).
  static func fitted(outY: Double, inY: Double) -> TimingCurve {
    TimingCurve(unchecked: 0.333, outY, 0.667, inY)
  }
}
