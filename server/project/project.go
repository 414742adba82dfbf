// Package project holds what the business records need beyond CRUD: the
// section scope (a record's engineering follows its section; the sections a
// user works in), the section tree of the header's chooser, the critical path
// of progress plans and the continuity of the tunnel advance records.
package project

import (
	"context"
	"slices"

	entgo "entgo.io/ent"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
	"aqueduct/server/workflow"
)

// Service installs the business hooks on the generated resources.
type Service struct {
	Client *ent.Client
	Res    *crud.Service
	// Can tells whether the request's user holds a permission code.
	Can func(ctx context.Context, code string) (bool, error)
	// Dialect is the database's (rows are locked on PostgreSQL).
	Dialect string
	// Flow is the approval workflow (set by BindFlows).
	Flow *workflow.Engine
}

// Install sets the section scope (the sections a user works in, a section's
// engineering) and the hand-written rules of the business records: each
// entity's in the file of its rules, as a function returning its typed
// hooks, which the generator registers (zz_hooks.go).
func (s *Service) Install() {
	s.Res.SectionsOf = s.sectionsOf
	s.Res.EngineeringOf = engineeringOf
	s.installHooks(s.Res)
}

// Routes serves the section tree and the critical path.
func (s *Service) Routes(r *httpx.Routes) {
	httpx.Get(r, "/section/cmisSection/nodeTreeList", httpx.LoggedIn, "工程—标段树（所见标段；isAll=true 时按工程分组）", s.nodeTreeList)
	httpx.Get(r, "/progress/cmisProgressPlan/criticalPath", crud.CmisProgressPlan.ListCode, "进度计划关键路径（所见计划按计划类型、标段、期间）", s.criticalPath)
	eds := crud.CmisEngineeringDataStructure
	r.GET("/"+eds.Prefix+"/restoreData", eds.Code("add"), s.restoreData).Doc(httpx.Doc{Summary: "工程数据结构：恢复默认结构"})
	httpx.Get(r, "/advance/cmisTunnelAdvance/statistics", crud.CmisTunnelAdvance.ListCode, "掘进统计（所见记录按日或按月、按标段的进尺米数）", s.advanceStatistics)
	httpx.Get(r, "/equipment/cmisEquipment/countByStatus", crud.CmisEquipment.ListCode, "设备数量（按状态，含数量为零的状态）", s.equipmentCounts)
}

type entMutation = entgo.Mutation

// engineeringOf is the engineering of a section, which a record of the
// section takes on save; an unknown section is refused. The section is
// looked up past the section list's rules: whether the caller may write a
// record of it is the record's own rules' to say (the save checks the row
// against them).
func engineeringOf(ctx context.Context, tx *ent.Client, id string) (string, error) {
	sec, err := tx.CmisSection.Query().Where(cmissection.ID(id)).Only(viewer.Unscoped(ctx))
	if ent.IsNotFound(err) {
		return "", httpx.Fail("标段不存在")
	}
	if err != nil {
		return "", err
	}
	return sec.EngineeringID, nil
}

// sectionsOf lists the sections whose departments include one of the user's.
func (s *Service) sectionsOf(ctx context.Context, userID string) ([]string, error) {
	departs, err := s.Client.SysUserDepart.Query().Where(sysuserdepart.UserID(userID)).
		Select(sysuserdepart.FieldDepID).Strings(ctx)
	if err != nil || len(departs) == 0 {
		return nil, err
	}
	secs, err := s.Client.CmisSection.Query().Where(cmissection.DepartIdsNEQ("")).
		Select(cmissection.FieldID, cmissection.FieldDepartIds).All(ctx)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, sec := range secs {
		for _, d := range crud.SplitIDs(sec.DepartIds) {
			if slices.Contains(departs, d) {
				out = append(out, sec.ID)
				break
			}
		}
	}
	return out, nil
}

// treeQuery are nodeTreeList's query parameters.
type treeQuery struct {
	IsAll bool `query:"isAll" doc:"true：按工程分组（工程 → 标段）；否则为标段的平铺列表"`
}

// node is one entry of the section tree.
type node struct {
	Key           string  `json:"key"`
	Title         string  `json:"title"`
	Value         string  `json:"value"`
	ID            string  `json:"id"`
	Type          string  `json:"type"` // engineering or section
	EngineeringID string  `json:"engineeringId,omitempty"`
	IsLeaf        bool    `json:"isLeaf"`
	Children      []*node `json:"children,omitempty"`
}

// nodeTreeList answers the sections the caller may see; with isAll=true
// under their engineering projects (engineering → section), else flat.
// Every user's header asks for it, so it is open to all, but it fails
// closed: without the section list nobody sees a section (a nil row filter
// means no rule, not no right).
func (s *Service) nodeTreeList(c *echo.Context, q treeQuery) ([]*node, error) {
	ctx := c.Request().Context()
	if can, err := s.Can(ctx, crud.CmisSection.ListCode); err != nil {
		return nil, err
	} else if !can {
		return []*node{}, nil
	}
	limited, err := s.Res.Limited(ctx, crud.CmisSection)
	if err != nil {
		return nil, err
	}
	secs, err := s.Client.CmisSection.Query().Order(ent.Asc(cmissection.FieldSortNo), ent.Asc(cmissection.FieldCode)).
		Limit(crud.MaxAll).All(ctx)
	if err != nil {
		return nil, err
	}
	flat := make([]*node, 0, len(secs))
	for _, sec := range secs {
		flat = append(flat, &node{Key: sec.ID, Title: sec.Name, Value: sec.ID, ID: sec.ID, Type: "section",
			EngineeringID: sec.EngineeringID, IsLeaf: true})
	}
	if !q.IsAll {
		return flat, nil
	}
	engs, err := s.Client.CmisEngineering.Query().Order(ent.Asc("code")).Limit(crud.MaxAll).All(ctx)
	if err != nil {
		return nil, err
	}
	out := []*node{}
	for _, e := range engs {
		n := &node{Key: e.ID, Title: e.Name, Value: e.ID, ID: e.ID, Type: "engineering"}
		for _, sec := range flat {
			if sec.EngineeringID == e.ID {
				n.Children = append(n.Children, sec)
			}
		}
		n.IsLeaf = len(n.Children) == 0
		if limited && n.IsLeaf {
			continue // a project without a section of the user's is not his
		}
		out = append(out, n)
	}
	return out, nil
}

// after is a field's value once the write is done: what the mutation sets,
// else on an edit what the row holds; zero when it is cleared or a create
// leaves it out.
func after[T any](ctx context.Context, m entMutation, name string) (T, error) {
	var v T
	got, set := m.Field(name)
	if !set {
		if m.FieldCleared(name) || !m.Op().Is(entgo.OpUpdateOne) {
			return v, nil
		}
		old, err := m.OldField(ctx, name)
		if err != nil {
			return v, err
		}
		got = old
	}
	v, _ = got.(T)
	return v, nil
}
