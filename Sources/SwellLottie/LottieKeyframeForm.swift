/// How a Lottie document spells its keyframes.
///
///     var exporter = try LottieExporter(fps: 30)
///     exporter.keyframeForm = .withEndValues   // for Qt Lottie
public enum LottieKeyframeForm: String, Hashable, Sendable, CaseIterable {
  /// bodymovin 5.5 and later: each keyframe holds its own value, and a span without change
  /// is a hold (`"h":1`). lottie-ios, lottie-android, lottie-web, rlottie and ThorVG read it;
  /// the smaller form, and the default.
  case compact = "compact"
  /// bodymovin before 5.5: each keyframe also holds the value it moves to (`"e"`), the last
  /// keyframe only its time, and nothing holds. Qt Lottie (6.4, Debian 12's) needs it: given
  /// the compact form it stays on frame 0. About 10–35 % larger; the other players read it
  /// too.
  case withEndValues = "with-end-values"
}
