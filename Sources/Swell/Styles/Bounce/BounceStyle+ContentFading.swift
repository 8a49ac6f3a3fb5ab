extension BounceStyle: ContentFadingStyle {
  /// The opacity the host should give its scrolling content (0…1), because the scene cannot
  /// fade what it does not draw: (pullDistance − pull) / pullDistance, clamped — opaque at
  /// rest, invisible from `pullDistance` on (so while refreshing), fading back in as the
  /// content scrolls home. Always 1 when `fadesContent` is false.
  public func contentOpacity(in context: RefreshContext) -> Double {
    guard fadesContent else { return 1 }
    let pull = context.pullDistance
    return StyleMath.clamp((pullDistance - pull) / pullDistance, 0, 1)
  }
}
