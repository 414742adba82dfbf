package workflow

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strings"

	entgo "entgo.io/ent"
	"entgo.io/ent/dialect/sql"

	"aqueduct/ent"
	"aqueduct/ent/acthistory"
	"aqueduct/ent/actinstance"
	"aqueduct/ent/actmodel"
	"aqueduct/ent/actmodelversion"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// Instance and task states.
const (
	Running   = "running"
	Approved  = "approved"
	Rejected  = "rejected"
	Returned  = "returned"
	Withdrawn = "withdrawn"

	taskWaiting     = "waiting" // later in a sequence
	taskPending     = "pending"
	taskApproved    = "approved"
	taskRejected    = "rejected"
	taskReturned    = "returned"
	taskTransferred = "transferred"
	taskWithdrawn   = "withdrawn"
	taskSkipped     = "skipped" // another decided (or-sign, a rejection, a return)
)

var statusText = map[string]string{
	Running: "审批中", Approved: "已通过", Rejected: "已驳回", Returned: "已退回", Withdrawn: "已撤回",
	taskWaiting: "待审批", taskPending: "待审批", taskTransferred: "已转交", taskSkipped: "无需审批",
}

var actionText = map[string]string{
	"apply": "发起申请", "approve": "同意", "reject": "驳回", "back": "退回", "transfer": "转交",
	"withdraw": "撤回", "comment": "评论", "cc": "抄送",
}

// Event tells a business type where its record's flow went.
type Event struct {
	Kind    string // Running (started), Approved, Rejected, Returned (returned or withdrawn)
	Actor   string // the realname of who acted
	Comment string
}

// Binding wires a business type (a generated resource) to the flow.
type Binding struct {
	Res *crud.Resource
	// StatusField is the column the flow keeps (approval_status): while a
	// model is published, no step of it is taken by hand; "" when the type
	// keeps its own.
	StatusField string
	// Pending is StatusField's value on a new record, Approved its value once
	// a flow has approved it (the record is then locked). The business
	// package owns these values; Moved sets them as the flow goes.
	Pending, Approved string
	// Ready refuses an apply the record's state does not allow.
	Ready func(ctx context.Context, tx *ent.Client, key string) error
	// Moved follows the flow on the record, in the action's transaction.
	Moved func(ctx context.Context, tx *ent.Client, key string, e Event) error
}

// Engine runs the flows.
type Engine struct {
	Client *ent.Client
	Res    *crud.Service
	Can    func(ctx context.Context, code string) (bool, error)
	// Notify tells users (by id) of a new task or CC (the notice socket).
	Notify func(ctx context.Context, userIDs []string, title string)
	// Remind leaves users of a tenant a message that waits for them (a
	// system message in their bell), for reminders the socket alone would
	// lose while they are signed out.
	Remind   func(ctx context.Context, tenant int, userIDs []string, title, content string) error
	bindings map[string]Binding
	order    []string
}

// Bind adds a business type: a business record, whose row scope the ent
// client applies in every request (the flow's reads need no filter of their own).
func (e *Engine) Bind(b Binding) {
	if !b.Res.Business() {
		panic("workflow: " + b.Res.Table + " is not a business record")
	}
	if e.bindings == nil {
		e.bindings = map[string]Binding{}
	}
	e.bindings[b.Res.Table] = b
	e.order = append(e.order, b.Res.Table)
}

var (
	errConflict = httpx.Fail("流程已被他人处理，请刷新后重试")
	errNoModel  = errors.New("no published model")
)

// actor is who acts: from the session.
type actor struct{ username, realname, userID string }

func actorOf(ctx context.Context) (actor, error) {
	s, ok := auth.FromContext(ctx)
	if !ok || s.User == nil {
		return actor{}, httpx.ErrNoAuthz
	}
	name := s.User.Realname
	if name == "" {
		name = s.User.Username
	}
	return actor{s.User.Username, name, s.User.ID}, nil
}

// outcome is what an action leaves to do after its commit.
type outcome struct {
	notify []string
	title  string
}

// inTx runs an action in one transaction, again (up to three times) when
// another moved the instance first and the action may still apply.
func (e *Engine) inTx(ctx context.Context, fn func(tx *ent.Client) (outcome, error)) error {
	var out outcome
	var err error
	for range 3 {
		out, err = e.once(ctx, fn)
		if !errors.Is(err, errConflict) {
			break
		}
	}
	if err == nil {
		e.tell(ctx, out.notify, out.title)
	}
	return err
}

