package seed

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"aqueduct/ent"
	"aqueduct/ent/cmiscamera"
	"aqueduct/ent/cmissupplier"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuser"
	"aqueduct/schema"
	"aqueduct/server/chainage"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
	"aqueduct/server/measure"
	"aqueduct/server/money"
	"aqueduct/server/orgcode"
	"aqueduct/server/quality"
	"aqueduct/server/schedule"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// Demo logins of the demo project (password DemoEngineerPassword): they show
// the section scope of the data rules "本人标段".
const (
	// DemoOwner (张建设, 建设单位, 计划合同部) sees every section.
	DemoOwner = "owner"
	// DemoSupervisor (李监理, 监理, 第一、二标段监理部) sees sections 1 and 2.
	DemoSupervisor = "supervisor"
	// DemoContractor (王承包, 承包商, 第一标段承包商项目部) sees section 1.
	DemoContractor = "contractor"
)

// Role codes of the demo project's users.
const (
	DemoOwnerRole      = "owner"
	DemoSupervisorRole = "supervisor"
	DemoContractorRole = "contractor"
)

// DemoSectionRule is the name of the demo data rules that keep a role to
// the sections of its user's departments.
const DemoSectionRule = "本人标段"

// demoAdvanceDays is how many days of tunnel advance the demo holds, up to yesterday.
const demoAdvanceDays = 365

// demoBatch is the largest CreateBulk of the demo.
const demoBatch = 500

// demoSec is a demo section with what the later steps need of it.
type demoSec struct {
	no                   int
	name, code           string
	from, to             string // chainages
	contractor, super    int    // indexes into the suppliers
	contract             string // contract amount
	method               string // TBM or DB
	departIDs            string // the departments working in it
	child                []demoChild
	row                  *ent.CmisSection
	tunnel               *ent.CmisBuilding
	children             []*ent.CmisBuilding
	advance              []demoDay
	camera1, camera2     string
	camera1At, camera2At string
}

// demoChild is a shaft or inverted siphon on a section's tunnel.
type demoChild struct {
	name, code, typ, from, to string
	length                    float64
	work1, work2              string // its two works in the plans
}

// demoDay is one day's advance of a tunnel, in millimetres of chainage.
type demoDay struct {
	date         time.Time
	start, end   int64
	rock, remark string
}

// demoProject adds the demo water-diversion project: its units, sections,
// works, cost trees, a year of tunnel advance, plans, reports, and three
// users with roles that show the section scope. The business hooks do not run
// on these writes, so the data keeps their rules itself (engineering from the
// section, chained advance records, plan networks without cycles). departs
// are the ids of Demo's departments by org code.
func demoProject(ctx context.Context, c *ent.Client, departs map[string]string) error {
	tx, err := c.Tx(ctx)
	if err != nil {
		return err
	}
	if err := buildDemoProject(ctx, tx.Client(), departs); err != nil {
		_ = tx.Rollback()
		return fmt.Errorf("demo project: %w", err)
	}
	return tx.Commit()
}

func buildDemoProject(ctx context.Context, c *ent.Client, departs map[string]string) error {
	now := time.Now().In(jsontime.Zone)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, jsontime.Zone)
	contractorDep, supervisorDep, err := demoDeparts(ctx, c, departs["A01"])
	if err != nil {
		return err
	}
	suppliers, err := demoSuppliers(ctx, c)
	if err != nil {
		return err
	}
	secs := demoSections()
	// Section 1: its project department, contractor and supervisor; section 2:
	// the same supervisor; section 3: nobody of the demo (only the owner sees it).
	secs[0].departIDs = strings.Join([]string{departs["A02"], contractorDep, supervisorDep}, ",")
	secs[1].departIDs = supervisorDep
	if err := demoEngineering(ctx, c, today, suppliers, secs); err != nil {
		return err
	}
	for _, step := range []func(context.Context, *ent.Client, []*demoSec, time.Time) error{
		demoBuildings, demoDivisions, demoCosts, demoAdvance, demoNodes, demoPlans, demoReports, demoSite, demoEquipment, demoSafety, demoQuality,
		demoInspections, demoEnv, demoAcceptance, demoContracts, demoInvestment, demoDesign, demoDaily,
	} {
		if err := step(ctx, c, secs, today); err != nil {
			return err
		}
	}
	return demoRoles(ctx, c, departs["A01A03"], supervisorDep, contractorDep)
}

// day is t's calendar day in the project's zone.
func day(t time.Time) jsontime.Date {
	t = t.In(jsontime.Zone)
	return jsontime.Date(time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, jsontime.Zone))
}

// km reads a chainage literal of the demo (they are all well formed).
func km(s string) chainage.Metres {
	m, err := chainage.Parse(s)
	if err != nil {
		panic(err)
	}
	return m
}

// mm is a chainage given in millimetres.
func mm(v int64) chainage.Metres { return chainage.FromDecimal(decimal.New(v, -3)) }

// kmText writes whole metres as a chainage: K12+050.
func kmText(metres int) string { return fmt.Sprintf("K%d+%03d", metres/1000, metres%1000) }

// mmOf is a chainage literal in millimetres.
func mmOf(s string) int64 { return km(s).Shift(3).IntPart() }

// yuan reads an amount literal of the demo (they are all well formed).
func yuan(s string) money.Amount {
	a, err := money.Parse(s)
	if err != nil {
		panic(err)
	}
	return a
}

// demoDeparts adds the departments of the section 1 contractor and of the
// supervisor of sections 1 and 2 under root, with the next org codes.
func demoDeparts(ctx context.Context, c *ent.Client, root string) (contractor, supervisor string, err error) {
	parent, err := c.SysDepart.Get(softdelete.WithDeleted(ctx), root)
	if err != nil {
		return "", "", err
	}
	siblings, err := c.SysDepart.Query().Where(sysdepart.ParentID(root)).All(softdelete.WithDeleted(ctx))
	if err != nil {
		return "", "", err
	}
	last, order := "", 0
	for _, d := range siblings {
		if len(d.OrgCode) == len(parent.OrgCode)+3 && d.OrgCode > last {
			last = d.OrgCode
		}
		order = max(order, d.DepartOrder)
	}
	ids := make([]string, 2)
	for i, name := range []string{"第一标段承包商项目部", "第一、二标段监理部"} {
		last = orgcode.Next(parent.OrgCode, last)
		order++
		row, err := c.SysDepart.Create().SetOrgCode(last).SetParentID(root).SetDepartName(name).
			SetOrgCategory("2").SetOrgType("2").SetDepartOrder(order).Save(ctx)
		if err != nil {
			return "", "", err
		}
		ids[i] = row.ID
	}
	return ids[0], ids[1], nil
}

// demoSupplier is a participating unit of the demo.
type demoSupplier struct {
	tid, name, credit, contact, phone, address, qualification string
}

var demoSupplierList = []demoSupplier{
	{"jsdw", "云南省滇中引水二期工程建设管理局", "12530000MB1A2C3D4E", "赵建平", "0871-65102233", "云南省昆明市盘龙区北京路 1138 号", "水利工程建设项目法人"},
	{"cbs", "云岭隧道工程集团有限公司", "91530100MA6K7Y2X3N", "王立新", "13908711201", "云南省昆明市官渡区春城路 266 号", "水利水电工程施工总承包特级；隧道工程专业承包一级"},
	{"cbs", "中水滇建水利水电工程有限公司", "91530000709843216K", "陈国华", "13987120335", "云南省昆明市西山区滇池路 569 号", "水利水电工程施工总承包一级"},
	{"cbs", "西南铁建隧道工程有限公司", "91510100MA61R8QE4B", "刘志强", "13880456712", "四川省成都市武侯区天府大道 888 号", "隧道工程专业承包一级；市政公用工程施工总承包一级"},
	{"jldw", "滇池水利工程监理有限公司", "91530102MA6N4TKB7D", "李明远", "13700561288", "云南省昆明市五华区学府路 88 号", "水利工程施工监理甲级"},
	{"jldw", "金沙江工程建设监理咨询有限公司", "91530300MA6P2U9C1F", "杨红梅", "13529067341", "云南省曲靖市麒麟区南宁北路 17 号", "水利工程施工监理甲级；水土保持工程施工监理甲级"},
	{"ghs", "云南高原建材有限公司", "91532300MA6Q5WHX8G", "周永福", "13888302145", "云南省楚雄州楚雄市开发区永安路 12 号", "水泥、商品混凝土生产销售"},
	{"ghs", "昆钢建筑钢材销售有限公司", "91530181MA6R3J0L5H", "孙立军", "13759481620", "云南省昆明市安宁市昆钢大道 2 号", "建筑钢材、锚杆、钢拱架供应"},
	{"fws", "滇中智慧工程信息技术有限公司", "91530100MA6T8M6P2J", "吴晓东", "15087123456", "云南省昆明市高新区科医路 50 号", "工程信息化、视频监控系统集成"},
	{"ghs", "中原隧道装备制造有限公司", "91410100MA3X5KQ26P", "马建军", "13903712468", "河南省郑州市经开区第六大街 99 号", "TBM、凿岩台车、喷射机等隧道施工设备制造与租赁"},
}

