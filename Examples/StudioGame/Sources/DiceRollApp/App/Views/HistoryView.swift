import SwiftUI

struct HistoryView: View {
    let turns: [SavedTurn]

    var body: some View {
        List(turns) { turn in
            VStack(alignment: .leading, spacing: 4) {
                Text(turn.date, format: .dateTime.hour().minute().second())
                    .font(.caption)
                    .foregroundStyle(.secondary)
                HStack {
                    ForEach(Array(turn.values.enumerated()), id: \.offset) { index, value in
                        Text("\(value)")
                            .font(.body.monospacedDigit())
                            .foregroundColor(turn.locks.contains(index) ? .orange : .primary)
                    }
                }
            }
        }
        .navigationTitle("History")
    }
}
