package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"sync"
	"time"

	"aqueduct/cmd/internal/rig"
)

// Timing of the checks.
const (
	// An announcement is owed to a socket open from before its release by
	// lead until after its acknowledgement by grace.
	lead, grace = time.Second, 5 * time.Second
	// A job tick is checked from this long after the job was created until
	// this long before the load ended.
	tickMargin = 10 * time.Second
	jobCron    = "0/5 * * * * ? *"
	jobClass   = "org.jeecg.modules.quartz.job.SampleJob"
	tickEvery  = 5 * time.Second
	// A tick that started later than this after its fire time is late.
	lateAfter = 2 * time.Second
)

type soak struct {
	o     options
	run   string // in every marker, so runs never mix
	cl    *cluster
	kills killLog
	hc    *http.Client

	section string
	jobID   string
	jobFrom time.Time
	users   []string
	admin   stats // the announcer's requests
}

func (s *soak) newAPI() *api {
	return &api{hc: s.hc, base: s.cl.proxy.url + base, kills: &s.kills}
}

// execute sets up, runs the load with the kills and announcements, checks
// and returns the report; the database, the instances and the temp dir go
// whatever happens.
func (s *soak) execute(ctx context.Context) (*report, error) {
	root, err := os.MkdirTemp("", "aqueduct-soak-")
	if err != nil {
		return nil, err
	}
	defer func() {
		if s.o.keep {
			logf("kept %s", root)
			return
		}
		os.RemoveAll(root)
	}()
	dbURL, drop, err := rig.CreateDatabase(ctx, s.o.pg, "aq_soak", logf)
	if err != nil {
		return nil, err
	}
	defer func() {
		if s.o.keep {
			logf("kept database %s", dbURL)
			return
		}
		drop()
	}()
	logf("database %s; starting %d instances of %s together", dbURL, s.o.instances, s.o.bin)
	if s.cl, err = startCluster(ctx, s.o, dbURL, root); err != nil {
		return nil, err
	}
	defer s.cl.stop()
	s.hc = &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxIdleConns:        4 * s.o.clients,
		MaxIdleConnsPerHost: 4 * s.o.clients,
		IdleConnTimeout:     90 * time.Second,
	}}
	admin := s.newAPI()
	if err := s.setup(ctx, admin); err != nil {
		return nil, err
	}

	rep := &report{o: s.o, started: time.Now(), together: s.cl.together, togetherErr: s.cl.togetherErr, ops: stats{}}
	start := time.Now()
	end := start.Add(s.o.duration)
	load, stopLoad := context.WithDeadline(ctx, end)
	defer stopLoad()
	logf("load: %d clients as %d users for %s, a kill every %s, an announcement every %s",
		s.o.clients, s.o.users, s.o.duration, s.o.killEvery, s.o.announceEvery)

	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); rep.kills = s.cl.killer(ctx, s.o, start, end, &s.kills) }()
	go func() { defer wg.Done(); rep.releases, rep.releaseUnknown = s.announcer(ctx, admin, start, end) }()
	clients := make([]*client, s.o.clients)
	ramp := min(10*time.Second, s.o.duration/10) // logins (bcrypt) spread, not all at once
	for i := range clients {
		c := &client{n: i + 1, s: s, user: s.users[i%len(s.users)], api: s.newAPI(),
			rng: rand.New(rand.NewPCG(uint64(i), rand.Uint64())), stats: stats{}}
		clients[i] = c
		wg.Add(1)
		go func() {
			defer wg.Done()
			if sleep(load, ramp*time.Duration(i)/time.Duration(len(clients))) {
				c.run(ctx, load)
			}
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, errors.New("interrupted: nothing checked")
	}
	rep.loadEnd = time.Now()
	logf("load over; checking")
	s.check(ctx, rep, clients)
	return rep, nil
}

