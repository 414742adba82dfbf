package app_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmissection"
	"aqueduct/ent/sysfile"
	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestChildRowFiles: a file field on a child row (验收项目.现场照片) is bound
// like one on a main record, on both databases — saving the parent with its
// rows binds and keeps the rows' files; removing a row, or the file from a
// row, releases it for the orphan cleaner unless another record holds it; a
// file kept in a record of a section the caller does not work in is neither
// served to him nor attachable by him; who sees the record reads it.
func TestChildRowFiles(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db, func(c *config.Config) { c.BlobURL = "mem://" })
		sys := viewer.System(context.Background())
		c := s.App.DB.Client
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		supervisor := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword) // sections 1 and 2
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword) // section 1, reads acceptances
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(sys)
		third := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG03")).OnlyX(sys)
		const api = "/quality/cmisAcceptance"

		upload := func(tok, name string) string {
			r := s.UploadFile(t, tok, name, testenv.PNG(t))
			require.True(t, r.Success, r.Message)
			return r.Message
		}
		bound := func(path string) bool { return c.SysFile.Query().Where(sysfile.Path(path)).OnlyX(sys).Bound }
		status := func(tok, path string) int {
			res, _ := s.Download(t, tok, "/sys/common/static/"+escapePath(path))
			return res.StatusCode
		}
		type item = map[string]any
		body := func(section, name string, items ...item) map[string]any {
			return map[string]any{"sectionId": section, "acceptanceType": "fb", "objectName": name,
				"acceptanceDate": "2026-03-04", "result": "1", "cmisAcceptanceItemList": items}
		}
		add := func(tok string, b map[string]any) string {
			r := s.Do(t, "POST", api+"/add", tok, b)
			require.True(t, r.Success, r.Message)
			var saved struct{ ID string }
			r.Decode(t, &saved)
			return saved.ID
		}
		items := func(tok, id string) []item {
			r := s.Do(t, "GET", api+"/queryCmisAcceptanceItemByMainId?id="+id, tok, nil)
			require.True(t, r.Success, r.Message)
			var out []item
			r.Decode(t, &out)
			return out
		}

		// The owner files an acceptance of section 3 with two photographed items.
		rebar, form := upload(owner, "钢筋.png"), upload(owner, "模板.png")
		require.False(t, bound(rebar))
		third3 := add(owner, body(third.ID, "三标段验收", item{"itemName": "钢筋", "photos": rebar}, item{"itemName": "模板", "photos": form}))
		require.True(t, bound(rebar), "a child row's file is bound")
		require.True(t, bound(form))

		// And one of section 1 whose item shares a photo with nothing else.
		shared := upload(owner, "共用.png")
		first1 := add(owner, body(first.ID, "一标段验收", item{"itemName": "混凝土", "photos": shared}))
		require.True(t, bound(shared))

		// Reading: the uploader, the admin, who sees the record; not a user of another section.
		require.Equal(t, 200, status(owner, rebar))
		require.Equal(t, 200, status(admin, rebar), "the admin sees every section")
		require.Equal(t, 404, status(supervisor, rebar), "section 3 is none of the supervisor's")
		require.Equal(t, 404, status(contractor, rebar))
		require.Equal(t, 200, status(supervisor, shared), "section 1 is the supervisor's")
		require.Equal(t, 200, status(contractor, shared), "and the contractor's, who reads acceptances")

		// Attaching: a file of section 3 cannot be put in a record of section 1 by the supervisor.
		r := s.Do(t, "POST", api+"/add", supervisor, body(first.ID, "借用他人照片", item{"itemName": "钢筋", "photos": rebar}))
		require.False(t, r.Success)
		require.Equal(t, "验收项目第1行：现场照片：文件「钢筋.png」不存在或无权使用，请重新上传", r.Message)
		r = s.Do(t, "POST", api+"/add", supervisor, map[string]any{"sectionId": first.ID, "acceptanceType": "fb",
			"objectName": "借用附件", "acceptanceDate": "2026-03-04", "result": "1", "attachments": form})
		require.False(t, r.Success, "a main record's file field follows the same rule")
		require.Contains(t, r.Message, "附件：")
		// His own upload and a file he may read are fine.
		mine := upload(supervisor, "监理.png")
		add(supervisor, body(first.ID, "监理验收", item{"itemName": "钢筋", "photos": mine + "," + shared}))
		require.True(t, bound(mine))

		// Saving the parent with its rows unchanged keeps the files.
		rows := items(owner, third3)
		require.Len(t, rows, 2)
		b := body(third.ID, "三标段验收（改）", rows...)
		b["id"] = third3
		r = s.Do(t, "PUT", api+"/edit", owner, b)
		require.True(t, r.Success, r.Message)
		require.True(t, bound(rebar))
		require.True(t, bound(form))

		// A removed row releases its file; the cleaner then deletes it, and only it.
		b["cmisAcceptanceItemList"] = rows[:1]
		r = s.Do(t, "PUT", api+"/edit", owner, b)
		require.True(t, r.Success, r.Message)
		require.False(t, bound(form), "the removed row's photo is released")
		require.True(t, bound(rebar))
		gone, err := s.App.Files.CleanOrphans(context.Background(), -time.Minute)
		require.NoError(t, err)
		require.Equal(t, 1, gone)
		require.Equal(t, 404, status(owner, form))
		require.Equal(t, 200, status(owner, rebar))

		// A file taken out of a row is released, unless another record holds it.
		rows = items(owner, third3)
		rows[0]["photos"] = shared
		b["cmisAcceptanceItemList"] = rows
		r = s.Do(t, "PUT", api+"/edit", owner, b)
		require.True(t, r.Success, r.Message)
		require.False(t, bound(rebar), "replaced: released")
		rows[0]["photos"] = ""
		r = s.Do(t, "PUT", api+"/edit", owner, b)
		require.True(t, r.Success, r.Message)
		require.True(t, bound(shared), "section 1's acceptance still holds it")
		gone, err = s.App.Files.CleanOrphans(context.Background(), -time.Minute)
		require.NoError(t, err)
		require.Equal(t, 1, gone)
		require.Equal(t, 200, status(contractor, shared))
		require.Len(t, items(owner, first1), 1)

		// More files than 现场照片 holds (MaxFiles 5) are refused, whatever the client sends.
		six := make([]string, 6)
		for i := range six {
			six[i] = upload(supervisor, fmt.Sprintf("照片%d.png", i))
		}
		r = s.Do(t, "POST", api+"/add", supervisor, body(first.ID, "六张照片", item{"itemName": "钢筋", "photos": strings.Join(six, ",")}))
		require.False(t, r.Success)
		require.Equal(t, "验收项目第1行：现场照片最多上传5个文件", r.Message)
		require.False(t, bound(six[0]), "nothing of a refused save is bound")
		add(supervisor, body(first.ID, "五张照片", item{"itemName": "钢筋", "photos": strings.Join(six[1:], ",")}))
		require.True(t, bound(six[1]))
		gone, err = s.App.Files.CleanOrphans(context.Background(), -time.Minute)
		require.NoError(t, err)
		require.Equal(t, 1, gone, "the photo left out is an orphan")
		require.Equal(t, 404, status(supervisor, six[0]))
	})
}
