/// Input that strict mode rejects, or that is not its format at all (a runs.json input that
/// is not runs.json): exit code 65.
struct InputDataError: Error, CustomStringConvertible {
    let description: String
}
