package dashboard

import (
	"context"
	"database/sql"
	"math"
	"strconv"
	"strings"
	"time"

	entsql "entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"
	"github.com/shopspring/decimal"

	"aqueduct/ent"
	"aqueduct/server/auth"
	"aqueduct/server/cache"
	"aqueduct/server/crud"
	"aqueduct/server/dict"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// Board answers /dashboard/*: each panel's figures, computed in SQL (GROUP
// BY, SUM, COUNT) over the rows the viewer may list — his tenant and the
// data rules of the panel's menu, so a supervisor sees his sections — and
// kept per viewer, section and day until one of their tables changes.
type Board struct {
	Client *ent.Client
	Res    *crud.Service
	// Can tells whether the viewer holds a permission code (the map's layers).
	Can func(ctx context.Context, code string) (bool, error)
	// Tiles is the map's tile URL template (AQ_MAP_TILES, or this server's
	// AQ_MAP_PMTILES); empty: no tiles. TilesMaxZoom, when known, is the
	// deepest level it holds (the map scales it further).
	Tiles        string
	TilesMaxZoom int
	Bus          *cache.Bus // nil: nothing kept
	// Now is the clock (tests move it).
	Now func() time.Time
}

// scope is what a panel is asked for: the viewer's day and, optionally, one
// section.
type scope struct {
	section string
	today   time.Time // midnight in the project's zone
}

type panel func(ctx context.Context, sc scope) (any, error)

// Routes serves the panels, each behind the list permission of what it
// counts.
func (b *Board) Routes(r *httpx.Routes) {
	b.route(r, "progress", crud.CmisTunnelAdvance.ListCode, b.progress, "CmisSection", "CmisBuilding", "CmisTunnelAdvance", "CmisProgressPlan")
	b.route(r, "advance", crud.CmisTunnelAdvance.ListCode, b.advance, "CmisSection", "CmisTunnelAdvance", "CmisProgressPlan")
	b.route(r, "equipment", crud.CmisEquipment.ListCode, b.equipment, "CmisEquipment", "SysDict", "SysDictItem")
	b.route(r, "investment", crud.CmisMonthlyReport.ListCode, b.investment, "CmisEngineering", "CmisSection", "CmisMonthlyReport",
		"CmisPayment", "SysRolePermission", "SysPermission")
	b.route(r, "patrol", crud.CmisPatrol.ListCode, b.patrol, "CmisPatrol")
	b.route(r, "dangers", crud.CmisHiddenDanger.ListCode, b.dangers, "CmisHiddenDanger", "SysDict", "SysDictItem")
	b.route(r, "map", crud.CmisBuilding.ListCode, b.mapData, "CmisSection", "CmisBuilding", "CmisTunnelAdvance", "CmisCamera",
		"CmisHiddenDanger", "CmisSurfaceDict", "SysDict", "SysDictItem", "SysRolePermission", "SysPermission")
	b.route(r, "quality", httpx.LoggedIn, b.quality, "CmisTbmAssessment", "CmisExcavationAssessment", "CmisBoltAssessment",
		"CmisShotcreteAssessment", "SysDict", "SysDictItem", "SysRolePermission", "SysPermission")
	b.route(r, "notices", httpx.LoggedIn, b.notices, "SysAnnouncement", "SysAnnouncementSend")
	r.GET("/dashboard/todo", httpx.LoggedIn, b.todos).Doc(httpx.Doc{Summary: "首页待办"})
	r.GET("/dashboard/home", httpx.LoggedIn, b.home).Doc(httpx.Doc{Summary: "首页（按角色）"})
}

// today is midnight of the project's day.
func (b *Board) today() time.Time {
	now := time.Now
	if b.Now != nil {
		now = b.Now
	}
	t := now().In(jsontime.Zone)
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, jsontime.Zone)
}

