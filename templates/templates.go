// Package templates holds the generator's text/templates, one per output file:
// go/handler.tmpl → server/crud/zz_<name>.go, ui/*.tmpl → admin-ui/src/resources/<name>/config.gen.ts, registry.gen.ts, i18n.
package templates

import "embed"

// FS holds the templates.
//
//go:embed go ui
var FS embed.FS
