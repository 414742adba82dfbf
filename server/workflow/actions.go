package workflow

import (
	"context"
	"fmt"
	"strings"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/acthistory"
	"aqueduct/ent/acttask"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

const maxComment = 1000

func cleanComment(s string) (string, error) {
	s = strings.TrimSpace(s)
	if len([]rune(s)) > maxComment {
		return "", httpx.Failf("审批意见不能超过%d个字", maxComment)
	}
	return s, crud.CheckText("审批意见", s, 0)
}

// requiredComment is the reason a refusal or a return must give.
func requiredComment(s string) (string, error) {
	c, err := cleanComment(s)
	if err == nil && c == "" {
		err = httpx.Fail("请填写审批意见")
	}
	return c, err
}

// taskCtx is a pending task of the caller with its running instance, claimed.
type taskCtx struct {
	task *ent.ActTask
	inst *ent.ActInstance
	tree []*Node
	b    Binding
	me   actor
}

// myTask loads the caller's pending task and claims its instance.
func (e *Engine) myTask(ctx context.Context, tx *ent.Client, id string) (*taskCtx, error) {
	me, err := actorOf(ctx)
	if err != nil {
		return nil, err
	}
	t, err := tx.ActTask.Get(ctx, id)
	if ent.IsNotFound(err) || err == nil && t.Assignee != me.username {
		return nil, httpx.Fail("任务不存在")
	}
	if err != nil {
		return nil, err
	}
	if t.Status != taskPending {
		return nil, httpx.Fail("任务已处理")
	}
	inst, tree, b, err := e.instanceOf(ctx, tx, t.InstanceID)
	if err != nil {
		return nil, err
	}
	if err := claim(ctx, tx, inst); err != nil {
		return nil, err
	}
	return &taskCtx{t, inst, tree, b, me}, nil
}

// close ends the task with a result; the status in the WHERE makes a
// second click of the same task count once.
func closeTask(ctx context.Context, tx *ent.Client, t *ent.ActTask, status, comment string) error {
	n, err := tx.ActTask.Update().Where(acttask.ID(t.ID), acttask.Status(taskPending)).
		SetStatus(status).SetComment(comment).SetEndTime(jsontime.Now()).Save(ctx)
	if err != nil {
		return err
	}
	if n == 0 {
		return errConflict
	}
	return nil
}

// closeOpen ends every other open task of the instance.
func closeOpen(ctx context.Context, tx *ent.Client, inst string, status string) error {
	return tx.ActTask.Update().Where(acttask.InstanceID(inst), acttask.StatusIn(taskPending, taskWaiting)).
		SetStatus(status).SetEndTime(jsontime.Now()).Exec(ctx)
}

// Pass approves a task (同意): the node is done when its mode says so, then
// the flow moves on.
func (e *Engine) Pass(ctx context.Context, id, comment string) error {
	comment, err := cleanComment(comment)
	if err != nil {
		return err
	}
	return e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		tc, err := e.myTask(ctx, tx, id)
		if err != nil {
			return outcome{}, err
		}
		t, inst := tc.task, tc.inst
		if err := closeTask(ctx, tx, t, taskApproved, comment); err != nil {
			return outcome{}, err
		}
		node := find(tc.tree, t.NodeID)
		if err := history(ctx, tx, inst, node, tc.me, "approve", comment); err != nil {
			return outcome{}, err
		}
		atNode := tx.ActTask.Query().Where(acttask.InstanceID(inst.ID), acttask.NodeID(t.NodeID))
		switch t.Mode {
		case modeAll:
			if left, err := atNode.Where(acttask.Status(taskPending)).Exist(ctx); err != nil || left {
				return outcome{}, err
			}
		case modeSequence:
			next, err := atNode.Where(acttask.Status(taskWaiting)).Order(ent.Asc(acttask.FieldSeq)).First(ctx)
			if err == nil {
				err = tx.ActTask.UpdateOne(next).SetStatus(taskPending).SetCreateTime(jsontime.Now()).Exec(ctx)
				return outcome{notify: []string{next.Assignee}, title: inst.Title}, err
			}
			if !ent.IsNotFound(err) {
				return outcome{}, err
			}
		default: // single, any: the first approval decides for the node
			if err := tx.ActTask.Update().Where(acttask.InstanceID(inst.ID), acttask.NodeID(t.NodeID),
				acttask.StatusIn(taskPending, taskWaiting)).SetStatus(taskSkipped).SetEndTime(jsontime.Now()).Exec(ctx); err != nil {
				return outcome{}, err
			}
		}
		rec, err := e.record(ctx, tx, tc.b.Res, inst.BusinessKey)
		if err != nil {
			return outcome{}, err
		}
		next, ccs, err := after(tc.tree, t.NodeID, rec)
		if err != nil {
			return outcome{}, err
		}
		return e.arrive(ctx, tx, inst, tc.b, next, ccs, tc.me)
	})
}

