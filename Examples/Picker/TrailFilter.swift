// TrailFilter: the picker in an ordinary view, over an observable model —
// the shape a SwiftUI developer writes with `@Observable` and `@Bindable`.
import GtkUI
import Observation

@Observable @MainActor
final class TrailFilter {
    var categories = ["Lakes", "Mountains", "Rivers"]
    var category = "Lakes"
}

struct TrailFilterView: View {
    @Bindable var filter: TrailFilter

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DropDownPicker(values: filter.categories, selection: $filter.category, label: "Category")
            Text("Showing \(filter.category)")
        }
        .padding(18)
    }
}
