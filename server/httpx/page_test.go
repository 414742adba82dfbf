package httpx

import (
	"encoding/json"
	"net/http/httptest"
	"testing"

	"github.com/labstack/echo/v5"
	"github.com/stretchr/testify/require"
)

// A hand-written list reads its page as the generated ones do: hostile or
// missing numbers fall back, the size is capped, and the reply is IPage.
func TestPaging(t *testing.T) {
	e := echo.New()
	for q, want := range map[string][2]int{
		"":                          {1, 10},
		"?pageNo=3&pageSize=20":     {3, 20},
		"?pageNo=-4&pageSize=0":     {1, 10},
		"?pageNo=x&pageSize=1e9":    {1, 10},
		"?pageNo=2&pageSize=999999": {2, 50},
	} {
		no, size := Paging(e.NewContext(httptest.NewRequest("GET", "/"+q, nil), httptest.NewRecorder()), 50)
		require.Equal(t, want, [2]int{no, size}, q)
	}

	b, err := json.Marshal(NewPage[string](nil, 21, 3, 10))
	require.NoError(t, err)
	require.JSONEq(t, `{"records":[],"total":21,"size":10,"current":3,"orders":[],"searchCount":true,"pages":3}`, string(b))
}
