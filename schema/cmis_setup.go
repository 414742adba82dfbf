package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
	"aqueduct/server/chainage"
	"aqueduct/server/jsontime"
	"aqueduct/server/measure"
	"aqueduct/server/money"
)

// The setup (基础设置) entities of docs/domain.md: the project, its sections and
// works, and the reference lists the business records point at.

// business is the mixin set of a business record; scoped adds the section.
func business(scoped bool) []ent.Mixin {
	m := []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}, SoftDeleteMixin{}}
	if scoped {
		m = append(m, SectionMixin{})
	}
	return m
}

func amount(name, label string) ent.Field {
	return field.Other(name, money.Amount{}).SchemaType(money.SQLType).Optional().
		Annotations(crud.Field(label).Width(140))
}

func chainageField(name, label string) ent.Field {
	return field.Other(name, chainage.Metres{}).SchemaType(chainage.SQLType).Optional().
		Annotations(crud.Field(label).Width(130))
}

// decimalField is a measured value (a thickness in mm, a strength in MPa):
// an exact decimal of precision digits, a.Decimal(scale, unit) giving the
// digits after the point (kept, rounded half away from zero) and the unit
// shown beside the label. Empty is stored NULL and read back as
// measure.Decimal's Null (field.Other cannot be Nillable), as amounts and
// chainages are.
func decimalField(name string, precision int, a crud.FieldAnnotation) ent.Field {
	return field.Other(name, measure.Decimal{}).SchemaType(measure.SQLType(precision, a.DecScale)).Optional().
		Annotations(a)
}

// decimalReq is a measured value a record cannot do without.
func decimalReq(name string, precision int, a crud.FieldAnnotation) ent.Field {
	return field.Other(name, measure.Decimal{}).SchemaType(measure.SQLType(precision, a.DecScale)).Annotations(a)
}

func date(name, label string) ent.Field {
	return field.Time(name).GoType(jsontime.Date{}).Optional().Nillable().
		Annotations(crud.Field(label).Width(110))
}

func jsontimeDate() jsontime.Date { return jsontime.Date{} }

// chainageReq is a chainage a record cannot do without.
func chainageReq(name, label string) ent.Field {
	return field.Other(name, chainage.Metres{}).SchemaType(chainage.SQLType).
		Annotations(crud.Field(label).Width(130))
}

func text(name, label string, size int) ent.Field {
	return field.String(name).Optional().MaxRuneLen(size).Annotations(crud.Field(label))
}

func parent(label, dict string) ent.Field {
	return field.String("pid").Optional().MaxRuneLen(36).Default("0").
		Annotations(crud.Field(label).Dict(dict).Widget(crud.TreeSelect).NotListed())
}

// CmisEngineering is an engineering project (工程).
type CmisEngineering struct{ ent.Schema }

// Annotations of CmisEngineering.
func (CmisEngineering) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_engineering"),
		crud.Resource("engineering/cmisEngineering").Key("code").Title("工程").Menu("m-setup", 1).Icon("project").
			Dictionary("engineering_type", "工程类型", crud.Item("1", "引调水工程"), crud.Item("2", "输水隧洞"), crud.Item("3", "泵站工程"), crud.Item("4", "管道工程")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisEngineering.
func (CmisEngineering) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisEngineering.
func (CmisEngineering) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("工程名称").Query(crud.Like).Sortable().Width(220).DictText()),
		field.String("code").NotEmpty().MaxRuneLen(50).Unique().
			Annotations(crud.Field("工程编码").Query(crud.Like).Sortable().Width(120)),
		field.String("type").Optional().MaxRuneLen(20).
			Annotations(crud.Field("工程类型").Dict("engineering_type").Query(crud.Exact)),
		text("location", "建设地点", 200),
		text("owner_unit", "建设单位", 100),
		date("start_date", "开工日期"),
		date("end_date", "完工日期"),
		amount("total_investment", "总投资（元）"),
		field.String("remark").Optional().MaxRuneLen(500).
			Annotations(crud.Field("备注").Widget(crud.Textarea).NotListed()),
	}
}

// CmisSection is a construction section (标段) of an engineering project,
// built by a contractor under a supervisor. depart_ids are the departments
// whose users work in it (#{sys_user_sections}).
type CmisSection struct{ ent.Schema }