// tell notifies users by their usernames (the sockets know them by id).
func (e *Engine) tell(ctx context.Context, usernames []string, title string) {
	if len(usernames) == 0 || e.Notify == nil {
		return
	}
	ids, err := e.Client.SysUser.Query().Where(sysuser.UsernameIn(usernames...)).IDs(viewer.System(ctx))
	if err == nil && len(ids) > 0 {
		e.Notify(ctx, ids, title)
	}
}

func (e *Engine) once(ctx context.Context, fn func(tx *ent.Client) (outcome, error)) (outcome, error) {
	tx, err := e.Client.Tx(ctx)
	if err != nil {
		return outcome{}, err
	}
	out, err := fn(tx.Client())
	if err != nil {
		_ = tx.Rollback()
		return outcome{}, err
	}
	return out, tx.Commit()
}

// claim moves the instance's version by one if nobody did since it was read:
// two actions on one instance (two clicks, two servers) never both advance it.
// On PostgreSQL the UPDATE waits for the other's commit, then matches nothing.
func claim(ctx context.Context, tx *ent.Client, inst *ent.ActInstance) error {
	n, err := tx.ActInstance.Update().Where(actinstance.ID(inst.ID), actinstance.Version(inst.Version),
		actinstance.Status(Running)).AddVersion(1).Save(ctx)
	if err != nil {
		return err
	}
	if n == 0 {
		return errConflict
	}
	inst.Version++
	return nil
}

// published is the latest version of the table's model, or errNoModel.
func published(ctx context.Context, c *ent.Client, table string) (*ent.ActModelVersion, error) {
	m, err := c.ActModel.Query().Where(actmodel.TableName(table), actmodel.VersionGT(0)).
		Order(ent.Desc(actmodel.FieldUpdateTime)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, errNoModel
	}
	if err != nil {
		return nil, err
	}
	return c.ActModelVersion.Query().Where(actmodelversion.ModelID(m.ID), actmodelversion.Version(m.Version)).Only(ctx)
}

// record is the business record as its list shows it (for titles, conditions
// and the approver's view); nil error with a nil map when it is gone.
func (e *Engine) record(ctx context.Context, tx *ent.Client, r *crud.Resource, key string) (map[string]any, error) {
	row, err := r.Store.Get(ctx, tx, key, nil)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("记录不存在")
	}
	if err != nil {
		return nil, err
	}
	return e.Res.Record(ctx, r, row)
}

var placeholder = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// title fills ${field} from the record, dictionary texts first.
func title(tpl, process string, rec map[string]any) string {
	if strings.TrimSpace(tpl) == "" {
		return process
	}
	out := placeholder.ReplaceAllStringFunc(tpl, func(m string) string {
		name := m[2 : len(m)-1]
		if t, ok := rec[name+"_dictText"]; ok {
			return text(t)
		}
		return text(rec[name])
	})
	if r := []rune(out); len(r) > 300 {
		out = string(r[:300])
	}
	return out
}

// Apply starts the flow of a record (发起申请): the caller must be allowed
// to edit it and see it.
func (e *Engine) Apply(ctx context.Context, table, key string) (string, error) {
	b, ok := e.bindings[table]
	if !ok {
		return "", httpx.Fail("该业务未配置审批流程")
	}
	if allowed, err := e.Can(ctx, b.Res.Code("edit")); err != nil {
		return "", err
	} else if !allowed {
		return "", httpx.ErrNoAuthz
	}
	if seen, err := e.Res.Visible(ctx, e.Client, b.Res, key); err != nil {
		return "", err
	} else if !seen {
		return "", httpx.Fail("记录不存在")
	}
	var id string
	err := e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		var out outcome
		var err error
		id, out, err = e.start(ctx, tx, b, key)
		if errors.Is(err, errNoModel) {
			return out, httpx.Fail("该业务未配置审批流程")
		}
		return out, err
	})
	return id, err
}

// Start begins the flow of a record inside the caller's transaction, when a
// model is published for its table (started false otherwise): a hand-written
// step (a hidden danger submitted for review) hands over to the flow.
func (e *Engine) Start(ctx context.Context, tx *ent.Client, table, key string) (started bool, err error) {
	b, ok := e.bindings[table]
	if !ok {
		return false, nil
	}
	_, out, err := e.start(ctx, tx, b, key)
	if errors.Is(err, errNoModel) {
		return false, nil
	}
	if err == nil {
		// Sent before the caller's commit: a rolled back start leaves a stale badge at worst.
		e.tell(ctx, out.notify, out.title)
	}
	return err == nil, err
}

