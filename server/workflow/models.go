package workflow

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/actinstance"
	"aqueduct/ent/actmodel"
	"aqueduct/ent/actmodelversion"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/query"
)

// Flow models (流程模型, /actProcess): list, business types, add, edit, publish, versions, delete.
type modelVo struct {
	ID            string          `json:"id"`
	Name          string          `json:"name"`
	TableName     string          `json:"tableName"`
	BusinessName  string          `json:"businessName"`
	TitleTemplate string          `json:"titleTemplate"`
	Description   string          `json:"description"`
	Version       int             `json:"version"`
	Published     bool            `json:"published"`
	CreateTime    jsontime.Time   `json:"createTime"`
	UpdateTime    *jsontime.Time  `json:"updateTime"`
	UpdateBy      string          `json:"updateBy"`
	Tree          json.RawMessage `json:"tree,omitempty" doc:"流程图（节点树；列表中不含）"`
}

func hashOf(tree string) string {
	h := sha256.Sum256([]byte(tree))
	return hex.EncodeToString(h[:])
}

func (e *Engine) modelVo(m *ent.ActModel, withTree bool) modelVo {
	v := modelVo{ID: m.ID, Name: m.Name, TableName: m.TableName, TitleTemplate: m.TitleTemplate, Description: m.Description,
		Version: m.Version, Published: m.Version > 0 && m.PublishedTreeHash == hashOf(m.Tree),
		CreateTime: m.CreateTime, UpdateTime: m.UpdateTime, UpdateBy: m.UpdateBy}
	if b, ok := e.bindings[m.TableName]; ok {
		v.BusinessName = b.Res.Title
	}
	if withTree {
		v.Tree = json.RawMessage(m.Tree)
	}
	return v
}

type modelListQuery struct {
	httpx.PageQuery
	Name string `query:"name" doc:"流程名称（包含）"`
}

func (e *Engine) modelList(c *echo.Context, in modelListQuery) (httpx.Page[modelVo], error) {
	ctx := c.Request().Context()
	no, size := in.Paging(maxPage)
	q := e.Client.ActModel.Query()
	if name := strings.TrimSpace(in.Name); name != "" {
		q.Where(actmodel.NameContains(name))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return httpx.Page[modelVo]{}, err
	}
	rows, err := q.Order(ent.Desc(actmodel.FieldCreateTime), ent.Desc(actmodel.FieldID)).Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return httpx.Page[modelVo]{}, err
	}
	out := make([]modelVo, len(rows))
	for i, m := range rows {
		out[i] = e.modelVo(m, false)
	}
	return httpx.NewPage(out, total, no, size), nil
}

func (e *Engine) model(ctx context.Context, id string) (*ent.ActModel, error) {
	m, err := e.Client.ActModel.Get(ctx, strings.TrimSpace(id))
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("流程模型不存在")
	}
	return m, err
}

func (e *Engine) modelGet(c *echo.Context, in idQuery) (modelVo, error) {
	m, err := e.model(c.Request().Context(), in.ID)
	if err != nil {
		return modelVo{}, err
	}
	return e.modelVo(m, true), nil
}

// versionVo is a published version of a model.
type versionVo struct {
	ID         string        `json:"id"`
	Version    int           `json:"version"`
	CreateTime jsontime.Time `json:"createTime"`
	CreateBy   string        `json:"createBy"`
}

func (e *Engine) modelVersions(c *echo.Context, in idQuery) ([]versionVo, error) {
	ctx := c.Request().Context()
	m, err := e.model(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	vs, err := e.Client.ActModelVersion.Query().Where(actmodelversion.ModelID(m.ID)).
		Order(ent.Desc(actmodelversion.FieldVersion)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]versionVo, len(vs))
	for i, v := range vs {
		out[i] = versionVo{v.ID, v.Version, v.CreateTime, v.CreateBy}
	}
	return out, nil
}

type fieldVo struct {
	Name    string     `json:"name"`
	Label   string     `json:"label"`
	Kind    string     `json:"kind"`
	Options []optionVo `json:"options,omitempty"`
}