// Annotations of CmisSection.
func (CmisSection) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_section"),
		crud.Resource("section/cmisSection").Key("code").Title("标段").Menu("m-setup", 2).Icon("partition").
			Dictionary("section_status", "标段状态", crud.Item("0", "未开工"), crud.Item("1", "在建"), crud.Item("2", "停工"), crud.Item("3", "完工")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisSection.
func (CmisSection) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisSection.
func (CmisSection) Fields() []ent.Field {
	return []ent.Field{
		field.String("engineering_id").NotEmpty().MaxRuneLen(36).
			Annotations(crud.Field("所属工程").Dict("cmis_engineering,name,id").Query(crud.Exact)),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("标段名称").Query(crud.Like).Sortable().Width(180).DictText()),
		field.String("code").NotEmpty().MaxRuneLen(50).Unique().
			Annotations(crud.Field("标段编号").Query(crud.Like).Sortable().Width(110)),
		field.String("contractor_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("承包商").Dict("cmis_supplier,name,id").Widget(crud.RecordPick)),
		field.String("supervisor_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("监理单位").Dict("cmis_supplier,name,id").Widget(crud.RecordPick)),
		chainageField("start_chainage", "起点桩号"),
		chainageField("end_chainage", "终点桩号"),
		field.Float("length").Optional().Nillable().
			Annotations(crud.Field("长度（m）").Width(100)),
		amount("contract_amount", "合同金额（元）"),
		date("plan_start_date", "计划开工"),
		date("plan_end_date", "计划完工"),
		field.String("status").Default("1").MaxRuneLen(10).
			Annotations(crud.Field("状态").Dict("section_status").Query(crud.Exact).Widget(crud.Radio)),
		field.String("depart_ids").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("参建部门").Widget(crud.DepartPick).NotListed()),
		field.Int("sort_no").Default(0).
			Annotations(crud.Field("排序").Sortable().Width(70)),
	}
}

// CmisBuilding is a structure along the route (建筑物): tunnels, shafts …
type CmisBuilding struct{ ent.Schema }

// Annotations of CmisBuilding.
func (CmisBuilding) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_building"),
		crud.Resource("building/cmisBuilding").Title("建筑物").Menu("m-setup", 3).Icon("build").Tree("pid", "name").
			Dictionary("building_type", "建筑物类型", crud.Item("sd", "隧洞"), crud.Item("sj", "竖井"), crud.Item("dxh", "倒虹吸"), crud.Item("bz", "泵站"), crud.Item("gd", "管道"), crud.Item("dc", "渡槽")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisBuilding.
func (CmisBuilding) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisBuilding.
func (CmisBuilding) Fields() []ent.Field {
	return []ent.Field{
		parent("上级建筑物", "cmis_building,name,id"),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("名称").Query(crud.Like).Sortable().Width(200).DictText()),
		field.String("code").Optional().MaxRuneLen(50).
			Annotations(crud.Field("编码").Query(crud.Like).Width(110)),
		field.String("type").Optional().MaxRuneLen(20).
			Annotations(crud.Field("类型").Dict("building_type").Query(crud.Exact)),
		chainageField("start_chainage", "起点桩号"),
		chainageField("end_chainage", "终点桩号"),
		field.Float("design_length").Optional().Nillable().
			Annotations(crud.Field("设计长度（m）").Width(120)),
		field.String("route").Optional().MaxRuneLen(8000).
			Annotations(crud.Field("线路坐标").Widget(crud.Textarea).Pattern(RoutePattern).
				PatternMessage("线路坐标格式为：经度,纬度;经度,纬度（起点到终点）").NotListed()),
	}
}

// RoutePattern is a polyline "lng,lat;lng,lat;…" from a building's start to
// its end; the map spreads its chainage over the points by length.
const RoutePattern = `^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?(;-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?)+$`

// CmisDivision is the quality division tree (工程划分): 单位 → 分部 → 单元工程.
type CmisDivision struct{ ent.Schema }

// Annotations of CmisDivision.
func (CmisDivision) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_division"),
		crud.Resource("division/cmisDivision").Title("工程划分").MenuName("工程划分").Menu("m-setup", 4).Icon("apartment").Tree("pid", "name").
			Dictionary("division_level", "工程划分层级", crud.Item("1", "单位工程"), crud.Item("2", "分部工程"), crud.Item("3", "单元工程")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisDivision.
func (CmisDivision) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisDivision.
func (CmisDivision) Fields() []ent.Field {
	return []ent.Field{
		parent("上级工程", "cmis_division,name,id"),
		field.String("code").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("编码").Query(crud.Like).Sortable().Width(120)),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("名称").Query(crud.Like).Width(200).DictText()),
		field.String("level").Default("1").MaxRuneLen(10).
			Annotations(crud.Field("层级").Dict("division_level").Query(crud.Exact)),
		field.String("building_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("建筑物").Dict("cmis_building,name,id").Widget(crud.RecordPick)),
		chainageField("start_chainage", "起点桩号"),
		chainageField("end_chainage", "终点桩号"),
		field.String("is_key").Default("0").MaxRuneLen(1).
			Annotations(crud.Field("主要/关键部位").Dict("yn").Widget(crud.Radio)),
	}
}

// costTree is the field set of the budget (概算) and estimate (估算) trees.
func costTree(dict string) []ent.Field {
	return []ent.Field{
		parent("上级项目", dict),
		field.String("code").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("编码").Query(crud.Like).Sortable().Width(120)),
		field.String("name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("名称").Query(crud.Like).Width(220).DictText()),
		text("unit", "单位", 20),
		field.Float("quantity").Optional().Nillable().Annotations(crud.Field("数量").Width(100)),
		amount("unit_price", "单价（元）"),
		amount("amount", "合价（元）"),
	}
}

// CmisBudget is the budget estimate tree (概算).
type CmisBudget struct{ ent.Schema }

// Annotations of CmisBudget.
func (CmisBudget) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_budget"),
		crud.Resource("budget/cmisBudget").Title("概算").Menu("m-setup", 5).Icon("account-book").Tree("pid", "name").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisBudget.
func (CmisBudget) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisBudget.
func (CmisBudget) Fields() []ent.Field { return costTree("cmis_budget,name,id") }

// CmisEstimate is the estimate tree (估算).
type CmisEstimate struct{ ent.Schema }

// Annotations of CmisEstimate.
func (CmisEstimate) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_estimate"),
		crud.Resource("estimate/cmisEstimate").Title("估算").Menu("m-setup", 6).Icon("calculator").Tree("pid", "name").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisEstimate.
func (CmisEstimate) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisEstimate.
func (CmisEstimate) Fields() []ent.Field { return costTree("cmis_estimate,name,id") }

// CmisQuantityCost is a bill-of-quantities item (工程量清单).
type CmisQuantityCost struct{ ent.Schema }

// Annotations of CmisQuantityCost.
func (CmisQuantityCost) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_quantity_cost"),
		crud.Resource("quantity/cmisQuantityCost").Title("工程量清单").MenuName("工程量清单").Menu("m-setup", 7).Icon("ordered-list").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisQuantityCost.
func (CmisQuantityCost) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisQuantityCost.
func (CmisQuantityCost) Fields() []ent.Field {
	return []ent.Field{
		field.String("item_code").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("清单编码").Query(crud.Like).Sortable().Width(120)),
		field.String("name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("项目名称").Query(crud.Like).Width(220).DictText()),
		text("unit", "单位", 20),
		field.Float("quantity").Optional().Nillable().Annotations(crud.Field("工程量").Width(100)),
		amount("unit_price", "单价（元）"),
		amount("total", "合价（元）"),
		text("contract_no", "合同编号", 50),
	}
}

// CmisProgressNode is a milestone of a section (进度节点).
type CmisProgressNode struct{ ent.Schema }

// Annotations of CmisProgressNode.
func (CmisProgressNode) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_progress_node"),
		crud.Resource("progressnode/cmisProgressNode").Title("进度节点").Menu("m-setup", 8).Icon("flag").
			Dictionary("node_status", "节点状态", crud.Item("0", "未开始"), crud.Item("1", "进行中"), crud.Item("2", "已完成"), crud.Item("3", "已延期")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisProgressNode.
func (CmisProgressNode) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisProgressNode.
func (CmisProgressNode) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("节点名称").Query(crud.Like).Width(220)),
		date("plan_date", "计划日期"),
		date("actual_date", "实际日期"),
		field.String("status").Default("0").MaxRuneLen(10).
			Annotations(crud.Field("状态").Dict("node_status").Query(crud.Exact)),
	}
}

