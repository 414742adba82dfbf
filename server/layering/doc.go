// Package layering has no code: its test holds the server's import rules
// (docs/architecture.md §3) — no runtime package imports the demo seed or the
// ent schema, and the seed imports only the packages it is allowed.
package layering