// Reject ends the flow refused (驳回).
func (e *Engine) Reject(ctx context.Context, id, comment string) error {
	return e.end(ctx, id, comment, taskRejected, Rejected, "reject")
}

// Back returns the record to its applicant (退回发起人): this round ends, and
// the applicant may change the record and apply again.
func (e *Engine) Back(ctx context.Context, id, comment string) error {
	return e.end(ctx, id, comment, taskReturned, Returned, "back")
}

func (e *Engine) end(ctx context.Context, id, comment, taskStatus, instStatus, action string) error {
	comment, err := requiredComment(comment)
	if err != nil {
		return err
	}
	return e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		tc, err := e.myTask(ctx, tx, id)
		if err != nil {
			return outcome{}, err
		}
		if err := closeTask(ctx, tx, tc.task, taskStatus, comment); err != nil {
			return outcome{}, err
		}
		if err := closeOpen(ctx, tx, tc.inst.ID, taskSkipped); err != nil {
			return outcome{}, err
		}
		if err := history(ctx, tx, tc.inst, find(tc.tree, tc.task.NodeID), tc.me, action, comment); err != nil {
			return outcome{}, err
		}
		if err := finish(ctx, tx, tc.inst.ID, instStatus); err != nil {
			return outcome{}, err
		}
		kind := instStatus
		if tc.b.Moved != nil {
			if err := tc.b.Moved(ctx, tx, tc.inst.BusinessKey, Event{Kind: kind, Actor: tc.me.realname, Comment: comment}); err != nil {
				return outcome{}, err
			}
		}
		return outcome{notify: []string{tc.inst.Applyer}, title: tc.inst.Title}, nil
	})
}

// BackTo returns the flow to an approver node already passed (退回到之前的节点);
// "applicant" is the applicant (Back).
func (e *Engine) BackTo(ctx context.Context, id, key, comment string) error {
	if key == "applicant" || key == "" {
		return e.Back(ctx, id, comment)
	}
	comment, err := requiredComment(comment)
	if err != nil {
		return err
	}
	return e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		tc, err := e.myTask(ctx, tx, id)
		if err != nil {
			return outcome{}, err
		}
		passed, err := e.passed(ctx, tx, tc.inst.ID, tc.tree)
		if err != nil {
			return outcome{}, err
		}
		var target *Node
		for _, n := range passed {
			if n.ID == key && n.ID != tc.task.NodeID {
				target = n
			}
		}
		if target == nil {
			return outcome{}, httpx.Fail("只能退回到已经审批过的节点")
		}
		if err := closeTask(ctx, tx, tc.task, taskReturned, comment); err != nil {
			return outcome{}, err
		}
		if err := closeOpen(ctx, tx, tc.inst.ID, taskSkipped); err != nil {
			return outcome{}, err
		}
		if err := history(ctx, tx, tc.inst, find(tc.tree, tc.task.NodeID), tc.me, "back",
			"退回至「"+target.Name+"」"+prefixed(comment)); err != nil {
			return outcome{}, err
		}
		return e.arrive(ctx, tx, tc.inst, tc.b, target, nil, tc.me)
	})
}

func prefixed(comment string) string {
	if comment == "" {
		return ""
	}
	return "：" + comment
}

// passed are the approver nodes with an approval in this instance, in order.
func (e *Engine) passed(ctx context.Context, tx *ent.Client, inst string, tree []*Node) ([]*Node, error) {
	ids, err := tx.ActHistory.Query().Where(acthistory.InstanceID(inst), acthistory.Action("approve")).
		Order(ent.Asc(acthistory.FieldCreateTime)).Select(acthistory.FieldNodeID).Strings(ctx)
	if err != nil {
		return nil, err
	}
	var out []*Node
	seen := map[string]bool{}
	for _, id := range ids {
		if n := find(tree, id); n != nil && !seen[id] && n.Type == typeApprover {
			seen[id] = true
			out = append(out, n)
		}
	}
	return out, nil
}

