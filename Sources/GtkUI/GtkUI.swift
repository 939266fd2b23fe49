// GtkUI: a SwiftUI-style layer over GTK 4 and libadwaita.
//
// Views are value types with a `body`; state lives in `@State`, `@Binding`,
// `@Environment` and `@Observable` models; a view graph turns them into real
// GTK widgets through `WidgetRepresentable`, the one mechanism every built-in
// view uses. GtkUI knows nothing of landmarks.
//
// It does not lay anything out itself: GTK's containers do. It re-exports
// Foundation and Observation, as SwiftUI does, so a view file needs only
// `import GtkUI` for `CGFloat`, `CGPoint`, `Date`, `@Observable` and the rest.
@_exported import Foundation
@_exported import Observation
@_exported import GtkBridge
