import CollateCLI

/// The `collate` executable: everything lives in `CollateCLI`, so that it can be tested.
@main
struct CollateTool {
    static func main() async {
        // The process ends after one command: its values need not be freed one by one.
        ExitHold.enable()
        await Collate.run()
    }
}
