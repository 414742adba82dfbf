package testenv

// Helpers over the project's records that tests of several packages share.

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"aqueduct/server/jsontime"
	"aqueduct/server/money"
	"aqueduct/server/viewer"
)

// ProjectBase adds an engineering with two sections; the first is worked by
// the engineering department (A01A01), where the demo engineer sits.
func (s *Server) ProjectBase(t testing.TB, admin string) (eng, s1, s2 string) {
	t.Helper()
	ctx := viewer.System(context.Background())
	dep := s.App.DB.Client.SysDepart.Query().AllX(ctx)
	var tech string
	for _, d := range dep {
		if d.OrgCode == "A01A01" {
			tech = d.ID
		}
	}
	require.NotEmpty(t, tech)
	eng = s.Add(t, admin, "/engineering/cmisEngineering", map[string]any{"name": "滇中引水", "code": "DZ", "totalInvestment": "1,234,567.89"})
	s1 = s.Add(t, admin, "/section/cmisSection", map[string]any{"engineeringId": eng, "name": "一标", "code": "DZ-1", "departIds": tech,
		"startChainage": "K0+000", "endChainage": "K12+345.6"})
	s2 = s.Add(t, admin, "/section/cmisSection", map[string]any{"engineeringId": eng, "name": "二标", "code": "DZ-2"})
	return eng, s1, s2
}

// ContractFigures are a contract's amounts as queryById shows them.
type ContractFigures struct {
	ID            string
	Amount        money.Amount
	CurrentAmount money.Amount
	PaidAmount    money.Amount
}

// ContractNow reads a contract's amounts.
func (s *Server) ContractNow(t testing.TB, token, id string) ContractFigures {
	t.Helper()
	var c ContractFigures
	r := s.Do(t, "GET", "/contract/cmisContract/queryById?id="+id, token, nil)
	require.True(t, r.Success, r.Message)
	r.Decode(t, &c)
	return c
}

// Yuan parses an amount written as a user writes it.
func Yuan(t testing.TB, s string) money.Amount {
	t.Helper()
	a, err := money.Parse(s)
	require.NoError(t, err)
	return a
}

// RequireAdvanceDaily checks that the advance summary (cmis_advance_daily,
// which the large screen reads) holds the records' sums.
func (s *Server) RequireAdvanceDaily(t testing.TB, what string) {
	t.Helper()
	if !s.AdvanceDailyMatches(t, what) {
		t.FailNow()
	}
}

// AdvanceDailyMatches reports (to t) where the advance summary and the records' sums part.
func (s *Server) AdvanceDailyMatches(t assert.TestingT, what string) bool {
	ctx := viewer.System(context.Background())
	c := s.App.DB.Client
	key := func(tenant int, sec string, d jsontime.Date) string {
		return fmt.Sprintf("%d|%s|%s", tenant, sec, time.Time(d).In(jsontime.Zone).Format(time.DateOnly))
	}
	want := map[string]float64{}
	n := map[string]int{}
	for _, r := range c.CmisTunnelAdvance.Query().AllX(ctx) { // del_flag=0 only
		want[key(r.TenantID, r.SectionID, r.ReportDate)] += *r.Advance
		n[key(r.TenantID, r.SectionID, r.ReportDate)]++
	}
	got := map[string]float64{}
	ok := true
	for _, d := range c.CmisAdvanceDaily.Query().AllX(ctx) {
		if d.Records == 0 {
			ok = assert.InDelta(t, 0, d.Metres, 1e-6, "%s: an emptied day keeps no metres", what) && ok
			continue
		}
		k := key(d.TenantID, d.SectionID, d.ReportDate)
		got[k] = d.Metres
		ok = assert.Equal(t, n[k], d.Records, "%s: records of %s", what, k) && ok
	}
	ok = assert.Len(t, got, len(want), what) && ok
	for k, v := range want {
		ok = assert.InDelta(t, v, got[k], 1e-6, "%s: %s", what, k) && ok
	}
	return ok
}
