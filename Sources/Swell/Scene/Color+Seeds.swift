extension Color {
  /// The blue behind PullToBounce's example list, UIColor(0.421593, 0.657718, 0.972549): what
  /// the bounce seed's pull reveals.
  public static let pullToBounceBlue = Color(red: 0.421593, green: 0.657718, blue: 0.972549)
}
