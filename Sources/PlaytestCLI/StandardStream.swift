import Foundation

/// Writes to the process's stdout and stderr with `write(2)`, ending quietly when stdout's reader is gone.
enum StandardStream {
    /// The exit status after stdout's pipe closed: 128 + SIGPIPE, what a shell reports for a writer killed by it.
    static let closedPipeStatus: Int32 = 141

    /// Writes all of `text` to `descriptor` (1 or 2), retrying short writes and interrupted calls.
    /// On EPIPE: stdout ends the process with status 141, printing nothing; stderr drops the text.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else {
                if descriptor == 1, errno == EPIPE { exit(closedPipeStatus) }
                return
            }
        }
    }
}
