import LayoutEngine

public func color() -> TestView { leaf(.shape(isCircle: false)) }
public func circle() -> TestView { leaf(.shape(isCircle: true)) }
public func image(_ width: Double, _ height: Double, resizable: Bool = false) -> TestView {
    leaf(.image(intrinsic: Size(width: width, height: height), resizable: resizable))
}
public func text(_ string: String, font: Font = .body, lineLimit: Int? = nil, alignment: TextAlignment = .leading,
                 rules: TextRules = TextRules()) -> TestView {
    leaf(.text(TextContent(string, font: font, lineLimit: lineLimit, alignment: alignment, rules: rules)))
}
public func spacer(minLength: Double? = nil) -> TestView {
    TestView { b in b.builder.add(.spacer(minLength: minLength, axis: b.stackAxis)) }
}
public func divider() -> TestView {
    TestView { b in b.builder.add(.divider(stackAxis: b.stackAxis)) }
}

public func hstack(alignment: AlignmentKey = .verticalCenter, spacing: Double? = nil, _ children: [TestView]) -> TestView {
    stack(StackSpec(axis: .horizontal, alignment: alignment, spacing: spacing), children)
}
public func vstack(alignment: AlignmentKey = .horizontalCenter, spacing: Double? = nil, _ children: [TestView]) -> TestView {
    stack(StackSpec(axis: .vertical, alignment: alignment, spacing: spacing), children)
}
public func zstack(alignment: Alignment = .center, _ children: [TestView]) -> TestView {
    container(.zStack(alignment: alignment), axis: nil, children)
}

private func leaf(_ kind: NodeKind) -> TestView { TestView { b in b.builder.add(kind) } }

private func stack(_ spec: StackSpec, _ children: [TestView]) -> TestView {
    container(.stack(spec), axis: spec.axis, children)
}

private func container(_ kind: NodeKind, axis: Axis?, _ children: [TestView]) -> TestView {
    TestView { b in
        let outer = b.stackAxis
        b.stackAxis = axis
        let ids = children.map { $0.make(&b) }
        b.stackAxis = outer
        return b.builder.add(kind, children: ids)
    }
}

extension TestView {
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> TestView {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> TestView {
        modifier(.flexibleFrame(FlexibleFrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                                  alignment: alignment)))
    }
    public func padding(_ length: Double = 16) -> TestView { modifier(.padding(EdgeInsets(all: length))) }
    public func padding(_ insets: EdgeInsets) -> TestView { modifier(.padding(insets)) }
    public func layoutPriority(_ value: Double) -> TestView { modifier(.layoutPriority(value)) }
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> TestView {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    public func aspectRatio(_ ratio: Double? = nil, fill: Bool = false) -> TestView {
        modifier(.aspectRatio(ratio: ratio, fill: fill))
    }
    public func offset(x: Double = 0, y: Double = 0) -> TestView { modifier(.offset(x: x, y: y)) }
    public func position(x: Double, y: Double) -> TestView { modifier(.position(x: x, y: y)) }
    public func alignmentGuide(_ key: AlignmentKey, _ value: GuideExpression) -> TestView {
        modifier(.alignmentGuide(key, value))
    }
    public func relativeProposed(width: Double = 1, height: Double = 1) -> TestView {
        modifier(.relativeProposed(width: width, height: height))
    }
    public func overlay(alignment: Alignment = .center, _ content: TestView) -> TestView {
        secondary(.overlay(alignment: alignment), content)
    }
    public func background(alignment: Alignment = .center, _ content: TestView) -> TestView {
        secondary(.background(alignment: alignment), content)
    }

    private func secondary(_ kind: NodeKind, _ content: TestView) -> TestView {
        TestView { b in
            let primary = make(&b)
            let outer = b.stackAxis
            b.stackAxis = nil  // overlay content is not in the stack's view list
            let secondary = content.make(&b)
            b.stackAxis = outer
            return b.builder.add(kind, children: [primary, secondary])
        }
    }
}
