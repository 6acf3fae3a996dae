import CollateCLI

/// The `collate` executable: everything lives in `CollateCLI`, so that it can be tested.
@main
struct CollateTool {
    static func main() async {
        await Collate.main(nil)
    }
}