func (e *Engine) start(ctx context.Context, tx *ent.Client, b Binding, key string) (string, outcome, error) {
	me, err := actorOf(ctx)
	if err != nil {
		return "", outcome{}, err
	}
	ver, err := published(ctx, tx, b.Res.Table)
	if err != nil {
		return "", outcome{}, err
	}
	if busy, err := e.running(ctx, tx, b.Res.Table, key); err != nil {
		return "", outcome{}, err
	} else if busy {
		return "", outcome{}, httpx.Fail("该记录已在审批中")
	}
	if b.Ready != nil {
		if err := b.Ready(ctx, tx, key); err != nil {
			return "", outcome{}, err
		}
	}
	rec, err := e.record(ctx, tx, b.Res, key)
	if err != nil {
		return "", outcome{}, err
	}
	tree, err := parseTree([]byte(ver.Tree))
	if err != nil {
		return "", outcome{}, err
	}
	inst, err := tx.ActInstance.Create().SetModelID(ver.ModelID).SetVersionID(ver.ID).SetProcessName(ver.Name).
		SetTitle(title(ver.TitleTemplate, ver.Name, rec)).SetTableName(b.Res.Table).SetBusinessKey(key).
		SetApplyer(me.username).SetApplyerName(me.realname).SetStatus(Running).SetRunning(1).Save(ctx)
	if isUniqueViolation(err) {
		return "", outcome{}, httpx.Fail("该记录已在审批中")
	}
	if err != nil {
		return "", outcome{}, err
	}
	if err := history(ctx, tx, inst, tree[0], me, "apply", ""); err != nil {
		return "", outcome{}, err
	}
	if b.Moved != nil {
		if err := b.Moved(ctx, tx, key, Event{Kind: Running, Actor: me.realname}); err != nil {
			return "", outcome{}, err
		}
	}
	next, ccs, err := walk([]frame{{tree, 0}}, rec)
	if err != nil {
		return "", outcome{}, err
	}
	out, err := e.arrive(ctx, tx, inst, b, next, ccs, me)
	return inst.ID, out, err
}

func isUniqueViolation(err error) bool {
	return err != nil && ent.IsConstraintError(err)
}

// arrive opens the next approver's tasks, or ends the flow approved; CC
// nodes passed on the way are recorded and told.
func (e *Engine) arrive(ctx context.Context, tx *ent.Client, inst *ent.ActInstance, b Binding, next *Node, ccs []*Node, me actor) (outcome, error) {
	out := outcome{title: inst.Title}
	for _, cc := range ccs {
		users, err := e.resolve(ctx, tx, b, cc.data(), inst)
		if err != nil {
			return out, err
		}
		for _, u := range users {
			if err := history(ctx, tx, inst, cc, actor{username: u.Username, realname: u.Realname}, "cc", ""); err != nil {
				return out, err
			}
			out.notify = append(out.notify, u.Username)
		}
	}
	if next.Type == typeEnd {
		err := finish(ctx, tx, inst.ID, Approved)
		if err == nil && b.Moved != nil {
			err = b.Moved(ctx, tx, inst.BusinessKey, Event{Kind: Approved, Actor: me.realname, Comment: lastComment(ctx, tx, inst.ID)})
		}
		out.notify = append(out.notify, inst.Applyer)
		return out, err
	}
	d := next.data()
	users, err := e.resolve(ctx, tx, b, d, inst)
	if err != nil {
		return out, err
	}
	if len(users) == 0 {
		return out, httpx.Failf("节点「%s」找不到审批人，请联系管理员调整流程", next.Name)
	}
	mode := d.Mode
	if mode == "" {
		mode = modeSingle
	}
	bulk := make([]*ent.ActTaskCreate, len(users))
	for i, u := range users {
		status := taskPending
		if mode == modeSequence && i > 0 {
			status = taskWaiting
		} else {
			out.notify = append(out.notify, u.Username)
		}
		bulk[i] = tx.ActTask.Create().SetInstanceID(inst.ID).SetNodeID(next.ID).SetNodeName(next.Name).SetMode(mode).
			SetSeq(i).SetAssignee(u.Username).SetAssigneeName(u.Realname).SetStatus(status)
	}
	if err := tx.ActTask.CreateBulk(bulk...).Exec(ctx); err != nil {
		return out, err
	}
	return out, tx.ActInstance.UpdateOneID(inst.ID).SetCurrentNode(next.ID).SetCurrentName(next.Name).Exec(ctx)
}