// errNoDelegate is the one refusal of a delegatee who may not take the task
// — unknown, frozen, of another tenant, without the node's role or the
// record's rights, outside its data rules — so it tells nobody who exists.
var errNoDelegate = httpx.Fail("无法转交给该用户：用户不存在或无权处理该记录")

// Delegate hands a task to another user of the tenant (转交) who may take it (mayTake).
func (e *Engine) Delegate(ctx context.Context, id, username, comment string) error {
	comment, err := cleanComment(comment)
	if err != nil {
		return err
	}
	username = strings.TrimSpace(username)
	return e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		tc, err := e.myTask(ctx, tx, id)
		if err != nil {
			return outcome{}, err
		}
		if username == tc.me.username {
			return outcome{}, httpx.Fail("不能转交给自己")
		}
		u, err := tx.SysUser.Query().Where(sysuser.Username(username), sysuser.Status(1), sysuser.DelFlag(0)).Only(ctx)
		if ent.IsNotFound(err) || ent.IsNotSingular(err) {
			return outcome{}, errNoDelegate
		}
		if err != nil {
			return outcome{}, err
		}
		if ok, err := e.mayTake(ctx, tx, tc, u); err != nil {
			return outcome{}, err
		} else if !ok {
			return outcome{}, errNoDelegate
		}
		if has, err := tx.ActTask.Query().Where(acttask.InstanceID(tc.inst.ID), acttask.NodeID(tc.task.NodeID),
			acttask.Assignee(username), acttask.StatusIn(taskPending, taskWaiting)).Exist(ctx); err != nil {
			return outcome{}, err
		} else if has {
			return outcome{}, httpx.Failf("%s 已是该节点的审批人", realname(u))
		}
		if err := closeTask(ctx, tx, tc.task, taskTransferred, comment); err != nil {
			return outcome{}, err
		}
		t := tc.task
		if err := tx.ActTask.Create().SetInstanceID(t.InstanceID).SetNodeID(t.NodeID).SetNodeName(t.NodeName).
			SetMode(t.Mode).SetSeq(t.Seq).SetAssignee(u.Username).SetAssigneeName(realname(u)).SetStatus(taskPending).
			Exec(ctx); err != nil {
			return outcome{}, err
		}
		if err := history(ctx, tx, tc.inst, find(tc.tree, t.NodeID), tc.me, "transfer",
			"转交给 "+realname(u)+prefixed(comment)); err != nil {
			return outcome{}, err
		}
		return outcome{notify: []string{u.Username}, title: tc.inst.Title}, nil
	})
}

// mayTake tells whether u may be handed the task: a user of the instance's
// tenant, not its applicant (nobody approves his own record), holding one of
// the node's roles when the node is given to roles, and who could open the
// record himself — its list permission and his data rules on its menu, as
// queryById checks them for him.
func (e *Engine) mayTake(ctx context.Context, tx *ent.Client, tc *taskCtx, u *ent.SysUser) (bool, error) {
	if !inTenant(u, tc.inst.TenantID) || u.Username == tc.inst.Applyer {
		return false, nil
	}
	n := find(tc.tree, tc.task.NodeID)
	if n == nil {
		return false, nil
	}
	if d := n.data(); d.AssigneeType == assignRole {
		held, err := tx.SysUserRole.Query().Where(sysuserrole.UserID(u.ID),
			sysuserrole.HasRoleWith(sysrole.RoleCodeIn(d.Roles...))).Exist(ctx)
		if err != nil || !held {
			return false, err
		}
	}
	return e.mayOpen(ctx, tx, tc.b, tc.inst, u)
}

// mayOpen tells whether u could open the instance's record himself: its
// list permission and his data rules on its menu, as queryById checks them
// for him, in the instance's tenant.
func (e *Engine) mayOpen(ctx context.Context, tx *ent.Client, b Binding, inst *ent.ActInstance, u *ent.SysUser) (bool, error) {
	as := auth.NewContext(ctx, &auth.Session{User: u, TenantID: inst.TenantID})
	r := b.Res
	if can, err := e.Can(as, r.ListCode); err != nil || !can {
		return false, err
	}
	return e.Res.Visible(as, tx, r, inst.BusinessKey)
}

func realname(u *ent.SysUser) string {
	if u.Realname != "" {
		return u.Realname
	}
	return u.Username
}

