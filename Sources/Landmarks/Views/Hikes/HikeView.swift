import GtkUI
import LandmarksModel

/// A hike on the profile: a small elevation graph, its name over its distance,
/// and a chevron that turns a quarter and grows while the detail is open. The
/// detail slides in from the trailing edge and fades out. Whether the detail
/// is open, and which measure it shows, are the caller's (the profile keeps
/// them while it is edited and closed).
struct HikeView: View {
    var hike: Hike
    @Binding var showDetail: Bool
    @Binding var measure: HikeMeasure

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 12) {
                HikeGraph(hike: hike, measure: .elevation)
                    .frame(width: 50, height: 30)
                VStack(alignment: .leading, spacing: 0) {
                    Text(hike.name).font(.headline)
                    Text(hike.distanceText)
                }
                Spacer()
                IconButton(showDetail ? tr("Hide Hike Details") : tr("Show Hike Details"), systemImage: "chevron.right.circle") {
                    withAnimation(.easeInOut(duration: 0.3)) { showDetail.toggle() }
                }
                .styleClass("flat")
                .modifier(StyleClasses(showDetail ? ["hike-chevron", "expanded"] : ["hike-chevron"]))
            }
            .frame(maxWidth: .infinity)
            Revealer(isShown: showDetail, enter: .slideLeft, leave: .crossfade) {
                HikeDetail(hike: hike, measure: $measure)
            }
        }
    }
}

/// The hike's graph (200 px high) with buttons to choose the measure.
struct HikeDetail: View {
    var hike: Hike
    @Binding var measure: HikeMeasure

    var body: some View {
        VStack(spacing: 6) {
            HikeGraph(hike: hike, measure: measure)
                .frame(maxWidth: .infinity, minHeight: 200)
            HStack(spacing: 6) {
                ForEach(HikeMeasure.allCases, id: \.self) { choice in
                    Button(choice.title) { measure = choice }
                        .modifier(StyleClasses(choice == measure ? ["measure-selected"] : ["flat"]))
                        .accessibilityPressed(choice == measure)
                        .accessibilityLabel(tr("Show %1$s", choice.title))
                }
            }
        }
        .padding(.vertical, 12)
    }
}

#Preview(traits: .fixedLayout(width: 500, height: 400)) {
    @Previewable @State var showDetail = true
    @Previewable @State var measure = HikeMeasure.elevation
    VStack {
        HikeView(hike: PreviewData.model.hikes[0], showDetail: $showDetail, measure: $measure)
        Spacer()
    }
}
