"""The labelled typed-vs-bucket retrieval benchmark (dataset and store builder)."""
