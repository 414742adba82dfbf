package project

import (
	"context"
	"net/url"
	"strings"

	"aqueduct/ent"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// Camera access (dict camera_gateway) and playback (dict camera_protocol).
// A camera already published as HLS is played from its 视频流地址; one behind a
// media gateway (go2rtc, ZLMediaKit) is played from the gateway's output of
// its 流名称, in a protocol that gateway serves.
const (
	gatewayHLS    = "hls"
	gatewayGo2RTC = "go2rtc"
	gatewayZLM    = "zlm"

	protocolHLS    = "hls"
	protocolWebRTC = "webrtc"
	protocolFLV    = "flv"
)

// cmisCameraHooks: the camera's access fields agree with one another.
func (s *Service) cmisCameraHooks() crud.CmisCameraHooks {
	return crud.CmisCameraHooks{AfterSave: func(_ context.Context, _ *ent.Client, _ crud.Op, c *ent.CmisCamera, _ crud.Body) error {
		return CheckCamera(c.Gateway, c.GatewayURL, c.StreamName, c.Protocol)
	}}
}

// CheckCamera refuses access fields that do not fit together: a gateway needs
// its address (an http(s) origin and path, nothing secret, nothing after it)
// and a stream name the page may put into a URL as it is; WebRTC is go2rtc's,
// HTTP-FLV ZLMediaKit's, HLS everyone's. It runs on the saved row (after an
// edit of some fields, an import), inside the write's transaction.
func CheckCamera(gateway, gatewayURL, streamName, protocol string) error {
	switch gateway {
	case gatewayHLS, gatewayGo2RTC, gatewayZLM:
	default:
		return httpx.Fail("「接入方式」只能是 HLS 直连、go2rtc 网关或 ZLMediaKit 网关")
	}
	switch protocol {
	case protocolHLS:
	case protocolWebRTC:
		if gateway != gatewayGo2RTC {
			return httpx.Fail("「播放协议」WebRTC 只能用于 go2rtc 网关")
		}
	case protocolFLV:
		if gateway != gatewayZLM {
			return httpx.Fail("「播放协议」HTTP-FLV 只能用于 ZLMediaKit 网关")
		}
	default:
		return httpx.Fail("「播放协议」只能是 HLS、WebRTC 或 HTTP-FLV")
	}
	if gateway == gatewayHLS {
		return nil
	}
	if err := checkGatewayURL(gatewayURL); err != nil {
		return err
	}
	return checkStreamName(gateway, streamName)
}

func checkGatewayURL(raw string) error {
	if strings.TrimSpace(raw) == "" {
		return httpx.Fail("「网关地址」不能为空")
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Opaque != "" ||
		strings.ContainsAny(raw, " \t\r\n\\") {
		return httpx.Fail("「网关地址」须为 http:// 或 https:// 开头的网址，例如 http://192.168.1.10:1984")
	}
	if u.User != nil {
		return httpx.Fail("「网关地址」不能包含用户名或密码")
	}
	if u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.ContainsAny(raw, "?#") {
		return httpx.Fail("「网关地址」不能包含查询参数（?）或锚点（#）")
	}
	return nil
}

// streamSegment is a safe stream name or part of one: letters, digits, _ - .,
// not dots alone (no ".." path step on the gateway).
func streamSegment(s string) bool {
	if s == "" || strings.Trim(s, ".") == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.') {
			return false
		}
	}
	return true
}

func checkStreamName(gateway, name string) error {
	if name == "" {
		return httpx.Fail("「流名称」不能为空")
	}
	if gateway == gatewayZLM {
		app, stream, ok := strings.Cut(name, "/")
		if !ok || strings.Contains(stream, "/") || app == "" || stream == "" {
			return httpx.Fail("「流名称」须为“应用名/流ID”的形式（ZLMediaKit），例如 live/cam01")
		}
		if !streamSegment(app) || !streamSegment(stream) {
			return httpx.Fail("「流名称」的应用名和流ID只能包含字母、数字和 _ - .，且不能只由 . 组成")
		}
		return nil
	}
	if !streamSegment(name) {
		return httpx.Fail("「流名称」只能包含字母、数字和 _ - .，且不能只由 . 组成")
	}
	return nil
}
