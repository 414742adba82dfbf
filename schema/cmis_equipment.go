package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/gen/crud"
)

// The equipment (设备管理) entities of docs/domain.md: the ledger and the
// movements its stock is computed from.

// CmisEquipment is an equipment ledger entry (设备台账). Its stock is never
// typed: each movement's hook adds or takes its quantity (server/project).
type CmisEquipment struct{ ent.Schema }

// Annotations of CmisEquipment.
func (CmisEquipment) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_equipment"),
		crud.Resource("equipment/cmisEquipment").Title("设备").MenuName("设备台账").Menu("m-equipment", 1).Icon("tool").
			Dictionary("equipment_category", "设备类别", crud.Item("TBM", "TBM及配套"), crud.Item("LIFT", "起重运输"), crud.Item("CONC", "混凝土设备"), crud.Item("DRILL", "钻爆设备"), crud.Item("POWER", "供电通风排水"), crud.Item("TEST", "检测仪器"), crud.Item("OTHER", "其他")).
			Dictionary("equipment_status", "设备状态", crud.Item("1", "在用"), crud.Item("2", "闲置"), crud.Item("3", "维修"), crud.Item("4", "报废")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisEquipment.
func (CmisEquipment) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisEquipment.
func (CmisEquipment) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("设备名称").Query(crud.Like).Required().Sortable().DictText()),
		field.String("model").Optional().MaxRuneLen(100).
			Annotations(crud.Field("规格型号").Query(crud.Like)),
		field.String("category").Optional().MaxRuneLen(20).
			Annotations(crud.Field("设备类别").Dict("equipment_category").Widget(crud.Select).Query(crud.Exact)),
		field.String("supplier_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("供货商").Dict("cmis_supplier,name,id").Widget(crud.RecordPick)),
		field.String("unit").Default("台").MaxRuneLen(10).
			Annotations(crud.Field("单位").Width(70)),
		field.Int("stock").Default(0).
			Annotations(crud.Field("库存").ServerFilled().Sortable().Width(80)),
		field.String("status").Default("1").MaxRuneLen(2).
			Annotations(crud.Field("状态").Dict("equipment_status").Widget(crud.Select).Query(crud.Exact).Width(80)),
		field.String("remarks").Optional().MaxRuneLen(500).
			Annotations(crud.Field("备注").Widget(crud.Textarea).NotListed()),
	}
}

// CmisEquipmentMovement is one movement of an equipment (到货, 入库, 出库,
// 检验, 检测): the sub-ledgers of the equipment module in one table, each
// kind with its own fields on the form (ShownWhen). 入库 adds its quantity
// to the stock, 出库 takes it; the other kinds leave it (server/project).
type CmisEquipmentMovement struct{ ent.Schema }

