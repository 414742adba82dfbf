package app_test

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmiscamera"
	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// A camera behind a media gateway names the gateway (an http(s) address with
// nothing secret and nothing after the path) and a stream name the page may
// put into a URL; WebRTC is go2rtc's, HTTP-FLV ZLMediaKit's. The rules hold
// on add, on an edit of one field and whatever the form sends.
func TestCameraGatewayRules(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		section := s.App.DB.Client.CmisSection.Query().FirstX(ctx)
		cam := func(name string, kv ...string) map[string]any {
			m := map[string]any{"sectionId": section.ID, "name": name, "status": "1"}
			for i := 0; i+1 < len(kv); i += 2 {
				m[kv[i]] = kv[i+1]
			}
			return m
		}
		refused := func(body map[string]any, message string) {
			t.Helper()
			r := s.Do(t, "POST", "/camera/cmisCamera/add", admin, body)
			require.False(t, r.Success, "%v was accepted", body)
			require.Contains(t, r.Message, message, "%v", body)
			require.False(t, s.App.DB.Client.CmisCamera.Query().Where(cmiscamera.Name(body["name"].(string))).ExistX(ctx),
				"a refused camera is not kept")
		}

		// HLS 直连 needs nothing new; its protocol is HLS
		s.Add(t, admin, "/camera/cmisCamera", cam("直连", "gateway", "hls", "streamUrl", "https://cam.site.test/a.m3u8"))
		s.Add(t, admin, "/camera/cmisCamera", cam("直连无地址"))
		// the demo stream's path is a 视频流地址 (the demo camera stays editable);
		// no other path of this server is
		s.Add(t, admin, "/camera/cmisCamera", cam("演示流", "gateway", "hls", "streamUrl", "/jeecg-boot/video/demo/index.m3u8"))
		for i, bad := range []string{"/jeecg-boot/sys/logout", "/jeecg-boot/video/demo/../sys/x.m3u8", "//evil.test/a.m3u8",
			"/jeecg-boot/video/demo/index.ts", "rtsp://cam.site.test/a"} {
			refused(cam("坏地址"+string(rune('A'+i)), "gateway", "hls", "streamUrl", bad), "视频流地址应为")
		}
		refused(cam("直连WebRTC", "gateway", "hls", "protocol", "webrtc"), "「播放协议」WebRTC 只能用于 go2rtc 网关")
		refused(cam("直连FLV", "gateway", "hls", "protocol", "flv"), "「播放协议」HTTP-FLV 只能用于 ZLMediaKit 网关")

		// go2rtc: address and name required, webrtc and hls allowed, flv not
		g2 := func(name, gw, stream, protocol string) map[string]any {
			return cam(name, "gateway", "go2rtc", "gatewayUrl", gw, "streamName", stream, "protocol", protocol)
		}
		id := s.Add(t, admin, "/camera/cmisCamera", g2("go2rtc摄像头", "http://gw.site.test:1984", "cam_01-a.b", "webrtc"))
		s.Add(t, admin, "/camera/cmisCamera", g2("go2rtc反代", "https://site.test/go2rtc", "cam1", "hls"))
		refused(g2("go2rtc无地址", "", "cam1", "hls"), "「网关地址」不能为空")
		refused(g2("go2rtc无流", "http://gw.site.test:1984", "", "hls"), "「流名称」不能为空")
		refused(g2("go2rtcFLV", "http://gw.site.test:1984", "cam1", "flv"), "「播放协议」HTTP-FLV 只能用于 ZLMediaKit 网关")
		refused(g2("go2rtc密码", "http://admin:pw@gw.site.test:1984", "cam1", "hls"), "「网关地址」不能包含用户名或密码")
		refused(g2("go2rtc查询", "http://gw.site.test:1984/?token=x", "cam1", "hls"), "「网关地址」不能包含查询参数")
		refused(g2("go2rtc锚点", "http://gw.site.test:1984/#x", "cam1", "hls"), "「网关地址」不能包含查询参数")
		refused(g2("go2rtcRTSP", "rtsp://gw.site.test:554", "cam1", "hls"), "网关地址") // the form's URL pattern or the rule
		for i, bad := range []string{"cam 1", "cam/1", "cam?x", "cam&x=1", "..", "摄像头", "cam%2f1", "cam#1"} {
			refused(g2("go2rtc坏流"+string(rune('A'+i)), "http://gw.site.test:1984", bad, "hls"), "「流名称」")
		}

		// ZLMediaKit: app/stream, exactly one slash; flv and hls, not webrtc
		zlm := func(name, gw, stream, protocol string) map[string]any {
			return cam(name, "gateway", "zlm", "gatewayUrl", gw, "streamName", stream, "protocol", protocol)
		}
		s.Add(t, admin, "/camera/cmisCamera", zlm("ZLM摄像头", "http://zlm.site.test", "live/cam01", "flv"))
		s.Add(t, admin, "/camera/cmisCamera", zlm("ZLM-HLS", "http://zlm.site.test:8080", "rtp.x/34020000001320000001", "hls"))
		refused(zlm("ZLM-WebRTC", "http://zlm.site.test", "live/cam01", "webrtc"), "「播放协议」WebRTC 只能用于 go2rtc 网关")
		refused(zlm("ZLM无地址", "", "live/cam01", "flv"), "「网关地址」不能为空")
		for i, bad := range []string{"cam01", "live/cam/01", "/cam01", "live/", "../cam01", "live/..", "live/cam 1"} {
			refused(zlm("ZLM坏流"+string(rune('A'+i)), "http://zlm.site.test", bad, "flv"), "「流名称」")
		}
		refused(cam("未知方式", "gateway", "rtsp"), "「接入方式」")

		// an edit of one field is checked against the rest of the row
		r := s.Do(t, "PUT", "/camera/cmisCamera/edit", admin, map[string]any{"id": id, "protocol": "flv"})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "「播放协议」HTTP-FLV 只能用于 ZLMediaKit 网关")
		r = s.Do(t, "PUT", "/camera/cmisCamera/edit", admin, map[string]any{"id": id, "gateway": "zlm"})
		require.False(t, r.Success, "webrtc stays while the gateway changes")
		r = s.Do(t, "PUT", "/camera/cmisCamera/edit", admin, map[string]any{"id": id, "gatewayUrl": ""})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "「网关地址」不能为空")
		row := s.App.DB.Client.CmisCamera.GetX(ctx, id)
		require.Equal(t, "http://gw.site.test:1984", row.GatewayURL, "a refused edit changes nothing")
		require.Equal(t, "webrtc", row.Protocol)
		r = s.Do(t, "PUT", "/camera/cmisCamera/edit", admin, map[string]any{"id": id, "sectionId": section.ID,
			"name": "go2rtc摄像头", "gateway": "zlm", "gatewayUrl": "http://zlm.site.test", "streamName": "live/cam01",
			"protocol": "flv", "status": "1"})
		require.True(t, r.Success, r.Message)
	})
}

