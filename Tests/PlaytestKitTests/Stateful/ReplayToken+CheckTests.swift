import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ReplayToken check field")
struct ReplayTokenCheckTests {
    static let tokens: [ReplayToken] = [
        ReplayToken(game: "dice", rules: "shipped", bots: BotAssignment("fuzzer"), parameters: "count=6,turns=5",
                    source: .choices([[0x1f, 0, 0, 0, 0x9a], [5, 0xffff_ffff_ffff_ffff]]), maxSteps: 100_000),
        ReplayToken(game: "toy", rules: "documented", bots: BotAssignment("inc"), parameters: "goal=20,maxTicks=3",
                    source: .stream(seed: 7, game: 165), maxSteps: 12),
    ]

    /// The characters a token may hold: a change to any of them must be caught.
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:,=.-+_")

    @Test("The check field is kLENGTH.CHECKSUM: the body's length and its FNV-1a hash in eight hex digits")
    func format() {
        // FNV-1a 32 of "a" is e40c292c (the published test vector).
        #expect(ReplayToken.checksum("a") == 0xE40C_292C)
        #expect(ReplayToken.seal("a") == "a:k1.e40c292c")
        let token = Self.tokens[1]
        #expect(token.description == token.body + ":k\(token.body.count)." + ReplayToken.hex8(ReplayToken.checksum(token.body)))
        #expect(ReplayToken.hex8(0xAB) == "000000ab")
    }

    @Test("A token cut short anywhere is refused as damaged, never read as another token")
    func everyCut() {
        for token in Self.tokens {
            let text = Array(token.description)
            for length in 0..<text.count {
                let cut = String(text[..<length])
                guard case .failure(let error) = ReplayToken.parse(cut) else {
                    Issue.record("cut to \(length) characters was accepted: \(cut)")
                    continue
                }
                // Cut inside "pt3" the version is gone; any longer cut says the token is damaged.
                if length > 4 { #expect(error.isDamaged && error.description.contains("damaged"), "\(cut): \(error)") }
            }
        }
    }

    @Test("A token with any one character changed is refused as damaged")
    func everySubstitution() {
        for token in Self.tokens {
            let text = Array(token.description)
            for index in text.indices {
                for replacement in Self.alphabet where replacement != text[index] {
                    var changed = text
                    changed[index] = replacement
                    let damaged = String(changed)
                    guard case .failure(let error) = ReplayToken.parse(damaged) else {
                        Issue.record("\(damaged) was accepted (position \(index))")
                        continue
                    }
                    #expect(error.isDamaged || error.retiredFormat != nil, "\(damaged): \(error)")
                }
            }
        }
    }

    @Test("A character inserted or removed anywhere is refused as damaged")
    func insertionsAndDeletions() {
        for token in Self.tokens {
            let text = Array(token.description)
            for index in text.indices {
                var removed = text
                removed.remove(at: index)
                var inserted = text
                inserted.insert("0", at: index)
                for damaged in [String(removed), String(inserted)] {
                    if case .success = ReplayToken.parse(damaged) { Issue.record("\(damaged) was accepted") }
                }
            }
        }
    }

    @Test("pt1 and pt2 tokens are refused by name, with the reason")
    func retiredFormats() throws {
        for (text, version) in [("pt1:dice:shipped:fuzzer:count=6,turns=5:c=z6-666666666666666", "pt1"),
                                ("pt2:dice:shipped:fuzzer:count=6,turns=5:c=1f-z3", "pt2"),
                                ("pt2:dice:shipped:fuzzer:count=6,turns=5:c=1f-z", "pt2")] {
            guard case .failure(let error) = ReplayToken.parse(text) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(error.retiredFormat == version)
            #expect(error.description.contains("this is a \(version) token") && error.description.contains("get a pt3 token"))
        }
    }

    @Test("The step limit is carried as m=N and read back; a missing, repeated or out-of-range one is an error")
    func stepLimit() throws {
        let token = Self.tokens[1]
        #expect(token.body.hasSuffix(":s=7.165:m=12"))
        #expect(try ReplayToken.parse(token.description).get().maxSteps == 12)
        for options in ["", "m=0", "m=100000001", "m=x", "m=5,m=6", "n=5", "m=5,", "m=5,f=123", "m=5,f=0123456G", "f=01234567,m=5",
                        "m=5,f=01234567,f=01234567"] {
            let text = ReplayToken.seal("pt3:toy:documented:inc::c=1:" + options)
            guard case .failure(let error) = ReplayToken.parse(text) else {
                Issue.record("options \"\(options)\" were accepted")
                continue
            }
            #expect(!error.isDamaged && (error.description.contains("m=") || error.description.contains("f=")), "\(options): \(error)")
        }
    }

    @Test("The files' fingerprint is carried as f=HASH after the step limit, and read back")
    func filesFingerprint() throws {
        var token = Self.tokens[1]
        token.files = 0xAB
        #expect(token.body.hasSuffix(":m=12,f=000000ab"))
        #expect(try ReplayToken.parse(token.description).get() == token)
        #expect(try ReplayToken.parse(Self.tokens[1].description).get().files == nil)
    }

    @Test("The documented example token is sealed as its doc comment shows")
    func documentedExample() {
        #expect(ReplayToken.seal("pt3:dice:shipped:fuzzer:count=6,turns=5:c=1f-z3-9a+5-0:m=100000")
            == "pt3:dice:shipped:fuzzer:count=6,turns=5:c=1f-z3-9a+5-0:m=100000:k63.64089f94")
    }
}
