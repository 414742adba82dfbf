package progress

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// from is another instance's update of id.
func from(t *testing.T, id, user string, st State) string {
	b, err := json.Marshal(update{From: "elsewhere", ID: id, User: user, State: st})
	require.NoError(t, err)
	return string(b)
}

func TestReplicas(t *testing.T) {
	s := New()
	s.self = "here"
	saving := State{Phase: Save, Done: 5, Total: 10}

	s.received(from(t, id, "u1", saving))
	st, ok := s.Get(as("u1"), id)
	require.True(t, ok)
	require.Equal(t, saving, st)
	_, ok = s.Get(as("u2"), id)
	require.False(t, ok, "a replica is its user's only")
	require.Nil(t, s.start(as("u2"), id), "nor may another user take its id here")

	s.received(from(t, id, "u2", State{Phase: Check}))
	st, _ = s.Get(as("u1"), id)
	require.Equal(t, saving, st, "another user's update of the id is dropped")
	s.received(`{"f":"here","i":"` + id + `","u":"u1","s":{"phase":"check"}}`)
	st, _ = s.Get(as("u1"), id)
	require.Equal(t, saving, st, "its own updates come back to a store: it has them")

	// The same user's work started here on that id is this instance's now.
	task := s.start(as("u1"), id)
	task.Phase(Check, 3)
	s.received(from(t, id, "u1", saving))
	st, _ = s.Get(as("u1"), id)
	require.Equal(t, State{Phase: Check, Total: 3}, st, "a replica never replaces work running here")
	task.Finish()
	s.received(from(t, id, "u1", saving))
	st, _ = s.Get(as("u1"), id)
	require.Equal(t, saving, st, "but finished work, when the id is used again elsewhere")
	task.Add(1)
	st, _ = s.Get(as("u1"), id)
	require.Equal(t, saving, st, "the old task reports no more")

	for _, bad := range []string{"", "{", from(t, "short", "u1", saving), from(t, id+"x", "", saving)} {
		s.received(bad)
	}
	require.Len(t, s.entries, 1, "malformed updates are dropped")

	for i := range maxPerUser + 3 {
		s.received(from(t, id+string(rune('A'+i)), "u3", saving))
	}
	mine := 0
	for _, e := range s.entries {
		if e.user == "u3" {
			mine++
		}
	}
	require.Equal(t, maxPerUser, mine, "replicas keep the limits")
}
