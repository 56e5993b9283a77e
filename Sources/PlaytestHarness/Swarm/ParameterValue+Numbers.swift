// The numbers a parameter value holds, for comparing a swarmed value with its default.

extension Int {
    /// The whole number a parameter value holds, if it holds one.
    init?(parameter value: ParameterValue) {
        guard case .integer(let number) = value else { return nil }
        self = number
    }
}

extension Double {
    /// The number a parameter value holds, if it holds one.
    init?(parameter value: ParameterValue) {
        switch value {
        case .double(let number): self = number
        case .integer(let number): self = Double(number)
        default: return nil
        }
    }
}
