package crud

import (
	"context"
	"encoding/json"
	"strings"

	gen "aqueduct/ent"
	"aqueduct/ent/sysdatalog"
)

// logData writes the saved row as the next version of its data log
// (sys_data_log), in the save's transaction: a version exists only for a
// save that committed.
func (s *Service) logData(ctx context.Context, tx *gen.Client, r *Resource, row any) error {
	content, err := dataContent(r, row)
	if err != nil {
		return err
	}
	id := Text(r.Store.Values(row)[0])
	last, err := tx.SysDataLog.Query().
		Where(sysdatalog.DataTable(r.Table), sysdatalog.DataID(id)).
		Order(gen.Desc(sysdatalog.FieldDataVersion)).First(ctx)
	version := 1
	if err == nil {
		version = last.DataVersion + 1
	} else if !gen.IsNotFound(err) {
		return err
	}
	return tx.SysDataLog.Create().SetDataTable(r.Table).SetDataID(id).
		SetDataContent(content).SetDataVersion(version).Exec(ctx)
}

// dataContent is the row's JSON without its secrets: the schema's sensitive
// fields and any property named like a password, secret, token or salt.
func dataContent(r *Resource, row any) (string, error) {
	b, err := json.Marshal(row)
	if err != nil {
		return "", err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return "", err
	}
	for _, f := range r.Fields {
		if f.Secret {
			delete(m, f.Name)
		}
	}
	for k := range m {
		if SecretName(k) {
			delete(m, k)
		}
	}
	b, err = json.Marshal(m)
	return string(b), err
}

// SecretName tells a property or parameter that must never be logged.
func SecretName(name string) bool {
	n := strings.ToLower(name)
	switch n {
	case "captcha", "salt":
		return true
	}
	return strings.Contains(n, "password") || strings.Contains(n, "secret") || strings.Contains(n, "token")
}
