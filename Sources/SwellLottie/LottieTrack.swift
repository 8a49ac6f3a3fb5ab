import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The samples of one property at consecutive frames, reduced to the keyframes a player needs.
///
/// Between two kept keyframes the samples are given back by a straight line or, where that
/// would need more keyframes, by one easing curve (`TimingCurve.fitted`: a cubic in time,
/// shared by every component, fitted by least squares): a sample is dropped when the kept keyframes
/// around it give it back within `tolerance` in every component. The written keyframes
/// reproduce every sample within `tolerance` plus the rounding to `decimals` (half a unit of
/// the last digit).
struct LottieTrack: Sendable {
  /// The frame number of `samples[0]`.
  var firstFrame: Int
  /// One value (a list of components) per frame.
  var samples: [[Double]]
  /// The largest difference allowed, per component, between a sample and the keyframes.
  var tolerance: Double
  /// Frame numbers where a new run of samples begins (the sample before is not the moment
  /// before: the app document's `failed` after `finishing`): no span reaches across one.
  var runStarts: [Int] = []

  /// A kept sample and how the value moves from it to the next kept one.
  struct Key: Hashable, Sendable {
    /// The sample's index.
    var index: Int
    /// The easing to the next key; nil: a straight line (and always for the last key).
    var easing: TimingCurve?
  }

  /// The range every component must stay in at every frame and between frames, when it has
  /// one (opacity's 0…100): an easing fitted through the samples may otherwise overshoot by
  /// up to the tolerance, and a canvas (lottie-web's canvas renderer) ignores an opacity
  /// below 0, drawing the layer at the opacity set before instead of not at all.
  var bounds: ClosedRange<Double>?

  /// Decimal places written when `places` is nil: enough for the tolerance.
  var places: Int?
  /// Whether keyframes are written in the form from before bodymovin 5.5
  /// (`LottieKeyframeForm.withEndValues`): each with the next one's value as its end, and
  /// no holds.
  var endValues = false

  /// Decimal places written: `places`, else those that keep rounding within half the
  /// tolerance (2 for 0.01).
  var decimals: Int { places ?? LottieTrack.decimals(for: tolerance) }

  static func decimals(for tolerance: Double) -> Int {
    guard tolerance > 0, tolerance.isFinite else { return 6 }
    return min(6, max(0, Int((-log10(tolerance)).rounded(.up))))
  }

  /// `value` rounded to `decimals` places, with −0 written as 0.
  static func round(_ value: Double, decimals: Int) -> Double {
    let factor = pow(10, Double(decimals))
    return (value * factor).rounded() / factor + 0
  }

  /// How many ends past the last that fitted are tried before a span stops growing: a curve
  /// fails where its ends happen to be level (nothing to scale the easing by) and fits again
  /// a frame or two later.
  static let lookahead = 3

  /// The kept samples, first and last included, each with its easing to the next.
  ///
  /// Greedy: from each kept sample the span grows while the samples inside lie on the line
  /// between its ends, or on one fitted easing curve, within the tolerance. O(n²·d) at worst
  /// for n samples of d components.
  func keys() -> [Key] {
    let count = samples.count
    guard count > 2 else { return (0..<count).map { Key(index: $0) } }
    let starts = (runStarts.map { $0 - firstFrame } + jumps).filter { $0 > 0 && $0 < count }
      .sorted()
    var keys: [Key] = []
    var anchor = 0
    while anchor < count - 1 {
      var best = Key(index: anchor + 1)
      // The last sample of this run: only a straight span (which cannot swing) reaches past.
      let runEnd = (starts.first { $0 > anchor } ?? count) - 1
      var end = anchor + 2
      var misses = 0
      while end < count, misses <= Self.lookahead {
        if isLinear(from: anchor, to: end) {
          best = Key(index: end)
          misses = 0
        } else if end <= runEnd, let easing = easing(from: anchor, to: end) {
          best = Key(index: end, easing: easing)
          misses = 0
        } else {
          misses += 1
        }
        end += 1
      }
      keys.append(Key(index: anchor, easing: best.easing))
      anchor = best.index
    }
    keys.append(Key(index: count - 1))
    return keys
  }

