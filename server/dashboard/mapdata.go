package dashboard

import (
	"context"
	"strconv"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/cmisbuilding"
	"aqueduct/ent/cmishiddendanger"
	"aqueduct/ent/cmistunneladvance"
	"aqueduct/ent/predicate"
	"aqueduct/server/chainage"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
)

type mapSection struct {
	ID     string          `json:"id"`
	Name   string          `json:"name"`
	Code   string          `json:"code"`
	Start  chainage.Metres `json:"startChainage"`
	End    chainage.Metres `json:"endChainage"`
	Actual float64         `json:"actualPercent"`
}

type mapBuilding struct {
	ID        string          `json:"id"`
	Pid       string          `json:"pid"`
	Name      string          `json:"name"`
	Code      string          `json:"code"`
	Type      string          `json:"type"`
	TypeText  string          `json:"typeText"`
	Start     chainage.Metres `json:"startChainage"`
	End       chainage.Metres `json:"endChainage"`
	SectionID string          `json:"sectionId"`
	Route     [][2]float64    `json:"route"`
	// Face is where a tunnel's heading stands (掌子面): the end of its
	// latest advance record, for viewers who may list the advance records.
	Face     *chainage.Metres `json:"face,omitempty"`
	FaceDate *jsontime.Date   `json:"faceDate,omitempty"`
}

type mapCamera struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Location   string   `json:"location"`
	Longitude  *float64 `json:"longitude"`
	Latitude   *float64 `json:"latitude"`
	Status     string   `json:"status"`
	StatusText string   `json:"statusText"`
	SectionID  string   `json:"sectionId"`
}

type mapDanger struct {
	ID         string           `json:"id"`
	Location   string           `json:"location"`
	Level      string           `json:"level"`
	LevelText  string           `json:"levelText"`
	Status     string           `json:"status"`
	StatusText string           `json:"statusText"`
	Chainage   *chainage.Metres `json:"chainage"`
	SectionID  string           `json:"sectionId"`
}

type mapSurface struct {
	ID           string           `json:"id"`
	Code         string           `json:"code"`
	Name         string           `json:"name"`
	Category     string           `json:"category"`
	CategoryText string           `json:"categoryText"`
	Chainage     *chainage.Metres `json:"chainage"`
	Longitude    *float64         `json:"longitude"`
	Latitude     *float64         `json:"latitude"`
}

