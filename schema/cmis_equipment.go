package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
)

// The equipment (设备管理) entities of DOMAIN.md: the ledger and the
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
// 检验, 检测); 入库 adds its quantity to the stock, 出库 takes it.
type CmisEquipmentMovement struct{ ent.Schema }

// Annotations of CmisEquipmentMovement.
func (CmisEquipmentMovement) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_equipment_movement"),
		crud.Resource("equipment/cmisEquipmentMovement").Title("设备出入库").MenuName("设备出入库").Menu("m-equipment", 2).Icon("swap").
			Dictionary("equipment_move", "设备出入库类型", crud.Item("1", "到货"), crud.Item("2", "入库"), crud.Item("3", "出库"), crud.Item("4", "检验"), crud.Item("5", "检测")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisEquipmentMovement.
func (CmisEquipmentMovement) Mixin() []ent.Mixin { return business(true) }

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
		field.String("handler").Optional().MaxRuneLen(50).
			Annotations(crud.Field("经办人").Query(crud.Like)),
		field.String("result").Optional().MaxRuneLen(500).
			Annotations(crud.Field("检验/检测结论").Widget(crud.Textarea)),
		field.String("attachment").Optional().MaxRuneLen(500).
			Annotations(crud.Field("附件").Widget(crud.File).NotListed()),
	}
}
