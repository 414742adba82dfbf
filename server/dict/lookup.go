package dict

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
)

// The lookups of pickers and selects (docs/contract.md §8.3): search a table
// dictionary, translate chosen values, one level of a tree. Table
// dictionaries need the list permission of their entity; the texts of code
// dictionaries are for any logged-in user, as getDictItems is.

// maxKeys bounds the values of one lookup (bound parameters, one each).
const maxKeys = 1000

// pathParam is a path value decoded once: echo leaves every value raw when
// the path carries an escape it would not write itself (%2C, a 4th segment).
func pathParam(c *echo.Context, name string) string {
	v := c.Param(name)
	if c.Request().URL.RawPath != "" {
		if u, err := url.PathUnescape(v); err == nil {
			return u
		}
	}
	return v
}

// splitKeys reads a comma list of values, without blanks.
func splitKeys(s string) ([]string, error) {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	if len(out) > maxKeys {
		return nil, httpx.Failf("一次最多查询%d个值", maxKeys)
	}
	return out, nil
}

// pageSize reads the optional pageSize of the search pickers (0: none).
func pageSize(raw string) (int, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 1 {
		return 0, httpx.Fail("每页条数格式不正确")
	}
	return n, nil
}

// searchable resolves a table dictionary for the search pickers: code
// dictionaries have no search (the contract's loadDict is table-only).
func (s *Service) searchable(ctx context.Context, code string) (Table, error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return Table{}, httpx.Fail("字典Code不能为空!")
	}
	if !strings.Contains(code, ",") {
		return Table{}, httpx.Fail(msgBadCode)
	}
	t, err := s.readable(ctx, code)
	if err == nil && t.Search == nil {
		err = httpx.Fail(msgBadCode)
	}
	return t, err
}

// Search answers loadDict: the rows whose text or value contains keyword,
// or, for a comma list, the rows of those values; at most limit (0: the
// dictionary's cap).
func (s *Service) Search(ctx context.Context, code, keyword string, limit int) ([]Item, error) {
	t, err := s.searchable(ctx, code)
	if err != nil {
		return nil, err
	}
	q := Search{Limit: limit}
	if kw := strings.TrimSpace(keyword); strings.Contains(kw, ",") {
		if q.Values, err = splitKeys(kw); err != nil {
			return nil, err
		}
		if q.Values == nil {
			q.Values = []string{}
		}
	} else {
		q.Keyword = kw
	}
	return t.Search(ctx, q)
}

// SearchSelected answers loadDictOrderByValue: the rows of the selected
// values (keyword, a comma list) in their order, then the first page, so a
// select shows its current values whatever the page holds.
func (s *Service) SearchSelected(ctx context.Context, code, keyword string, limit int) ([]Item, error) {
	t, err := s.searchable(ctx, code)
	if err != nil {
		return nil, err
	}
	values, err := splitKeys(keyword)
	if err != nil {
		return nil, err
	}
	out := []Item{}
	seen := map[string]bool{}
	if len(values) > 0 {
		chosen, err := t.Search(ctx, Search{Values: values})
		if err != nil {
			return nil, err
		}
		byValue := make(map[string]Item, len(chosen))
		for _, it := range chosen {
			byValue[it.Value] = it
		}
		for _, v := range values {
			if it, ok := byValue[v]; ok && !seen[v] {
				seen[v] = true
				out = append(out, it)
			}
		}
	}
	page, err := t.Search(ctx, Search{Limit: limit})
	if err != nil {
		return nil, err
	}
	for _, it := range page {
		if !seen[it.Value] {
			seen[it.Value] = true
			out = append(out, it)
		}
	}
	return out, nil
}

// TextsOf answers loadDictItem: the texts of keys in their order; a key
// without a row is dropped, or kept as itself when keepMissing.
func (s *Service) TextsOf(ctx context.Context, code string, keys []string, keepMissing bool) ([]string, error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return nil, httpx.Fail("字典Code不能为空!")
	}
	out := make([]string, 0, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	var items []Item
	if strings.Contains(code, ",") {
		t, err := s.readable(ctx, code)
		if err != nil {
			return nil, err
		}
		if items, err = t.Load(ctx, keys); err != nil {
			return nil, err
		}
	} else {
		var err error
		if items, err = s.codeItems(ctx, code, keys); err != nil {
			return nil, err
		}
	}
	texts := make(map[string]string, len(items))
	for _, it := range items {
		texts[it.Value] = it.Text
	}
	for _, k := range keys {
		if t, ok := texts[k]; ok {
			out = append(out, t)
		} else if keepMissing {
			out = append(out, k)
		}
	}
	return out, nil
}

