import Adw
@_spi(Bindings) import GtkBridge
import GtkTestSupport
@_spi(Bindings) import Gtk
import XCTest

/// The generated `Gtk` and `Adw` modules on real widgets: the class tree and
/// checked casts, labelled constructors, typed properties and their change
/// notifications, typed signals with connections that block and disconnect,
/// enumerations, and references: nothing leaked, nothing unreferenced twice.
final class TypedGtkTests: XCTestCase {
    func testAScaleIsARangeAndAWidgetAndCastsByGType() {
        GtkTest.run {
            let scale = Gtk.Scale(withRange: .horizontal, min: 0, max: 10, step: 1)
            let widget: Gtk.Widget = scale
            XCTAssertTrue(widget is Gtk.Range)
            XCTAssertEqual(scale.typeName, "GtkScale")
            // A plain handle on the same object casts by its GType, not its Swift class.
            let handle = GObjectHandle(taking: scale.raw)
            XCTAssertNotNil(handle.cast(to: Gtk.Scale.self))
            XCTAssertNotNil(handle.cast(to: Gtk.Range.self))
            XCTAssertNil(handle.cast(to: Gtk.Label.self), "a scale is no label")
            XCTAssertEqual(scale.orientation, .horizontal, "Orientable's property, through the protocol")
        }
    }

    func testPropertiesAreTypedAndTheirChangesAreSignalled() {
        GtkTest.run {
            let scale = Gtk.Scale(orientation: .vertical, adjustment: Gtk.Adjustment(value: 2, lower: 0, upper: 5, stepIncrement: 1,
                                                                                     pageIncrement: 1, pageSize: 0))
            XCTAssertEqual(scale.adjustment?.upper, 5)
            var changes = 0
            let connection = scale.onNotifyDrawValue { changes += 1 }
            scale.drawValue = true
            XCTAssertTrue(scale.drawValue)
            scale.digits = 2
            XCTAssertEqual(scale.digits, 2)
            connection.whileBlocked { scale.drawValue = false }
            XCTAssertEqual(changes, 1, "a blocked connection does not run")
            let label = Gtk.Label("Hello")
            XCTAssertEqual(label.label, "Hello")
            label.label = "안녕하세요"
            XCTAssertEqual(label.label, "안녕하세요")
            label.widthChars = 12
            XCTAssertEqual(label.widthChars, 12)
            // Properties with no C getter, through GObject's property calls.
            let entry = Gtk.Entry()
            entry.primaryIconName = "edit-find-symbolic"
            XCTAssertEqual(entry.primaryIconName, "edit-find-symbolic")
            entry.enableEmojiCompletion = true
            XCTAssertTrue(entry.enableEmojiCompletion)
            entry.primaryIconName = nil
            XCTAssertNil(entry.primaryIconName)
        }
    }

    func testASignalTakesATypedClosureAndDisconnects() {
        GtkTest.run {
            let scale = Gtk.Scale(withRange: .horizontal, min: 0, max: 10, step: 1)
            var seen: [Double] = []
            let connection = scale.onValueChanged { range in seen.append(range.adjustment?.value ?? -1) }
            scale.adjustment?.value = 3
            scale.adjustment?.value = 7
            XCTAssertEqual(seen, [3, 7])
            connection.disconnect()
            scale.adjustment?.value = 1
            XCTAssertEqual(seen, [3, 7], "disconnected")
        }
    }

    func testACarouselPagesWithTypedCallsAndReportsThePage() {
        GtkTest.run {
            let carousel = Adw.Carousel()
            let pages = (0..<3).map { Gtk.Label("Page \($0)") }
            for page in pages { carousel.append(page) }
            XCTAssertEqual(carousel.nPages, 3)
            // A carousel scrolls once it is allocated, in a window.
            let window = TestWindow(width: 300, height: 200)
            XCTAssertTrue(window.present(carousel))
            var changed: [UInt32] = []
            carousel.onPageChanged { _, index in changed.append(index) }
            carousel.scrollTo(pages[2], animate: false)
            XCTAssertEqual(changed, [2])
            XCTAssertEqual(carousel.position, 2)
            XCTAssertEqual(carousel.nthPage(1)?.raw, pages[1].raw)
        }
    }

    func testReferencesAreTakenAndGivenBackExactlyOnce() {
        GtkTest.run {
            let counter = FinalizationCounter()
            do {
                // A new widget is floating: the wrapper sinks it and is its only owner.
                let label = Gtk.Label("floating")
                counter.watch(label)
                // A result handed over in full (a list model of the children) is adopted.
                let children = label.observeChildren()
                XCTAssertNotNil(children)
                counter.watch(children!)
                // A result not handed over is referenced for as long as its wrapper lives.
                let box = Gtk.Box(orientation: .horizontal, spacing: 0)
                counter.watch(box)
                box.append(label)
                XCTAssertEqual(label.parent?.raw, box.raw)
            }
            XCTAssertTrue(GtkTest.iterate(until: { counter.finalized == counter.watched }),
                          "\(counter.alive) of \(counter.watched) objects outlived their wrappers")
        }
    }

