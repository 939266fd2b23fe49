import Foundation
import GtkUI
import XCTest

/// Model code written for Apple's Foundation formats its measurements here
/// too: the number in the locale's way, the unit's symbol after it.
final class MeasurementFormatTests: XCTestCase {
    func testAMeasurementIsWrittenWithTheLocalesNumbersAndItsUnitsSymbol() {
        let height = Measurement(value: 1234.5, unit: UnitLength.meters)
        let english = Locale(identifier: "en_US"), german = Locale(identifier: "de_DE")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(english)), "1,234.5 m")
        XCTAssertEqual(height.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(german)), "1.234,5 m")
        XCTAssertEqual(height.formatted(.measurement(width: .narrow).locale(english)), "1,234.5m")
        let area = Measurement(value: 3.14159, unit: UnitArea.squareKilometers)
        XCTAssertEqual(area.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(english)), "3.14 km²",
                       "two decimals at most")
    }
}
