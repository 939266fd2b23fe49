import CGtk

/// Attributes over ranges of a text (`PangoAttrList`), as a label, an entry
/// or an inscription takes them. Ranges are in UTF-8 bytes, as Pango counts.
/// Only what the app needs is here: ranges kept on one line.
public final class TextAttributes {
    /// The `PangoAttrList *`, for generated bindings.
    @_spi(Bindings) public let pointer: OpaquePointer

    /// An empty list.
    public convenience init() { self.init(adopting: pango_attr_list_new()) }

    /// Takes over the caller's reference (a transfer-full result).
    @_spi(Bindings) public init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    /// Takes a reference of its own (a transfer-none result).
    @_spi(Bindings) public init(copying pointer: OpaquePointer) { self.pointer = pango_attr_list_ref(pointer) }

    deinit { pango_attr_list_unref(pointer) }

    /// Forbids line breaks inside the UTF-8 byte range `bytes` (`allow-breaks`
    /// false): a wrapped text moves it to the next line whole.
    public func keepOnOneLine(_ bytes: Range<Int>) {
        guard let attribute = pango_attr_allow_breaks_new(0) else { return }
        attribute.pointee.start_index = guint(clamping: bytes.lowerBound)
        attribute.pointee.end_index = guint(clamping: bytes.upperBound)
        pango_attr_list_insert(pointer, attribute)
    }
}