    /// A window's constructor hands over no reference (GTK's list of windows
    /// owns it): the wrapper takes one of its own, so destroying the window
    /// while the wrapper lives, and then dropping the wrapper, frees it once.
    func testAWindowIsOwnedByGTKsWindowListAndItsWrapperTakesAReferenceOfItsOwn() {
        GtkTest.run {
            let counter = FinalizationCounter()
            do {
                let about = Adw.AboutWindow()
                counter.watch(about)
                about.applicationName = "Test"
                about.present()
                XCTAssertTrue(GtkTest.iterate(until: { about.isMapped }))
                about.destroy()
                GtkTest.drain()
                XCTAssertEqual(counter.finalized, 0, "the wrapper still holds the window")
                XCTAssertEqual(about.applicationName, "Test", "and it can still be read")
            }
            XCTAssertTrue(GtkTest.iterate(until: { counter.finalized == 1 }), "freed once its wrapper is gone")
        }
    }

    /// The names read as Swift written by hand: labels a call's name already
    /// says are gone, zero-argument getters are properties (settable where
    /// GTK has the setter), Booleans read as assertions, class functions
    /// without arguments are static properties.
    func testGeneratedNamesReadAsSwift() {
        GtkTest.run {
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            let title = Gtk.Label("Title")
            let button = Gtk.Button(label: "Go")
            box.append(title)
            box.append(button)
            XCTAssertEqual(box.firstChild?.raw, title.raw)
            XCTAssertEqual(title.nextSibling?.raw, button.raw)
            XCTAssertTrue(button.hasAncestor(box))
            XCTAssertFalse(box.hasAncestor(button))
            XCTAssertEqual(button.ancestor(widgetType: Gtk.Box.gType)?.raw, box.raw)
            title.isSelectable = true
            XCTAssertTrue(title.isSelectable)
            XCTAssertEqual(Gtk.Label(mnemonic: "_Open").useUnderline, true)
            // A getter and setter pair that is no GObject property is one Swift property.
            button.childVisible = false
            XCTAssertFalse(button.childVisible)
            XCTAssertNotNil(Adw.StyleManager.default, "a class function without arguments")
            let list = Gtk.StringList(strings: ["a", "b", "c"])
            list.remove(at: 1)
            XCTAssertEqual(list.string(at: 1), "c")
        }
    }

    /// An emission hands the handler the wrapper the signal was connected on
    /// (nothing made per emission); once that wrapper is gone, a new one of
    /// the same object.
    func testASignalHandsItsHandlerTheWrapperItWasConnectedOn() {
        GtkTest.run {
            let adjustment = Gtk.Adjustment(value: 0, lower: 0, upper: 10, stepIncrement: 1, pageIncrement: 1, pageSize: 0)
            var connectedOn: [Bool] = []
            var objects: [UnsafeMutableRawPointer] = []
            weak var connected: Gtk.Scale?
            let held: GObjectHandle
            do {
                let scale = Gtk.Scale(orientation: .horizontal, adjustment: adjustment)
                connected = scale
                held = GObjectHandle(taking: scale.raw)
                scale.onValueChanged { range in
                    connectedOn.append(range === connected)
                    objects.append(range.raw)
                }
                adjustment.value = 3
            }
            XCTAssertNil(connected, "the wrapper the signal was connected on is gone")
            adjustment.value = 4
            XCTAssertEqual(connectedOn, [true, false])
            XCTAssertEqual(objects, [held.raw, held.raw], "the same object both times")
        }
    }

    /// A GTK enumeration is a Swift enum: `switch` is exhaustive over this
    /// GTK's values, and a value a newer GTK adds arrives as `.unrecognized`.
    func testAnEnumerationIsExhaustiveAndKeepsAValueANewerLibraryAdds() {
        GtkTest.run {
            func name(_ orientation: Gtk.Orientation) -> String {
                switch orientation {
                case .horizontal: "horizontal"
                case .vertical: "vertical"
                case .unrecognized(let value): "unrecognized \(value)"
                }
            }
            XCTAssertEqual(name(Gtk.Box(orientation: .vertical, spacing: 0).orientation), "vertical")
            XCTAssertEqual(Gtk.Orientation(rawValue: 1), .vertical)
            XCTAssertEqual(name(Gtk.Orientation(rawValue: 7)), "unrecognized 7")
            XCTAssertEqual(Gtk.Orientation(rawValue: 7).rawValue, 7)
        }
    }

    /// Where one widget lies in another's coordinates, which GTK answers
    /// through out-parameters: a label below a 30-pixel spacer, 12 pixels in.
    func testAWidgetsPlaceIsReadInAnothersCoordinates() {
        GtkTest.run {
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            let spacer = Gtk.Box(orientation: .vertical, spacing: 0)
            spacer.heightRequest = 30
            let label = Gtk.Label("Here")
            label.marginStart = 12
            label.halign = .start
            box.append(spacer)
            box.append(label)
            let window = TestWindow(width: 200, height: 100)
            XCTAssertTrue(window.present(box))
            let bounds = label.bounds(in: box)
            XCTAssertEqual(bounds?.x, 12)
            XCTAssertEqual(bounds?.y, 30)
            XCTAssertEqual(bounds?.width, Double(label.width))
            let point = label.convert((x: 2, y: 3), to: box)
            XCTAssertEqual(point?.x, 14)
            XCTAssertEqual(point?.y, 33)
            XCTAssertNil(label.convert((x: 0, y: 0), to: Gtk.Label("elsewhere")), "no common ancestor")
        }
    }

    /// A NULL-terminated array of strings GTK returns is a `[String]`.
    func testAStringArrayResultIsASwiftArray() {
        GtkTest.run {
            let filter = Gtk.FileFilter()
            XCTAssertEqual(filter.attributes, [], "no rule needs no attribute")
            filter.addSuffix("png")
            filter.addMimeType("image/jpeg")
            XCTAssertEqual(Set(filter.attributes), ["standard::display-name", "standard::content-type"])
        }
    }
}
