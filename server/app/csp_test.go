package app_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// directive returns the sources of one directive of the policy s answers with now.
func directive(t *testing.T, s *testenv.Server, name string) []string {
	t.Helper()
	res, err := http.Get(s.Root + "/healthz")
	require.NoError(t, err)
	res.Body.Close()
	for _, d := range strings.Split(res.Header.Get("Content-Security-Policy"), ";") {
		if f := strings.Fields(d); len(f) > 0 && f[0] == name {
			return f[1:]
		}
	}
	t.Fatalf("no %s in the policy", name)
	return nil
}

func policyNow(t *testing.T, s *testenv.Server) string {
	t.Helper()
	res, err := http.Get(s.Root + "/")
	require.NoError(t, err)
	res.Body.Close()
	return res.Header.Get("Content-Security-Policy")
}

// The policy admits what is configured: the tile host for images, every
// camera's stream host (all tenants) for video and its requests, the hosts
// of AQ_CSP_HOSTS for all three; a camera added, moved or deleted shows in
// the next response, its media gateway too; a stream or gateway URL cannot
// write policy syntax.
func TestContentSecurityPolicyFollowsConfigAndCameras(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db, func(c *config.Config) {
			c.MapTiles = "https://Tiles.Example.com:8443/osm/{z}/{x}/{y}.png"
			c.CSPHosts = "https://cdn.example.org/, http://10.0.0.5:8080"
		})
		img := directive(t, s, "img-src")
		require.Contains(t, img, "https://tiles.example.com:8443")
		require.Contains(t, img, "https://cdn.example.org")
		require.NotContains(t, img, "https://video.example.com", "a stream host serves no images")
		// Scripts only from this origin whatever hosts are configured; the workers too (no
		// worker-src: script-src stands for it; CesiumJS's are files of this server); WebAssembly
		// those scripts compile (CesiumJS's decoders start on import), never JS eval.
		require.Equal(t, []string{"'self'", "'wasm-unsafe-eval'"}, directive(t, s, "script-src"))
		require.NotContains(t, policyNow(t, s), "worker-src")
		require.NotContains(t, policyNow(t, s), "'unsafe-eval'")
		for _, d := range []string{"media-src", "connect-src"} {
			src := directive(t, s, d)
			require.Contains(t, src, "https://video.example.com", "%s: the demo cameras' host", d)
			require.Contains(t, src, "http://10.0.0.5:8080", d)
			require.NotContains(t, src, "https://tiles.example.com:8443", d)
		}
		require.Contains(t, directive(t, s, "media-src"), "blob:", "hls.js plays through a MediaSource")

		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		section := s.App.DB.Client.CmisSection.Query().FirstX(ctx)
		has := func(origin string) bool {
			media, connect := directive(t, s, "media-src"), directive(t, s, "connect-src")
			require.Equal(t, contains(media, origin), contains(connect, origin), origin)
			return contains(media, origin)
		}

		const cam = "http://cam1.site.test:8554"
		require.False(t, has(cam))
		id := s.Add(t, admin, "/camera/cmisCamera", map[string]any{"sectionId": section.ID, "name": "CSP摄像头",
			"streamUrl": "HTTP://user:pw@CAM1.site.test:8554/live/a.m3u8?token=x", "status": "1"})
		require.True(t, has(cam), "the new camera's host, on the next response")

		r := s.Do(t, "PUT", "/camera/cmisCamera/edit", admin, map[string]any{"id": id, "sectionId": section.ID,
			"name": "CSP摄像头", "streamUrl": "https://cam2.site.test/live/a.m3u8", "status": "1"})
		require.True(t, r.Success, r.Message)
		require.False(t, has(cam), "the old host went with the edit")
		require.True(t, has("https://cam2.site.test"))

		r = s.Do(t, "DELETE", "/camera/cmisCamera/delete?id="+id, admin, nil)
		require.True(t, r.Success, r.Message)
		require.False(t, has("https://cam2.site.test"), "a deleted camera's host is gone")

		// the media gateways of cameras played through one count too: their
		// HLS and HTTP-FLV, the WebRTC offer's POST
		const gw = "http://gw1.site.test:1984"
		require.False(t, has(gw))
		gid := s.Add(t, admin, "/camera/cmisCamera", map[string]any{"sectionId": section.ID, "name": "网关摄像头",
			"gateway": "go2rtc", "gatewayUrl": "HTTP://GW1.site.test:1984/", "streamName": "cam1", "protocol": "webrtc", "status": "1"})
		require.True(t, has(gw), "the new camera's gateway, on the next response")
		r = s.Do(t, "PUT", "/camera/cmisCamera/edit", admin, map[string]any{"id": gid, "sectionId": section.ID,
			"name": "网关摄像头", "gateway": "zlm", "gatewayUrl": "https://zlm.site.test/media", "streamName": "live/cam1",
			"protocol": "flv", "status": "1"})
		require.True(t, r.Success, r.Message)
		require.False(t, has(gw), "the old gateway went with the edit")
		require.True(t, has("https://zlm.site.test"))
		r = s.Do(t, "PUT", "/camera/cmisCamera/edit", admin, map[string]any{"id": gid, "gateway": "hls", "protocol": "hls"})
		require.True(t, r.Success, r.Message)
		require.False(t, has("https://zlm.site.test"), "a gateway address kept on an HLS 直连 camera admits nothing")
		r = s.Do(t, "DELETE", "/camera/cmisCamera/delete?id="+gid, admin, nil)
		require.True(t, r.Success, r.Message)

		// another tenant's camera counts too
		other := s.App.DB.Client.CmisCamera.Create().SetTenantID(7).SetSectionID(section.ID).SetName("他租户").
			SetStreamURL("https://cam.tenant7.test/a.m3u8").SaveX(ctx)
		require.True(t, has("https://cam.tenant7.test"))
		s.App.DB.Client.CmisCamera.DeleteOne(other).ExecX(ctx)
		require.False(t, has("https://cam.tenant7.test"))
		otherGW := s.App.DB.Client.CmisCamera.Create().SetTenantID(7).SetSectionID(section.ID).SetName("他租户网关").
			SetGateway("go2rtc").SetGatewayURL("http://gw.tenant7.test:1984").SetStreamName("a").SaveX(ctx)
		require.True(t, has("http://gw.tenant7.test:1984"))
		s.App.DB.Client.CmisCamera.DeleteOne(otherGW).ExecX(ctx)
		require.False(t, has("http://gw.tenant7.test:1984"))

		// hostile stream URLs (the form's URL pattern lets them through) change nothing
		before := policyNow(t, s)
		for i, u := range []string{
			"http://evil.test;script-src*/a.m3u8",
			"http://evil.test'unsafe-inline'/a.m3u8",
			"http://*/a.m3u8",
			"http://*.evil.test/a.m3u8",
			"https://evil.test:443x/a.m3u8",
			"https://evil.test:99999/a.m3u8",
			"ftp://evil.test/a.m3u8",
			"http://evil.test,data:/a",
			"http://evil.test\tscript-src/a",
		} {
			r := s.Do(t, "POST", "/camera/cmisCamera/add", admin, map[string]any{"sectionId": section.ID,
				"name": "恶意" + string(rune('A'+i)), "streamUrl": u, "status": "1"})
			if !r.Success { // refused by the form's rules: stored behind its back instead
				s.App.DB.Client.CmisCamera.Create().SetSectionID(section.ID).SetName("恶意").SetStreamURL(u).SaveX(ctx)
			}
			s.App.DB.Client.CmisCamera.Create().SetSectionID(section.ID).SetName("恶意网关").SetGateway("go2rtc").
				SetGatewayURL(u).SetStreamName("a").SaveX(ctx) // the gateway rules refuse these: stored behind their back
		}
		after := policyNow(t, s)
		require.Equal(t, before, after)
		require.NotContains(t, after, "evil")
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// AQ_CSP_HOSTS takes origins only, and nothing that could write policy syntax.
func TestCSPHostsValidation(t *testing.T) {
	t.Parallel()
	good := config.Config{CSPHosts: " https://A.example.com:8443/ ,http://10.0.0.5, https://*.cdn.example.org,https://x.test:443"}
	got, err := good.CSPOrigins()
	require.NoError(t, err)
	require.Equal(t, []string{"https://a.example.com:8443", "http://10.0.0.5", "https://*.cdn.example.org", "https://x.test"}, got)
	for _, bad := range []string{
		"example.com", "ftp://example.com", "https://example.com/path", "https://exa mple.com",
		"https://example.com;script-src", "https://'self'", "https://*", "*", "https://a.*.com",
		"https://[::1]:8080", "https://example.com:0", "https://example.com:http", "https://-a.com",
		"https://user@example.com", "https://example.com?x", "https://",
	} {
		c := config.Config{Addr: "127.0.0.1:1", DataDir: t.TempDir(), BasePath: "/jeecg-boot", Captcha: "on",
			LogLevel: "info", CSPHosts: "https://ok.example.com," + bad}
		require.ErrorContains(t, c.Check(), "AQ_CSP_HOSTS", bad)
	}
}
