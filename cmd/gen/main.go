// Command gen regenerates everything derived from schema/: the ent client in
// ent/, the generated resources (gen/crudgen) and, with "migration NAME", a new versioned migration per dialect.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"

	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"

	"aqueduct/gen/crudgen"
	"aqueduct/gen/entjson"
)

func main() {
	log.SetFlags(0)
	flag.Parse()
	switch flag.Arg(0) {
	case "", "ent":
		if err := generateEnt(); err != nil {
			log.Fatalf("gen: %v", err)
		}
	case "migration":
		if flag.Arg(1) == "" {
			log.Fatal("usage: gen migration NAME")
		}
		if err := diffMigrations(context.Background(), flag.Arg(1)); err != nil {
			log.Fatalf("gen migration: %v", err)
		}
	case "hash":
		if err := rehashMigrations(); err != nil {
			log.Fatalf("gen hash: %v", err)
		}
	default:
		fmt.Fprintln(os.Stderr, "usage: gen [ent | migration NAME | hash]")
		os.Exit(2)
	}
}

// generateEnt generates ent/ without its migrate package's Schema API (and
// client.Schema): the server migrates with goose and versioned SQL, and that API
// links atlas, hcl and cty into the binary. ent/migrate keeps only Tables, for
// tests; `gen migration` builds its own tables from the graph.
func generateEnt() error {
	cfg, err := entConfig()
	if err != nil {
		return err
	}
	cfg.Features = append(cfg.Features, featureTables)
	if err := entc.Generate("./schema", cfg, entc.Extensions(entjson.Extension{}, crudgen.Extension{Root: "."})); err != nil {
		return err
	}
	// ent never deletes a graph template's file it no longer writes.
	if err := os.Remove("ent/migrate/migrate.go"); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// featureTables writes ent's own "schema" template (the Tables var) to
// ent/migrate/schema.go, which ent skips once the storage lacks gen.Migrate.
var featureTables = gen.Feature{
	Name:           "aq/tables",
	Description:    "ent/migrate/schema.go (Tables) without migrate.go",
	GraphTemplates: []gen.GraphTemplate{{Name: "schema", Format: "migrate/schema.go"}},
}

// entConfig is the codegen configuration shared by `gen ent` and `gen migration`.
func entConfig() (*gen.Config, error) {
	sqlStorage, err := gen.NewStorage("sql")
	if err != nil {
		return nil, err
	}
	st := *sqlStorage // a copy: NewStorage returns ent's shared driver
	st.SchemaMode &^= gen.Migrate
	return &gen.Config{
		Target:  "./ent",
		Package: "aqueduct/ent",
		Storage: &st,
		Features: []gen.Feature{
			gen.FeaturePrivacy, gen.FeatureIntercept, gen.FeatureSnapshot,
			gen.FeatureModifier, gen.FeatureExecQuery,
		},
	}, nil
}
