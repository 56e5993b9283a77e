extension SquareColorView {
    /// Squares as shown, in order: each one's colour and shape, never whether it is a target.
    ///
    /// A read-only window on the session's own array (shared, not copied: a view is built before every action), whose
    /// elements are made on access; the squares' target indices stay private to this file.
    public struct Squares: RandomAccessCollection, Sendable {
        private let squares: [ColorSquare]

        /// The squares of `squares` as shown.
        init(_ squares: [ColorSquare]) {
            self.squares = squares
        }

        /// 0.
        public var startIndex: Int { 0 }
        /// The number of squares.
        public var endIndex: Int { squares.count }

        /// The square at `position`: its colour and shape.
        public subscript(position: Int) -> Shown {
            let square = squares[position]
            return Shown(color: square.color, shape: square.shape)
        }
    }
}