// mapData: the route (buildings with their polylines), the sections coloured
// by how far their tunnels advanced, and the layers the viewer may list:
// cameras, open hidden dangers and the surface features.
func (b *Board) mapData(ctx context.Context, sc scope) (any, error) {
	out := struct {
		Tiles     string        `json:"tiles,omitempty"`
		MaxZoom   int           `json:"tilesMaxZoom,omitempty"`
		Sections  []mapSection  `json:"sections"`
		Buildings []mapBuilding `json:"buildings"`
		Cameras   []mapCamera   `json:"cameras"`
		Dangers   []mapDanger   `json:"dangers"`
		Surface   []mapSurface  `json:"surface"`
	}{Tiles: b.Tiles, MaxZoom: b.TilesMaxZoom, Sections: []mapSection{}, Buildings: []mapBuilding{}, Cameras: []mapCamera{}, Dangers: []mapDanger{}, Surface: []mapSurface{}}
	prog, err := b.progress(ctx, sc)
	if err != nil {
		return nil, err
	}
	pct := map[string]float64{}
	for _, p := range prog.([]section) {
		pct[p.ID] = p.AdvancePerc
	}
	secs, err := b.sections(ctx, sc)
	if err != nil {
		return nil, err
	}
	for _, s := range secs {
		out.Sections = append(out.Sections, mapSection{s.ID, s.Name, s.Code, s.StartChainage, s.EndChainage, pct[s.ID]})
	}
	bps := inSection[predicate.CmisBuilding](sc)
	buildings, err := b.Client.CmisBuilding.Query().Where(bps...).Order(ent.Asc(cmisbuilding.FieldStartChainage)).All(ctx)
	if err != nil {
		return nil, err
	}
	types, err := b.texts(ctx, "building_type")
	if err != nil {
		return nil, err
	}
	for _, x := range buildings {
		out.Buildings = append(out.Buildings, mapBuilding{ID: x.ID, Pid: x.Pid, Name: x.Name, Code: x.Code, Type: x.Type,
			TypeText: types[x.Type], Start: x.StartChainage, End: x.EndChainage, SectionID: x.SectionID, Route: parseRoute(x.Route)})
	}
	if err := b.faces(ctx, sc, out.Buildings); err != nil {
		return nil, err
	}
	if ok, err := b.Can(ctx, crud.CmisCamera.ListCode); err != nil {
		return nil, err
	} else if ok {
		ps := inSection[predicate.CmisCamera](sc)
		cams, err := b.Client.CmisCamera.Query().Where(ps...).All(ctx)
		if err != nil {
			return nil, err
		}
		status, err := b.texts(ctx, "camera_status")
		if err != nil {
			return nil, err
		}
		for _, c := range cams {
			out.Cameras = append(out.Cameras, mapCamera{c.ID, c.Name, c.Location, c.Longitude, c.Latitude,
				c.Status, status[c.Status], c.SectionID})
		}
	}
	if ok, err := b.Can(ctx, crud.CmisHiddenDanger.ListCode); err != nil {
		return nil, err
	} else if ok {
		ps := inSection[predicate.CmisHiddenDanger](sc)
		ds, err := b.Client.CmisHiddenDanger.Query().Where(ps...).Where(cmishiddendanger.StatusNotIn(crud.CmisHiddenDanger.Machine.Final()...)).All(ctx)
		if err != nil {
			return nil, err
		}
		levels, err := b.texts(ctx, "danger_level")
		if err != nil {
			return nil, err
		}
		status, err := b.texts(ctx, "danger_status")
		if err != nil {
			return nil, err
		}
		for _, d := range ds {
			out.Dangers = append(out.Dangers, mapDanger{d.ID, d.Location, d.Level, levels[d.Level], d.Status, status[d.Status],
				metres(d.Chainage), d.SectionID})
		}
	}
	if ok, err := b.Can(ctx, crud.CmisSurfaceDict.ListCode); err != nil {
		return nil, err
	} else if ok {
		fs, err := b.Client.CmisSurfaceDict.Query().All(ctx)
		if err != nil {
			return nil, err
		}
		cats, err := b.texts(ctx, "surface_category")
		if err != nil {
			return nil, err
		}
		for _, f := range fs {
			out.Surface = append(out.Surface, mapSurface{f.ID, f.Code, f.Name, f.Category, cats[f.Category],
				metres(f.Chainage), f.Longitude, f.Latitude})
		}
	}
	return out, nil
}

// texts maps a dictionary's values to their texts.
func (b *Board) texts(ctx context.Context, code string) (map[string]string, error) {
	items, err := b.Res.Dicts.Items(ctx, code)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(items))
	for _, it := range items {
		out[it.Value] = it.Text
	}
	return out, nil
}

// metres is a marker's chainage, nil when none was given.
func metres(m chainage.Metres) *chainage.Metres {
	if m.Null() {
		return nil
	}
	return &m
}

// parseRoute reads a stored polyline "lng,lat;lng,lat" (checked on save
// against the schema's pattern); a malformed point ends it.
func parseRoute(s string) [][2]float64 {
	out := [][2]float64{}
	for _, pt := range strings.Split(s, ";") {
		lng, lat, ok := strings.Cut(strings.TrimSpace(pt), ",")
		if !ok {
			break
		}
		x, err1 := strconv.ParseFloat(lng, 64)
		y, err2 := strconv.ParseFloat(lat, 64)
		if err1 != nil || err2 != nil {
			break
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}

// faces sets the face of each tunnel (a top-level building) the viewer's
// advance records reach: the end chainage of its latest record (by date,
// then entry), as each day starts where the day before ended.
func (b *Board) faces(ctx context.Context, sc scope, buildings []mapBuilding) error {
	if ok, err := b.Can(ctx, crud.CmisTunnelAdvance.ListCode); err != nil || !ok {
		return err
	}
	ps := inSection[predicate.CmisTunnelAdvance](sc)
	for i := range buildings {
		x := &buildings[i]
		if x.Pid != "" && x.Pid != "0" {
			continue
		}
		last, err := b.Client.CmisTunnelAdvance.Query().Where(ps...).Where(cmistunneladvance.BuildingID(x.ID)).
			Order(ent.Desc(cmistunneladvance.FieldReportDate), ent.Desc(cmistunneladvance.FieldCreateTime), ent.Desc(cmistunneladvance.FieldID)).
			First(ctx)
		if ent.IsNotFound(err) {
			continue
		}
		if err != nil {
			return err
		}
		x.Face, x.FaceDate = &last.EndChainage, &last.ReportDate
	}
	return nil
}
