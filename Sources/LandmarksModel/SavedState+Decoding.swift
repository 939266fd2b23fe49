// SavedState+Decoding: the saved-state file's bytes back into a SavedState,
// by the same strict rules as a catalogue (JSONParser: one value, no repeated
// keys, nesting and sizes bounded), never through a decoder that could trap
// on hostile bytes.
//
// What is read: `version` (a whole number, checked first), `favorites` (an
// object of landmark ids to true/false), `catalogs`, `collections` (absent in
// version 1: none; each checked against LandmarkCollection's limits) and
// `profile` (absent or null for none). Members it does not know are kept
// in the state as read, so a later version's additions are written back. A
// later version's file is read by the same rules; when they fail, the
// problem is `newerVersion`, not damage. It does not touch files (StateStore does).
import FoundationEssentials
import Localization

extension SavedState {
    /// Why a file's contents were not accepted.
    package enum DecodingProblem: Error, Equatable, Sendable {
        /// Not JSON, or not the expected shape; the text says what failed.
        case unreadable(String)
        /// Written by a newer version of the app, in a form this one cannot read.
        case newerVersion(Int)
    }

    /// Decodes a file's contents, checking the version before anything else.
    package static func decode(_ bytes: [UInt8]) throws(DecodingProblem) -> SavedState {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .unreadable(tr("it is not valid JSON: line %1$s, column %2$s: %3$s", error.line, error.column, error.reason))
        }
        guard let members = document.objectValue else {
            throw .unreadable(tr("it holds %1$s, not an object", document.foundDescription))
        }
        guard let versionValue = members["version"] else { throw .unreadable(tr("“version” is missing")) }
        guard let version = versionValue.integerValue else {
            throw .unreadable(tr("“version” is %1$s, not a whole number", versionValue.foundDescription))
        }
        guard version >= 1 else { throw .unreadable(tr("the version %1$s is not valid", version)) }
        do throws(DecodingProblem) {
            var state = SavedState(
                favorites: try favorites(members["favorites"]), catalogs: try catalogs(members["catalogs"]),
                collections: try collections(members["collections"]), profile: try profile(members["profile"]))
            state.version = version
            state.unknownFields = members.filter { !knownFields.contains($0.key) }
            state.unknownCollectionFields = unknownCollectionFields(members["collections"])
            if let profile = members["profile"]?.objectValue {
                state.unknownProfileFields = profile.filter { !Profile.knownFields.contains($0.key) }
            }
            return state
        } catch where version > currentVersion {
            throw .newerVersion(version)
        }
    }

    /// What each collection holds beyond what this version reads, by id
    /// (the collections were checked already).
    private static func unknownCollectionFields(_ value: JSONValue?) -> [LandmarkCollection.ID: [String: JSONValue]] {
        var unknown: [LandmarkCollection.ID: [String: JSONValue]] = [:]
        for entry in value?.arrayValue ?? [] {
            guard let fields = entry.objectValue, let id = fields["id"]?.integerValue else { continue }
            let extra = fields.filter { !knownCollectionFields.contains($0.key) }
            if !extra.isEmpty { unknown[id] = extra }
        }
        return unknown
    }

    private static func favorites(_ value: JSONValue?) throws(DecodingProblem) -> [Int: Bool] {
        guard let value else { throw .unreadable("“favorites” is missing") }
        guard let entries = value.objectValue else {
            throw .unreadable("“favorites” is \(value.foundDescription), not an object")
        }
        var favorites: [Int: Bool] = [:]
        favorites.reserveCapacity(entries.count)
        for (key, flag) in entries {
            guard let id = Int(key), String(id) == key else {
                throw .unreadable("“favorites” has the key “\(key.excerpt())”, which is not a landmark id")
            }
            guard let isFavorite = flag.boolValue else {
                throw .unreadable("“favorites.\(key)” is \(flag.foundDescription), not true or false")
            }
            favorites[id] = isFavorite
        }
        return favorites
    }

    /// The ids of each catalogue, oldest first; none in a file from before they were kept.
    private static func catalogs(_ value: JSONValue?) throws(DecodingProblem) -> [[Int]] {
        guard let value, value != .null else { return [] }
        guard let groups = value.arrayValue else {
            throw .unreadable("“catalogs” is \(value.foundDescription), not a list")
        }
        var catalogs: [[Int]] = []
        catalogs.reserveCapacity(groups.count)
        for (index, group) in groups.enumerated() {
            guard let members = group.arrayValue else {
                throw .unreadable("“catalogs[\(index)]” is \(group.foundDescription), not a list")
            }
            var ids: [Int] = []
            ids.reserveCapacity(members.count)
            for member in members {
                guard let id = member.integerValue else {
                    throw .unreadable("“catalogs[\(index)]” holds \(member.foundDescription), not a landmark id")
                }
                ids.append(id)
            }
            catalogs.append(ids)
        }
        return catalogs
    }

    /// The collections, as the app made them: ids unique and positive,
    /// names as the editor accepts them, no more than the limits allow.
    private static func collections(_ value: JSONValue?) throws(DecodingProblem) -> [LandmarkCollection] {
        guard let value, value != .null else { return [] }
        guard let entries = value.arrayValue else {
            throw .unreadable(tr("“collections” is %1$s, not a list", value.foundDescription))
        }
        guard entries.count <= LandmarkCollection.maximumStored else {
            throw .unreadable(tr("“collections” holds %1$s collections; at most %2$s are kept",
                                 entries.count, LandmarkCollection.maximumStored))
        }
        var collections: [LandmarkCollection] = []
        var ids = Set<Int>()
        for (index, entry) in entries.enumerated() {
            let field = "collections[\(index)]"
            guard let fields = entry.objectValue else {
                throw .unreadable(tr("“%1$s” is %2$s, not an object", field, entry.foundDescription))
            }
            guard let id = fields["id"]?.integerValue, (1...LandmarkCollection.maximumID).contains(id),
                  ids.insert(id).inserted else {
                throw .unreadable(tr("“%1$s.id” is missing, repeated, or not a positive whole number", field))
            }
            guard let name = fields["name"]?.stringValue, (try? LandmarkCollection.checkedName(name)) == name else {
                throw .unreadable(tr("“%1$s.name” is missing or not a name a collection can have", field))
            }
            // The editor's rule: no two names a person could take for one another.
            if let other = collections.firstIndex(where: { LandmarkCollection.namesMatch($0.name, name) }) {
                throw .unreadable(tr("“%1$s.name” is the name of “collections[%2$s]” as well", field, other))
            }
            guard let members = fields["landmarks"]?.arrayValue,
                  members.count <= LandmarkCollection.maximumLandmarks else {
                throw .unreadable(tr("“%1$s.landmarks” is missing, not a list, or longer than %2$s",
                                     field, LandmarkCollection.maximumLandmarks))
            }
            var landmarkIDs: [Int] = []
            var seen = Set<Int>()
            for member in members {
                guard let landmarkID = member.integerValue else {
                    throw .unreadable(tr("“%1$s.landmarks” holds %2$s, not a landmark id", field, member.foundDescription))
                }
                if seen.insert(landmarkID).inserted { landmarkIDs.append(landmarkID) }
            }
            collections.append(LandmarkCollection(id: id, name: name, landmarkIDs: landmarkIDs))
        }
        return collections
    }

    private static func profile(_ value: JSONValue?) throws(DecodingProblem) -> Profile? {
        guard let value, value != .null else { return nil }
        guard let fields = value.objectValue else {
            throw .unreadable("“profile” is \(value.foundDescription), not an object")
        }
        func field(_ key: String) throws(DecodingProblem) -> JSONValue {
            guard let value = fields[key] else { throw .unreadable(tr("“profile.%1$s” is missing", key)) }
            return value
        }
        func problem(_ key: String, _ value: JSONValue, expected: String) -> DecodingProblem {
            .unreadable(tr("“profile.%1$s” is %2$s, not %3$s", key, value.foundDescription, expected))
        }

        let usernameValue = try field("username")
        guard let username = usernameValue.stringValue else {
            throw problem("username", usernameValue, expected: tr("a string"))
        }
        // The editor keeps names far shorter; a longer one is not something this app wrote.
        guard username.utf8.count <= CatalogLimits.shortText || username.prefix(CatalogLimits.shortText + 1).count
            <= CatalogLimits.shortText
        else {
            throw .unreadable(tr("“profile.username” is longer than %1$s characters", CatalogLimits.shortText))
        }
        if let problem = ShowableText.problem(in: username, maximumLength: CatalogLimits.shortText) {
            throw .unreadable(problem.clause(field: "profile.username"))
        }
        let notificationsValue = try field("prefersNotifications")
        guard let prefersNotifications = notificationsValue.boolValue else {
            throw problem("prefersNotifications", notificationsValue, expected: tr("true or false"))
        }
        let seasonValue = try field("seasonalPhoto")
        guard let season = seasonValue.stringValue.flatMap(Profile.Season.init(rawValue:)) else {
            let seasons = Profile.Season.allCases.map(\.rawValue).joined(separator: " ")
            throw problem("seasonalPhoto", seasonValue, expected: tr("one of %1$s", seasons))
        }
        let dateValue = try field("goalDate")
        guard let dateText = dateValue.stringValue, dateText.utf8.count <= 64,
              let goalDate = try? Date.ISO8601FormatStyle().parse(dateText)
        else {
            throw problem("goalDate", dateValue, expected: tr("a date such as %1$s", "2026-11-30T00:00:00Z"))
        }
        guard Profile.goalDateBounds.contains(goalDate) else {
            throw .unreadable(tr("“profile.goalDate” is %1$s, not a date between the years %2$s and %3$s",
                                 dateText, Profile.goalDateYears.lowerBound, Profile.goalDateYears.upperBound))
        }
        return Profile(
            username: username, prefersNotifications: prefersNotifications, seasonalPhoto: season, goalDate: goalDate)
    }
}