type optionVo struct {
	Value string `json:"value"`
	Text  string `json:"text"`
}

// businessTypeVo is a business type a model may be bound to, with the
// fields its titles and conditions may name.
type businessTypeVo struct {
	TableName string    `json:"tableName"`
	Name      string    `json:"name"`
	URL       string    `json:"url"`
	Fields    []fieldVo `json:"fields"`
}

func (e *Engine) businessTypes(c *echo.Context, _ struct{}) ([]businessTypeVo, error) {
	ctx := c.Request().Context()
	out := []businessTypeVo{}
	for _, t := range e.order {
		r := e.bindings[t].Res
		v := businessTypeVo{TableName: t, Name: r.Title, URL: r.URL, Fields: []fieldVo{}}
		for _, f := range r.Fields {
			if f.Secret || !f.List && !f.Form || f.Label == "" {
				continue
			}
			fv := fieldVo{Name: f.Name, Label: f.Label, Kind: kindOf(f)}
			if f.Dict != "" && !strings.Contains(f.Dict, ",") {
				items, err := e.Res.Dicts.Items(ctx, f.Dict)
				if err != nil {
					return nil, err
				}
				for _, it := range items {
					fv.Options = append(fv.Options, optionVo{it.Value, it.Text})
				}
			}
			v.Fields = append(v.Fields, fv)
		}
		out = append(out, v)
	}
	return out, nil
}

func kindOf(f crud.Field) string {
	switch f.Kind {
	case query.Int, query.Float, query.Money, query.Decimal:
		return "number"
	case query.Date, query.Time:
		return "date"
	}
	return "string"
}

type modelBody struct {
	ID            string          `json:"id"`
	Name          string          `json:"name"`
	TableName     string          `json:"tableName"`
	TitleTemplate string          `json:"titleTemplate"`
	Description   string          `json:"description"`
	Tree          json.RawMessage `json:"tree" doc:"流程图（节点树）；添加时缺省为默认流程，编辑时缺省为不变"`
}

// check reads a model's fields; the tree must parse (validate is for publish).
func (e *Engine) check(b *modelBody, r *crud.Resource) (string, error) {
	b.Name, b.TitleTemplate, b.Description = strings.TrimSpace(b.Name), strings.TrimSpace(b.TitleTemplate), strings.TrimSpace(b.Description)
	switch {
	case b.Name == "" || len([]rune(b.Name)) > 100:
		return "", httpx.Fail("请填写流程名称（不超过100个字）")
	case len([]rune(b.TitleTemplate)) > 200:
		return "", httpx.Fail("标题模板不能超过200个字")
	case len([]rune(b.Description)) > 500:
		return "", httpx.Fail("描述不能超过500个字")
	case len(b.Tree) > 256<<10:
		return "", httpx.Fail("流程图过大")
	}
	for _, m := range placeholder.FindAllStringSubmatch(b.TitleTemplate, -1) {
		if _, _, ok := r.Field(m[1]); !ok {
			return "", httpx.Failf("标题模板中的字段 %s 不存在", m[1])
		}
	}
	if len(b.Tree) == 0 || string(b.Tree) == "null" {
		return encodeTree(defaultTree()), nil
	}
	tree, err := parseTree(b.Tree)
	if err != nil {
		return "", err
	}
	return encodeTree(tree), nil
}

// savedModel answers an add or an edit: the model with its tree, in the
// words of each.
type savedModel = httpx.Said[modelVo]

