import SwiftUI

struct ContentView: View {
    @StateObject private var viewModel = GameViewModel()

    var body: some View {
        NavigationStack {
            switch viewModel.screen {
            case .menu:
                MenuView(viewModel: viewModel)
            case .playing:
                GameScreen(viewModel: viewModel)
            }
        }
    }
}

/// The table: the dice, Roll, End Turn / New Turn, and a link to the history.
struct GameScreen: View {
    @ObservedObject var viewModel: GameViewModel
    private let columns = [GridItem(.adaptive(minimum: 64), spacing: 12)]

    var body: some View {
        VStack(spacing: 20) {
            Text("Rolls this turn: \(viewModel.group.rollsThisTurn)")
                .font(.headline)
                .foregroundStyle(.secondary)

            ScrollView {
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(Array(viewModel.group.dice.enumerated()), id: \.element.id) { index, die in
                        DieView(die: die)
                            .onTapGesture {
                                viewModel.toggleLock(at: index)
                            }
                    }
                }
                .padding()
            }

            HStack(spacing: 16) {
                Button("Roll") {
                    withAnimation(.easeOut(duration: 0.2)) {
                        viewModel.roll()
                    }
                }
                .disabled(viewModel.isRolling || viewModel.turnEnded)

                if viewModel.turnEnded {
                    Button("New Turn") {
                        viewModel.newTurn()
                    }
                } else {
                    Button("End Turn") {
                        viewModel.endTurn()
                    }
                    .disabled(viewModel.isRolling)
                }
            }
            .font(.title3)
            .padding(.bottom)
        }
        .navigationTitle("Dice")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Menu") {
                    viewModel.exitToMenu()
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                NavigationLink("History") {
                    HistoryView(turns: viewModel.history)
                }
            }
        }
    }
}