// Annotations of CmisEquipmentMovement.
func (CmisEquipmentMovement) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_equipment_movement"),
		crud.Resource("equipment/cmisEquipmentMovement").Title("设备出入库").MenuName("设备出入库").Menu("m-equipment", 2).Icon("swap").
			Dictionary("equipment_move", "设备出入库类型", crud.Item("1", "到货"), crud.Item("2", "入库"), crud.Item("3", "出库"), crud.Item("4", "检验"), crud.Item("5", "检测")).
			Dictionary("check_conclusion", "检验检测结论", crud.Item("1", "合格"), crud.Item("0", "不合格")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisEquipmentMovement.
func (CmisEquipmentMovement) Mixin() []ent.Mixin { return business(true) }

// Movement kinds with fields of their own (dict equipment_move).
var (
	arrivalKinds = []string{"1"}                // 到货: supplier
	batchKinds   = []string{"1", "2", "4", "5"} // 到货, 入库, 检验, 检测: the batch
	checkKinds   = []string{"4", "5"}           // 检验, 检测: report, conclusion, items
)

// Fields of CmisEquipmentMovement.
func (CmisEquipmentMovement) Fields() []ent.Field {
	return []ent.Field{
		field.String("equipment_id").NotEmpty().MaxRuneLen(36).
			Annotations(crud.Field("设备").Dict("cmis_equipment,name,id").Widget(crud.RecordPick).Query(crud.Exact).Required()),
		field.String("move_type").NotEmpty().MaxRuneLen(2).
			Annotations(crud.Field("类型").Dict("equipment_move").Widget(crud.Select).Query(crud.Exact).Required().Width(80)),
		field.Time("move_date").GoType(jsontimeDate()).
			Annotations(crud.Field("日期").Query(crud.Range).Sortable().Width(110)),
		field.Int("quantity").Positive().
			Annotations(crud.Field("数量").Required().Range(1, 1_000_000).Width(80)),
		field.String("batch_no").Optional().MaxRuneLen(50).
			Annotations(crud.Field("批次号").Query(crud.Like).Width(120).ShownWhen("move_type", batchKinds...)),
		field.String("supplier_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("供货商").Dict("cmis_supplier,name,id").Widget(crud.RecordPick).NotListed().
				ShownWhen("move_type", arrivalKinds...)),
		field.String("handler").Optional().MaxRuneLen(50).
			Annotations(crud.Field("经办人").Query(crud.Like)),
		field.String("report_no").Optional().MaxRuneLen(50).
			Annotations(crud.Field("报告编号").Query(crud.Like).Width(130).ShownWhen("move_type", checkKinds...)),
		field.String("conclusion").Optional().MaxRuneLen(1).
			Annotations(crud.Field("检验/检测结论").Dict("check_conclusion").Widget(crud.Radio).Query(crud.Exact).Width(110).
				ShownWhen("move_type", checkKinds...)),
		field.String("result").Optional().MaxRuneLen(500).
			Annotations(crud.Field("说明").Widget(crud.Textarea)),
		field.String("attachment").Optional().MaxRuneLen(500).
			Annotations(crud.Field("附件").Widget(crud.File).NotListed()),
	}
}

// Edges of CmisEquipmentMovement: the items a 检验 or 检测 checked.
func (CmisEquipmentMovement) Edges() []ent.Edge {
	return []ent.Edge{edge.To("check_items", CmisEquipmentCheck.Type).Annotations(crud.Child("检验项目"))}
}

// CmisEquipmentCheck is one item a 检验 or 检测 checked, with its
// requirement, what was found and whether it passed.
type CmisEquipmentCheck struct{ ent.Schema }

// Annotations of CmisEquipmentCheck.
func (CmisEquipmentCheck) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_equipment_check"),
		crud.Resource("equipment/cmisEquipmentCheck").Title("检验项目")}
}

// Mixin of CmisEquipmentCheck.
func (CmisEquipmentCheck) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisEquipmentCheck.
func (CmisEquipmentCheck) Fields() []ent.Field {
	return []ent.Field{
		field.String("movement_id").MaxRuneLen(36).Annotations(crud.Field("检验记录")),
		sortNo(),
		field.String("item").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("检验项目").Required().UniqueInMain().Width(160)),
		field.String("requirement").Optional().MaxRuneLen(200).
			Annotations(crud.Field("标准要求").Width(200)),
		field.String("finding").Optional().MaxRuneLen(200).
			Annotations(crud.Field("检验结果").Width(200)),
		field.String("conclusion").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("结论").Dict("check_conclusion").Widget(crud.Select).Required().Width(90)),
	}
}

// Indexes of CmisEquipmentCheck: a movement's rows in grid order.
func (CmisEquipmentCheck) Indexes() []ent.Index {
	return []ent.Index{index.Fields("movement_id", "sort_no")}
}

// Edges of CmisEquipmentCheck.
func (CmisEquipmentCheck) Edges() []ent.Edge {
	return []ent.Edge{edge.From("movement", CmisEquipmentMovement.Type).Ref("check_items").Field("movement_id").Unique().Required()}
}