func (e *Engine) modelAdd(c *echo.Context, b modelBody) (savedModel, error) {
	ctx := c.Request().Context()
	bind, ok := e.bindings[b.TableName]
	if !ok {
		return savedModel{}, httpx.Fail("请选择业务类型")
	}
	tree, err := e.check(&b, bind.Res)
	if err != nil {
		return savedModel{}, err
	}
	if has, err := e.Client.ActModel.Query().Where(actmodel.TableName(b.TableName)).Exist(ctx); err != nil {
		return savedModel{}, err
	} else if has {
		return savedModel{}, httpx.Failf("「%s」已有流程模型，请修改原模型", bind.Res.Title)
	}
	m, err := e.Client.ActModel.Create().SetName(b.Name).SetTableName(b.TableName).SetTitleTemplate(b.TitleTemplate).
		SetDescription(b.Description).SetTree(tree).Save(ctx)
	if err != nil {
		return savedModel{}, err
	}
	return savedModel{Message: "添加成功！", Result: e.modelVo(m, true)}, nil
}

func (e *Engine) modelEdit(c *echo.Context, b modelBody) (savedModel, error) {
	ctx := c.Request().Context()
	m, err := e.model(ctx, b.ID)
	if err != nil {
		return savedModel{}, err
	}
	bind, ok := e.bindings[m.TableName]
	if !ok {
		return savedModel{}, httpx.Fail("该业务未配置审批流程")
	}
	if len(b.Tree) == 0 {
		b.Tree = json.RawMessage(m.Tree)
	}
	tree, err := e.check(&b, bind.Res)
	if err != nil {
		return savedModel{}, err
	}
	m, err = e.Client.ActModel.UpdateOne(m).SetName(b.Name).SetTitleTemplate(b.TitleTemplate).
		SetDescription(b.Description).SetTree(tree).Save(ctx)
	if err != nil {
		return savedModel{}, err
	}
	return savedModel{Message: "保存成功！", Result: e.modelVo(m, true)}, nil
}

// idBody names a model or an instance by its id.
type idBody struct {
	ID string `json:"id" doc:"编号"`
}

// publishedVo is the version a publish made.
type publishedVo struct {
	Version int `json:"version"`
}

func (e *Engine) modelPublish(c *echo.Context, b idBody) (httpx.Said[publishedVo], error) {
	ctx := c.Request().Context()
	var version int
	err := e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		m, err := tx.ActModel.Get(ctx, b.ID)
		if ent.IsNotFound(err) {
			return outcome{}, httpx.Fail("流程模型不存在")
		}
		if err != nil {
			return outcome{}, err
		}
		bind, ok := e.bindings[m.TableName]
		if !ok {
			return outcome{}, httpx.Fail("该业务未配置审批流程")
		}
		tree, err := parseTree([]byte(m.Tree))
		if err != nil {
			return outcome{}, err
		}
		if err := validate(tree, bind.Res); err != nil {
			return outcome{}, err
		}
		// The version in the WHERE: two publishes at once make one version each.
		n, err := tx.ActModel.Update().Where(actmodel.ID(m.ID), actmodel.Version(m.Version)).
			SetVersion(m.Version + 1).SetPublishedTreeHash(hashOf(m.Tree)).Save(ctx)
		if err != nil {
			return outcome{}, err
		}
		if n == 0 {
			return outcome{}, errConflict
		}
		version = m.Version + 1
		return outcome{}, tx.ActModelVersion.Create().SetModelID(m.ID).SetVersion(version).SetName(m.Name).
			SetTableName(m.TableName).SetTitleTemplate(m.TitleTemplate).SetTree(encodeTree(tree)).Exec(ctx)
	})
	return httpx.Said[publishedVo]{Message: "发布成功！版本 " + strconv.Itoa(version), Result: publishedVo{version}}, err
}

func (e *Engine) modelDelete(c *echo.Context, in idQuery) (httpx.Message, error) {
	ctx := c.Request().Context()
	m, err := e.model(ctx, in.ID)
	if err != nil {
		return "", err
	}
	if busy, err := e.Client.ActInstance.Query().Where(actinstance.ModelID(m.ID), actinstance.Status(Running)).Exist(ctx); err != nil {
		return "", err
	} else if busy {
		return "", httpx.Fail("流程有运行中的实例，不能删除")
	}
	// Versions stay for the finished instances' timelines.
	return "删除成功!", e.Client.ActModel.DeleteOne(m).Exec(ctx)
}
