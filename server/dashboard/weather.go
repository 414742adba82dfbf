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

// WeatherService asks the configured provider (a QWeather-style reply
// {location?:{name}, now:{temp,text,icon}}) and keeps the answer for 10 minutes.
type WeatherService struct {
	URL    string
	Client *http.Client
	TTL    time.Duration

	mu      sync.Mutex
	cached  *Weather
	fetched time.Time
}

// NewWeather returns the service; an empty url means no provider.
func NewWeather(url string) *WeatherService {
	return &WeatherService{URL: url, Client: &http.Client{Timeout: 3 * time.Second}, TTL: 10 * time.Minute}
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
	res, err := w.Client.Do(req)
	if err != nil {
		return nil, httpx.Wrap(err, "天气服务不可用")
	}
	defer res.Body.Close()
	var body struct {
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
	w.cached = &Weather{Location: body.Location.Name, Temp: body.Now.Temp.String(), Text: body.Now.Text, Icon: body.Now.Icon}
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
	})
}
