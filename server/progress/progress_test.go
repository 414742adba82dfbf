package progress

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/viewer"
)

func as(user string) context.Context {
	return viewer.NewContext(context.Background(), viewer.Viewer{UserID: user})
}

const id = "abcdefghijklmnop0123"

func TestOwnerOnlyAndExpiry(t *testing.T) {
	s := New()
	clock := time.Unix(1_700_000_000, 0)
	s.now = func() time.Time { return clock }

	task := s.start(as("u1"), id)
	require.NotNil(t, task)
	task.Phase(Save, 300)
	task.Add(120)
	st, ok := s.Get(as("u1"), id)
	require.True(t, ok)
	require.Equal(t, State{Phase: Save, Done: 120, Total: 300}, st)

	_, ok = s.Get(as("u2"), id)
	require.False(t, ok, "another user's work is unknown to him")
	require.Nil(t, s.start(as("u2"), id), "nor may he take its id over")
	_, ok = s.Get(context.Background(), id)
	require.False(t, ok, "nor a caller without a user")

	task.Add(-20)
	task.Add(1)
	st, _ = s.Get(as("u1"), id)
	require.Equal(t, 101, st.Done, "rows to be written again are taken back")

	task.Finish()
	st, _ = s.Get(as("u1"), id)
	require.Equal(t, State{Phase: Done, Done: 300, Total: 300, Finished: true}, st)
	clock = clock.Add(finishedTTL + time.Second)
	_, ok = s.Get(as("u1"), id)
	require.False(t, ok, "a finished entry expires")
	task.Add(1) // a late report finds nothing and does no harm
	require.Empty(t, s.entries)

	idle := s.start(as("u1"), id)
	idle.Phase(Check, 10)
	clock = clock.Add(idleTTL - time.Second)
	_, ok = s.Get(as("u1"), id)
	require.True(t, ok)
	clock = clock.Add(2 * time.Second)
	_, ok = s.Get(as("u1"), id)
	require.False(t, ok, "an entry nobody updates expires")
}

func TestIDsAndLimits(t *testing.T) {
	s := New()
	for _, bad := range []string{"", "short", "has space in it 12345", "../../etc/passwd/xxxxxx", string(make([]byte, 65))} {
		require.False(t, ValidID(bad), bad)
		require.Nil(t, s.start(as("u1"), bad))
	}
	require.Nil(t, s.start(context.Background(), id), "no user, no entry")
	var nilTask *Task
	nilTask.Phase(Save, 1) // a nil task reports nothing
	nilTask.Add(1)
	nilTask.Finish()
	require.Nil(t, FromContext(context.Background()))

	for i := range maxPerUser {
		require.NotNil(t, s.start(as("u1"), id+string(rune('A'+i))))
	}
	require.Nil(t, s.start(as("u1"), id+"z"), "a user holds at most maxPerUser entries")
	require.NotNil(t, s.start(as("u2"), id+"z"))
}