// get fetches a path of the API with the token (none: anonymous).
func get(t *testing.T, s *testenv.Server, path, token string, headers ...string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest("GET", s.URL+path, nil)
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("X-Access-Token", token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, string(b)
}

// AQ_DEMO_VIDEO_DIR's stream goes to signed-in users only, the directory's
// own stream files only (no other file, no step out, not by a link either, no
// listing), each with its type; the demo's first camera plays it.
func TestDemoVideoStream(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	dir := filepath.Join(base, "hls")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub.ts"), 0o755))
	files := map[string]string{
		"index.m3u8": "#EXTM3U\n#EXT-X-VERSION:3\n#EXTINF:2.0,\nseg0.ts\n#EXT-X-ENDLIST\n",
		"seg0.ts":    "TS-SEGMENT", "init.mp4": "MP4-INIT", "seg1.m4s": "M4S-SEGMENT",
		"notes.txt": "NOT-SERVED", ".hidden.ts": "HIDDEN",
	}
	for name, body := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	require.NoError(t, os.WriteFile(filepath.Join(base, "secret.ts"), []byte("SECRET"), 0o644))
	require.NoError(t, os.Symlink(filepath.Join(base, "secret.ts"), filepath.Join(dir, "link.ts")))

	bad := config.Config{Addr: "127.0.0.1:1", DataDir: t.TempDir(), BasePath: "/jeecg-boot", Captcha: "on",
		LogLevel: "info", DemoVideoDir: base}
	require.ErrorContains(t, bad.Check(), "AQ_DEMO_VIDEO_DIR", "a directory without index.m3u8 is refused at start")

	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db, func(c *config.Config) { c.DemoVideoDir = dir })
		engineer := s.Token(t, "engineer", seed.DemoEngineerPassword) // signed in, no camera page

		status, _, body := get(t, s, "/video/demo/index.m3u8", "")
		require.NotEqual(t, http.StatusOK, status)
		require.NotContains(t, body, "EXTM3U", "anonymous: nothing")
		status, _, body = get(t, s, "/video/demo/index.m3u8", "not-a-token")
		require.NotContains(t, body, "EXTM3U", "a dead token: nothing")

		for name, ct := range map[string]string{"index.m3u8": "application/vnd.apple.mpegurl", "seg0.ts": "video/mp2t",
			"init.mp4": "video/mp4", "seg1.m4s": "video/iso.segment"} {
			status, h, body := get(t, s, "/video/demo/"+name, engineer)
			require.Equal(t, http.StatusOK, status, name)
			require.Equal(t, ct, h.Get("Content-Type"), name)
			require.Equal(t, files[name], body, name)
			require.Equal(t, "nosniff", h.Get("X-Content-Type-Options"), name)
		}
		status, h, body := get(t, s, "/video/demo/seg1.m4s", engineer, "Range", "bytes=4-")
		require.Equal(t, http.StatusPartialContent, status, "segments serve ranges")
		require.Equal(t, "SEGMENT", body)
		require.Equal(t, "video/iso.segment", h.Get("Content-Type"))

		for _, p := range []string{"notes.txt", ".hidden.ts", "link.ts", "sub.ts", "missing.ts", "",
			"..%2fsecret.ts", "%2e%2e%2fsecret.ts", "..%5csecret.ts", "sub.ts%2f..%2f..%2fsecret.ts",
			"../secret.ts", "../../video/demo/..%2f..%2fhls/index.m3u8x", "index.m3u8%00.ts"} {
			status, _, body := get(t, s, "/video/demo/"+p, engineer)
			require.NotEqual(t, http.StatusOK, status, p)
			require.NotContains(t, body, "SECRET", p)
			require.NotContains(t, body, "NOT-SERVED", p)
			require.NotContains(t, body, "HIDDEN", p)
			require.NotContains(t, body, "seg0.ts", p, "no listing")
		}

		// the demo's first camera plays the stream (the copied demo database
		// was seeded without it: seed it as a start with the variable does)
		ctx := viewer.System(context.Background())
		require.NoError(t, seed.DemoVideo(ctx, s.App.DB.Client, "/jeecg-boot/video/demo/index.m3u8"))
		first := s.App.DB.Client.CmisCamera.Query().Where(cmiscamera.StreamURL("/jeecg-boot/video/demo/index.m3u8")).AllX(ctx)
		require.Len(t, first, 1)
		require.Equal(t, "第一标段TBM始发洞口", first[0].Name)
		require.NoError(t, seed.DemoVideo(ctx, s.App.DB.Client, "/other/index.m3u8"))
		require.Equal(t, "/jeecg-boot/video/demo/index.m3u8", s.App.DB.Client.CmisCamera.GetX(ctx, first[0].ID).StreamURL,
			"a camera no longer on its placeholder stays")
	})
}
