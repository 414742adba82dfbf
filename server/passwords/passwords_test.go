package passwords

import (
	"strings"
	"testing"

	"aqueduct/server/config"
)

func TestHashMatchesOnlyItsPassword(t *testing.T) {
	h, err := Hash("水利Abc12345")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(h, "Abc12345") {
		t.Fatalf("the hash holds the password: %s", h)
	}
	if !Match(h, "水利Abc12345") {
		t.Error("the password does not match its own hash")
	}
	for _, wrong := range []string{"", "水利abc12345", "水利Abc1234", "Abc12345"} {
		if Match(h, wrong) {
			t.Errorf("%q matches the hash of another password", wrong)
		}
	}
	if Match("not a hash", "") {
		t.Error("a broken hash matches")
	}
}

func TestRandomPassesTheRuleAndRepeatsNot(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		p := Random()
		if !config.PasswordOK(p) {
			t.Fatalf("%q breaks the password rule", p)
		}
		if len(p) != 12 || strings.ContainsAny(p, "ilo01IO") {
			t.Fatalf("%q: want 12 characters without look-alikes", p)
		}
		if seen[p] {
			t.Fatalf("%q came twice", p)
		}
		seen[p] = true
	}
}
