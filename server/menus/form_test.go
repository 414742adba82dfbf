package menus

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFormAsClientsSendIt: JeecgBoot's clients send flags as true/1/"1",
// numbers as numbers or strings and codes as strings or numbers; an edit
// changes only the fields it sends, trimmed.
func TestFormAsClientsSendIt(t *testing.T) {
	was := values{Name: "旧名称", URL: "/old", Icon: "home", SortNo: 3, MenuType: 1, KeepAlive: true, Hidden: true, PermsType: "1", Status: "1"}
	var f form
	require.NoError(t, json.Unmarshal([]byte(`{
		"id": "m1", "name": "  进度管理 ", "menuType": "0", "sortNo": 2.5, "permsType": 2, "status": "0",
		"alwaysShow": "1", "isRoute": 0, "route": true, "keepAlive": false, "hidden": "0", "hideTab": 1,
		"internalOrExternal": null
	}`), &f))
	v := was
	f.apply(&v)
	require.Equal(t, values{
		Name: "进度管理", URL: "/old", Icon: "home", // sent trimmed; absent kept
		MenuType: 0, SortNo: 2.5, PermsType: "2", Status: "0",
		AlwaysShow: true, IsRoute: true, // route (JeecgBoot's name) wins over isRoute
		KeepAlive: false, Hidden: false, HideTab: true, InternalOrExternal: false,
	}, v)

	// a menu type that is no whole number is marked for validation to refuse
	require.NoError(t, json.Unmarshal([]byte(`{"menuType": 1.5}`), &f))
	f.apply(&v)
	require.Equal(t, -1, v.MenuType)

	for _, bad := range []string{`{"hidden": "yes"}`, `{"hidden": 2}`, `{"sortNo": "三"}`, `{"status": [1]}`, `{"permsType": true}`, `{"status": {"v": 1}}`} {
		var g form
		require.Error(t, json.Unmarshal([]byte(bad), &g), bad)
	}
}
