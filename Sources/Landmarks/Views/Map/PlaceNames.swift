// PlaceNames: the map's place names in the session's language. Towns take
// the name GeoNames gives them in that language's script, where it has one
// (Resources/map/place-names-LANG.tsv, made by tools/build-place-names.py:
// 1,114 of the 9,757 towns in Korean, every large city among them); the others keep
// their own. State and province labels are translated in po/ ("map region").
// It renames; MapLabels places and MapRenderer draws.
import GtkBridge
import Localization
import LandmarksModel

@MainActor
enum PlaceNames {
    /// `map` with its places named in the session's language.
    static func localize(_ map: MapData) -> MapData {
        let towns = townNames()
        guard !towns.isEmpty || Translation.domain != nil else { return map }
        return map.renamingPlaces { place in
            switch place.kind {
            case .state: region(place.name)
            case .town: towns[key(place.lon, place.lat)].flatMap { $0.english == place.name ? $0.translated : nil }
            }
        }
    }

    private static func key(_ lon: Int32, _ lat: Int32) -> Int64 { Int64(lon) << 32 | Int64(UInt32(bitPattern: lat)) }

    /// The towns' names in the first of the user's languages the app has
    /// them for, by position; none for English.
    private static func townNames() -> [Int64: (english: String, translated: String)] {
        for language in Translation.languages {
            let code = language.prefix { $0.isLetter }
            guard code.count >= 2, code != "en" else { continue }
            guard let bytes = ResourceBundle.data("\(AppInfo.resourceBase)/map/place-names-\(code).tsv") else { continue }
            var names: [Int64: (english: String, translated: String)] = [:]
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 4, let lon = Int32(fields[0]), let lat = Int32(fields[1]), !fields[3].isEmpty else { continue }
                names[key(lon, lat)] = (String(fields[2]), String(fields[3]))
            }
            return names
        }
        return [:]
    }

    /// A state's or province's name as the translators give it.
    static func region(_ english: String) -> String? {
        switch english {
        case "Alabama": ctr("map region", "Alabama")
        case "Alaska": ctr("map region", "Alaska")
        case "Alberta": ctr("map region", "Alberta")
        case "Arizona": ctr("map region", "Arizona")
        case "Arkansas": ctr("map region", "Arkansas")
        case "British Columbia": ctr("map region", "British Columbia")
        case "California": ctr("map region", "California")
        case "Colorado": ctr("map region", "Colorado")
        case "Connecticut": ctr("map region", "Connecticut")
        case "Delaware": ctr("map region", "Delaware")
        case "District of Columbia": ctr("map region", "District of Columbia")
        case "Florida": ctr("map region", "Florida")
        case "Georgia": ctr("map region", "Georgia")
        case "Hawaii": ctr("map region", "Hawaii")
        case "Idaho": ctr("map region", "Idaho")
        case "Illinois": ctr("map region", "Illinois")
        case "Indiana": ctr("map region", "Indiana")
        case "Iowa": ctr("map region", "Iowa")
        case "Kansas": ctr("map region", "Kansas")
        case "Kentucky": ctr("map region", "Kentucky")
        case "Louisiana": ctr("map region", "Louisiana")
        case "Maine": ctr("map region", "Maine")
        case "Manitoba": ctr("map region", "Manitoba")
        case "Maryland": ctr("map region", "Maryland")
        case "Massachusetts": ctr("map region", "Massachusetts")
        case "Michigan": ctr("map region", "Michigan")
        case "Minnesota": ctr("map region", "Minnesota")
        case "Mississippi": ctr("map region", "Mississippi")
        case "Missouri": ctr("map region", "Missouri")
        case "Montana": ctr("map region", "Montana")
        case "Nebraska": ctr("map region", "Nebraska")
        case "Nevada": ctr("map region", "Nevada")
        case "New Brunswick": ctr("map region", "New Brunswick")
        case "New Hampshire": ctr("map region", "New Hampshire")
        case "New Jersey": ctr("map region", "New Jersey")
        case "New Mexico": ctr("map region", "New Mexico")
        case "New York": ctr("map region", "New York")
        case "Newfoundland and Labrador": ctr("map region", "Newfoundland and Labrador")
        case "North Carolina": ctr("map region", "North Carolina")
        case "North Dakota": ctr("map region", "North Dakota")
        case "Northwest Territories": ctr("map region", "Northwest Territories")
        case "Nova Scotia": ctr("map region", "Nova Scotia")
        case "Nunavut": ctr("map region", "Nunavut")
        case "Ohio": ctr("map region", "Ohio")
        case "Oklahoma": ctr("map region", "Oklahoma")
        case "Ontario": ctr("map region", "Ontario")
        case "Oregon": ctr("map region", "Oregon")
        case "Pennsylvania": ctr("map region", "Pennsylvania")
        case "Prince Edward Island": ctr("map region", "Prince Edward Island")
        case "Quebec": ctr("map region", "Quebec")
        case "Rhode Island": ctr("map region", "Rhode Island")
        case "Saskatchewan": ctr("map region", "Saskatchewan")
        case "South Carolina": ctr("map region", "South Carolina")
        case "South Dakota": ctr("map region", "South Dakota")
        case "Tennessee": ctr("map region", "Tennessee")
        case "Texas": ctr("map region", "Texas")
        case "Utah": ctr("map region", "Utah")
        case "Vermont": ctr("map region", "Vermont")
        case "Virginia": ctr("map region", "Virginia")
        case "Washington": ctr("map region", "Washington")
        case "West Virginia": ctr("map region", "West Virginia")
        case "Wisconsin": ctr("map region", "Wisconsin")
        case "Wyoming": ctr("map region", "Wyoming")
        case "Yukon": ctr("map region", "Yukon")
        default: nil
        }
    }
}