// Cancel withdraws an application (撤回): its applicant, while nobody has acted.
func (e *Engine) Cancel(ctx context.Context, instID, comment string) error {
	comment, err := cleanComment(comment)
	if err != nil {
		return err
	}
	// Who takes no part in the flow learns nothing of it, not even that it
	// exists (「只有发起人可以撤回」 would tell him).
	if _, err := e.visibleInstance(ctx, instID); err != nil {
		return err
	}
	return e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		me, err := actorOf(ctx)
		if err != nil {
			return outcome{}, err
		}
		inst, tree, b, err := e.instanceOf(ctx, tx, instID)
		if err != nil {
			return outcome{}, err
		}
		if inst.Applyer != me.username {
			return outcome{}, httpx.Fail("只有发起人可以撤回")
		}
		if err := claim(ctx, tx, inst); err != nil {
			return outcome{}, err
		}
		if acted, err := actedOn(ctx, tx, inst.ID); err != nil {
			return outcome{}, err
		} else if acted {
			return outcome{}, httpx.Fail("已有人审批，不能撤回")
		}
		if err := closeOpen(ctx, tx, inst.ID, taskWithdrawn); err != nil {
			return outcome{}, err
		}
		if err := history(ctx, tx, inst, tree[0], me, "withdraw", comment); err != nil {
			return outcome{}, err
		}
		if err := finish(ctx, tx, inst.ID, Withdrawn); err != nil {
			return outcome{}, err
		}
		if b.Moved != nil {
			return outcome{}, b.Moved(ctx, tx, inst.BusinessKey, Event{Kind: Returned, Actor: me.realname, Comment: comment})
		}
		return outcome{}, nil
	})
}

// actedOn tells whether an approver has acted on the instance.
func actedOn(ctx context.Context, tx *ent.Client, inst string) (bool, error) {
	return tx.ActTask.Query().Where(acttask.InstanceID(inst),
		acttask.StatusIn(taskApproved, taskRejected, taskReturned, taskTransferred)).Exist(ctx)
}

// Comment adds a remark to the timeline (评论), for the instance's participants.
func (e *Engine) Comment(ctx context.Context, instID, comment string) error {
	comment, err := cleanComment(comment)
	if err != nil {
		return err
	}
	if comment == "" {
		return httpx.Fail("请填写评论内容")
	}
	me, err := actorOf(ctx)
	if err != nil {
		return err
	}
	inst, err := e.visibleInstance(ctx, instID)
	if err != nil {
		return err
	}
	return history(ctx, e.Client, inst, nil, me, "comment", comment)
}

// RemindOverdue leaves each assignee of tasks waiting longer than olderThan
// a system message saying how many there are, in the tasks' tenant (a job
// runs it; every run reminds again). It runs without a viewer, so across
// tenants, as the job system does.
func (e *Engine) RemindOverdue(ctx context.Context, olderThan time.Duration) (int, error) {
	if e.Remind == nil {
		return 0, nil
	}
	ctx = viewer.System(ctx)
	var ts []struct {
		TenantID int    `sql:"tenant_id"`
		Assignee string `sql:"assignee"`
	}
	err := e.Client.ActTask.Query().Where(acttask.Status(taskPending),
		acttask.CreateTimeLT(jsontime.Time(time.Now().Add(-olderThan)))).
		Select(acttask.FieldTenantID, acttask.FieldAssignee).Scan(ctx, &ts)
	if err != nil {
		return 0, err
	}
	type key struct {
		tenant   int
		assignee string
	}
	count := map[key]int{}
	var order []key
	for _, t := range ts {
		k := key{t.TenantID, t.Assignee}
		if count[k] == 0 {
			order = append(order, k)
		}
		count[k]++
	}
	hours := int(olderThan.Hours())
	reminded := 0
	for _, k := range order {
		title := fmt.Sprintf("您有%d条审批已超过%d小时未处理", count[k], hours)
		ids, err := e.Client.SysUser.Query().Where(sysuser.Username(k.assignee)).IDs(ctx)
		if err != nil {
			return reminded, err
		}
		if len(ids) == 0 {
			continue // the assignee's account is gone
		}
		if err := e.Remind(ctx, k.tenant, ids, title, title+"，请到“我的待办”处理。"); err != nil {
			return reminded, err
		}
		reminded++
	}
	return reminded, nil
}