  /// The indices of samples that a jump reaches: the value rests, changes beyond the
  /// tolerance in one frame, and rests again (a spinner that ticks). Each starts a run of its
  /// own, held up to the frame before, so that a player between those two frames shows the
  /// rest before the jump, as the scene does, not a blend or a curve swinging past the two.
  var jumps: [Int] {
    func rests(_ a: Int, _ b: Int) -> Bool {
      zip(samples[a], samples[b]).allSatisfy { abs($0 - $1) <= tolerance }
    }
    guard samples.count > 3 else { return [] }
    return (1..<(samples.count - 2)).compactMap { j in
      rests(j - 1, j) && !rests(j, j + 1) && rests(j + 1, j + 2) ? j + 1 : nil
    }
  }

  private func isLinear(from a: Int, to c: Int) -> Bool {
    let first = samples[a]
    let last = samples[c]
    for j in (a + 1)..<c {
      let t = Double(j - a) / Double(c - a)
      let sample = samples[j]
      for i in sample.indices where abs(first[i] + (last[i] - first[i]) * t - sample[i]) > tolerance
      {
        return false
      }
    }
    return true
  }

  /// The easing that carries `samples[a]` to `samples[c]` through every sample between within
  /// the tolerance, its y handles rounded as written; nil when none does.
  ///
  /// Every component i moves as a[i] + (c[i] − a[i]) · y(s), y(s) = 3(1−s)²s·p + 3(1−s)s²·q + s³
  /// with s the curve's parameter at the sample's time: linear in p and q, so the least-squares
  /// p, q solve a 2 × 2 system. A faint pull towards the straight line (p = 1/3, q = 2/3 with
  /// x(s) = s) settles a span with one sample inside.
  func easing(from a: Int, to c: Int) -> TimingCurve? {
    let first = samples[a]
    let last = samples[c]
    let change = zip(first, last).map { $1 - $0 }
    let largestChange = change.map(abs).max() ?? 0
    guard largestChange > tolerance else { return nil }
    let shape = TimingCurve.fitted(outY: 0, inY: 0)
    var parameters: [Double] = []
    var (a11, a12, a22, b1, b2) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for j in (a + 1)..<c {
      let s = shape.parameter(forProgress: Double(j - a) / Double(c - a))
      parameters.append(s)
      let (w1, w2, w3) = (3 * (1 - s) * (1 - s) * s, 3 * (1 - s) * s * s, s * s * s)
      for i in change.indices where change[i] != 0 {
        let d = change[i]
        let residual = samples[j][i] - first[i] - d * w3
        a11 += d * d * w1 * w1
        a12 += d * d * w1 * w2
        a22 += d * d * w2 * w2
        b1 += d * w1 * residual
        b2 += d * w2 * residual
      }
    }
    let ridge = 1e-6 * (a11 + a22 + largestChange * largestChange)
    a11 += ridge
    a22 += ridge
    b1 += ridge / 3
    b2 += ridge * 2 / 3
    let determinant = a11 * a22 - a12 * a12
    guard determinant > 0, determinant.isFinite else { return nil }
    // y handles to the places that keep their rounding within a quarter of the tolerance.
    // Clamped while a Double: a tolerance of 0 (exact keyframes) asks for infinitely many.
    let digits = (-log10(tolerance / (1.5 * largestChange))).rounded(.up)
    let places = Int(digits.isNaN ? 6 : min(6, max(2, digits)))
    let p = Self.round((b1 * a22 - b2 * a12) / determinant, decimals: places)
    let q = Self.round((a11 * b2 - a12 * b1) / determinant, decimals: places)
    guard p.isFinite, q.isFinite, abs(p) < 100, abs(q) < 100 else { return nil }
    for (offset, s) in parameters.enumerated() {
      let y = TimingCurve.bezier(s, p, q)
      let sample = samples[a + 1 + offset]
      for i in change.indices {
        let value = first[i] + change[i] * y
        if abs(value - sample[i]) > tolerance { return nil }
        if let bounds, !bounds.contains(value) { return nil }
      }
    }
    let easing = TimingCurve.fitted(outY: p, inY: q)
    return staysNearTheSamplesBetweenFrames(easing, from: a, to: c) ? easing : nil
  }

