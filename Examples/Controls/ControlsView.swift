// ControlsView: the two representables in an ordinary view, as a person uses
// them: a volume and a number of hikers, each shown in a text that follows it.
import GtkUI

struct ControlsView: View {
    @State var volume = 0.5
    @State var hikers = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Volume \(Int((volume * 100).rounded())) %")
            Slider(value: $volume, label: "Volume")
            Text("\(hikers) hikers")
            SpinField(value: $hikers, bounds: 1...12, label: "Hikers")
        }
        .padding(18)
    }
}
