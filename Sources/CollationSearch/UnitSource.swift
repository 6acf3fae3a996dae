/// Where one unit of a reading comes from in the name as shown, for highlights: the scalars it
/// reads as a whole, and, for a word written letter by letter, the scalar each of its bytes
/// comes from, so that a word typed in part marks exactly the letters typed ("O'Sh" is not
/// marked for 674, "osh"; "Stra" is marked for 7872 in "Straße", and ß for either of its "ss").
struct UnitSource: Hashable {
    /// The scalar offsets the unit comes from (`nil` where the builder cannot say).
    var whole: Range<Int>?
    /// For a word folded from the name itself, the scalar offset that each scalar of its
    /// spelling comes from: one a digit of the keypad reading, which is what highlights are
    /// worked out from.
    var letters: [Int]?
}
