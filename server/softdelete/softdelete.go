// Package softdelete carries, in a context, the one switch of the soft delete
// rule (schema's SoftDeleteMixin): whether queries also see the rows deleted
// (del_flag=1) and deletes remove rows for good. The rule itself lives in the
// schema; runtime packages use this switch without importing the schema.
package softdelete

import "context"

type key struct{}

// WithDeleted returns a context whose queries also see soft-deleted rows
// (recycle bin) and whose deletes remove rows for good.
func WithDeleted(ctx context.Context) context.Context {
	return context.WithValue(ctx, key{}, true)
}

// Included reports whether ctx came from WithDeleted.
func Included(ctx context.Context) bool {
	v, _ := ctx.Value(key{}).(bool)
	return v
}
