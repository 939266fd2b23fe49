// Finds the types `#Preview` declared, in every image of the running
// program, from the Swift runtime's records of the types it holds. Swift has
// no code that runs when a file is loaded, so a preview cannot register
// itself; the runtime's per-image metadata sections are what every Swift
// program on Linux carries. Only non-generic structs with a name the
// compiler made for a macro (beginning with `$`, which no written name can)
// are looked at, and of them only those that conform to `PreviewRegistry`.

/// The layout of the runtime's `MetadataSections` this reads: four words,
/// then (start, length) pairs, the third of which is `swift5_type_metadata`.
private let typeMetadataRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)

/// A non-generic type's metadata accessor, called with a complete request (0).
private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer

extension PreviewGallery {
    /// Every preview `#Preview` declared in the program, in the order of
    /// their files' ids and then their lines.
    public static func registeredPreviews() -> [any PreviewRegistry.Type] {
        var found: [any PreviewRegistry.Type] = []
        withUnsafeMutablePointer(to: &found) { pointer in
            enumerateAllMetadataSections({ sections, context in
                let range = sections.load(fromByteOffset: typeMetadataRangeOffset, as: (UInt, UInt).self)
                let found = context.assumingMemoryBound(to: [any PreviewRegistry.Type].self)
                collectPreviewTypes(records: range, into: &found.pointee)
                return true
            }, pointer)
        }
        return found.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }
}

/// Reads one image's type records: 32-bit offsets to type descriptors,
/// whose low two bits say how the descriptor is referenced (0: directly).
private func collectPreviewTypes(records range: (start: UInt, length: UInt), into found: inout [any PreviewRegistry.Type]) {
    guard range.start != 0, range.length >= 4 else { return }
    let base = UnsafeRawPointer(bitPattern: range.start)!
    for offset in stride(from: 0, to: Int(range.length) - 3, by: 4) {
        let record = base + offset
        let value = record.load(as: Int32.self)
        guard value & 3 == 0 else { continue }
        let descriptor = record + Int(value)
        if let type = previewType(described: descriptor) { found.append(type) }
    }
}

/// The type a struct descriptor describes, when a macro made it:
/// flags (kind in the low five bits, 17 for a struct, 0x80 when
/// generic), the parent, the name and the metadata accessor, each a
/// 32-bit word and the last three offsets from where they are stored.
private func previewType(described descriptor: UnsafeRawPointer) -> (any PreviewRegistry.Type)? {
    let flags = descriptor.load(as: UInt32.self)
    guard flags & 0x1F == 17, flags & 0x80 == 0 else { return nil }
    let nameField = descriptor + 8
    let name = nameField + Int(nameField.load(as: Int32.self))
    guard name.load(as: UInt8.self) == UInt8(ascii: "$") else { return nil }
    let accessorField = descriptor + 12
    let accessorOffset = Int(accessorField.load(as: Int32.self))
    guard accessorOffset != 0 else { return nil }
    let accessor = unsafeBitCast(accessorField + accessorOffset, to: MetadataAccessor.self)
    let metadata = accessor(0)
    return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewRegistry.Type
}