// CmisSupplier is a participating unit (参建单位): owner, contractor,
// supplier, service provider or supervisor (tid).
type CmisSupplier struct{ ent.Schema }

// Annotations of CmisSupplier.
func (CmisSupplier) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_supplier"),
		crud.Resource("supplier/cmisSupplier").Title("参建单位").MenuName("参建单位").Menu("m-setup", 9).Icon("team").
			Dictionary("supplier_type", "参建单位类型", crud.Item("jsdw", "建设单位"), crud.Item("cbs", "承包商"), crud.Item("ghs", "供货商"), crud.Item("fws", "服务商"), crud.Item("jldw", "监理单位")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisSupplier.
func (CmisSupplier) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisSupplier.
func (CmisSupplier) Fields() []ent.Field {
	return []ent.Field{
		field.String("tid").NotEmpty().MaxRuneLen(10).
			Annotations(crud.Field("单位类型").Dict("supplier_type").Query(crud.Exact).Width(100)),
		field.String("name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("单位名称").Query(crud.Like).Sortable().Width(240).DictText()),
		field.String("credit_code").Optional().MaxRuneLen(18).
			Annotations(crud.Field("统一社会信用代码").Pattern(`^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$`).
				PatternMessage("请输入18位统一社会信用代码").Width(180)),
		// typed, or picked from the demo report of users (their name and phone)
		field.String("contact").Optional().MaxRuneLen(50).
			Annotations(crud.Field("联系人").Popup("demo_user", "realname,phone", "contact,phone")),
		field.String("phone").Optional().MaxRuneLen(32).
			Annotations(crud.Field("联系电话").Width(130)),
		field.String("area").Optional().MaxRuneLen(6).Comment("district (or city) code under 86").
			Annotations(crud.Field("所在地区").Widget(crud.Area).Pattern(`^\d{6}$`).
				PatternMessage("请选择所在地区").NotListed()),
		field.String("address").Optional().MaxRuneLen(200).
			Annotations(crud.Field("地址").NotListed()),
		field.String("qualification").Optional().MaxRuneLen(500).
			Annotations(crud.Field("资质").Widget(crud.Textarea).NotListed()),
	}
}

// CmisCamera is a site camera (摄像头).
type CmisCamera struct{ ent.Schema }

// Annotations of CmisCamera.
func (CmisCamera) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_camera"),
		crud.Resource("camera/cmisCamera").Title("摄像头").Menu("m-setup", 10).Icon("video-camera").
			Dictionary("camera_status", "摄像头状态", crud.Item("1", "在线"), crud.Item("0", "离线")).
			Dictionary("camera_gateway", "视频接入方式", crud.Item("hls", "HLS 直连"), crud.Item("go2rtc", "go2rtc 网关"),
				crud.Item("zlm", "ZLMediaKit 网关")).
			Dictionary("camera_protocol", "播放协议", crud.Item("hls", "HLS"), crud.Item("webrtc", "WebRTC"),
				crud.Item("flv", "HTTP-FLV")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisCamera.
func (CmisCamera) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisCamera.
func (CmisCamera) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("名称").Query(crud.Like).Width(180)),
		text("location", "位置", 200),
		field.Float("longitude").Optional().Nillable().Annotations(crud.Field("经度").Width(110)),
		field.Float("latitude").Optional().Nillable().Annotations(crud.Field("纬度").Width(110)),
		// A site camera speaks RTSP, which no browser plays: either it is
		// already published as HLS (stream_url), or a media gateway the
		// project runs (go2rtc, ZLMediaKit) pulls it and the page plays the
		// gateway's output of the named stream.
		field.String("gateway").Default("hls").MaxRuneLen(10).
			Annotations(crud.Field("接入方式").Dict("camera_gateway").Widget(crud.Select).Width(120)),
		field.String("stream_url").Optional().MaxRuneLen(500).
			Annotations(crud.Field("视频流地址").Pattern(StreamURLPattern).
				PatternMessage("视频流地址应为 http(s) 网址，或本服务器的演示视频路径（…/video/demo/文件名）").
				NotListed().ShownWhen("gateway", "hls")),
		field.String("gateway_url").Optional().MaxRuneLen(500).
			Annotations(crud.Field("网关地址").Pattern(crud.PatternURL).NotListed().ShownWhen("gateway", "go2rtc", "zlm")),
		field.String("stream_name").Optional().MaxRuneLen(200).
			Annotations(crud.Field("流名称").NotListed().ShownWhen("gateway", "go2rtc", "zlm")),
		field.String("protocol").Default("hls").MaxRuneLen(10).
			Annotations(crud.Field("播放协议").Dict("camera_protocol").Widget(crud.Select).NotListed().
				ShownWhen("gateway", "go2rtc", "zlm")),
		field.String("status").Default("1").MaxRuneLen(10).
			Annotations(crud.Field("状态").Dict("camera_status").Query(crud.Exact).Widget(crud.Radio)),
	}
}

