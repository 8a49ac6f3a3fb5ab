internal import CGtk

/// `g_signal_connect` is a macro and is not imported: every connection goes through
/// `g_signal_connect_data` with a non-capturing trampoline per signal signature and the Swift
/// handler in a `CallbackBox` as user data. GLib releases the box when the handler is
/// disconnected or the instance is finalized, so a connection never outlives its closure.
///
/// GTK emits signals on the main thread only; trampolines assert that with
/// `MainActor.assumeIsolated`, which traps (rather than races) if that ever stops being true.
@MainActor
enum Signal {
  /// Connects a handler of signature `void (*)(GObject *, gpointer)`: GApplication's
  /// `activate`, `scroll-begin`, `scroll-end`.
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Void
  ) -> UInt {
    typealias Box = CallbackBox<@MainActor () -> Void>
    let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      _, data in
      guard let data else { return }
      let box = Box.from(data)
      MainActor.assumeIsolated { box.body() }
    }
    return connect(
      instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(body).retainedPointer(),
      release: { data, _ in if let data { Box.releaseRetained(data) } })
  }

  /// Connects a handler of signature `void (*)(GObject *, GParamSpec *, gpointer)`:
  /// `notify::property-name`.
  @discardableResult
  static func connectNotify(
    _ instance: UnsafeMutableRawPointer, property: String, _ body: @escaping @MainActor () -> Void
  ) -> UInt {
    connectIgnoringArgument(instance, "notify::\(property)", body)
  }

  /// Connects a handler of signature `void (*)(GObject *, gpointer argument, gpointer)` whose
  /// argument is not needed: `notify::…` (a GParamSpec), GAction's `activate` (a GVariant).
  /// The user data comes third here, not second: a two-argument trampoline would read the
  /// argument as its data.
  @discardableResult
  static func connectIgnoringArgument(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Void
  ) -> UInt {
    typealias Box = CallbackBox<@MainActor () -> Void>
    let trampoline:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
      ) -> Void = { _, _, data in
        guard let data else { return }
        let box = Box.from(data)
        MainActor.assumeIsolated { box.body() }
      }
    return connect(
      instance, name, unsafeBitCast(trampoline, to: GCallback.self),
      Box(body).retainedPointer(), release: { data, _ in if let data { Box.releaseRetained(data) } }
    )
  }

  /// Connects a handler of signature `void (*)(GObject *, double, double, gpointer)`:
  /// `drag-begin`, `drag-update`, `drag-end`, `decelerate`.
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ body: @escaping @MainActor (Double, Double) -> Void
  ) -> UInt {
    typealias Box = CallbackBox<@MainActor (Double, Double) -> Void>
    let trampoline:
      @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void =
        { _, x, y, data in
          guard let data else { return }
          let box = Box.from(data)
          MainActor.assumeIsolated { box.body(x, y) }
        }
    return connect(
      instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(body).retainedPointer(),
      release: { data, _ in if let data { Box.releaseRetained(data) } })
  }

  /// Connects a handler of signature `gboolean (*)(GObject *, double, double, gpointer)`:
  /// the scroll controller's `scroll`.
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ body: @escaping @MainActor (Double, Double) -> Bool
  ) -> UInt {
    typealias Box = CallbackBox<@MainActor (Double, Double) -> Bool>
    let trampoline:
      @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Int32 =
        { _, x, y, data in
          guard let data else { return 0 }
          let box = Box.from(data)
          return MainActor.assumeIsolated { box.body(x, y) } ? 1 : 0
        }
    return connect(
      instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(body).retainedPointer(),
      release: { data, _ in if let data { Box.releaseRetained(data) } })
  }

  private static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ handler: GCallback,
    _ data: UnsafeMutableRawPointer, release: GClosureNotify
  ) -> UInt {
    UInt(g_signal_connect_data(instance, name, handler, data, release, GConnectFlags(0)))
  }
}
