import GtkUI
import LandmarksModel

/// The profile as it is: name, preferences, goal date, badges and the latest hike.
struct ProfileSummary: View {
    @Environment(ModelData.self) private var modelData
    @Environment(AppNavigation.self) private var navigation
    var profile: Profile

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(profile.username).font(.title).bold()
                Text(profile.prefersNotifications ? tr("Notifications: On") : tr("Notifications: Off"))
                Text(tr("Seasonal Photos: %1$s", profile.seasonalPhoto.rawValue))
                Text(tr("Goal Date: %1$s", DateText.long(profile.goalDate)))
                Divider()
                VStack(alignment: .leading, spacing: 6) {
                    Text(tr("Completed Badges")).font(.headline)
                    ScrollView(.horizontal, showsIndicators: false) {
                        // As in the original, 8 apart: the three fit a 400 px window
                        // whole, 6 px in from the strip's edges, where its focus ring is.
                        HStack(spacing: 8) {
                            HikeBadge(name: tr("First Hike"))
                            HikeBadge(name: tr("Earth Day"))
                                .hueRotation(Angle(degrees: 90))
                            HikeBadge(name: tr("Tenth Hike"))
                                .grayscale(0.5)
                                .hueRotation(Angle(degrees: 45))
                        }
                        .padding(.horizontal, 6)
                        .padding(.bottom, 24)
                    }
                    .frame(maxWidth: .infinity)
                    // A Tab stop (the strip scrolls from the keyboard): named, and showing the focus.
                    .accessibilityLabel(tr("Badges"))
                    .styleClass("badge-strip")
                }
                Divider()
                if let hike = modelData.hikes.first {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(tr("Recent Hikes")).font(.headline)
                        HikeView(hike: hike, showDetail: Bindable(navigation).showsHikeDetail,
                                 measure: Bindable(navigation).hikeMeasure)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(24)
        }
    }
}
