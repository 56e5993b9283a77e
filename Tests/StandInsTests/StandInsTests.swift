import Combine
import Foundation
import Observation
import os
import PlaytestAppRuntime
import SwiftData
import SwiftUI
import Testing
import UIKit

// A small app, written as on iOS: a view model, a view, a model class, a logger and haptics.

@MainActor
final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Counter"
    let logger = Logger(subsystem: "com.example.counter", category: "model")

    func increment() {
        count += 1
        logger.info("count is \(self.count, privacy: .public) (\(self.count, format: .hex))")
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
    }
}

struct CounterView: View {
    @StateObject private var viewModel = CounterViewModel()
    @State private var showsSheet = false
    @AppStorage("bestCount") private var best = 0
    @Environment(\.dismiss) private var dismiss
    let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Count: \(viewModel.count)")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
                if viewModel.count > best {
                    Text(verbatim: "New best").foregroundColor(.green)
                } else {
                    Spacer()
                }
                LazyVGrid(columns: columns) {
                    ForEach(0..<4) { index in
                        Image(systemName: "die.face.\(index + 1)")
                            .rotationEffect(.degrees(Double(index) * 10))
                            .scaleEffect(1.1)
                    }
                }
                Button("Add") {
                    withAnimation(.easeOut(duration: 0.2)) { viewModel.increment() }
                }
                .disabled(viewModel.count > 99)
                .padding()
                .background(Color.blue.opacity(0.2))
                .clipShape(RoundedRectangle(cornerRadius: 8))
                Button { showsSheet = true } label: { Label(text: "More") }
            }
            .navigationTitle(viewModel.title)
            .sheet(isPresented: $showsSheet) { Text("Sheet") }
            .onChange(of: viewModel.count) { _, newValue in best = max(best, newValue) }
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: viewModel.count)
            .task { }
        }
    }
}

/// An app's entry point as its `@main` file has it (without `@main` here: a test target has its own entry point).
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterView()
        }
    }
}

struct Label: View {
    let text: String
    var body: some View {
        HStack { Text(text); Divider() }
    }
}

@Model
final class Score {
    var name: String
    var points: Int
    @Transient var scratch = 0
    @Attribute(.unique) var code: String = ""
    @Relationship(deleteRule: .cascade) var children: [Score] = []

    init(name: String, points: Int) {
        self.name = name
        self.points = points
    }
}

/// A flag a main-actor completion sets.
final class Flag: @unchecked Sendable {
    var value = false
}

@Suite("Stand-ins")
struct StandInsTests {
    @Test("a sink sees the values sent, in order; cancelling stops it")
    func sinkSeesValues() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let cancellable = subject.map { $0 * 10 }.removeDuplicates().sink { seen.append($0) }
        subject.send(1)
        subject.send(1)
        subject.send(2)
        cancellable.cancel()
        subject.send(3)
        #expect(seen == [10, 20])

