package seed

import (
	"context"
	"fmt"
	"time"

	"aqueduct/ent"
	"aqueduct/server/jsontime"
	"aqueduct/server/measure"
)

// demoInspections adds each section's safety inspections, supervision
// notices (the older ones answered) and patrols of the last weeks.
func demoInspections(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	checks := []struct {
		typ, place, findings, rectify string
		ago                           int
	}{
		{"daily", "掌子面及台车", "支护及时，个别作业人员未系安全带", "1", 1},
		{"special", "洞内临时用电", "电缆架设规范，二级箱接地良好", "0", 5},
		{"general", "全标段", "安全技术交底记录不全，消防器材部分过期", "1", 12},
		{"season", "洞口及边坡", "雨季截排水设施完好", "0", 20},
	}
	notices := []struct {
		subject, content, reply string
		ago, due                int
	}{
		{"关于加强洞内通风管理的通知", "近期检查发现掌子面风量不足，请于期限内完成风管修复并提交风量检测报告。", "", 2, 5},
		{"关于超前地质预报工作的通知", "请按设计要求落实超前地质预报，预报成果及时报监理部审核。", "", 6, 1},
		{"关于临时用电整改的通知", "洞口配电箱未设漏电保护，电缆拖地，请立即整改。", "已加装漏电保护器并架空电缆，附整改照片。", 15, -10},
	}
	for _, sec := range secs {
		eng, id := sec.row.EngineeringID, sec.row.ID
		for _, k := range checks {
			if err := c.CmisSafetyInspection.Create().SetEngineeringID(eng).SetSectionID(id).
				SetInspectDate(day(today.AddDate(0, 0, -k.ago))).SetInspectType(k.typ).SetInspector("安全部 周安").
				SetLocation(k.place).SetFindings(k.findings).SetRectifyRequired(k.rectify).Exec(ctx); err != nil {
				return err
			}
		}
		for i, n := range notices {
			b := c.CmisSupervisionNotice.Create().SetEngineeringID(eng).SetSectionID(id).
				SetNoticeNo(fmt.Sprintf("%s-JLTZ-%03d", sec.code, len(notices)-i)).SetSubject(n.subject).SetContent(n.content).
				SetIssuedBy("李监理").SetIssueDate(day(today.AddDate(0, 0, -n.ago))).
				SetReplyDeadline(day(today.AddDate(0, 0, n.due)))
			if n.reply != "" {
				b.SetStatus(noticeReplied).SetReply(n.reply).SetReplyBy("王承包").
					SetReplyTime(jsontime.Time(today.AddDate(0, 0, -n.ago+2).Add(10 * time.Hour).UTC()))
			}
			if err := b.Exec(ctx); err != nil {
				return err
			}
		}
		for d := range 14 {
			problems := (d*7 + sec.no) % 4
			text := ""
			if problems > 0 {
				text = fmt.Sprintf("发现问题 %d 处：洞内照明不足、材料堆放不规范", problems)
			}
			if err := c.CmisPatrol.Create().SetEngineeringID(eng).SetSectionID(id).
				SetRoute(sec.tunnel.Name + " 洞口—掌子面").SetInspector("巡检员 陈平").
				SetPatrolTime(jsontime.Time(today.AddDate(0, 0, -d).Add(9 * time.Hour).UTC())).
				SetPointsChecked(12).SetProblemCount(problems).SetProblems(text).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// noticeReplied is dict notice_status's 已回复.
const noticeReplied = "2"

// demoEnv adds each section's environmental daily records of the last two
// weeks and two inspections.
func demoEnv(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	for _, sec := range secs {
		eng, id := sec.row.EngineeringID, sec.row.ID
		for d := range 14 {
			dust := "1"
			findings := ""
			if (d+sec.no)%6 == 0 {
				dust, findings = "0", "渣土运输车辆未覆盖，道路扬尘较大"
			}
			if err := c.CmisEnvDaily.Create().SetEngineeringID(eng).SetSectionID(id).
				SetReportDate(day(today.AddDate(0, 0, -d))).SetDust(dust).SetNoiseDb(float64(58 + (d*3+sec.no)%12)).
				SetWasteWater("1").SetSpoilVolume(float64(320 + (d*37+sec.no*11)%180)).SetSpoilSite(sec.name + "1号弃渣场").
				SetMeasures("洒水降尘，沉淀池处理施工废水，弃渣分层碾压").SetFindings(findings).SetReporter("环保员 李青").Exec(ctx); err != nil {
				return err
			}
		}
		for i, items := range []string{"dust,noise", "water,spoil"} {
			if err := c.CmisEnvInspection.Create().SetEngineeringID(eng).SetSectionID(id).
				SetInspectDate(day(today.AddDate(0, 0, -3-10*i))).SetInspector("监理部 赵环").SetItems(items).
				SetFindings([]string{"洞口降尘喷淋运行正常，夜间施工噪声达标", "沉淀池需清淤，弃渣场挡墙局部破损"}[i]).
				SetRectifyRequired(fmt.Sprint(i)).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// demoAcceptance adds the division acceptances of each section's first
// assessed kilometre and the geological predictions ahead of its face.
func demoAcceptance(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	for _, sec := range secs {
		eng, id := sec.row.EngineeringID, sec.row.ID
		acc, err := c.CmisAcceptance.Create().SetEngineeringID(eng).SetSectionID(id).SetAcceptanceType("fb").
			SetObjectName(fmt.Sprintf("%s %s~%s 洞身开挖分部工程", sec.tunnel.Name, sec.from, kmText(int(mmOf(sec.from)/1000)+600))).
			SetAcceptanceDate(day(today.AddDate(0, 0, -4))).SetParticipants("建设单位、监理单位、设计单位、施工单位代表").
			SetResult("1").SetConclusion("分部工程所含单元工程全部合格，质量等级评定为合格，同意验收。").Save(ctx)
		if err != nil {
			return err
		}
		for i, it := range [][3]string{
			{"单元工程质量", "所含单元工程全部合格", "合格 24 个，优良 15 个，优良率 62.5%"},
			{"质量缺陷处理", "缺陷已按设计要求处理并验收", "超挖 3 处已回填，验收合格"},
			{"施工资料", "齐全、真实", "施工记录、检测报告齐全"},
		} {
			if err := c.CmisAcceptanceItem.Create().SetAcceptanceID(acc.ID).SetSortNo(i + 1).SetItemName(it[0]).
				SetStandard(it[1]).SetCheckResult(it[2]).SetGrade("1").Exec(ctx); err != nil {
				return err
			}
		}
		for i, m := range [][3]string{{"滇中引水工程建设管理局", "刘建国", "副总工程师"}, {"监理中心", "陈明", "总监理工程师"},
			{"施工项目部", "刘国栋", "项目经理"}} {
			if err := c.CmisAcceptanceMember.Create().SetAcceptanceID(acc.ID).SetSortNo(i + 1).SetUnit(m[0]).
				SetName(m[1]).SetPost(m[2]).Exec(ctx); err != nil {
				return err
			}
		}
		face := int(sec.face() / 1000)
		for i, p := range []struct{ method, rock, water, risk, geology, advice string }{
			{"TSP", "III", "drip", "2", "掌子面前方岩体较完整，局部节理发育", "按Ⅲ类围岩支护参数施工，加强监控量测"},
			{"GPR", "IV", "flow", "3", "前方 20 m 范围岩体破碎，存在富水带", "缩短进尺，超前小导管注浆，做好排水"},
			{"DRILL", "IV", "seep", "2", "钻孔揭示岩体较破碎，少量渗水", "加强初期支护，及时封闭"},
		} {
			from := face - 100*(2-i)
			if err := c.CmisGeoPrediction.Create().SetEngineeringID(eng).SetSectionID(id).SetBuildingID(sec.tunnel.ID).
				SetStartChainage(mm(int64(from) * 1000)).SetEndChainage(mm(int64(from+120) * 1000)).SetMethod(p.method).
				SetPredictDate(day(today.AddDate(0, 0, -14+7*i))).SetRockClass(p.rock).SetGroundwater(p.water).
				SetRiskLevel(p.risk).SetGeology(p.geology).SetAdvice(p.advice).SetForecaster("中水勘测院超前预报组").Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// demoMeasures are the measuring points of a shotcrete assessment: five
// points 5 m apart from the unit's start, one of them thin.
func demoMeasures(ctx context.Context, c *ent.Client, a *ent.CmisShotcreteAssessment, fromMM int64) error {
	for i, pos := range []string{"拱顶", "左拱腰", "右拱腰", "左边墙", "右边墙"} {
		thick, ok := measure.New(int64(150+3*i), 0), "1"
		if i == 3 {
			thick, ok = measure.New(138, 0), "0"
		}
		if err := c.CmisShotcreteMeasure.Create().SetAssessmentID(a.ID).SetSortNo(i + 1).SetPointNo(fmt.Sprintf("P%d", i+1)).
			SetChainage(mm(fromMM + int64(5000*i))).SetPosition(pos).SetDesignThickness(measure.New(150, 0)).
			SetMeasuredThickness(thick).SetQualified(ok).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}
