import Foundation

// `Measurement.formatted(_:)` as Apple's Foundation spells it, which
// Foundation on Linux does not have (nor `MeasurementFormatter`): model code
// written for SwiftUI — an elevation, an area — formats its measurements
// unchanged. The number is in the user's locale (grouping, decimal mark) with
// up to two decimals; the unit is its symbol ("1,234.5 m", "km²"): Linux
// Foundation knows no unit names, so `.wide` also shows the symbol, and the
// unit is the one provided whatever the usage (no conversion to a locale's
// preferred unit). Not here: `Measurement.FormatStyle`'s other options.

extension Measurement where UnitType: Dimension {
    /// How `formatted(_:)` writes a measurement (Foundation's `Measurement.FormatStyle`).
    public struct FormatStyle: Sendable, Equatable {
        /// How much of the unit is written.
        public enum UnitWidth: Sendable, Equatable {
            /// The unit's name in Apple's Foundation; its symbol here.
            case wide
            /// The unit's symbol after a space: "12 km".
            case abbreviated
            /// The symbol right after the number: "12km".
            case narrow
        }

        let width: UnitWidth
        let locale: Locale

        /// A measurement written `width`, in `usage`'s unit (always the one provided here).
        public static func measurement(
            width: UnitWidth = .wide, usage: MeasurementFormatUnitUsage<UnitType> = .general
        ) -> FormatStyle {
            FormatStyle(width: width, locale: .current)
        }

        /// The same style in `locale`'s numbers.
        public func locale(_ locale: Locale) -> FormatStyle {
            FormatStyle(width: width, locale: locale)
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = measurement.value.formatted(.number.precision(.fractionLength(0...2)).locale(locale))
            let symbol = measurement.unit.symbol
            return width == .narrow ? number + symbol : number + " " + symbol
        }
    }

    /// The measurement as text in `style`.
    public func formatted(_ style: FormatStyle) -> String {
        style.format(self)
    }

    /// The measurement as text: its number in the user's locale and its unit's symbol.
    public func formatted() -> String {
        formatted(.measurement(width: .abbreviated))
    }
}

/// Which unit a measurement is written in (Foundation's
/// `MeasurementFormatUnitUsage`): here always the unit it was given in.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Sendable, Equatable {
    let name: String

    /// The unit the measurement was given in.
    public static var asProvided: MeasurementFormatUnitUsage { MeasurementFormatUnitUsage(name: "asProvided") }
    /// The locale's preferred unit in Apple's Foundation; the given one here.
    public static var general: MeasurementFormatUnitUsage { MeasurementFormatUnitUsage(name: "general") }
}
