/// The stored fields of a struct type whose names start with an underscore —
/// where a property wrapper keeps its storage (`@State var x` is `_x`) — with
/// their offsets and types, read from the runtime's field records.
///
/// Only those fields' types are resolved. The standard library's
/// `_forEachField` resolves every field's type, and resolving a type a field
/// names by its mangled name has the runtime check the requirements of each
/// generic argument in it (a view's `content` of some generic container: a
/// search of every conformance record in the program, once per type) for
/// fields that can hold no dynamic property.
///
/// It reads the layouts the Swift 5 ABI fixed: a struct's metadata (its kind,
/// its descriptor, the field offset vector), the descriptor's field records.
/// Anything else (a class, an enum, a struct without field records) is
/// answered with nil, for the caller to walk as before.
enum UnderscoredFields {
    struct Field {
        let offset: Int
        let type: Any.Type
    }

    /// The struct's underscored fields, or nil when `type` is not a struct
    /// whose fields can be read this way (or a field's type cannot be named).
    static func of(_ type: Any.Type) -> [Field]? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // MetadataKind.Struct; enums, optionals, classes and the rest go the general way.
        guard metadata.load(as: Int.self) == 0x200 else { return nil }
        let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
        // TargetStructDescriptor: flags, parent, name, access function, fields,
        // number of fields, field offset vector offset (in words).
        guard let records = relative(descriptor + 16) else { return nil }
        let fieldCount = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self))
        let offsetVector = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
        // FieldDescriptor: mangled type name, superclass, kind, record size,
        // number of records, then the records (flags, mangled type name, name).
        let recordSize = Int(records.load(fromByteOffset: 10, as: UInt16.self))
        guard Int(records.load(fromByteOffset: 12, as: UInt32.self)) == fieldCount, recordSize >= 12 else { return nil }
        var fields: [Field] = []
        for index in 0..<fieldCount {
            let record = records + 16 + index * recordSize
            guard let name = relative(record + 8),
                  name.load(as: UInt8.self) == UInt8(ascii: "_") else { continue }
            guard let typeName = relative(record + 4) else { return nil }
            let mangled = typeName.assumingMemoryBound(to: UInt8.self)
            // A generic struct's arguments follow its kind and descriptor.
            guard let fieldType = _getTypeByMangledNameInContext(
                mangled, UInt(mangledNameLength(mangled)), genericContext: descriptor, genericArguments: metadata + 16
            ) else { return nil }
            let offset = metadata.load(fromByteOffset: (offsetVector * 8) + index * 4, as: UInt32.self)
            fields.append(Field(offset: Int(offset), type: fieldType))
        }
        return fields
    }

    /// What a 32-bit relative pointer at `address` points to (nil for 0).
    private static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.load(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// A mangled name's length: up to its terminating zero, stepping over
    /// the 4-byte (1...0x17) and pointer-sized (0x18...0x1F) operands of
    /// symbolic references, which may hold zero bytes.
    private static func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
        var length = 0
        while true {
            let byte = name[length]
            switch byte {
            case 0: return length
            case 0x01...0x17: length += 1 + 4
            case 0x18...0x1F: length += 1 + MemoryLayout<Int>.size
            default: length += 1
            }
        }
    }
}
