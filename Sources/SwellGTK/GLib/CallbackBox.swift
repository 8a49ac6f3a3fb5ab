/// A Swift closure kept alive for a C callback. The C side receives the box as its `user_data`
/// (an `Unmanaged` pointer), so the `@convention(c)` trampolines capture nothing: Swift 6.3.1
/// crashes compiling capturing C-convention closures, and C cannot hold a Swift context anyway.
package final class CallbackBox<Body> {
  package let body: Body

  package init(_ body: Body) {
    self.body = body
  }

  /// A +1 pointer for C; `releaseRetained(_:)` balances it when GLib calls the destroy notify.
  package func retainedPointer() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// The box behind a pointer from `retainedPointer()`, without changing its retain count.
  package static func from(_ pointer: UnsafeMutableRawPointer) -> CallbackBox<Body> {
    Unmanaged<CallbackBox<Body>>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Balances `retainedPointer()`: the destroy notify of a signal, source or tick callback.
  package static func releaseRetained(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<CallbackBox<Body>>.fromOpaque(pointer).release()
  }
}
