struct Row: View {
    let title: String
    var body: some View { HStack { Text(title); Spacer() } }
}
struct Screen: View {
    var body: some View { VStack { ForEach(["a", "b"], id: \.self) { t in Row(title: t) } } }
}