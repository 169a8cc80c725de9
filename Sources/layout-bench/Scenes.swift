import LayoutEngine
import LayoutTestSupport

/// The trees the benchmark lays out.
enum Scenes {
    /// A flat HStack of `count` colours.
    static func flatHStack(_ count: Int) -> TestView {
        hstack((0..<count).map { _ in color() })
    }

    /// Alternating HStack/VStack levels with padding, `depth` stacks deep.
    static func nest(depth: Int) -> TestView {
        var view = color()
        for level in 0..<depth {
            let children = [color().frame(width: 10, height: 10), view]
            view = (level.isMultiple(of: 2) ? hstack(children) : vstack(children)).padding(2)
        }
        return view
    }

    /// A list screen: a VStack of rows, each an HStack of an image, a VStack of two texts, a
    /// Spacer and an icon, with padding. `realText` uses Text views; otherwise fixed-size leaves
    /// stand where the texts are.
    static func appScreen(rows: Int, realText: Bool) -> TestView {
        vstack(alignment: .leading, spacing: 0, (0..<rows).map { i in
            let title = realText ? text("Row \(i) title", font: Font(.headline)) : color().frame(width: 120, height: 20)
            let subtitle = realText ? text("Subtitle for row number \(i), which wraps on narrow screens", font: Font(.subheadline))
                : color().frame(width: 200, height: 18)
            return hstack([
                image(44, 44),
                vstack(alignment: .leading, spacing: 2, [title, subtitle]),
                spacer(),
                image(16, 16),
            ]).padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        })
    }
}