func (b *Board) route(r *httpx.Routes, name, code string, load panel, tables ...string) {
	var kept *cache.Map[any]
	if b.Bus != nil {
		kept = cache.NewMap[any](b.Bus, 5000, append(crud.RuleTables(), tables...)...)
	}
	r.GET("/dashboard/"+name, code, func(c *echo.Context) error {
		ctx := c.Request().Context()
		sc := scope{section: strings.TrimSpace(c.QueryParam("sectionId")), today: b.today()}
		if len(sc.section) > 36 {
			return httpx.Fail("标段参数不正确")
		}
		sess, ok := auth.FromContext(ctx)
		if !ok || kept == nil {
			v, err := load(ctx, sc)
			if err != nil {
				return err
			}
			return httpx.OK(c, v)
		}
		key := cache.Key(sess.User.ID, strconv.Itoa(sess.TenantID), sc.section, sc.today.Format(time.DateOnly))
		v, err := kept.Get(key, func() (any, error) { return load(ctx, sc) })
		if err != nil {
			return err
		}
		return httpx.OK(c, v)
	}).Doc(httpx.Doc{Summary: "大屏面板 " + name + "（所见标段，sectionId 可选）"})
}

// inSection narrows a query to the asked section (none: every section the
// viewer may see; his row filter is the client's own, see crud's scope).
func inSection[P ~func(*entsql.Selector)](sc scope) []P {
	if sc.section == "" {
		return nil
	}
	return []P{P(entsql.FieldEQ("section_id", sc.section))}
}

// sumRow is one group of a SUM: its key and the sum as the driver returns
// it (numeric text on PostgreSQL, a float on SQLite).
type sumRow struct {
	Key string         `json:"key"`
	Sum sql.NullString `json:"sum"`
}

func (r sumRow) float() float64 {
	f, _ := strconv.ParseFloat(r.Sum.String, 64)
	return f
}

// amount is the sum as yuan with two decimals.
func (r sumRow) amount() decimal.Decimal {
	d, err := decimal.NewFromString(r.Sum.String)
	if err != nil {
		return decimal.Zero
	}
	return d.Round(2)
}

// groupSum selects key and SUM(col) grouped by key ("" keys the whole set).
func groupSum(key, col string) func(*entsql.Selector) {
	return func(s *entsql.Selector) {
		if key == "" {
			s.Select(entsql.As(entsql.Sum(s.C(col)), "sum"))
			return
		}
		s.Select(entsql.As(s.C(key), "key"), entsql.As(entsql.Sum(s.C(col)), "sum")).GroupBy(s.C(key))
	}
}

// countRow is one group of a COUNT.
type countRow struct {
	Key   string `json:"key"`
	Count int    `json:"count"`
}

func groupCount(key string) func(*entsql.Selector) {
	return func(s *entsql.Selector) {
		s.Select(entsql.As(s.C(key), "key"), entsql.As(entsql.Count("*"), "count")).GroupBy(s.C(key))
	}
}

// round1 keeps one decimal.
func round1(f float64) float64 { return math.Round(f*10) / 10 }

// byDict lists every item of a dictionary in its order with the counts
// found, zeros included.
func byDict(ctx context.Context, d *dict.Service, code string, rows []countRow) ([]dictCount, int, error) {
	items, err := d.Items(ctx, code)
	if err != nil {
		return nil, 0, err
	}
	found := map[string]int{}
	total := 0
	for _, r := range rows {
		found[r.Key] += r.Count
		total += r.Count
	}
	out := make([]dictCount, 0, len(items))
	for _, it := range items {
		out = append(out, dictCount{Value: it.Value, Text: it.Text, Count: found[it.Value]})
	}
	return out, total, nil
}

type dictCount struct {
	Value string
	Text  string
	Count int
}

// days lists the days from first to last, both included.
func days(first, last time.Time) []time.Time {
	var out []time.Time
	for d := first; !d.After(last); d = d.AddDate(0, 0, 1) {
		out = append(out, d)
	}
	return out
}

// daySum is one day of a SUM grouped by a date column (stored as the UTC
// instant of the day's midnight in the project's zone).
type daySum struct {
	Key jsontime.Date  `json:"key"`
	Sum sql.NullString `json:"sum"`
}

func (r daySum) day() string { return time.Time(r.Key).In(jsontime.Zone).Format(time.DateOnly) }

func (r daySum) float() float64 { return sumRow{Sum: r.Sum}.float() }
