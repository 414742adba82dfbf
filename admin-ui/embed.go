// Package adminui embeds the built admin UI (admin-ui/dist) into the server binary.
package adminui

import "embed"

// Dist is the Vite build output; only .gitkeep until `go tool task ui` has run.
//
//go:embed all:dist
var Dist embed.FS