func demoSuppliers(ctx context.Context, c *ent.Client) ([]*ent.CmisSupplier, error) {
	bulk := make([]*ent.CmisSupplierCreate, len(demoSupplierList))
	for i, s := range demoSupplierList {
		bulk[i] = c.CmisSupplier.Create().SetTid(s.tid).SetName(s.name).SetCreditCode(s.credit).
			SetContact(s.contact).SetPhone(s.phone).SetAddress(s.address).SetQualification(s.qualification)
	}
	return c.CmisSupplier.CreateBulk(bulk...).Save(ctx)
}

// demoSections are the three sections along the route, contiguous in chainage.
func demoSections() []*demoSec {
	return []*demoSec{
		{no: 1, name: "第一标段", code: "DZYS2-SG01", from: "K0+000", to: "K12+500", contractor: 1, super: 4,
			contract: "1,286,453,712.40", method: "TBM",
			child: []demoChild{
				{"1号施工竖井", "SJ-01", "sj", "K4+860", "K4+872", 386, "开挖支护", "井壁衬砌"},
				{"2号施工竖井", "SJ-02", "sj", "K9+350", "K9+362", 442, "开挖支护", "井壁衬砌"},
			},
			camera1: "第一标段TBM始发洞口", camera1At: "K0+050", camera2: "1号施工竖井井口", camera2At: "K4+866"},
		{no: 2, name: "第二标段", code: "DZYS2-SG02", from: "K12+500", to: "K27+300", contractor: 2, super: 4,
			contract: "1,534,880,265.70", method: "DB",
			child: []demoChild{
				{"螳螂川倒虹吸", "DXH-01", "dxh", "K19+640", "K20+420", 780, "管槽开挖", "压力钢管安装"},
			},
			camera1: "第二标段进口工区", camera1At: "K12+560", camera2: "螳螂川倒虹吸工区", camera2At: "K20+030"},
		{no: 3, name: "第三标段", code: "DZYS2-SG03", from: "K27+300", to: "K41+050", contractor: 3, super: 5,
			contract: "1,402,617,930.15", method: "TBM",
			child: []demoChild{
				{"4号施工竖井", "SJ-04", "sj", "K33+780", "K33+792", 356, "开挖支护", "井壁衬砌"},
			},
			camera1: "第三标段TBM始发洞口", camera1At: "K27+350", camera2: "4号施工竖井井口", camera2At: "K33+786"},
	}
}

// demoEngineering adds the project and its sections (filling their row).
func demoEngineering(ctx context.Context, c *ent.Client, today time.Time, suppliers []*ent.CmisSupplier, secs []*demoSec) error {
	// The works started 15 months ago, on the first of the month, and run three more years.
	start := time.Date(today.Year(), today.Month()-15, 1, 0, 0, 0, 0, jsontime.Zone)
	end := time.Date(today.Year()+3, 12, 31, 0, 0, 0, 0, jsontime.Zone)
	eng, err := c.CmisEngineering.Create().SetName("滇中引水二期输水总干渠工程").SetCode("DZYS-2").SetType("1").
		SetLocation("云南省昆明市、楚雄彝族自治州").SetOwnerUnit(suppliers[0].Name).
		SetStartDate(day(start)).SetEndDate(day(end)).SetTotalInvestment(yuan("6,851,372,946.58")).
		SetRemark("输水总干渠全长 41.05 km，以输水隧洞为主，含施工竖井与倒虹吸，分三个施工标段。").Save(ctx)
	if err != nil {
		return err
	}
	for i, s := range secs {
		from, to := km(s.from), km(s.to)
		row, err := c.CmisSection.Create().SetEngineeringID(eng.ID).SetName(s.name).SetCode(s.code).
			SetContractorID(suppliers[s.contractor].ID).SetSupervisorID(suppliers[s.super].ID).
			SetStartChainage(from).SetEndChainage(to).SetLength(to.Sub(from).Float()).
			SetContractAmount(yuan(s.contract)).
			SetPlanStartDate(day(start.AddDate(0, 0, 10*i))).SetPlanEndDate(day(end.AddDate(0, -6+3*i, 0))).
			SetStatus("1").SetDepartIds(s.departIDs).SetSortNo(s.no).Save(ctx)
		if err != nil {
			return err
		}
		s.row = row
	}
	return nil
}

// demoBuildings adds each section's main tunnel and its shafts or siphon.
func demoBuildings(ctx context.Context, c *ent.Client, secs []*demoSec, _ time.Time) error {
	for _, s := range secs {
		from, to := km(s.from), km(s.to)
		var err error
		s.tunnel, err = c.CmisBuilding.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).SetPid("0").
			SetName(s.name + "输水隧洞").SetCode(fmt.Sprintf("SD-%02d", s.no)).SetType("sd").
			SetStartChainage(from).SetEndChainage(to).SetDesignLength(to.Sub(from).Float()).
			SetRoute(demoRoute(from.Float()/1000, to.Float()/1000)).Save(ctx)
		if err != nil {
			return err
		}
		for _, ch := range s.child {
			row, err := c.CmisBuilding.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).SetPid(s.tunnel.ID).
				SetName(ch.name).SetCode(ch.code).SetType(ch.typ).
				SetStartChainage(km(ch.from)).SetEndChainage(km(ch.to)).SetDesignLength(ch.length).
				SetRoute(demoRoute(km(ch.from).Float()/1000, km(ch.to).Float()/1000)).Save(ctx)
			if err != nil {
				return err
			}
			s.children = append(s.children, row)
		}
	}
	return nil
}

// routePoint is where the demo line passes at kilometre k: a gentle curve
// south-east across central Yunnan.
func routePoint(k float64) (lng, lat float64) {
	lng = 102.45 + 0.0072*k + 0.012*math.Sin(k/7)
	lat = 25.12 - 0.0048*k + 0.006*math.Cos(k/5)
	return math.Round(lng*1e6) / 1e6, math.Round(lat*1e6) / 1e6
}

// demoRoute is the polyline of the line from kilometre from to to, a point
// every 500 m and at both ends.
func demoRoute(from, to float64) string {
	var pts []string
	for k := from; ; k = math.Min(to, math.Floor(k*2+1)/2) {
		lng, lat := routePoint(k)
		pts = append(pts, fmt.Sprintf("%g,%g", lng, lat))
		if k >= to {
			break
		}
	}
	return strings.Join(pts, ";")
}

// demoDivisionNode is a node of the division tree.
type demoDivisionNode struct {
	name, from, to string
	key            bool
	shaft          bool // on the section's first shaft, else on the tunnel
	kids           []demoDivisionNode
}

