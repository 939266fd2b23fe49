import FoundationEssentials
import GtkBridge
import GtkUI
import LandmarksModel

/// A catalogue file dropped on the window is opened as `--catalog` opens one
/// at the start: read and checked by the same decoder, on another thread
/// (CatalogPreload), its pictures looked for beside it, the saved favorites
/// applied. A file that fails the checks is named with the same reason in a
/// toast, and the landmarks shown stay as they were. Collections keep their
/// landmarks by id, as favorites do, whichever catalogue is shown.
///
/// GtkUI hands the file over as a URL; Foundation builds a file URL from the
/// name's text, so a name that is not UTF-8 arrives with its odd bytes
/// replaced and is reported as not found, by that name.
@MainActor
enum CatalogDrop {
    /// Opens the first of the files dropped together; the others are not
    /// opened, and a toast says so (one catalogue shows at a time).
    static func open(_ urls: [URL], state: AppState, session: AppSession) {
        guard let first = urls.first else { return }
        open(first, droppedWith: urls.count - 1, state: state, session: session)
    }

    /// Opens the catalogue at `url` in place of the one shown. With `others`
    /// dropped with it, the toast saying it opened also says they did not
    /// (one toast, not two in a queue, so it shows at once), and comes
    /// after a toast saying why it did not open.
    static func open(_ url: URL, droppedWith others: Int = 0, state: AppState, session: AppSession) {
        let file = url.withUnsafeFileSystemRepresentation { path in
            FileName(bytes: path.map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) } ?? [])
        }
        let catalog = CatalogPreload(location: CatalogLocation(file))
        session.catalogDrops += 1
        let drop = session.catalogDrops
        catalog.whenFinished { [weak state] in
            // A large catalogue still being read when a small one was
            // dropped after it is not shown over the later one.
            guard let state, session.catalogDrops == drop else { return }
            show(catalog, droppedWith: others, state: state, session: session)
        }
    }

    private static func sayNotOpened(_ others: Int, droppedWith first: String, firstOpened: Bool, session: AppSession) {
        let name = PosixFile.fileName(of: first)
        session.toaster.show(
            firstOpened
                // Translators: after several files were dropped on the window at once.
                ? ntr("Only one catalogue opens at a time: “%2$s” is opened, and the %1$d other file dropped with it is not.",
                      "Only one catalogue opens at a time: “%2$s” is opened, and the %1$d other files dropped with it are not.",
                      count: others, others, name)
                // Translators: after several files were dropped at once, the first of which could not be opened.
                : ntr("Only one catalogue opens at a time: the %1$d other file dropped with “%2$s” is not opened either.",
                      "Only one catalogue opens at a time: the %1$d other files dropped with “%2$s” are not opened either.",
                      count: others, others, name),
            title: tr("Other files not opened"))
    }

    /// Shows the catalogue read, or says why it cannot.
    private static func show(_ catalog: CatalogPreload, droppedWith others: Int, state: AppState, session: AppSession) {
        let path = catalog.path
        let landmarks: [Landmark]
        do {
            landmarks = try catalog.landmarks()
        } catch {
            printError("\(AppInfo.name): \(path): \(error.message)")
            session.toaster.show(
                tr("Could not open the catalogue “%1$s”: %2$s The landmarks shown have not changed.", path, error.message),
                title: tr("Catalogue not opened"))
            if others > 0 { sayNotOpened(others, droppedWith: path, firstOpened: false, session: session) }
            return
        }
        LandmarkImages.catalogDirectory = catalog.location.folderPath
        let navigation = session.navigation
        navigation.featuredPath = []
        navigation.listSelection = nil
        navigation.collectionsPath.removeAll { if case .landmark = $0 { true } else { false } }
        state.model.landmarks = state.autosaver.state.applying(to: landmarks)
        if others > 0 {
            sayNotOpened(others, droppedWith: path, firstOpened: true, session: session)
        } else {
            // Translators: a toast after a catalogue file dropped on the window is opened.
            session.toaster.show(tr("Opened “%1$s”", PosixFile.fileName(of: path)))
        }
        for notice in AppState.missingPictureNotice(landmarks, folder: catalog.location.shownFolderPath) {
            session.toaster.show(notice.message, title: notice.title)
        }
    }
}
