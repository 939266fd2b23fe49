/// A container that can say, without looking at its content, whether its own
/// settings (spacing, alignment, shape…) are unchanged. The graph asks it in
/// place of comparing the container field by field through reflection, which
/// cost more than the rest of an update when every row of a list has stacks.
@MainActor
protocol SameConfiguration {
    func hasSameConfiguration(as other: Self) -> Bool
}

extension SameConfiguration {
    /// `other` is the same type with the same settings.
    func hasSameConfiguration(asAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return hasSameConfiguration(as: other)
    }
}

extension VStack: SameConfiguration {
    func hasSameConfiguration(as other: VStack) -> Bool { alignment == other.alignment && spacing == other.spacing }
}

extension HStack: SameConfiguration {
    func hasSameConfiguration(as other: HStack) -> Bool { alignment == other.alignment && spacing == other.spacing }
}

extension ZStack: SameConfiguration {
    func hasSameConfiguration(as other: ZStack) -> Bool { alignment == other.alignment }
}

extension OverlayContainer: SameConfiguration {
    func hasSameConfiguration(as other: OverlayContainer) -> Bool {
        alignment == other.alignment && layerBelow == other.layerBelow
    }
}

extension ClipContainer: SameConfiguration {
    func hasSameConfiguration(as other: ClipContainer) -> Bool { shape == other.shape }
}

extension AspectRatioContainer: SameConfiguration {
    func hasSameConfiguration(as other: AspectRatioContainer) -> Bool { ratio == other.ratio }
}

extension ScrollView: SameConfiguration {
    func hasSameConfiguration(as other: ScrollView) -> Bool {
        axes == other.axes && showsIndicators == other.showsIndicators
    }
}

extension HostRoot: SameConfiguration {
    func hasSameConfiguration(as other: HostRoot) -> Bool { true }
}