  /// Whether the curve, halfway between consecutive samples (where players show it at a
  /// display rate above the document's), stays near the chord between them: within the
  /// tolerance plus half the bend the samples around show (the second difference), so that
  /// a curve through every sample cannot swing away and back between two of them.
  private func staysNearTheSamplesBetweenFrames(_ easing: TimingCurve, from a: Int, to c: Int)
    -> Bool
  {
    let first = samples[a]
    let last = samples[c]
    func bend(_ j: Int, _ i: Int) -> Double {
      guard j > 0, j + 1 < samples.count else { return 0 }
      return abs(samples[j - 1][i] - 2 * samples[j][i] + samples[j + 1][i])
    }
    for j in a..<c {
      let y = easing.value(at: (Double(j - a) + 0.5) / Double(c - a))
      for i in first.indices {
        let chord = (samples[j][i] + samples[j + 1][i]) / 2
        let allowed = tolerance + max(bend(j, i), bend(j + 1, i)) / 2
        let value = first[i] + (last[i] - first[i]) * y
        if abs(value - chord) > allowed { return false }
        if let bounds, !bounds.contains(value) { return false }
      }
    }
    return true
  }

  /// Whether every sample equals the first within the tolerance.
  var isConstant: Bool {
    guard let first = samples.first else { return true }
    return samples.allSatisfy { sample in
      zip(sample, first).allSatisfy { abs($0 - $1) <= tolerance }
    }
  }

  /// The property: static when constant, otherwise the kept keyframes, rounded.
  ///
  /// Two kinds of span are written as holds (`"h":1`, no handles): one between two equal
  /// keyframes (the same values in every player, in a third of the bytes), and the frame
  /// just before a run start or a jump (`jumps`), so that a player between those frames shows the earlier run's
  /// last value instead of a blend of two runs. With `endValues` nothing holds: each
  /// keyframe names the next one's value as its end instead.
  func property<Value: LottieValue>(_ make: ([Double]) -> Value) -> LottieProperty<Value> {
    let places = decimals
    let rounded = { (sample: [Double]) in sample.map { LottieTrack.round($0, decimals: places) } }
    guard let first = samples.first else { return .fixed(make([])) }
    if isConstant { return .fixed(make(rounded(first))) }
    let keys = keys()
    let jumpFrames = Set(jumps.map { firstFrame + $0 })
    let keyframes: [LottieKeyframe<Value>] =
      keys.indices.map { position in
        let key = keys[position]
        let value = rounded(samples[key.index])
        guard position + 1 < keys.count else {
          return LottieKeyframe(time: Double(firstFrame + key.index), value: make(value))
        }
        let next = keys[position + 1].index
        let nextValue = rounded(samples[next])
        let holds =
          value == nextValue
          || (next == key.index + 1
            && (runStarts.contains(firstFrame + next) || jumpFrames.contains(firstFrame + next)))
        if endValues {
          // Qt Lottie reads no holds: a level span is a straight line to an equal value.
          return LottieKeyframe(
            time: Double(firstFrame + key.index), value: make(value), easing: key.easing,
            endValue: make(nextValue))
        }
        return LottieKeyframe(
          time: Double(firstFrame + key.index), value: make(value), hold: holds,
          easing: holds ? nil : key.easing)
      }
    // A hold that only repeats the hold before it (two runs resting on the same value, one
    // each side of a run start) says nothing the earlier one does not.
    var kept: [LottieKeyframe<Value>] = []
    for keyframe in keyframes {
      if let last = kept.last, last.hold, last.value == keyframe.value,
        keyframe.hold || keyframe.time == keyframes.last?.time
      {
        continue
      }
      kept.append(keyframe)
    }
    return .animated(kept)
  }
}
