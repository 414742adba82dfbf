// Package dashboard serves the large screen's, the map's and the banner's data:
// aggregates computed in SQL over what the viewer may list, and the weather.
package dashboard

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
)

// Weather is the banner's current conditions.
type Weather struct {
	Location string `json:"location"`
	Temp     string `json:"temp"`
	Text     string `json:"text"`
	Icon     string `json:"icon"`
}

// WeatherService asks the configured provider (QWeather's weather/now reply
// {code, location?:{name}, now:{temp,text,icon}}) and keeps the answer for 10
// minutes. The key goes in QWeather's header, so no URL (or log of one)
// holds it.
type WeatherService struct {
	URL    string
	Key    string // sent as X-QW-Api-Key when set
	Place  string // the location when the reply names none
	Client *http.Client
	TTL    time.Duration

	mu      sync.Mutex
	cached  *Weather
	fetched time.Time
}

// NewWeather returns the service; an empty url means no provider.
func NewWeather(url, key, place string) *WeatherService {
	return &WeatherService{URL: url, Key: key, Place: place, Client: &http.Client{Timeout: 3 * time.Second}, TTL: 10 * time.Minute}
}

// Now returns the current weather.
func (w *WeatherService) Now(ctx context.Context) (*Weather, error) {
	if w.URL == "" {
		return nil, httpx.Fail("未配置天气服务")
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.cached != nil && time.Since(w.fetched) < w.TTL {
		return w.cached, nil
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, w.URL, nil)
	if err != nil {
		return nil, httpx.Wrap(err, "天气服务不可用")
	}
	if w.Key != "" {
		req.Header.Set("X-QW-Api-Key", w.Key)
	}
	res, err := w.Client.Do(req)
	if err != nil {
		return nil, httpx.Wrap(err, "天气服务不可用")
	}
	defer res.Body.Close()
	var body struct {
		Code     string `json:"code"` // QWeather: "200", or why not
		Location struct {
			Name string `json:"name"`
		} `json:"location"`
		Now struct {
			Temp json.Number `json:"temp"`
			Text string      `json:"text"`
			Icon string      `json:"icon"`
		} `json:"now"`
	}
	if res.StatusCode != http.StatusOK {
		return nil, httpx.Wrap(fmt.Errorf("status %d", res.StatusCode), "天气服务不可用")
	}
	if err := json.NewDecoder(io.LimitReader(res.Body, 1<<16)).Decode(&body); err != nil || body.Now.Text == "" {
		return nil, httpx.Wrap(err, "天气服务不可用")
	}
	if body.Code != "" && body.Code != "200" {
		return nil, httpx.Wrap(fmt.Errorf("provider code %s", body.Code), "天气服务不可用")
	}
	place := body.Location.Name
	if place == "" {
		place = w.Place
	}
	w.cached = &Weather{Location: place, Temp: body.Now.Temp.String(), Text: body.Now.Text, Icon: body.Now.Icon}
	w.fetched = time.Now()
	return w.cached, nil
}

// Routes registers the weather endpoint.
func (w *WeatherService) Routes(r *httpx.Routes) {
	r.GET("/sys/weather/now", httpx.LoggedIn, func(c *echo.Context) error {
		now, err := w.Now(c.Request().Context())
		if err != nil {
			return err
		}
		return httpx.OK(c, now)
	}).Doc(httpx.Doc{Summary: "当前天气（AQ_WEATHER_URL 已配置时）"})
}