// Tree answers loadTreeData: one level of the tree dictionary
// "table,text,code", for a caller who may list its entity.
func (s *Service) Tree(ctx context.Context, table, text, code string, q TreeQuery) ([]TreeNode, error) {
	if strings.TrimSpace(table) == "" || strings.TrimSpace(text) == "" || strings.TrimSpace(code) == "" {
		return nil, httpx.Fail("请指定表名、显示字段和值字段")
	}
	t, err := s.resolveParts(table, text, code)
	if err != nil {
		return nil, httpx.Fail("不支持该表或字段的树形字典")
	}
	if err := s.mayList(ctx, t); err != nil {
		return nil, err
	}
	if t.Tree == nil {
		return nil, httpx.Fail("不支持该表或字段的树形字典")
	}
	return t.Tree(ctx, q)
}

// parseCondition reads loadTreeData's condition: a JSON object of column →
// scalar value. Columns are checked by the dictionary's Tree.
func parseCondition(raw string) (map[string]string, error) {
	if strings.TrimSpace(raw) == "" {
		return nil, nil
	}
	bad := httpx.Fail("查询条件condition格式不正确，需要一个JSON对象")
	dec := json.NewDecoder(bytes.NewReader([]byte(raw)))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil || dec.More() {
		return nil, bad
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		switch x := v.(type) {
		case string:
			out[k] = x
		case json.Number:
			out[k] = x.String()
		case bool:
			out[k] = strconv.FormatBool(x)
		default: // null, arrays and objects compare to nothing
			return nil, bad
		}
	}
	return out, nil
}

// searchQuery is the query of the search pickers.
type searchQuery struct {
	Keyword string `query:"keyword" doc:"文本或值包含的关键字；含逗号时为值的列表"`
	// text: a bad size is refused in our words, not the binder's
	PageSize string `query:"pageSize" doc:"最多条数（正整数；缺省为字典的上限）"`
}

// textsQuery is loadDictItem's.
type textsQuery struct {
	Key         string `query:"key" doc:"值，逗号分隔"`
	DelNotExist string `query:"delNotExist" doc:"false：无文本的值按原值返回（缺省略去）"`
}

// treeQuery is loadTreeData's.
type treeQuery struct {
	TableName     string `query:"tableName" doc:"表名"`
	Text          string `query:"text" doc:"显示字段"`
	Code          string `query:"code" doc:"值字段"`
	Pid           string `query:"pid" doc:"上级节点的值（缺省为根）"`
	PidField      string `query:"pidField" doc:"存上级值的字段"`
	HasChildField string `query:"hasChildField" doc:"是否有子节点的字段"`
	Condition     string `query:"condition" doc:"JSON 对象：字段 → 值"`
}

func (s *Service) lookupRoutes(r *httpx.Routes) {
	httpx.Get(r, "/sys/dict/loadDict/:code", httpx.LoggedIn, "表字典搜索（keyword，限条数）",
		func(c *echo.Context, q searchQuery) ([]Item, error) {
			limit, err := pageSize(q.PageSize)
			if err != nil {
				return nil, err
			}
			return s.Search(c.Request().Context(), pathParam(c, "code"), q.Keyword, limit)
		})
	httpx.Get(r, "/sys/dict/loadDictOrderByValue/:code", httpx.LoggedIn, "表字典搜索，按值排序",
		func(c *echo.Context, q searchQuery) ([]Item, error) {
			limit, err := pageSize(q.PageSize)
			if err != nil {
				return nil, err
			}
			return s.SearchSelected(c.Request().Context(), pathParam(c, "code"), q.Keyword, limit)
		})
	httpx.Get(r, "/sys/dict/loadDictItem/:code", httpx.LoggedIn, "表字典：值转文本（keys）",
		func(c *echo.Context, q textsQuery) ([]string, error) {
			keys, err := splitKeys(q.Key)
			if err != nil {
				return nil, err
			}
			// delNotExist defaults to true: only an explicit false keeps unknown keys.
			keep := strings.EqualFold(strings.TrimSpace(q.DelNotExist), "false")
			return s.TextsOf(c.Request().Context(), pathParam(c, "code"), keys, keep)
		})
	httpx.Get(r, "/sys/dict/getDictText/:code/:key", httpx.LoggedIn, "字典：一个值的文本",
		func(c *echo.Context, _ struct{}) (string, error) {
			key := strings.TrimSpace(pathParam(c, "key"))
			texts, err := s.TextsOf(c.Request().Context(), pathParam(c, "code"), []string{key}, false)
			if err != nil || len(texts) == 0 { // unknown values have no text
				return "", err
			}
			return texts[0], nil
		})
	httpx.Get(r, "/sys/dict/loadTreeData", httpx.LoggedIn, "树形表字典的节点",
		func(c *echo.Context, q treeQuery) ([]TreeNode, error) {
			cond, err := parseCondition(q.Condition)
			if err != nil {
				return nil, err
			}
			tq := TreeQuery{Pid: strings.TrimSpace(q.Pid), PidField: strings.TrimSpace(q.PidField),
				HasChild: strings.TrimSpace(q.HasChildField), Cond: cond}
			return s.Tree(c.Request().Context(), q.TableName, q.Text, q.Code, tq)
		})
}
