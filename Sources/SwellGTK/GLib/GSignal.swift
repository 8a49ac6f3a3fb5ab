public import CGtk

/// Connects Swift closures to GObject signals, which C code connects with the
/// `g_signal_connect` macro (Swift does not import macros).
///
///     GSignal.connect(app, "activate") { buildWindow(app) }
///     GSignal.connect(button, "clicked") { view.scrollToTop() }
///     GSignal.connectNotify(settings, property: "gtk-application-prefer-dark-theme") { … }
///
/// Each connection goes through `g_signal_connect_data` with a non-capturing trampoline for
/// the signal's C signature and the closure as user data. GLib releases the closure when the
/// handler is disconnected or the instance is finalized, so a connection never outlives it.
/// Pass any GObject pointer as the instance (`UnsafeMutablePointer<GtkWidget>` and the like
/// convert on their own; an `OpaquePointer` through `UnsafeMutableRawPointer(_:)`). Each
/// function returns the handler id for `g_signal_handler_disconnect`.
///
/// GTK emits signals on the main thread only; trampolines assert that with
/// `MainActor.assumeIsolated`, which traps (rather than races) if that ever stops being true.
/// Connect only signals whose C signature is the one a function names: GLib cannot check it.
@MainActor
public enum GSignal {
  /// Connects a handler of signature `void (*)(GObject *, gpointer)`: GApplication's
  /// `activate`, GtkButton's `clicked`, `scroll-begin`, `scroll-end`.
  @discardableResult
  public static func connect(
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
  public static func connectNotify(
    _ instance: UnsafeMutableRawPointer, property: String, _ body: @escaping @MainActor () -> Void
  ) -> UInt {
    connectIgnoringArgument(instance, "notify::\(property)", body)
  }

  /// Connects a handler of signature `void (*)(GObject *, gpointer argument, gpointer)` whose
  /// argument is not needed: `notify::…` (a GParamSpec), GAction's `activate` (a GVariant).
  /// The user data comes third here, not second: a two-argument trampoline would read the
  /// argument as its data.
  @discardableResult
  public static func connectIgnoringArgument(
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
  public static func connect(
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
  public static func connect(
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

  /// Connects a handler of signature
  /// `gboolean (*)(GObject *, guint keyval, guint keycode, GdkModifierType, gpointer)`:
  /// GtkEventControllerKey's `key-pressed`. The closure gets the key value (`GDK_KEY_…`) and
  /// the modifiers, and returns whether it handled the key (true stops its propagation).
  @discardableResult
  public static func connectKey(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    _ body: @escaping @MainActor (_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool
  ) -> UInt {
    typealias Box = CallbackBox<@MainActor (UInt32, GdkModifierType) -> Bool>
    let trampoline:
      @convention(c) (
        UnsafeMutableRawPointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?
      ) -> Int32 = { _, keyval, _, modifiers, data in
        guard let data else { return 0 }
        let box = Box.from(data)
        return MainActor.assumeIsolated { box.body(keyval, modifiers) } ? 1 : 0
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
