/// Input that strict mode rejects: exit code 65.
struct InputDataError: Error, CustomStringConvertible {
    let description: String
}
