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

// Install sets the section scope on every resource with a section and the
// hand-written rules of the progress plans and the tunnel advance.
func (s *Service) Install() {
	s.Res.SectionsOf = s.sectionsOf
	for _, r := range crud.Resources() {
		if _, _, ok := r.Field("sectionId"); !ok {
			continue
		}
		h := crud.Hooks{BeforeSave: fillEngineering}
		if slices.Contains(assessmentResources, r) {
			h.BeforeSave = chain(fillEngineering, gradeBeforeSave)
		}
		switch r {
		case crud.CmisTunnelAdvance:
			h.BeforeSave = chain(fillEngineering, advanceBeforeSave)
			h.AfterSave = advanceAfterSave
		case crud.CmisProgressPlan:
			h.AfterSave = planAfterSave
		case crud.CmisHiddenDanger:
			h.Decorate = dangerDecorate
		case crud.CmisSupervisionNotice:
			h.Decorate = noticeDecorate
		case crud.CmisContract:
			h.BeforeSave = chain(fillEngineering, contractBeforeSave)
			h.AfterSave = s.contractAfterSave
			h.BeforeDelete = contractBeforeDelete
		case crud.CmisContractChange:
			h.BeforeSave = s.byContract
			h.AfterSave = s.changeAfterSave
			h.BeforeDelete = s.changeBeforeDelete
			h.Move = s.approvalMove(r)
		case crud.CmisPayment:
			h.BeforeSave = s.byContract
			h.AfterSave = s.paymentAfterSave
			h.BeforeDelete = s.paymentBeforeDelete
			h.Move = s.approvalMove(r)
		case crud.CmisMeasurement:
			h.BeforeSave = s.measurementBeforeSave
			h.AfterSave = measurementAfterSave
			h.BeforeDelete = measurementBeforeDelete
		case crud.CmisProjectAmount:
			h.BeforeSave = s.projectAmountBeforeSave
		case crud.CmisSettlement:
			h.BeforeSave = s.settlementBeforeSave
		case crud.CmisPicturePlan:
			h.Decorate = picturePlanDecorate
		case crud.CmisManagementDaily:
			h.BeforeSave = chain(fillEngineering, dailyBeforeSave)
		case crud.CmisEquipment:
			h.BeforeDelete = equipmentBeforeDelete
		case crud.CmisEquipmentMovement:
			// The section comes from the equipment, then the engineering from the section.
			h.BeforeSave = chain(s.movementBeforeSave, fillEngineering)
			h.BeforeDelete = movementBeforeDelete
		}
		s.Res.SetHooks(r, h)
	}
}

// Routes serves the section tree and the critical path.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/section/cmisSection/nodeTreeList", httpx.LoggedIn, s.nodeTreeList)
	r.GET("/progress/cmisProgressPlan/criticalPath", crud.CmisProgressPlan.ListCode, s.criticalPath)
	eds := crud.CmisEngineeringDataStructure
	r.GET("/"+eds.Prefix+"/restoreData", eds.Code("add"), s.restoreData)
	r.GET("/advance/cmisTunnelAdvance/statistics", crud.CmisTunnelAdvance.ListCode, s.advanceStatistics)
	r.GET("/equipment/cmisEquipment/countByStatus", crud.CmisEquipment.ListCode, s.equipmentCounts)
}

type entMutation = entgo.Mutation

type beforeSave = func(ctx context.Context, tx *ent.Client, op crud.Op, m entMutation, body crud.Body) error

func chain(hs ...beforeSave) beforeSave {
	return func(ctx context.Context, tx *ent.Client, op crud.Op, m entMutation, body crud.Body) error {
		for _, h := range hs {
			if err := h(ctx, tx, op, m, body); err != nil {
				return err
			}
		}
		return nil
	}
}

// fillEngineering sets a record's engineering from its section, so lists
// filtered by engineeringId find it; an unknown section is refused. The
// section is looked up past the section list's rules: whether the caller
// may write a record of it is the record's own rules' to say (the save
// checks the row against them).
func fillEngineering(ctx context.Context, tx *ent.Client, _ crud.Op, m entMutation, _ crud.Body) error {
	v, ok := m.Field("section_id")
	id, _ := v.(string)
	if !ok || id == "" {
		return nil
	}
	sec, err := tx.CmisSection.Query().Where(cmissection.ID(id)).Only(viewer.Unscoped(ctx))
	if ent.IsNotFound(err) {
		return httpx.Fail("标段不存在")
	}
	if err != nil {
		return err
	}
	return m.SetField("engineering_id", sec.EngineeringID)
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
func (s *Service) nodeTreeList(c *echo.Context) error {
	ctx := c.Request().Context()
	if can, err := s.Can(ctx, crud.CmisSection.ListCode); err != nil {
		return err
	} else if !can {
		return httpx.OK(c, []*node{})
	}
	limited, err := s.Res.Limited(ctx, crud.CmisSection)
	if err != nil {
		return err
	}
	secs, err := s.Client.CmisSection.Query().Order(ent.Asc(cmissection.FieldSortNo), ent.Asc(cmissection.FieldCode)).
		Limit(crud.MaxAll).All(ctx)
	if err != nil {
		return err
	}
	flat := make([]*node, 0, len(secs))
	for _, sec := range secs {
		flat = append(flat, &node{Key: sec.ID, Title: sec.Name, Value: sec.ID, ID: sec.ID, Type: "section",
			EngineeringID: sec.EngineeringID, IsLeaf: true})
	}
	if c.QueryParam("isAll") != "true" {
		return httpx.OK(c, flat)
	}
	engs, err := s.Client.CmisEngineering.Query().Order(ent.Asc("code")).Limit(crud.MaxAll).All(ctx)
	if err != nil {
		return err
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
	return httpx.OK(c, out)
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
