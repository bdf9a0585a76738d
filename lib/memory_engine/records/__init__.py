"""Record types and tiers, the schema, the Markdown+frontmatter file format, safe paths."""
