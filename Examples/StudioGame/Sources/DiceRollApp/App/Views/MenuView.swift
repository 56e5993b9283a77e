import SwiftUI

struct MenuView: View {
    @ObservedObject var viewModel: GameViewModel
    @AppStorage("diceCount") private var diceCount = 6

    var body: some View {
        VStack(spacing: 24) {
            Text("Dice Roll")
                .font(.largeTitle)
                .bold()
            HStack {
                Button {
                    diceCount = max(1, diceCount - 1)
                } label: {
                    Image(systemName: "minus.circle")
                }
                Text("\(diceCount) dice")
                    .font(.title2)
                Button {
                    diceCount = min(50, diceCount + 1)
                } label: {
                    Image(systemName: "plus.circle")
                }
            }
            Button("Start") {
                withAnimation {
                    viewModel.startGame(diceCount: diceCount)
                }
            }
            .font(.title2)
            .padding()
            .background(Color.blue.opacity(0.15))
            .cornerRadius(12)
        }
    }
}