// finish ends an instance with its outcome.
func finish(ctx context.Context, tx *ent.Client, id, status string) error {
	return tx.ActInstance.UpdateOneID(id).SetStatus(status).SetRunning(0).ClearCurrentNode().ClearCurrentName().
		SetEndTime(jsontime.Now()).Exec(ctx)
}

func lastComment(ctx context.Context, tx *ent.Client, inst string) string {
	h, err := tx.ActHistory.Query().Where(acthistory.InstanceID(inst), acthistory.ActionIn("approve", "reject", "back")).
		Order(ent.Desc(acthistory.FieldCreateTime), ent.Desc(acthistory.FieldID)).First(ctx)
	if err != nil {
		return ""
	}
	return h.Comment
}

type person struct{ Username, Realname string }

// resolve names a node's people now, active users of the instance's tenant
// only. Of a role's holders only those who could open the record themselves
// (a section-3 supervisor gets no task, nor copy, of a section-1 payment);
// users named on the node were chosen by the admin.
func (e *Engine) resolve(ctx context.Context, tx *ent.Client, b Binding, d NodeData, inst *ent.ActInstance) ([]person, error) {
	var users []*ent.SysUser
	q := func(p ...predicate.SysUser) ([]*ent.SysUser, error) {
		return tx.SysUser.Query().Where(append(p, sysuser.Status(1), sysuser.DelFlag(0))...).
			Order(ent.Asc(sysuser.FieldUsername)).Limit(500).All(ctx)
	}
	var err error
	switch d.AssigneeType {
	case assignApplicant:
		users, err = q(sysuser.Username(inst.Applyer))
	case assignDeptHead:
		var deps []string
		deps, err = tx.SysUserDepart.Query().Where(sysuserdepart.HasUserWith(sysuser.Username(inst.Applyer))).
			Select(sysuserdepart.FieldDepID).Strings(ctx)
		if err == nil && len(deps) > 0 {
			var heads []*ent.SysUser
			heads, err = q(sysuser.UserIdentity(2))
			for _, h := range heads {
				if slices.ContainsFunc(crud.SplitIDs(h.DepartIds), func(d string) bool { return slices.Contains(deps, d) }) {
					users = append(users, h)
				}
			}
		}
	default: // user, role, and a CC's users plus roles
		if len(d.Users) > 0 {
			users, err = q(sysuser.UsernameIn(d.Users...))
		}
		if err == nil && len(d.Roles) > 0 {
			var more []*ent.SysUser
			more, err = q(sysuser.HasUserRolesWith(sysuserrole.HasRoleWith(sysrole.RoleCodeIn(d.Roles...))))
			for _, u := range more {
				if err != nil {
					break
				}
				var ok bool
				if ok, err = e.mayOpen(ctx, tx, b, inst, u); ok {
					users = append(users, u)
				}
			}
		}
	}
	if err != nil {
		return nil, err
	}
	var out []person
	seen := map[string]bool{}
	for _, u := range users {
		if seen[u.Username] || !inTenant(u, inst.TenantID) {
			continue
		}
		seen[u.Username] = true
		name := u.Realname
		if name == "" {
			name = u.Username
		}
		out = append(out, person{u.Username, name})
	}
	return out, nil
}

func history(ctx context.Context, tx *ent.Client, inst *ent.ActInstance, n *Node, who actor, action, comment string) error {
	c := tx.ActHistory.Create().SetInstanceID(inst.ID).SetUsername(who.username).SetRealname(who.realname).
		SetAction(action).SetComment(comment)
	if n != nil {
		c.SetNodeID(n.ID).SetNodeName(n.Name)
	}
	return c.Exec(ctx)
}

// running tells whether one of the keys is in approval.
func (e *Engine) running(ctx context.Context, c *ent.Client, table string, keys ...string) (bool, error) {
	return c.ActInstance.Query().Where(actinstance.TableName(table), actinstance.BusinessKeyIn(keys...),
		actinstance.Status(Running)).Exist(ctx)
}

// Running tells whether a record is in approval (a hand-written step then waits for the flow).
func (e *Engine) Running(ctx context.Context, c *ent.Client, table, key string) (bool, error) {
	return e.running(ctx, c, table, key)
}

