import SwiftUI

struct DieView: View {
    let die: Die

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(die.isLocked ? Color.orange.opacity(0.3) : Color.white)
            Image(systemName: "die.face.\(die.displayedValue)")
                .resizable()
                .scaledToFit()
                .padding(8)
                .foregroundColor(die.isLocked ? .orange : .primary)
        }
        .frame(width: 64, height: 64)
        .overlay(alignment: .topTrailing) {
            if die.isLocked {
                Image(systemName: "lock.fill")
                    .font(.caption)
                    .padding(4)
            }
        }
        .rotationEffect(.degrees(die.isAnimating ? 8 : 0))
        .scaleEffect(die.isAnimating ? 1.08 : 1)
        .animation(.easeOut(duration: 0.2), value: die.displayedValue)
        .accessibilityLabel("Die showing \(die.displayedValue)\(die.isLocked ? ", locked" : "")")
    }
}
