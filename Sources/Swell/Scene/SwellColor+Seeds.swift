extension SwellColor {
  /// The blue behind PullToBounce's example list, UIColor(0.421593, 0.657718, 0.972549), at
  /// its nearest 8-bit levels (108, 168, 248) — what an 8-bit render shows, and what a style's
  /// JSON (`#RRGGBBAA`) keeps exactly: what the bounce seed's pull reveals.
  public static let pullToBounceBlue = SwellColor(red255: 108, green255: 168, blue255: 248)
}
