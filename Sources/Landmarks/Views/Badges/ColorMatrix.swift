// ColorMatrix: SwiftUI's `hueRotation` and `grayscale` as the linear colour
// transforms they are (the filter-effects matrices), applied to the badge's
// colours before drawing. Being linear, transforming the gradient stops and
// the symbol colour is the same as transforming every drawn pixel.
import Glibc

struct ColorMatrix: Equatable, Sendable {
    var rows: [[Double]]

    static let identity = ColorMatrix(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    /// Rotation of hue by `degrees`.
    static func hueRotation(degrees: Double) -> ColorMatrix {
        let a = cos(degrees * .pi / 180), b = sin(degrees * .pi / 180)
        return ColorMatrix(rows: [
            [0.213 + 0.787 * a - 0.213 * b, 0.715 - 0.715 * a - 0.715 * b, 0.072 - 0.072 * a + 0.928 * b],
            [0.213 - 0.213 * a + 0.143 * b, 0.715 + 0.285 * a + 0.140 * b, 0.072 - 0.072 * a - 0.283 * b],
            [0.213 - 0.213 * a - 0.787 * b, 0.715 - 0.715 * a + 0.715 * b, 0.072 + 0.928 * a + 0.072 * b],
        ])
    }

    /// Desaturation by `amount` (0 keeps colour, 1 is fully grey).
    static func grayscale(_ amount: Double) -> ColorMatrix {
        let k = 1 - amount
        return ColorMatrix(rows: [
            [0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k],
            [0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k],
            [0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k],
        ])
    }

    /// `other` applied after `self` (modifiers apply from the inside out).
    func then(_ other: ColorMatrix) -> ColorMatrix {
        ColorMatrix(rows: (0..<3).map { row in
            (0..<3).map { column in (0..<3).reduce(0) { $0 + other.rows[row][$1] * rows[$1][column] } }
        })
    }

    /// An RGB colour (0…1) transformed, clamped to 0…1.
    func apply(_ color: (Double, Double, Double)) -> (Double, Double, Double) {
        let input = [color.0, color.1, color.2]
        let output = rows.map { row in min(max(zip(row, input).reduce(0) { $0 + $1.0 * $1.1 }, 0), 1) }
        return (output[0], output[1], output[2])
    }
}
