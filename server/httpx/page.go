package httpx

import (
	"strconv"

	"github.com/labstack/echo/v5"
)

// Page is the contract's IPage reply of a hand-written list (the generated
// lists write crud.Page).
type Page[T any] struct {
	Records     []T   `json:"records"`
	Total       int   `json:"total"`
	Size        int   `json:"size"`
	Current     int   `json:"current"`
	Orders      []any `json:"orders"`
	SearchCount bool  `json:"searchCount"`
	Pages       int   `json:"pages"`
}

// Paging reads pageNo (at least 1) and pageSize (10 when missing or bad, at
// most maxSize).
func Paging(c *echo.Context, maxSize int) (no, size int) {
	return PageQuery{PageNo: c.QueryParam("pageNo"), PageSize: c.QueryParam("pageSize")}.Paging(maxSize)
}

// PageQuery is the paging of a typed list's query (embedded in its Q). The
// numbers are bound as text so that a bad one falls back as in Paging
// instead of being refused.
type PageQuery struct {
	PageNo   string `query:"pageNo" doc:"页码，从 1 起（缺省或不正确时为 1）"`
	PageSize string `query:"pageSize" doc:"每页条数（缺省或不正确时为 10）"`
}

// Paging is the page asked for: pageNo at least 1, pageSize 10 when missing
// or bad, at most maxSize.
func (p PageQuery) Paging(maxSize int) (no, size int) {
	no, _ = strconv.Atoi(p.PageNo)
	size, err := strconv.Atoi(p.PageSize)
	if err != nil || size < 1 {
		size = 10
	}
	return max(no, 1), min(size, maxSize)
}

// NewPage is page no of size rows out of total; rows may be nil (an empty
// page answers "records":[]).
func NewPage[T any](rows []T, total, no, size int) Page[T] {
	if rows == nil {
		rows = []T{}
	}
	return Page[T]{Records: rows, Total: total, Size: size, Current: no, Orders: []any{},
		SearchCount: true, Pages: (total + size - 1) / size}
}
