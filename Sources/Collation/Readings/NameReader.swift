/// A reading stage bound to the role names are read in: what every key writer asks for a
/// name's reading. The identity stage is recognized once, so that a list read as it is costs no
/// call per name.
public struct NameReader: Sendable {
    /// The reading stage.
    public let transliterator: any Transliterator
    /// How names are read.
    public let role: TextRole
    private let identity: Bool
    /// Below this scalar the stage reads nothing (``UTF16Reading/firstScalarRead``; 0 for a
    /// stage that does not say).
    private let firstScalarRead: UInt32

    /// Binds `transliterator` to `role`.
    public init(_ transliterator: any Transliterator, role: TextRole) {
        self.transliterator = transliterator
        self.role = role
        identity = transliterator is IdentityTransliterator
        firstScalarRead = (transliterator as? any UTF16Reading)?.firstScalarRead ?? 0
    }

    /// Whether a name is its own reading (the identity stage): a writer may then key a name's
    /// bytes as they are.
    package var isIdentity: Bool { identity }

    /// The scalars from which on the stage may read a name otherwise than as it is: none for the
    /// identity stage (`UInt32.max`), all for a stage that does not say
    /// (``UTF16Reading/firstScalarRead``). A name of scalars below it is its own reading.
    package var scalarsReadFrom: UInt32 { identity ? .max : firstScalarRead }

    /// Whether a name whose first meaningful scalar is `first` is its own reading: always for
    /// the identity stage, and for names the stage does not read (``Transliterator/reads(textStartingWith:)``).
    package func isIdentity(startingWith first: Unicode.Scalar?) -> Bool {
        identity || first.map { !transliterator.reads(textStartingWith: $0) } ?? true
    }

    /// Whether a name whose first meaningful scalar is `first` and whose largest scalar is
    /// `largest` is its own reading: as ``isIdentity(startingWith:)``, or when no scalar of it
    /// is one the stage reads (a Latin name in a list read as pinyin).
    package func isIdentity(startingWith first: Unicode.Scalar?, largest: UInt32) -> Bool {
        largest < firstScalarRead || isIdentity(startingWith: first)
    }

    /// The reading of `name`: the name itself for the identity stage.
    public func reading(of name: String) -> String {
        identity ? name : transliterator.transliterate(name, as: role)
    }
}