// StreamURLPattern admits an http(s) URL or the path of the demo stream this
// server serves itself (AQ_DEMO_VIDEO_DIR, under the configurable base path),
// which the demo seed gives its first camera.
const StreamURLPattern = `^([Hh][Tt][Tt][Pp][Ss]?://[^\s/$.?#][^\s]*|(/[A-Za-z0-9_.-]+)*/video/demo/[A-Za-z0-9_.-]+\.m3u8)$`

// CmisDirectory is the document folder tree (资料目录).
type CmisDirectory struct{ ent.Schema }

// Annotations of CmisDirectory.
func (CmisDirectory) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_directory"),
		crud.Resource("directory/cmisDirectory").Title("资料目录").MenuName("资料目录").Menu("m-setup", 11).Icon("folder").Tree("pid", "name").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisDirectory.
func (CmisDirectory) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisDirectory.
func (CmisDirectory) Fields() []ent.Field {
	return []ent.Field{
		parent("上级目录", "cmis_directory,name,id"),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("目录名称").Query(crud.Like).Width(220).DictText()),
		field.Int("sort_no").Default(0).Annotations(crud.Field("排序").Sortable().Width(70)),
	}
}

// CmisEngineeringDataStructure is the WBS tree of one type (工程数据结构).
type CmisEngineeringDataStructure struct{ ent.Schema }

