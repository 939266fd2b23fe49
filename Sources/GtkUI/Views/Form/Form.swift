import Adw
import Gtk

/// A page of settings in GNOME's idiom, SwiftUI's `Form`: an
/// `AdwPreferencesPage`, which scrolls and keeps its groups at a readable
/// width. Each `Section` becomes one of the page's groups; views between
/// sections (a form without any, as SwiftUI allows) share a group without
/// a title, one per run of them.
nonisolated public struct Form<Content: View>: ContainerRepresentable {
    public let content: Content
    @MainActor public var configuration: NoConfiguration { NoConfiguration() }

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public final class Coordinator {
        var groups: [Gtk.Widget] = []
        /// The untitled groups holding views outside sections, and what each holds.
        var implicitGroups: [(group: Adw.PreferencesGroup, members: [Gtk.Widget])] = []
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Adw.PreferencesPage {
        let page = Adw.PreferencesPage()
        page.setExpand(horizontal: true, vertical: true)
        return page
    }

    @MainActor public func updateWidget(_ page: Adw.PreferencesPage, context: Context) {}

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in page: Adw.PreferencesPage, context: Context) {
        let coordinator = context.coordinator
        let children = Self.grouped(children, coordinator: coordinator)
        // A page cannot insert at a position: what follows the unchanged start is added again.
        let kept = commonPrefixLength(coordinator.groups, children)
        for group in coordinator.groups[kept...] { group.cast(to: Adw.PreferencesGroup.self).map(page.remove(group:)) }
        for group in children[kept...] { group.cast(to: Adw.PreferencesGroup.self).map(page.add(group:)) }
        coordinator.groups = children
    }

    /// `children` with each run of views that are not groups put in an untitled group.
    @MainActor private static func grouped(_ children: [Gtk.Widget], coordinator: Coordinator) -> [Gtk.Widget] {
        var result: [Gtk.Widget] = []
        var runs: [[Gtk.Widget]] = []
        var inRun = false
        for child in children {
            if child.cast(to: Adw.PreferencesGroup.self) != nil {
                result.append(child)
                inRun = false
            } else if inRun {
                runs[runs.count - 1].append(child)
            } else {
                runs.append([child])
                inRun = true
                if coordinator.implicitGroups.count < runs.count {
                    coordinator.implicitGroups.append((Adw.PreferencesGroup(), []))
                }
                result.append(coordinator.implicitGroups[runs.count - 1].group)
            }
        }
        coordinator.implicitGroups.removeLast(coordinator.implicitGroups.count - runs.count)
        for (index, run) in runs.enumerated() where coordinator.implicitGroups[index].members != run {
            let group = coordinator.implicitGroups[index].group
            for member in coordinator.implicitGroups[index].members where member.parent != nil {
                group.remove(member)
            }
            for member in run {
                if member.parent != nil { member.unparent() }
                group.add(member)
            }
            coordinator.implicitGroups[index].members = run
        }
        return result
    }
}
