package crud

import _ "embed"

// OpenAPI is the generator's OpenAPI document of the generated resources'
// routes (gen/crudgen/openapi.go); server/apidoc builds the whole API
// reference from it and the registered routes.
//
//go:embed zz_openapi.json
var OpenAPI []byte