        let current = CurrentValueSubject<String, Never>("a")
        var strings: [String] = []
        var bag = Set<AnyCancellable>()
        current.eraseToAnyPublisher().receive(on: DispatchQueue.main).sink { strings.append($0) }.store(in: &bag)
        current.value = "b"
        #expect(strings == ["a", "b"])
        var justValue = 0
        _ = Just(7).sink { justValue = $0 }
        #expect(justValue == 7)
    }

    @Test("objectWillChange fires before a @Published set; $property publishes the new value")
    @MainActor
    func publishedAnnouncesChanges() {
        let viewModel = CounterViewModel()
        var announcements: [Int] = []
        var published: [Int] = []
        var bag = Set<AnyCancellable>()
        viewModel.objectWillChange.sink { announcements.append(viewModel.count) }.store(in: &bag)
        viewModel.$count.sink { published.append($0) }.store(in: &bag)
        viewModel.count = 5
        viewModel.increment()
        #expect(announcements == [0, 5])
        #expect(published == [0, 5, 6])
        #expect(viewModel.count == 6)

        final class Mirror { var text = "" }
        let mirror = Mirror()
        viewModel.$count.map { "#\($0)" }.assign(to: \.text, on: mirror).store(in: &bag)
        viewModel.count = 9
        #expect(mirror.text == "#9")

        Just("Renamed").assign(to: &viewModel.$title)
        #expect(viewModel.title == "Renamed")
        #expect(announcements.count == 4)
        #expect(Logger.messageCount >= 1)
        #expect(UIFeedbackGenerator.hapticCount >= 2)
    }

    @Test("withAnimation runs its body at once and its completion only after the world passes the duration")
    func animationCompletionWaitsForTheClock() {
        let world = AppWorld()
        let completed = Flag()
        var bodyRan = false
        world.main {
            withAnimation(.easeInOut(duration: 0.5).delay(0.1), completionCriteria: .logicallyComplete) {
                bodyRan = true
            } completion: {
                completed.value = true
            }
        }
        #expect(bodyRan)
        #expect(!completed.value)
        var kinds: [AppEventKind] = []
        world.advance(by: 599_999) { kinds.append($0.kind) }
        #expect(!completed.value)
        world.advance(by: 1) { kinds.append($0.kind) }
        #expect(completed.value)
        #expect(kinds == [.animation])

        let immediate = Flag()
        withAnimation(.linear(duration: 2)) {} completion: { immediate.value = true }
        #expect(immediate.value)
    }

    @Test("@AppStorage reads and writes the bound world's defaults; another world starts empty")
    func appStorageIsPerWorld() {
        struct Settings {
            @AppStorage("volume") var volume = 3
            @AppStorage("name") var name: String?
        }
        let first = AppWorld()
        first.bind {
            let settings = Settings()
            #expect(settings.volume == 3)
            settings.volume = 8
            settings.name = "Ada"
            #expect(Settings().volume == 8)
            #expect(Settings().name == "Ada")
        }
        #expect(first.defaults.values["volume"] as? Int == 8)
        AppWorld().bind {
            #expect(Settings().volume == 3)
            #expect(Settings().name == nil)
        }
        first.bind { #expect(Settings().volume == 8) }
    }

    @Test("ModelContext inserts, fetches with #Predicate and SortDescriptor, deletes")
    func modelContextRoundTrip() throws {
        let container = try ModelContainer(for: Score.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let ada = Score(name: "Ada", points: 30)
        let bob = Score(name: "Bob", points: 10)
        let cy = Score(name: "Cy", points: 20)
        for score in [ada, bob, cy] { context.insert(score) }
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Score>()).map(\.name) == ["Ada", "Bob", "Cy"])
        let high = FetchDescriptor<Score>(predicate: #Predicate { $0.points >= 20 }, sortBy: [SortDescriptor(\.points)])
        #expect(try context.fetch(high).map(\.name) == ["Cy", "Ada"])
        context.delete(ada)
        #expect(try context.fetch(high).map(\.name) == ["Cy"])
        #expect(try context.fetchCount(FetchDescriptor<Score>()) == 2)
    }

    @Test("a @Model class is observable: its stored properties are tracked (@Transient too, on Linux)")
    func modelIsObservable() {
        let score = Score(name: "Ada", points: 1)
        final class Changes: @unchecked Sendable { var names: [String] = [] }
        let changes = Changes()
        withObservationTracking { _ = score.points } onChange: { changes.names.append("points") }
        score.points = 2
        withObservationTracking { _ = score.code } onChange: { changes.names.append("code") }
        score.code = "A"
        withObservationTracking { _ = score.scratch } onChange: { changes.names.append("scratch") }
        score.scratch = 1
        #expect(changes.names == ["points", "code", "scratch"])
    }

    @Test("the view type-checks and builds without rendering")
    @MainActor
    func viewBuilds() {
        let world = AppWorld()
        world.main {
            let view = CounterView()
            _ = view.body
            _ = Text("a") + Text(verbatim: "b")
            _ = AnyView(EmptyView())
        }
    }
}