// demoDivisions adds section 1's quality division: 单位 → 分部 → 单元工程.
func demoDivisions(ctx context.Context, c *ent.Client, secs []*demoSec, _ time.Time) error {
	s := secs[0]
	cells := func(from, to, step int, what string, keyAt int) []demoDivisionNode {
		var out []demoDivisionNode
		for a := from; a < to; a += step {
			b := min(a+step, to)
			out = append(out, demoDivisionNode{name: fmt.Sprintf("%s（%s～%s）", what, kmText(a), kmText(b)),
				from: kmText(a), to: kmText(b), key: a == keyAt})
		}
		return out
	}
	shaft := s.child[0]
	tree := []demoDivisionNode{
		{name: "主洞工程（K0+000～K12+500）", from: "K0+000", to: "K12+500", key: true, kids: []demoDivisionNode{
			{name: "洞身开挖与支护（K0+000～K6+000）", from: "K0+000", to: "K6+000", kids: cells(0, 1500, 500, "洞身开挖与支护", -1)},
			{name: "洞身开挖与支护（K6+000～K12+500）", from: "K6+000", to: "K12+500", key: true,
				kids: cells(6000, 7500, 500, "洞身开挖与支护", 6500)},
			{name: "洞身混凝土衬砌（K0+000～K12+500）", from: "K0+000", to: "K12+500", kids: cells(0, 360, 120, "混凝土衬砌", -1)},
		}},
		{name: shaft.name + "工程", from: shaft.from, to: shaft.to, shaft: true, kids: []demoDivisionNode{
			{name: "井筒开挖与支护", from: shaft.from, to: shaft.to, shaft: true, kids: []demoDivisionNode{
				{name: "井深 0～50 m 开挖与支护", from: shaft.from, to: shaft.to, shaft: true},
				{name: "井深 50～200 m 开挖与支护", from: shaft.from, to: shaft.to, shaft: true},
				{name: "井底马头门", from: shaft.from, to: shaft.to, shaft: true, key: true},
			}},
			{name: "井筒衬砌", from: shaft.from, to: shaft.to, shaft: true, kids: []demoDivisionNode{
				{name: "井壁衬砌（0～200 m）", from: shaft.from, to: shaft.to, shaft: true},
				{name: "井壁衬砌（200～386 m）", from: shaft.from, to: shaft.to, shaft: true},
			}},
		}},
	}
	var add func(nodes []demoDivisionNode, pid, code string, level int) error
	add = func(nodes []demoDivisionNode, pid, code string, level int) error {
		for i, n := range nodes {
			building := s.tunnel.ID
			if n.shaft {
				building = s.children[0].ID
			}
			key := "0"
			if n.key {
				key = "1"
			}
			var own string
			switch level {
			case 1:
				own = fmt.Sprintf("%s-DW%02d", s.code, i+1)
			case 2:
				own = fmt.Sprintf("%s-FB%02d", code, i+1)
			default:
				own = fmt.Sprintf("%s-DY%03d", code, i+1)
			}
			row, err := c.CmisDivision.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).SetPid(pid).
				SetCode(own).SetName(n.name).SetLevel(fmt.Sprint(level)).SetBuildingID(building).
				SetStartChainage(km(n.from)).SetEndChainage(km(n.to)).SetIsKey(key).Save(ctx)
			if err != nil {
				return err
			}
			if err := add(n.kids, row.ID, own, level+1); err != nil {
				return err
			}
		}
		return nil
	}
	return add(tree, "0", "", 1)
}

// demoCost is a node of a cost tree; a leaf has quantity × unit price.
type demoCost struct {
	name, unit string
	qty        int64
	price      string
	kids       []demoCost
}

var demoBudget = []demoCost{
	{name: "建筑工程", kids: []demoCost{
		{name: "输水隧洞工程", kids: []demoCost{
			{name: "洞挖石方", unit: "m³", qty: 1268400, price: "186.45"},
			{name: "喷射混凝土 C25", unit: "m³", qty: 86520, price: "1,025.80"},
			{name: "衬砌混凝土 C30", unit: "m³", qty: 412350, price: "868.30"},
		}},
		{name: "竖井及倒虹吸工程", kids: []demoCost{
			{name: "竖井井挖石方", unit: "m³", qty: 98600, price: "312.60"},
			{name: "倒虹吸压力钢管 DN4200", unit: "t", qty: 12480, price: "11,862.50"},
		}},
	}},
	{name: "机电设备及安装工程", kids: []demoCost{
		{name: "供电工程", kids: []demoCost{
			{name: "35 kV 施工变电站", unit: "座", qty: 4, price: "3,865,000.00"},
			{name: "10 kV 供电线路", unit: "km", qty: 68, price: "425,600.00"},
		}},
		{name: "监测与通信工程", kids: []demoCost{
			{name: "安全监测仪器", unit: "套", qty: 620, price: "18,650.00"},
			{name: "视频监控系统", unit: "套", qty: 1, price: "6,380,000.00"},
		}},
	}},
	{name: "施工临时工程", kids: []demoCost{
		{name: "施工交通工程", kids: []demoCost{
			{name: "施工道路", unit: "km", qty: 46, price: "2,860,000.00"},
		}},
		{name: "施工辅助工程", kids: []demoCost{
			{name: "TBM 组装洞室", unit: "座", qty: 2, price: "28,650,000.00"},
			{name: "施工临时房屋", unit: "m²", qty: 38500, price: "1,280.00"},
		}},
	}},
}

var demoEstimate = []demoCost{
	{name: "工程部分投资", kids: []demoCost{
		{name: "建筑工程", unit: "项", qty: 1, price: "4,386,250,000.00"},
		{name: "机电设备及金属结构", unit: "项", qty: 1, price: "612,480,000.00"},
	}},
	{name: "建设征地移民补偿", kids: []demoCost{
		{name: "永久征地", unit: "亩", qty: 1860, price: "68,000.00"},
		{name: "临时用地", unit: "亩", qty: 3420, price: "12,500.00"},
	}},
}

// costNode is a row of a cost tree: a leaf has quantity × unit price, a
// parent only the sum of its children.
type costNode struct {
	pid, code, name, unit string
	qty                   float64
	price                 money.Amount
	leaf                  bool
}

// costWriter writes a cost tree: create adds a row (returning its id) and
// total sets a parent's amount once its children are in.
type costWriter struct {
	create func(n costNode, amount money.Amount) (string, error)
	total  func(id string, amount money.Amount) error
}

// write adds nodes under pid and returns their sum.
func (w costWriter) write(nodes []demoCost, pid, prefix string) (money.Amount, error) {
	var sum int64
	for i, n := range nodes {
		code := fmt.Sprint(i + 1)
		if prefix != "" {
			code = prefix + "." + code
		}
		row := costNode{pid: pid, code: code, name: n.name, unit: n.unit}
		if len(n.kids) == 0 {
			row.leaf, row.qty, row.price = true, float64(n.qty), yuan(n.price)
			amount := money.FromCents(row.price.Cents() * n.qty)
			if _, err := w.create(row, amount); err != nil {
				return money.Amount{}, err
			}
			sum += amount.Cents()
			continue
		}
		id, err := w.create(row, money.Amount{})
		if err != nil {
			return money.Amount{}, err
		}
		amount, err := w.write(n.kids, id, code)
		if err != nil {
			return money.Amount{}, err
		}
		if err := w.total(id, amount); err != nil {
			return money.Amount{}, err
		}
		sum += amount.Cents()
	}
	return money.FromCents(sum), nil
}

