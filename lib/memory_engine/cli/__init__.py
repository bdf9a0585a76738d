"""The `memengine` command line: one module per group of subcommands, each returning an int."""
