import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` becomes a type that GtkUI's preview gallery finds when
/// the program runs (`PreviewRegistry`): it knows the file and line the
/// preview was written at and makes the preview, its name and traits as
/// written. Values declared `@Previewable` at the top of the body become the
/// state of a small view made for the preview, so `@Previewable @State var x`
/// is state the preview's views can bind to, as in SwiftUI.
struct PreviewMacro: DeclarationMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
        }
        // The arguments as written, but for the body when it was passed as one.
        var arguments = node.arguments
        if node.trailingClosure == nil, let last = arguments.indices.last {
            arguments.remove(at: last)
            if let newLast = arguments.indices.last {
                arguments[newLast].trailingComma = nil
            }
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        // A name made by the compiler is the only kind a macro may give at a file's top level.
        let typeName = context.makeUniqueName("Preview")
        let fileID = location?.file ?? "#fileID"
        let line = location?.line ?? "#line"

        let (previewable, rest) = split(body.statements)
        let content: String
        let extraDecls: String
        if previewable.isEmpty {
            content = body.trimmedDescription
            extraDecls = ""
        } else {
            content = "{ Content() }"
            let properties = previewable.map { "    " + $0.trimmedDescription }.joined(separator: "\n")
            let statements = rest.map { "        " + $0.trimmedDescription }.joined(separator: "\n")
            extraDecls = """

                /// The preview's body, over the values it declared `@Previewable`.
                struct Content: GtkUI.View {
                \(properties)
                    var body: some GtkUI.View {
                \(statements)
                    }
                }
                """
        }
        let argumentList = arguments.map { $0.trimmedDescription }.joined(separator: " ")
        let decl: DeclSyntax = """
            @MainActor fileprivate struct \(raw: typeName): GtkUI.PreviewRegistry {
                static let fileID: String = \(fileID)
                static let line: Int = \(line)
                static func makePreview() -> GtkUI.Preview {
                    GtkUI.Preview(\(raw: argumentList)) \(raw: content)
                }\(raw: extraDecls)
            }
            """
        return [decl]
    }

    /// The body's statements that declare `@Previewable` values, and the rest.
    private static func split(_ statements: CodeBlockItemListSyntax) -> ([DeclSyntax], [CodeBlockItemSyntax]) {
        var previewable: [DeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            if var variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                variable.attributes = variable.attributes.filter { !isPreviewable($0) }
                previewable.append(DeclSyntax(variable))
            } else {
                rest.append(item)
            }
        }
        return (previewable, rest)
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable` marks a value of a preview's body as the preview's state;
/// `#Preview` does the work, so on its own it adds nothing.
struct PreviewableMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