// demoCosts adds the budget and estimate trees and each section's bill of quantities.
func demoCosts(ctx context.Context, c *ent.Client, secs []*demoSec, _ time.Time) error {
	budget := costWriter{
		create: func(n costNode, amount money.Amount) (string, error) {
			q := c.CmisBudget.Create().SetPid(n.pid).SetCode(n.code).SetName(n.name).SetAmount(amount)
			if n.leaf {
				q.SetUnit(n.unit).SetQuantity(n.qty).SetUnitPrice(n.price)
			}
			row, err := q.Save(ctx)
			if err != nil {
				return "", err
			}
			return row.ID, nil
		},
		total: func(id string, amount money.Amount) error {
			return c.CmisBudget.UpdateOneID(id).SetAmount(amount).Exec(ctx)
		},
	}
	if _, err := budget.write(demoBudget, "0", ""); err != nil {
		return err
	}
	estimate := costWriter{
		create: func(n costNode, amount money.Amount) (string, error) {
			q := c.CmisEstimate.Create().SetPid(n.pid).SetCode(n.code).SetName(n.name).SetAmount(amount)
			if n.leaf {
				q.SetUnit(n.unit).SetQuantity(n.qty).SetUnitPrice(n.price)
			}
			row, err := q.Save(ctx)
			if err != nil {
				return "", err
			}
			return row.ID, nil
		},
		total: func(id string, amount money.Amount) error {
			return c.CmisEstimate.UpdateOneID(id).SetAmount(amount).Exec(ctx)
		},
	}
	if _, err := estimate.write(demoEstimate, "0", ""); err != nil {
		return err
	}
	items := []struct {
		code, name, unit string
		perKm            int64 // quantity per km of section
		price            string
	}{
		{"500101006001", "洞挖石方（%s）", "m³", 42800, "186.45"},
		{"500101009001", "洞渣运输及弃渣", "m³", 51400, "28.60"},
		{"500104001001", "喷射混凝土 C25", "m³", 2860, "1,025.80"},
		{"500104002001", "砂浆锚杆 Φ25 L=3.5 m", "根", 5200, "186.00"},
		{"500104004001", "钢拱架 I18", "t", 96, "8,650.00"},
		{"500109001001", "衬砌混凝土 C30", "m³", 13900, "868.30"},
		{"500111001001", "钢筋制作与安装", "t", 1120, "6,420.00"},
		{"500107001001", "回填灌浆", "m²", 9800, "96.50"},
		{"500107002001", "固结灌浆", "m", 6400, "168.20"},
		{"500101012001", "超前地质预报", "km", 1, "386,500.00"},
	}
	for _, s := range secs {
		kms := km(s.to).Sub(km(s.from)).Float() / 1000
		method := map[string]string{"TBM": "TBM 掘进", "DB": "钻爆法"}[s.method]
		bulk := make([]*ent.CmisQuantityCostCreate, len(items))
		for i, it := range items {
			qty := int64(float64(it.perKm)*kms + 0.5)
			price := yuan(it.price)
			name := it.name
			if strings.Contains(name, "%s") {
				name = fmt.Sprintf(name, method)
			}
			bulk[i] = c.CmisQuantityCost.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
				SetItemCode(it.code).SetName(name).SetUnit(it.unit).SetQuantity(float64(qty)).
				SetUnitPrice(price).SetTotal(money.FromCents(price.Cents() * qty)).
				SetContractNo(s.code + "-HT")
		}
		if err := c.CmisQuantityCost.CreateBulk(bulk...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// demoRock is a rock class and the day's advance it allows, in decimetres.
type demoRock struct {
	class   string
	weight  int
	tbm, db [2]int
	remark  string
}

var demoRocks = []demoRock{
	{"I", 5, [2]int{150, 200}, [2]int{120, 160}, ""},
	{"II", 25, [2]int{180, 250}, [2]int{140, 200}, ""},
	{"III", 40, [2]int{150, 220}, [2]int{120, 180}, ""},
	{"IV", 20, [2]int{110, 160}, [2]int{90, 130}, "围岩较破碎，加强初期支护"},
	{"V", 10, [2]int{80, 110}, [2]int{80, 100}, "断层破碎带，超前支护后短进尺掘进"},
}

// simulateAdvance is a tunnel's day shifts from first for days days, from
// start towards end (millimetres): 8–25 m a day, the rock class changing
// in stretches of 6–35 days; it stops at end.
func simulateAdvance(seed uint64, method string, start, end int64, first time.Time, days int) []demoDay {
	rnd := rand.New(rand.NewPCG(seed, 0x5eed))
	total := 0
	for _, r := range demoRocks {
		total += r.weight
	}
	var out []demoDay
	var rock demoRock
	left := 0
	at := start
	for d := 0; d < days && at < end; d++ {
		if left == 0 {
			pick := rnd.IntN(total)
			for _, r := range demoRocks {
				if pick -= r.weight; pick < 0 {
					rock = r
					break
				}
			}
			left = 6 + rnd.IntN(30)
		}
		left--
		span := rock.tbm
		if method == "DB" {
			span = rock.db
		}
		step := int64(span[0]+rnd.IntN(span[1]-span[0]+1)) * 100 // decimetres to millimetres
		next := min(at+step, end)
		out = append(out, demoDay{date: first.AddDate(0, 0, d), start: at, end: next, rock: rock.class, remark: rock.remark})
		at = next
	}
	return out
}

// demoAdvance adds a day shift of each main tunnel for the past year.
func demoAdvance(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	first := today.AddDate(0, 0, -demoAdvanceDays)
	for _, s := range secs {
		s.advance = simulateAdvance(uint64(2024+s.no), s.method, mmOf(s.from), mmOf(s.to), first, demoAdvanceDays)
		for i := 0; i < len(s.advance); i += demoBatch {
			part := s.advance[i:min(i+demoBatch, len(s.advance))]
			bulk := make([]*ent.CmisTunnelAdvanceCreate, len(part))
			for j, d := range part {
				from, to := mm(d.start), mm(d.end)
				q := c.CmisTunnelAdvance.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
					SetBuildingID(s.tunnel.ID).SetReportDate(day(d.date)).SetMethod(s.method).SetShift("day").
					SetStartChainage(from).SetEndChainage(to).SetAdvance(to.Sub(from).Float()).SetRockClass(d.rock)
				if d.remark != "" {
					q.SetRemarks(d.remark)
				}
				bulk[j] = q
			}
			if err := c.CmisTunnelAdvance.CreateBulk(bulk...).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// reached is the first day the tunnel's face passed at (millimetres).
func (s *demoSec) reached(at int64) (time.Time, bool) {
	for _, d := range s.advance {
		if d.end >= at {
			return d.date, true
		}
	}
	return time.Time{}, false
}

// face is the tunnel's face now (millimetres).
func (s *demoSec) face() int64 {
	if len(s.advance) == 0 {
		return mmOf(s.from)
	}
	return s.advance[len(s.advance)-1].end
}

// advancedBetween is the metres the tunnel advanced from day from to day to.
func (s *demoSec) advancedBetween(from, to time.Time) float64 {
	var n int64
	for _, d := range s.advance {
		if !d.date.Before(from) && !d.date.After(to) {
			n += d.end - d.start
		}
	}
	return float64(n) / 1000
}

func (s *demoSec) methodName() string {
	if s.method == "DB" {
		return "钻爆法"
	}
	return "TBM"
}

// demoNodes adds each section's milestones, read off its advance: some done
// on time or late, one overdue, one under way, one ahead.
func demoNodes(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	for _, s := range secs {
		start := time.Time(*s.row.PlanStartDate)
		type node struct {
			name         string
			plan, actual time.Time
			status       string
			isSet        bool
		}
		var nodes []node
		add := func(name string, plan time.Time, actual *time.Time, status string) {
			n := node{name: name, plan: plan, status: status}
			if actual != nil {
				n.actual, n.isSet = *actual, true
			}
			nodes = append(nodes, n)
		}
		ready := start.AddDate(0, 0, 24)
		add("施工准备完成（三通一平）", start.AddDate(0, 0, 20), &ready, "2")
		if len(s.advance) > 0 {
			first := s.advance[0].date
			add(fmt.Sprintf("主洞%s始发", s.methodName()), first.AddDate(0, 0, -3), &first, "2")
			from, face := mmOf(s.from), s.face()
			// two stations already passed: one late by six days, one early by a week
			for i, frac := range []int64{30, 70} {
				at := (from + (face-from)*frac/100) / 100000 * 100000 // whole 100 m
				if at <= from {
					continue
				}
				when, ok := s.reached(at)
				if !ok {
					continue
				}
				plan := when.AddDate(0, 0, -6)
				if i == 1 {
					plan = when.AddDate(0, 0, 7)
				}
				add("主洞掘进至 "+kmText(int(at/1000)), plan, &when, "2")
			}
			// the next station, due three weeks ago and not reached yet
			next := (face/100000 + 6) * 100000
			if next < mmOf(s.to) {
				add("主洞掘进至 "+kmText(int(next/1000)), today.AddDate(0, 0, -21), nil, "3")
			}
		}
		if len(s.children) > 0 {
			add(s.children[0].Name+"完工", today.AddDate(0, 2, 0), nil, "1")
		}
		add("主洞贯通", time.Time(*s.row.PlanEndDate).AddDate(0, -8, 0), nil, "0")
		bulk := make([]*ent.CmisProgressNodeCreate, len(nodes))
		for i, n := range nodes {
			q := c.CmisProgressNode.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
				SetName(n.name).SetPlanDate(day(n.plan)).SetStatus(n.status)
			if n.isSet {
				q.SetActualDate(day(n.actual))
			}
			bulk[i] = q
		}
		if err := c.CmisProgressNode.CreateBulk(bulk...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// demoTask is a task of a plan template: its duration in days and its
// finish-to-start predecessors (indexes of earlier tasks). The one fill task
// takes the days the period leaves, so its chain spans the whole period.
type demoTask struct {
	name  string
	dur   int
	preds []int
	fill  bool
	child bool    // on the section's first shaft or siphon, else its tunnel
	rate  float64 // planned quantity a day; 0 = one item
	unit  string
	lag   bool // behind its schedule
	dig   bool // the main tunnel's excavation: done is what the advance records say
}

func yearTasks(s *demoSec) []demoTask {
	rate := map[string]float64{"TBM": 16, "DB": 13}[s.method]
	ch := s.child[0]
	return []demoTask{
		{name: "春节后复工及设备检修", dur: 45, unit: "项"},
		{name: "主洞" + s.methodName() + "掘进（上半年）", dur: 135, preds: []int{0}, rate: rate, unit: "m", dig: true},
		{name: "主洞" + s.methodName() + "掘进（下半年）", fill: true, preds: []int{1}, rate: rate, unit: "m", dig: true},
		{name: ch.name + ch.work1, dur: 120, child: true, rate: ch.length / 120, unit: "m"},
		{name: ch.name + ch.work2, dur: 90, preds: []int{3}, child: true, rate: ch.length / 90, unit: "m"},
		{name: "不良地质段超前处理", dur: 60, preds: []int{0}, rate: 5, unit: "m", lag: true},
		{name: "洞内二次衬砌", dur: 100, preds: []int{4, 5}, rate: 12, unit: "m"},
		{name: "年度验收及结算", dur: 30, preds: []int{2, 6}, unit: "项"},
	}
}

func monthTasks(s *demoSec) []demoTask {
	rate := map[string]float64{"TBM": 17, "DB": 14}[s.method]
	ch := s.child[0]
	return []demoTask{
		{name: "施工准备及设备检修", dur: 3, unit: "项"},
		{name: "主洞" + s.methodName() + "掘进（上旬）", dur: 10, preds: []int{0}, rate: rate, unit: "m", dig: true},
		{name: "主洞" + s.methodName() + "掘进（中下旬）", fill: true, preds: []int{1}, rate: rate, unit: "m", dig: true},
		{name: "超前地质预报", dur: 4, preds: []int{0}, rate: 30, unit: "m"},
		{name: "不良地质段加固处理", dur: 6, preds: []int{3}, rate: 4, unit: "m", lag: true},
		{name: ch.name + ch.work2, dur: 12, preds: []int{0}, child: true, rate: 3, unit: "m"},
		{name: "安全质量专项检查", dur: 3, preds: []int{4, 5}, unit: "项"},
		{name: "月度计量与验收", dur: 2, preds: []int{2, 6}, unit: "项"},
	}
}

func weekTasks(s *demoSec) []demoTask {
	rate := map[string]float64{"TBM": 18, "DB": 14}[s.method]
	return []demoTask{
		{name: "设备检修保养", dur: 1, unit: "项"},
		{name: "主洞" + s.methodName() + "掘进", fill: true, preds: []int{0}, rate: rate, unit: "m", dig: true},
		{name: "初期支护（锚喷）", dur: 3, preds: []int{0}, rate: 15, unit: "m", lag: true},
		{name: "出渣及轨道延伸", dur: 2, preds: []int{0}, rate: 20, unit: "m"},
		{name: "周安全质量检查", dur: 1, preds: []int{1, 2, 3}, unit: "项"},
	}
}

// schedulePlan gives the tasks their early starts (days from the period
// start) with the fill task's duration set so the network lasts length days.
func schedulePlan(tasks []demoTask, length int) ([]int, []int, error) {
	n := len(tasks)
	dur := make([]int, n)
	fill := -1
	for i, t := range tasks {
		dur[i] = t.dur
		if t.fill {
			fill = i
		}
	}
	early := func() []int {
		es := make([]int, n)
		for i, t := range tasks {
			for _, p := range t.preds {
				es[i] = max(es[i], es[p]+dur[p])
			}
		}
		return es
	}
	if fill >= 0 {
		es := early()
		tail := make([]int, n) // longest path after a task's finish
		for i := n - 1; i >= 0; i-- {
			for j := i + 1; j < n; j++ {
				if slices.Contains(tasks[j].preds, i) {
					tail[i] = max(tail[i], dur[j]+tail[j])
				}
			}
		}
		dur[fill] = length - es[fill] - tail[fill]
		if dur[fill] < 1 {
			return nil, nil, fmt.Errorf("plan template does not fit %d days", length)
		}
	}
	es := early()
	for i := range tasks {
		if es[i]+dur[i] > length {
			return nil, nil, fmt.Errorf("plan task %s ends after day %d", tasks[i].name, length)
		}
	}
	return es, dur, nil
}

// percentAt is how far a task from start to end (inclusive) should be today;
// a lagging task is a fifth behind, and not quite done when due.
func percentAt(start, end, today time.Time, lag bool) int {
	var p int
	switch {
	case today.After(end):
		p = 100
		if lag {
			p = 92
		}
	case today.Before(start):
		p = 0
	default:
		done := int(today.Sub(start).Hours()/24 + 0.5)
		total := int(end.Sub(start).Hours()/24+0.5) + 1
		p = done * 100 / total
		if lag {
			p = p * 4 / 5
		}
	}
	return p
}

// demoPlans adds each section's year plan, month plan and week plan for
// the periods of today.
func demoPlans(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	yearStart := time.Date(today.Year(), 1, 1, 0, 0, 0, 0, jsontime.Zone)
	monthStart := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, jsontime.Zone)
	weekStart := today.AddDate(0, 0, -((int(today.Weekday()) + 6) % 7)) // Monday
	isoYear, isoWeek := weekStart.ISOWeek()
	periods := []struct {
		typ, period string
		start, end  time.Time
		tasks       func(*demoSec) []demoTask
	}{
		{"year", fmt.Sprint(today.Year()), yearStart, yearStart.AddDate(1, 0, 0), yearTasks},
		{"month", monthStart.Format("2006-01"), monthStart, monthStart.AddDate(0, 1, 0), monthTasks},
		{"week", fmt.Sprintf("%d-W%02d", isoYear, isoWeek), weekStart, weekStart.AddDate(0, 0, 7), weekTasks},
	}
	for _, s := range secs {
		for _, p := range periods {
			tasks := p.tasks(s)
			length := int(p.end.Sub(p.start).Hours()/24 + 0.5)
			es, dur, err := schedulePlan(tasks, length)
			if err != nil {
				return err
			}
			ids := make([]string, len(tasks))
			for i := range ids {
				ids[i] = schema.NewID()
			}
			bulk := make([]*ent.CmisProgressPlanCreate, len(tasks))
			for i, t := range tasks {
				start := p.start.AddDate(0, 0, es[i])
				end := start.AddDate(0, 0, dur[i]-1)
				preds := make([]string, len(t.preds))
				for j, k := range t.preds {
					preds[j] = ids[k]
				}
				building := s.tunnel.ID
				if t.child {
					building = s.children[0].ID
				}
				// A task of one item (项) has no quantities: its percent is typed.
				// The others' percent is what their actual quantity makes of the
				// planned one (schedule.PlanPercent), the excavation's actual
				// quantity the advance records of its dates.
				pct := percentAt(start, end, today, t.lag)
				row := c.CmisProgressPlan.Create().SetID(ids[i]).
					SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
					SetPlanType(p.typ).SetPeriod(p.period).SetBuildingID(building).SetTaskName(t.name).
					SetPlanStartDate(day(start)).SetPlanEndDate(day(end)).SetPredecessors(strings.Join(preds, ","))
				if t.rate > 0 {
					planned := float64(int(t.rate*float64(dur[i])*10+0.5)) / 10
					actual := float64(int(planned*float64(pct)+0.5)) / 100
					source := schedule.SourceManual
					if t.dig {
						actual, source = s.advancedBetween(start, end), schedule.SourceAdvance
					}
					pct, _ = schedule.PlanPercent(&planned, &actual)
					row.SetPlannedQuantity(planned).SetUnit(t.unit).SetQuantitySource(source).SetActualQuantity(actual)
				}
				bulk[i] = row.SetPercentComplete(pct)
			}
			if err := c.CmisProgressPlan.CreateBulk(bulk...).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// demoItem is a line of a manpower or material plan.
type demoItem struct {
	name, unit string
	planned    float64
}

var romanRock = map[string]string{"I": "Ⅰ", "II": "Ⅱ", "III": "Ⅲ", "IV": "Ⅳ", "V": "Ⅴ"}

// demoReports adds the monthly reports of the last six months, read off the
// advance, and the manpower and material plans of this month.
func demoReports(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	monthStart := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, jsontime.Zone)
	for _, s := range secs {
		// cost of a millimetre of tunnel in cents, plus the month's other works
		perMM := map[string]int64{"TBM": 8645, "DB": 7120}[s.method]
		var reports []*ent.CmisMonthlyReportCreate
		for k := 6; k >= 1; k-- {
			from := monthStart.AddDate(0, -k, 0)
			to := from.AddDate(0, 1, 0)
			var first, last int64 = -1, 0
			weak, days := int64(0), 0
			classes := map[string]bool{}
			for _, d := range s.advance {
				if d.date.Before(from) || !d.date.Before(to) {
					continue
				}
				if first < 0 {
					first = d.start
				}
				last = d.end
				days++
				classes[d.rock] = true
				if d.rock == "IV" || d.rock == "V" {
					weak += d.end - d.start
				}
			}
			if first < 0 {
				continue
			}
			adv := last - first
			var seen []string
			for _, r := range demoRocks {
				if classes[r.class] {
					seen = append(seen, romanRock[r.class])
				}
			}
			completed := fmt.Sprintf("主洞%s掘进 %d 天，进尺 %.1f m（%s～%s），穿越%s类围岩",
				s.methodName(), days, float64(adv)/1000, mm(first), mm(last), strings.Join(seen, "、"))
			if weak > 0 {
				completed += fmt.Sprintf("，其中Ⅳ、Ⅴ类围岩段 %.1f m", float64(weak)/1000)
			}
			completed += fmt.Sprintf("；完成初期支护 %.0f m，出渣约 %.0f m³。", float64(adv)/1000*0.96, float64(adv)/1000*38.5)
			problems := "无重大问题。"
			if weak > adv/4 {
				problems = "Ⅳ、Ⅴ类围岩段较长，掘进速度受限；局部涌水，已加强超前探水与排水。"
			}
			season := "做好冬季施工与洞口防冻措施"
			if m := to.Month(); m >= time.April && m <= time.October { // the month after the report
				season = "做好雨季防洪度汛准备"
			}
			next := fmt.Sprintf("计划掘进 %.0f m，同步推进%s施工，%s。", float64(adv)/1000*1.05, s.child[0].name, season)
			reports = append(reports, c.CmisMonthlyReport.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
				SetMonth(from.Format("2006-01")).SetCompleted(completed).
				SetInvestment(money.FromCents(adv*perMM+int64(3_268_500_00)+int64(k)*12_345_67)).
				SetProblems(problems).SetNextPlan(next))
		}
		if err := c.CmisMonthlyReport.CreateBulk(reports...).Exec(ctx); err != nil {
			return err
		}

		period := monthStart.Format("2006-01")
		daysIn := monthStart.AddDate(0, 1, -1).Day()
		elapsed := float64(today.Day()-1) / float64(daysIn)
		rnd := rand.New(rand.NewPCG(uint64(s.no), 7))
		trades := []demoItem{{"掘进工", "人", 36}, {"支护工", "人", 42}, {"电工", "人", 12}, {"机修工", "人", 16},
			{"混凝土工", "人", 30}, {"测量工", "人", 6}, {"安全员", "人", 8}}
		materials := []demoItem{{"水泥", "t", 1850}, {"钢筋", "t", 420}, {"锚杆", "根", 6800}, {"喷射混凝土", "m³", 2600},
			{"钢拱架", "榀", 180}}
		if s.method == "DB" {
			trades[0].planned = 48
			trades = append(trades, demoItem{"爆破工", "人", 14})
			materials = append(materials, demoItem{"乳化炸药", "kg", 36000}, demoItem{"导爆管雷管", "发", 52000})
		} else {
			materials = append(materials, demoItem{"TBM 滚刀", "把", 64})
		}
		var manpower []*ent.CmisManpowerPlanCreate
		for _, t := range trades {
			manpower = append(manpower, c.CmisManpowerPlan.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
				SetPeriod(period).SetItem(t.name).SetUnit(t.unit).SetPlanned(t.planned).
				SetActual(t.planned-float64(rnd.IntN(4))))
		}
		if err := c.CmisManpowerPlan.CreateBulk(manpower...).Exec(ctx); err != nil {
			return err
		}
		var material []*ent.CmisMaterialPlanCreate
		for _, m := range materials {
			actual := float64(int(m.planned * elapsed * (0.9 + 0.15*rnd.Float64())))
			material = append(material, c.CmisMaterialPlan.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
				SetPeriod(period).SetItem(m.name).SetUnit(m.unit).SetPlanned(m.planned).SetActual(actual))
		}
		if err := c.CmisMaterialPlan.CreateBulk(material...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// demoTree is a node of the directory and data-structure trees.
type demoTree struct {
	code, name string
	kids       []demoTree
}

// demoStreamURL is the placeholder stream of a demo camera: it plays nothing.
func demoStreamURL(section, camera int) string {
	return fmt.Sprintf("https://video.example.com/dzys2/sg%02d-cam%d.m3u8", section, camera)
}

// DemoVideo points the demo's first camera (第一标段, its first) at url, the
// stream this server serves itself (AQ_DEMO_VIDEO_DIR), when it still has its
// placeholder: a camera someone set up stays as it is.
func DemoVideo(ctx context.Context, c *ent.Client, url string) error {
	_, err := c.CmisCamera.Update().Where(cmiscamera.StreamURL(demoStreamURL(1, 1)), cmiscamera.Gateway("hls")).
		SetStreamURL(url).Save(viewer.System(ctx))
	return err
}

// demoSite adds the cameras along the route, the document folders, the WBS
// of a tunnel and the surface features.
func demoSite(ctx context.Context, c *ent.Client, secs []*demoSec, _ time.Time) error {
	// Cameras stand on the line's route (routePoint), at their chainage.
	at := func(s string) (float64, float64) { return routePoint(km(s).Float() / 1000) }
	var cams []*ent.CmisCameraCreate
	for _, s := range secs {
		for i, cam := range [][2]string{{s.camera1, s.camera1At}, {s.camera2, s.camera2At}} {
			lon, lat := at(cam[1])
			status := "1"
			if s.no == 3 && i == 1 {
				status = "0"
			}
			cams = append(cams, c.CmisCamera.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
				SetName(cam[0]).SetLocation(s.name+" "+cam[1]).SetLongitude(lon).SetLatitude(lat).
				SetStreamURL(demoStreamURL(s.no, i+1)).SetStatus(status))
		}
	}
	if err := c.CmisCamera.CreateBulk(cams...).Exec(ctx); err != nil {
		return err
	}

	folders := []demoTree{
		{name: "前期工作", kids: []demoTree{{name: "可行性研究报告"}, {name: "初步设计报告"}, {name: "环境影响评价"}}},
		{name: "合同文件", kids: []demoTree{{name: "施工合同"}, {name: "监理合同"}, {name: "设备采购合同"}}},
		{name: "施工资料", kids: []demoTree{{name: "第一标段"}, {name: "第二标段"}, {name: "第三标段"}}},
		{name: "质量验收", kids: []demoTree{{name: "单元工程验收"}, {name: "分部工程验收"}}},
	}
	var addFolders func([]demoTree, string) error
	addFolders = func(nodes []demoTree, pid string) error {
		for i, n := range nodes {
			row, err := c.CmisDirectory.Create().SetPid(pid).SetName(n.name).SetSortNo(i + 1).Save(ctx)
			if err != nil {
				return err
			}
			if err := addFolders(n.kids, row.ID); err != nil {
				return err
			}
		}
		return nil
	}
	if err := addFolders(folders, "0"); err != nil {
		return err
	}

	wbs := []demoTree{{code: "SD", name: "隧洞工程", kids: []demoTree{
		{code: "SD01", name: "洞身开挖", kids: []demoTree{{code: "SD0101", name: "TBM 掘进"}, {code: "SD0102", name: "钻爆开挖"}, {code: "SD0103", name: "出渣运输"}}},
		{code: "SD02", name: "初期支护", kids: []demoTree{{code: "SD0201", name: "系统锚杆"}, {code: "SD0202", name: "喷射混凝土"}, {code: "SD0203", name: "钢拱架"}}},
		{code: "SD03", name: "混凝土衬砌", kids: []demoTree{{code: "SD0301", name: "底拱衬砌"}, {code: "SD0302", name: "边顶拱衬砌"}}},
		{code: "SD04", name: "灌浆", kids: []demoTree{{code: "SD0401", name: "回填灌浆"}, {code: "SD0402", name: "固结灌浆"}}},
	}}}
	var addWBS func([]demoTree, string) error
	addWBS = func(nodes []demoTree, pid string) error {
		for i, n := range nodes {
			row, err := c.CmisEngineeringDataStructure.Create().SetType("sd").SetPid(pid).SetCode(n.code).
				SetName(n.name).SetSortNo(i + 1).Save(ctx)
			if err != nil {
				return err
			}
			if err := addWBS(n.kids, row.ID); err != nil {
				return err
			}
		}
		return nil
	}
	if err := addWBS(wbs, "0"); err != nil {
		return err
	}

	surface := [][4]string{
		{"DZYS2-HL01", "螳螂川（K19+640～K20+420 倒虹吸穿越）", "river", "K20+030"},
		{"DZYS2-HL02", "星宿江支流（K8+200 下穿）", "river", "K8+200"},
		{"DZYS2-DL01", "G56 杭瑞高速（K15+320 下穿）", "road", "K15+320"},
		{"DZYS2-CZ01", "罗川村（K6+500 上方，埋深约 210 m）", "village", "K6+500"},
		{"DZYS2-NT01", "禄丰坝区基本农田（K2+000～K4+300）", "farmland", "K3+150"},
		{"DZYS2-QT01", "安宁温泉水源保护区（K36+000 附近）", "other", "K36+000"},
	}
	bulk := make([]*ent.CmisSurfaceDictCreate, len(surface))
	for i, f := range surface {
		lng, lat := routePoint(float64(mmOf(f[3])) / 1e6)
		// A feature beside the line, not on it: 300 m north.
		bulk[i] = c.CmisSurfaceDict.Create().SetCode(f[0]).SetName(f[1]).SetCategory(f[2]).
			SetChainage(km(f[3])).SetLongitude(lng).SetLatitude(lat + 0.0027)
	}
	return c.CmisSurfaceDict.CreateBulk(bulk...).Exec(ctx)
}

// DemoScopedMenus are the menus whose records belong to a section, with the
// column the section rule filters: every resource with a section, and the
// section list itself by id.
func DemoScopedMenus() map[string]string {
	out := map[string]string{crud.CmisSection.MenuID: "id"}
	for _, r := range crud.Resources() {
		if _, _, ok := r.Field("sectionId"); ok && r.Menu && r.MenuID != "" {
			out[r.MenuID] = "sectionId"
		}
	}
	return out
}

// demoRoles adds the roles 建设单位, 监理 and 承包商 with their rights of the
// role matrix (roles.go; the latter two with the section rules on every
// section's menu) and a user of each.
func demoRoles(ctx context.Context, c *ent.Client, ownerDep, supervisorDep, contractorDep string) error {
	rules := map[string]string{} // menu → rule id
	for menu, column := range DemoScopedMenus() {
		id, err := c.SysPermissionDataRule.Query().Where(syspermissiondatarule.PermissionID(menu),
			syspermissiondatarule.RuleName(DemoSectionRule), syspermissiondatarule.RuleColumn(column)).FirstID(ctx)
		if ent.IsNotFound(err) {
			var row *ent.SysPermissionDataRule
			row, err = c.SysPermissionDataRule.Create().SetPermissionID(menu).SetRuleName(DemoSectionRule).
				SetRuleColumn(column).SetRuleConditions("IN").SetRuleValue("#{sys_user_sections}").SetStatus("1").Save(ctx)
			if row != nil {
				id = row.ID
			}
		}
		if err != nil {
			return err
		}
		rules[menu] = id
	}
	roles := []struct {
		code, name, desc   string
		scoped             bool
		username, realname string
		phone, depart      string
	}{
		{DemoOwnerRole, "建设单位", "建设单位：全部标段；维护工程设置、合同与资金", false, DemoOwner, "张建设", "13800000003", ownerDep},
		{DemoSupervisorRole, "监理", "监理单位：本单位监理的标段；检查、监理通知与复查", true, DemoSupervisor, "李监理", "13800000004", supervisorDep},
		{DemoContractorRole, "承包商", "承包商：本单位承建的标段；申报、整改与回复", true, DemoContractor, "王承包", "13800000005", contractorDep},
	}
	for _, r := range roles {
		role, err := ensureRole(ctx, c, r.code, r.name, r.desc)
		if err != nil {
			return err
		}
		held, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(role.ID)).
			Select(sysrolepermission.FieldPermissionID).Strings(ctx)
		if err != nil {
			return err
		}
		want, err := DemoGrants(r.code)
		if err != nil {
			return err
		}
		var grants []*ent.SysRolePermissionCreate
		for _, m := range want {
			if slices.Contains(held, m) {
				continue
			}
			g := c.SysRolePermission.Create().SetRoleID(role.ID).SetPermissionID(m)
			if rule, ok := rules[m]; ok && r.scoped {
				g.SetDataRuleIds(rule)
			}
			grants = append(grants, g)
		}
		for i := 0; i < len(grants); i += demoBatch {
			if err := c.SysRolePermission.CreateBulk(grants[i:min(i+demoBatch, len(grants))]...).Exec(ctx); err != nil {
				return err
			}
		}
		if exists, err := c.SysUser.Query().Where(sysuser.Username(r.username)).Exist(softdelete.WithDeleted(ctx)); err != nil || exists {
			if err != nil {
				return err
			}
			continue
		}
		phone := r.phone
		u, err := createUser(ctx, c, r.username, r.realname, DemoEngineerPassword, &phone)
		if err != nil {
			return err
		}
		if err := c.SysUserRole.Create().SetUserID(u.ID).SetRoleID(role.ID).Exec(ctx); err != nil {
			return err
		}
		if err := link(ctx, c, u.ID, r.depart); err != nil {
			return err
		}
	}
	return nil
}

// demoEquipment adds each section's equipment ledger and its movements over
// the last weeks, each kind with its own fields: an arrival (到货) its batch
// and supplier, an inspection (检验) or a test (检测) its report, conclusion
// and the items checked. The stock is what the 入库 and 出库 leave, as the
// movement hooks would have kept it.
func demoEquipment(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	maker, err := c.CmisSupplier.Query().Where(cmissupplier.Name("中原隧道装备制造有限公司")).Only(ctx)
	if err != nil {
		return err
	}
	type check struct{ item, requirement, finding, conclusion string }
	type move struct {
		typ        string
		n          int
		days       int // before today
		who        string
		note       string
		batch      string
		report     string // 检验 / 检测: report number and conclusion
		conclusion string
		checks     []check
	}
	type item struct {
		name, model, category, unit, status string
		moves                               []move
	}
	for _, sec := range secs {
		lot := func(code string) string {
			return fmt.Sprintf("%s-%02d-%s", code, sec.no, today.AddDate(0, 0, -60).Format("0601"))
		}
		report := func(kind string, n int) string { return fmt.Sprintf("%s-%d-%02d%03d", kind, today.Year(), sec.no, n) }
		main := item{"TBM 主机", "Φ8.5m 敞开式", "TBM", "台", "1", []move{
			{typ: "1", n: 1, days: 60, who: "刘国栋", note: "整机到场，随机资料齐全", batch: lot("TBM")},
			{typ: "4", n: 1, days: 58, who: "监理 陈明", note: "出厂验收资料齐全", batch: lot("TBM"), report: report("JY", 1), conclusion: "1", checks: []check{
				{"外观及铭牌", "无损伤，铭牌清晰", "完好", "1"},
				{"刀盘及刀具", "数量、型号与合同一致", "滚刀 56 把，一致", "1"},
				{"液压及润滑系统", "无渗漏，压力正常", "空载试运行无渗漏", "1"},
				{"合格证及随机文件", "齐全有效", "齐全", "1"},
			}},
			{typ: "2", n: 1, days: 57, who: "刘国栋", batch: lot("TBM")},
			{typ: "3", n: 1, days: 55, who: "刘国栋", note: "始发"}}}
		if sec.method != "TBM" {
			main = item{"三臂凿岩台车", "Boomer XE3 C", "DRILL", "台", "1", []move{
				{typ: "1", n: 2, days: 60, who: "刘国栋", batch: lot("ZY")},
				{typ: "4", n: 2, days: 59, who: "监理 陈明", note: "一台钻臂限位开关更换后复检合格", batch: lot("ZY"), report: report("JY", 1), conclusion: "1", checks: []check{
					{"外观及铭牌", "无损伤，铭牌清晰", "完好", "1"},
					{"钻臂动作及限位", "动作灵活，限位可靠", "更换限位开关后可靠", "1"},
					{"合格证及随机文件", "齐全有效", "齐全", "1"},
				}},
				{typ: "2", n: 2, days: 59, who: "刘国栋", batch: lot("ZY")},
				{typ: "3", n: 2, days: 50, who: "刘国栋", note: "进洞"}}}
		}
		items := []item{main,
			{"混凝土喷射机", "TK-961", "CONC", "台", "1", []move{
				{typ: "1", n: 4, days: 45, who: "王志刚", batch: lot("PS")},
				{typ: "2", n: 4, days: 44, who: "王志刚", batch: lot("PS")},
				{typ: "3", n: 3, days: 40, who: "王志刚", note: "洞内支护"}}},
			{"潜水排水泵", "WQ150-22", "POWER", "台", "2", []move{
				{typ: "2", n: 12, days: 30, who: "张海", batch: lot("PB")},
				{typ: "3", n: 8, days: 20, who: "张海", note: "掌子面排水"},
				{typ: "5", n: 2, days: 7, who: "检测中心", note: "一台绝缘电阻偏低，返厂维修", batch: lot("PB"), report: report("JC", 2), conclusion: "0", checks: []check{
					{"绝缘电阻", "≥ 2 MΩ", "1 号 5.2 MΩ；2 号 1.1 MΩ", "0"},
					{"接地电阻", "≤ 4 Ω", "1.8 Ω", "1"},
					{"空载电流", "≤ 额定值", "正常", "1"},
				}}}},
			{"全站仪", "Leica TS16", "TEST", "台", "3", []move{
				{typ: "2", n: 2, days: 90, who: "测量队"},
				{typ: "5", n: 1, days: 10, who: "计量院", note: "年度检定", report: report("JD", 3), conclusion: "1", checks: []check{
					{"测角精度", "≤ 1″", "0.8″", "1"},
					{"测距精度", "≤ 1 mm + 1.5 ppm", "0.9 mm + 1.2 ppm", "1"},
				}}}},
		}
		for _, it := range items {
			stock := 0
			for _, m := range it.moves {
				switch m.typ {
				case "2":
					stock += m.n
				case "3":
					stock -= m.n
				}
			}
			e, err := c.CmisEquipment.Create().SetEngineeringID(sec.row.EngineeringID).SetSectionID(sec.row.ID).
				SetName(it.name).SetModel(it.model).SetCategory(it.category).SetUnit(it.unit).SetStatus(it.status).
				SetSupplierID(maker.ID).SetStock(stock).Save(ctx)
			if err != nil {
				return err
			}
			for _, m := range it.moves {
				mc := c.CmisEquipmentMovement.Create().SetEngineeringID(sec.row.EngineeringID).SetSectionID(sec.row.ID).
					SetEquipmentID(e.ID).SetMoveType(m.typ).SetQuantity(m.n).SetMoveDate(day(today.AddDate(0, 0, -m.days))).
					SetHandler(m.who).SetResult(m.note).SetBatchNo(m.batch).SetReportNo(m.report).SetConclusion(m.conclusion)
				if m.typ == "1" {
					mc.SetSupplierID(maker.ID)
				}
				row, err := mc.Save(ctx)
				if err != nil {
					return err
				}
				bulk := make([]*ent.CmisEquipmentCheckCreate, len(m.checks))
				for i, ck := range m.checks {
					bulk[i] = c.CmisEquipmentCheck.Create().SetMovementID(row.ID).SetSortNo(i + 1).SetItem(ck.item).SetRequirement(ck.requirement).
						SetFinding(ck.finding).SetConclusion(ck.conclusion)
				}
				if err := c.CmisEquipmentCheck.CreateBulk(bulk...).Exec(ctx); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// demoSafety adds hidden dangers at every step of their handling, one of the
// open ones past its deadline.
func demoSafety(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	type danger struct {
		location, level, desc, status, measure, opinion string
		found, deadline                                 int // days from today
	}
	list := []danger{
		{"洞内 K{at} 拱顶", "1", "拱顶局部掉块，防护网未及时封闭", "1", "", "", -2, 3},
		{"出渣皮带机尾部", "1", "皮带机尾部防护罩缺失", "1", "", "", -10, -3},
		{"洞口配电箱", "2", "配电箱无漏电保护，电缆拖地", "2", "", "", -6, 1},
		{"洞内通风管", "1", "风管破损，掌子面风量不足", "3", "更换破损风管 24 m，复测风量满足要求", "", -9, -2},
		{"洞口边坡", "2", "边坡浮石未清理，截水沟堵塞", "4", "清理浮石，疏通截水沟并加设防护网", "整改到位，同意闭环", -30, -20},
	}
	for _, sec := range secs {
		var bulk []*ent.CmisHiddenDangerCreate
		for i, d := range list {
			b := c.CmisHiddenDanger.Create().SetEngineeringID(sec.row.EngineeringID).SetSectionID(sec.row.ID).
				SetChainage(mm(mmOf(sec.from) + int64(i)*1_500_000)).
				SetLocation(strings.ReplaceAll(d.location, "K{at}", sec.from)).SetLevel(d.level).SetDescription(d.desc).
				SetStatus(d.status).SetResponsiblePerson("刘国栋").SetDeadline(day(today.AddDate(0, 0, d.deadline))).
				SetRectifyMeasure(d.measure).SetReviewOpinion(d.opinion).
				SetCreateTime(jsontime.Time(today.AddDate(0, 0, d.found).UTC()))
			if d.status == "4" {
				b.SetReviewer("李监理").SetClosedTime(jsontime.Time(today.AddDate(0, 0, d.deadline).UTC()))
			}
			bulk = append(bulk, b)
		}
		if err := c.CmisHiddenDanger.CreateBulk(bulk...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// demoQuality adds assessed units of each section along its first
// kilometres: TBM or drill-and-blast excavation, bolts and shotcrete, graded
// by the standard's rule from their measured pass rates.
func demoQuality(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	rates := []float64{96.5, 92.0, 88.4, 85.0, 93.3, 78.6}
	for _, sec := range secs {
		start := mmOf(sec.from)
		for i, rate := range rates {
			code := fmt.Sprintf("%s-DY%03d", sec.code, i+1)
			from, to := mm(start+int64(i)*10_000), mm(start+int64(i+1)*10_000)
			when := day(today.AddDate(0, 0, -7*(len(rates)-i)))
			grade := quality.Grade(true, rate)
			rock := []string{"II", "III", "III", "IV", "III", "IV"}[i]
			var err error
			if sec.method == "TBM" {
				err = c.CmisTbmAssessment.Create().SetEngineeringID(sec.row.EngineeringID).SetSectionID(sec.row.ID).
					SetUnitCode(code).SetStartChainage(from).SetEndChainage(to).SetRockClass(rock).
					SetOverBreak(measure.New(int64(4+i), 0)).SetUnderBreak(measure.New(0, 0)).SetAlignmentDeviation(measure.New(int64(12+3*i), 0)).
					SetMainItemPass("1").SetGeneralPassRate(rate).SetGrade(grade).SetAssessDate(when).SetAssessor("李监理").Exec(ctx)
			} else {
				err = c.CmisExcavationAssessment.Create().SetEngineeringID(sec.row.EngineeringID).SetSectionID(sec.row.ID).
					SetUnitCode(code).SetStartChainage(from).SetEndChainage(to).SetRockClass(rock).
					SetOverBreak(measure.New(int64(12+i), 0)).SetUnderBreak(measure.New(3, 0)).SetAlignmentDeviation(measure.New(int64(25+4*i), 0)).
					SetMainItemPass("1").SetGeneralPassRate(rate).SetGrade(grade).SetAssessDate(when).SetAssessor("李监理").Exec(ctx)
			}
			if err != nil {
				return err
			}
			if err := c.CmisBoltAssessment.Create().SetEngineeringID(sec.row.EngineeringID).SetSectionID(sec.row.ID).
				SetUnitCode(code).SetBoltCount(120 + 8*i).SetBoltLength(measure.New(35, -1)).SetSpacing(measure.New(100, 0)).SetHoleDepth(measure.New(36, -1)).
				SetGroutFullness(measure.FromDecimal(decimal.NewFromFloat(rate))).SetPullForce(measure.New(int64(80+i), 0)).
				SetMainItemPass("1").SetGeneralPassRate(rate).SetGrade(grade).SetAssessDate(when).SetAssessor("李监理").Exec(ctx); err != nil {
				return err
			}
			shot, err := c.CmisShotcreteAssessment.Create().SetEngineeringID(sec.row.EngineeringID).SetSectionID(sec.row.ID).
				SetUnitCode(code).SetDesignThickness(measure.New(150, 0)).SetMeasuredThickness(measure.New(int64(150+2*i), 0)).SetStrengthClass("C25").
				SetTestResult("抗压强度满足设计要求").
				SetMainItemPass("1").SetGeneralPassRate(rate).SetGrade(grade).SetAssessDate(when).SetAssessor("李监理").Save(ctx)
			if err != nil {
				return err
			}
			if err := demoMeasures(ctx, c, shot, start+int64(i)*10_000); err != nil {
				return err
			}
		}
	}
	return nil
}
