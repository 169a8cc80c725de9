import Combine
import Shared
import SwiftUI

struct ManualURLEntryView: View, KeyboardReadable {
    @Environment(\.dismiss) private var dismiss
    @State private var urlString: String
    @FocusState private var focused: Bool?
    @State private var showInvalidURLError = false
    @State private var isKeyboardVisible = false

    let connectAction: (URL) -> Void

    init(initialURL: String = "", connectAction: @escaping (URL) -> Void) {
        self._urlString = State(initialValue: initialURL)
        self.connectAction = connectAction
    }

    // Centralized schemes to avoid hardcoded duplication
    private enum URLScheme: String, CaseIterable {
        case http = "http://"
        case https = "https://"
    }

    // Use the length of the shortest scheme to determine activation threshold
    private let minCharsToActivateSection = URLScheme.allCases.map(\.rawValue.count).min() ?? 0

    var body: some View {
        // On Mac Catalyst this view is pushed as a page (the navigation bar provides Back), while
        // iOS presents it as a sheet that brings its own navigation chrome and close button.
        if Current.isCatalyst {
            content
        } else {
            NavigationView {
                content
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            CloseButton {
                                dismiss()
                            }
                        }
                    }
            }
            .navigationViewStyle(.stack)
        }
    }

    private var content: some View {
        BaseOnboardingView(illustration: {
            Image(.Onboarding.pencil)
        }, title: L10n.Onboarding.ManualUrlEntry.title, primaryDescription: "", content: {
            VStack {
                HATextField(placeholder: L10n.Onboarding.ManualSetup.TextField.placeholder, text: $urlString)
                    .keyboardType(.URL)
                    .autocorrectionDisabled()
                    .autocapitalization(.none)
                    .focused($focused, equals: true)
                    .onAppear {
                        focused = true
                    }

                httpOrHttpsSection
            }
        }, primaryActionTitle: L10n.Onboarding.ManualUrlEntry.PrimaryAction.title) {
            guard !urlString.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
            if let url = URL(string: urlString.trimmingCharacters(in: .whitespacesAndNewlines)) {
                connectAction(url)
                dismiss()
            } else {
                showInvalidURLError = true
            }
        }
        .hideOnboardingTitle(isKeyboardVisible)
        .hideOnboardingIcon(isKeyboardVisible)
        .navigationBarTitleDisplayMode(.inline)
        .alert(isPresented: $showInvalidURLError) {
            Alert(
                title: Text(verbatim: L10n.Onboarding.ManualSetup.InputError.title),
                message: Text(verbatim: L10n.Onboarding.ManualSetup.InputError.message),
                dismissButton: .default(Text(verbatim: L10n.okLabel))
            )
        }
        .onReceive(keyboardPublisher) { newIsKeyboardVisible in
            isKeyboardVisible = newIsKeyboardVisible
        }
    }

    // View which displays helpers to add http or https to the URL
    @ViewBuilder
    private var httpOrHttpsSection: some View {
        let cleanedURL = urlString.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)

        // Check if the input already starts with any of our supported schemes
        let hasSupportedScheme = URLScheme.allCases.contains { cleanedURL.hasPrefix($0.rawValue) }

        if !cleanedURL.isEmpty,
           !hasSupportedScheme,
           cleanedURL.count >= minCharsToActivateSection {
            VStack(alignment: .leading, spacing: DesignSystem.Spaces.one) {
                Text(L10n.Onboarding.ManualSetup.HelperSection.title)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .padding(.top, DesignSystem.Spaces.two)
                    .multilineTextAlignment(.leading)
                    .frame(maxWidth: .infinity, alignment: .leading)
                ForEach(URLScheme.allCases, id: \.rawValue) { scheme in
                    Button(action: {
                        urlString = scheme.rawValue + urlString
                    }, label: {
                        Text(verbatim: scheme.rawValue + urlString)
                    })
                    .frame(alignment: .leading)
                }
            }
            .buttonStyle(.outlinedButton)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

#Preview {
    VStack {}
        .sheet(isPresented: .constant(true)) {
            ManualURLEntryView { _ in
            }
        }
}

/// Publisher to read keyboard changes.
protocol KeyboardReadable {
    var keyboardPublisher: AnyPublisher<Bool, Never> { get }
}

extension KeyboardReadable {
    var keyboardPublisher: AnyPublisher<Bool, Never> {
        Publishers.Merge(
            NotificationCenter.default
                .publisher(for: UIResponder.keyboardWillShowNotification)
                .map { _ in true },

            NotificationCenter.default
                .publisher(for: UIResponder.keyboardWillHideNotification)
                .map { _ in false }
        )
        .eraseToAnyPublisher()
    }
}
