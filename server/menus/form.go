package menus

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// flexBool reads JeecgBoot's flags, which clients send as true/false, 0/1 or "0"/"1".
type flexBool bool

// UnmarshalJSON accepts a bool, a number or a string.
func (b *flexBool) UnmarshalJSON(data []byte) error {
	s := strings.Trim(string(bytes.TrimSpace(data)), `"`)
	switch s {
	case "true", "1":
		*b = true
	case "false", "0", "", "null":
		*b = false
	default:
		return &json.UnsupportedValueError{Str: s}
	}
	return nil
}

// flexNum reads a number sent as a number or a numeric string.
type flexNum float64

// UnmarshalJSON accepts a number or a numeric string.
func (n *flexNum) UnmarshalJSON(data []byte) error {
	s := strings.Trim(string(bytes.TrimSpace(data)), `"`)
	if s == "" || s == "null" {
		*n = 0
		return nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return err
	}
	*n = flexNum(f)
	return nil
}

// flexStr reads a code column ("1") that some clients send as a number.
type flexStr string

// UnmarshalJSON accepts a string or a number, nothing else.
func (s *flexStr) UnmarshalJSON(data []byte) error {
	t := string(bytes.TrimSpace(data))
	if t == "null" {
		*s = ""
		return nil
	}
	if strings.HasPrefix(t, `"`) {
		var v string
		if err := json.Unmarshal(data, &v); err != nil {
			return err
		}
		*s = flexStr(v)
		return nil
	}
	if _, err := strconv.ParseFloat(t, 64); err != nil {
		return &json.UnsupportedValueError{Str: t} // an array, an object, a bool
	}
	*s = flexStr(t)
	return nil
}

// form is the body of add and edit (a SysPermission as JeecgBoot's client
// sends it); absent fields keep the row's value on edit.
type form struct {
	ID                 string    `json:"id"`
	ParentID           *string   `json:"parentId"`
	Name               *string   `json:"name"`
	URL                *string   `json:"url"`
	Component          *string   `json:"component"`
	ComponentName      *string   `json:"componentName"`
	Redirect           *string   `json:"redirect"`
	MenuType           *flexNum  `json:"menuType"`
	Perms              *string   `json:"perms"`
	PermsType          *flexStr  `json:"permsType"`
	SortNo             *flexNum  `json:"sortNo"`
	AlwaysShow         *flexBool `json:"alwaysShow"`
	Icon               *string   `json:"icon"`
	Route              *flexBool `json:"route"`
	IsRoute            *flexBool `json:"isRoute"`
	KeepAlive          *flexBool `json:"keepAlive"`
	Hidden             *flexBool `json:"hidden"`
	HideTab            *flexBool `json:"hideTab"`
	Description        *string   `json:"description"`
	Status             *flexStr  `json:"status"`
	InternalOrExternal *flexBool `json:"internalOrExternal"`
}

// values are a row's editable columns.
type values struct {
	ParentID, Name, URL, Component, ComponentName, Redirect, Perms, PermsType string
	Icon, Description, Status                                                 string
	MenuType                                                                  int
	SortNo                                                                    float64
	AlwaysShow, IsRoute, KeepAlive, Hidden, HideTab, InternalOrExternal       bool
}

// apply lays the form's present fields over v, trimming text.
func (f *form) apply(v *values) {
	str := func(dst *string, src *string) {
		if src != nil {
			*dst = strings.TrimSpace(*src)
		}
	}
	str(&v.ParentID, f.ParentID)
	str(&v.Name, f.Name)
	str(&v.URL, f.URL)
	str(&v.Component, f.Component)
	str(&v.ComponentName, f.ComponentName)
	str(&v.Redirect, f.Redirect)
	str(&v.Perms, f.Perms)
	str(&v.Icon, f.Icon)
	str(&v.Description, f.Description)
	if f.PermsType != nil {
		v.PermsType = strings.TrimSpace(string(*f.PermsType))
	}
	if f.Status != nil {
		v.Status = strings.TrimSpace(string(*f.Status))
	}
	if f.MenuType != nil {
		v.MenuType = int(*f.MenuType)
		if float64(v.MenuType) != float64(*f.MenuType) {
			v.MenuType = -1 // not a type: validation refuses it
		}
	}
	if f.SortNo != nil {
		v.SortNo = float64(*f.SortNo)
	}
	flag := func(dst *bool, src *flexBool) {
		if src != nil {
			*dst = bool(*src)
		}
	}
	flag(&v.AlwaysShow, f.AlwaysShow)
	flag(&v.IsRoute, f.IsRoute)
	flag(&v.IsRoute, f.Route) // JeecgBoot's name wins when both come
	flag(&v.KeepAlive, f.KeepAlive)
	flag(&v.Hidden, f.Hidden)
	flag(&v.HideTab, f.HideTab)
	flag(&v.InternalOrExternal, f.InternalOrExternal)
}