// Annotations of CmisEngineeringDataStructure.
func (CmisEngineeringDataStructure) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_engineering_data_structure"),
		crud.Resource("engineering.structure/cmisEngineeringDataStructure").Title("工程数据结构").MenuName("工程数据结构").
			MenuRow("m-cmisEds").Menu("m-setup", 12).Icon("cluster").Tree("pid", "name").
			Dictionary("eds_type", "工程数据结构类型", crud.Item("sd", "隧洞"), crud.Item("sj", "竖井"), crud.Item("bz", "泵站"), crud.Item("gd", "管道")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisEngineeringDataStructure.
func (CmisEngineeringDataStructure) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisEngineeringDataStructure.
func (CmisEngineeringDataStructure) Fields() []ent.Field {
	return []ent.Field{
		field.String("type").NotEmpty().MaxRuneLen(20).
			Annotations(crud.Field("结构类型").Dict("eds_type").Query(crud.Exact)),
		parent("上级节点", "cmis_engineering_data_structure,name,id"),
		field.String("code").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("编码").Query(crud.Like).Sortable().Width(120)),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("名称").Query(crud.Like).Width(200).DictText()),
		field.Int("sort_no").Default(0).Annotations(crud.Field("排序").Sortable().Width(70)),
	}
}

// CmisSurfaceDict is a surface feature along the route (地表字典), shown on the map.
type CmisSurfaceDict struct{ ent.Schema }

// Annotations of CmisSurfaceDict.
func (CmisSurfaceDict) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_surface_dict"),
		crud.Resource("surface/cmisSurfaceDict").Title("地表字典").MenuName("地表字典").Menu("m-setup", 13).Icon("environment").
			Dictionary("surface_category", "地表类别", crud.Item("river", "河流"), crud.Item("road", "道路"), crud.Item("village", "村庄"), crud.Item("farmland", "农田"), crud.Item("other", "其他")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisSurfaceDict.
func (CmisSurfaceDict) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisSurfaceDict.
func (CmisSurfaceDict) Fields() []ent.Field {
	return []ent.Field{
		field.String("code").NotEmpty().MaxRuneLen(50).Unique().
			Annotations(crud.Field("编码").Query(crud.Like).Sortable().Width(120)),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("名称").Query(crud.Like).Width(200)),
		field.String("category").Default("other").MaxRuneLen(20).
			Annotations(crud.Field("类别").Dict("surface_category").Query(crud.Exact).Widget(crud.Select)),
		chainageField("chainage", "桩号"),
		field.Float("longitude").Optional().Nillable().Annotations(crud.Field("经度").Range(-180, 180).Width(110)),
		field.Float("latitude").Optional().Nillable().Annotations(crud.Field("纬度").Range(-90, 90).Width(110)),
	}
}