// setup signs in as admin and makes what the clients need: a project
// (工程) and a section (标段) to file records under, users with the admin
// role (a user may hold 16 sockets per instance), and the 5-second job.
func (s *soak) setup(ctx context.Context, admin *api) error {
	var lr loginResult
	if err := admin.must(ctx, http.MethodPost, "/sys/login", map[string]any{"username": "admin", "password": adminPassword}, &lr); err != nil {
		return err
	}
	admin.token = lr.Token
	var row struct {
		ID string `json:"id"`
	}
	if err := admin.must(ctx, http.MethodPost, "/engineering/cmisEngineering/add",
		map[string]any{"name": "浸泡测试工程 " + s.run, "code": "SOAK-" + s.run}, &row); err != nil {
		return err
	}
	if err := admin.must(ctx, http.MethodPost, "/section/cmisSection/add",
		map[string]any{"engineeringId": row.ID, "name": "浸泡测试标段 " + s.run, "code": "SOAK-" + s.run + "-S1"}, &row); err != nil {
		return err
	}
	s.section = row.ID
	var roles []struct {
		ID       string `json:"id"`
		RoleCode string `json:"roleCode"`
	}
	if err := admin.must(ctx, http.MethodGet, "/sys/role/queryall", nil, &roles); err != nil {
		return err
	}
	role := ""
	for _, r := range roles {
		if r.RoleCode == "admin" {
			role = r.ID
		}
	}
	if role == "" {
		return errors.New("no role admin in /sys/role/queryall")
	}
	for i := 1; i <= s.o.users; i++ {
		name := fmt.Sprintf("soak%03d", i)
		if err := admin.must(ctx, http.MethodPost, "/sys/user/add", map[string]any{"username": name,
			"realname": fmt.Sprintf("浸泡测试%03d", i), "password": userPassword, "selectedroles": role}, nil); err != nil {
			return err
		}
		s.users = append(s.users, name)
	}
	if err := admin.must(ctx, http.MethodPost, "/sys/quartzJob/add", map[string]any{"jobClassName": jobClass,
		"cronExpression": jobCron, "status": 0, "description": "浸泡测试：每5秒一次"}, &row); err != nil {
		return err
	}
	s.jobID, s.jobFrom = row.ID, time.Now()
	return nil
}

// release is an announcement released to all users: asked at t0, acknowledged at t1.
type release struct {
	id     string
	t0, t1 time.Time
}

// announcer adds and releases a 系统通告 to all users every announceEvery,
// while its deliveries can still be checked before the load ends.
func (s *soak) announcer(ctx context.Context, admin *api, start, end time.Time) (rels []release, unknown int) {
	s.admin = stats{}
	for i := 1; ; i++ {
		at := start.Add(time.Duration(i) * s.o.announceEvery)
		if at.Add(grace + 2*time.Second).After(end) {
			return rels, unknown
		}
		if !sleep(ctx, time.Until(at)) {
			return rels, unknown
		}
		r := admin.json(ctx, http.MethodPost, "/sys/annountCement/add", map[string]any{
			"titile": fmt.Sprintf("浸泡测试通告 %s-%d", s.run, i), "msgContent": "<p>浸泡测试：请忽略</p>",
			"msgCategory": "1", "msgType": "ALL", "priority": "L"})
		var row struct {
			ID string `json:"id"`
		}
		if r.out == ok {
			if err := decode(r, &row); err != nil || row.ID == "" {
				r.out, r.why = failed, fmt.Sprintf("announcement add: no id in %.200s", r.env.Result)
			}
		}
		s.admin.add("announcement add", r)
		if r.out != ok {
			continue
		}
		t0 := time.Now()
		r = admin.json(ctx, http.MethodGet, "/sys/annountCement/doReleaseData?id="+url.QueryEscape(row.ID), nil)
		t1 := time.Now()
		s.admin.add("announcement release", r)
		switch {
		case r.out == ok:
			rels = append(rels, release{id: row.ID, t0: t0, t1: t1})
		case r.out.unknown():
			unknown++
		}
	}
}
