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

func generateEnt() error {
	return entc.Generate("./schema", &gen.Config{
		Target:  "./ent",
		Package: "aqueduct/ent",
		Features: []gen.Feature{
			gen.FeaturePrivacy, gen.FeatureIntercept, gen.FeatureSnapshot,
			gen.FeatureModifier, gen.FeatureExecQuery, gen.FeatureVersionedMigration,
		},
	}, entc.Extensions(entjson.Extension{}, crudgen.Extension{Root: "."}))
}