// BeforeWrite keeps a record in approval as it is. The status field is the
// server's (never on a form); its machine refuses edits past its first state.
func (e *Engine) BeforeWrite(ctx context.Context, tx *ent.Client, r *crud.Resource, op crud.Op, id string, _ entgo.Mutation) error {
	if _, ok := e.bindings[r.Table]; !ok || op != crud.OpUpdate {
		return nil
	}
	if busy, err := e.running(ctx, tx, r.Table, id); err != nil {
		return err
	} else if busy {
		return httpx.Fail("该记录正在审批中，不能修改")
	}
	return nil
}

// BeforeMove keeps the steps a flow takes (crud.Move.Flow) for the flow: a
// type whose flow keeps its status field takes none by hand while a model is
// published; any other waits while the record's flow runs.
func (e *Engine) BeforeMove(ctx context.Context, tx *ent.Client, r *crud.Resource, id string, mv crud.Move) error {
	b, ok := e.bindings[r.Table]
	if !ok || !mv.Flow {
		return nil
	}
	if b.StatusField != "" {
		if _, err := published(ctx, tx, r.Table); err == nil {
			return httpx.Failf("该%s需通过审批流程处理，请发起审批", r.Title)
		} else if !errors.Is(err, errNoModel) {
			return err
		}
	}
	if busy, err := e.running(ctx, tx, r.Table, id); err != nil {
		return err
	} else if busy {
		return httpx.Failf("该%s正在审批流程中，请在我的待办中处理", r.Title)
	}
	return nil
}

// AfterMove sends the record to its published flow after a step that hands
// it over (crud.Move.StartsFlow); without a model nothing starts.
func (e *Engine) AfterMove(ctx context.Context, tx *ent.Client, r *crud.Resource, id string, mv crud.Move) (bool, error) {
	if !mv.StartsFlow {
		return false, nil
	}
	return e.Start(ctx, tx, r.Table, id)
}

// inTenant reports whether u can sign in to tenant, and so see its tasks
// (act_task is filtered by tenant): a user of no tenant works in tenant 0.
func inTenant(u *ent.SysUser, tenant int) bool {
	if ts := auth.UserTenants(u); len(ts) > 0 {
		return slices.Contains(ts, tenant)
	}
	return tenant == 0
}

// approvedAmong tells whether one of the records was approved, while a model
// is published for the table (without a flow the status is the users' own).
func (e *Engine) approvedAmong(ctx context.Context, tx *ent.Client, b Binding, ids []string) (bool, error) {
	if b.StatusField == "" {
		return false, nil
	}
	if _, err := published(ctx, tx, b.Res.Table); errors.Is(err, errNoModel) {
		return false, nil
	} else if err != nil {
		return false, err
	}
	f, _, _ := b.Res.Field(b.StatusField)
	id := b.Res.Fields[0].Column
	values, err := b.Res.Store.Strings(ctx, tx, func(s *sql.Selector) {
		s.Where(sql.In(s.C(id), crud.Anys(ids)...))
	}, f.Column)
	return slices.Contains(values, b.Approved), err
}

// BeforeDelete refuses to delete records in approval, or approved by a flow.
func (e *Engine) BeforeDelete(ctx context.Context, tx *ent.Client, r *crud.Resource, ids []string) error {
	b, ok := e.bindings[r.Table]
	if !ok {
		return nil
	}
	if busy, err := e.running(ctx, tx, r.Table, ids...); err != nil {
		return err
	} else if busy {
		return httpx.Fail("记录正在审批中，不能删除")
	}
	if approved, err := e.approvedAmong(ctx, tx, b, ids); err != nil {
		return err
	} else if approved {
		return httpx.Fail("记录已审批通过，不能删除")
	}
	return nil
}

var _ crud.FlowGuard = (*Engine)(nil)

// instanceOf loads a running instance with its version and tree.
func (e *Engine) instanceOf(ctx context.Context, tx *ent.Client, id string) (*ent.ActInstance, []*Node, Binding, error) {
	inst, err := tx.ActInstance.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, nil, Binding{}, httpx.Fail("流程不存在")
	}
	if err != nil {
		return nil, nil, Binding{}, err
	}
	if inst.Status != Running {
		return nil, nil, Binding{}, httpx.Failf("流程%s", statusText[inst.Status])
	}
	ver, err := tx.ActModelVersion.Get(ctx, inst.VersionID)
	if err != nil {
		return nil, nil, Binding{}, err
	}
	tree, err := parseTree([]byte(ver.Tree))
	if err != nil {
		return nil, nil, Binding{}, err
	}
	b, ok := e.bindings[inst.TableName]
	if !ok {
		return nil, nil, Binding{}, httpx.Fail("该业务未配置审批流程")
	}
	return inst, tree, b, nil
}
