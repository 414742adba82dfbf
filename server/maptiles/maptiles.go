// Package maptiles serves the map's base map from one PMTiles file
// (AQ_MAP_PMTILES): a single-file tile archive made for offline maps, so a
// site without internet still has a base map under its routes. Raster
// archives only (png, jpg, webp), as the map draws raster tiles.
//
// The reader is our own, after the PMTiles v3 specification: the Go library
// (protomaps/go-pmtiles) keeps it in a package that also holds its cloud
// bucket readers and HTTP server (Caddy, the S3 and Azure SDKs would enter
// the binary), and its directory decoder ignores read errors. Here every
// offset and length read from the file is checked against the file, and
// directories and tiles have size bounds.
package maptiles

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"sync"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
)

// Limits on what one read takes from the file.
const (
	headerLen = 127
	maxDir    = 16 << 20 // a directory, compressed or not
	maxTile   = 8 << 20
	maxDepth  = 4 // root and three levels of leaf directories
	leafCache = 64
)

// Compression and tile types of the specification.
const (
	compNone = 1
	compGzip = 2
)

var tileTypes = map[byte]string{2: "image/png", 3: "image/jpeg", 4: "image/webp"}

// ErrNoTile is a tile the archive does not hold.
var ErrNoTile = errors.New("maptiles: no such tile")

// Archive is an open PMTiles file.
type Archive struct {
	f    io.ReaderAt
	c    io.Closer
	size uint64
	h    header
	root []entry

	mu     sync.Mutex
	leaves map[[2]uint64][]entry // by offset and length; dropped whole when full
}

type header struct {
	rootOff, rootLen, leafOff, leafLen, dataOff, dataLen uint64
	internal, tileComp, tileType                         byte
	minZoom, maxZoom                                     uint8
}

type entry struct {
	id, offset uint64
	length     uint32
	runLength  uint32
}

// Open reads and checks the header and root directory of a PMTiles v3 file.
func Open(path string) (*Archive, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil {
		var a *Archive
		if a, err = open(f, st.Size()); err == nil {
			a.c = f
			return a, nil
		}
	}
	_ = f.Close()
	return nil, fmt.Errorf("%s: %w", path, err)
}

// open reads an archive of size bytes from f.
func open(f io.ReaderAt, size int64) (*Archive, error) {
	a := &Archive{f: f, size: uint64(size), leaves: map[[2]uint64][]entry{}}
	var err error
	buf := make([]byte, headerLen)
	if _, err := f.ReadAt(buf, 0); err != nil {
		return nil, errors.New("not a PMTiles file (too short)")
	}
	if string(buf[:7]) != "PMTiles" || buf[7] != 3 {
		return nil, errors.New("not a PMTiles version 3 file")
	}
	u := func(at int) uint64 { return binary.LittleEndian.Uint64(buf[at:]) }
	a.h = header{rootOff: u(8), rootLen: u(16), leafOff: u(40), leafLen: u(48), dataOff: u(56), dataLen: u(64),
		internal: buf[97], tileComp: buf[98], tileType: buf[99], minZoom: buf[100], maxZoom: buf[101]}
	if _, ok := tileTypes[a.h.tileType]; !ok {
		return nil, fmt.Errorf("tile type %d: only raster archives (png, jpg, webp) can be the base map", a.h.tileType)
	}
	if a.h.internal != compNone && a.h.internal != compGzip || a.h.tileComp != compNone && a.h.tileComp != compGzip && a.h.tileComp != 0 {
		return nil, errors.New("only uncompressed or gzip-compressed directories and tiles are supported")
	}
	if a.h.maxZoom > 30 || a.h.minZoom > a.h.maxZoom {
		return nil, fmt.Errorf("zoom levels %d-%d", a.h.minZoom, a.h.maxZoom)
	}
	for _, s := range [][2]uint64{{a.h.leafOff, a.h.leafLen}, {a.h.dataOff, a.h.dataLen}} {
		if !a.within(s[0], s[1]) {
			return nil, errors.New("a section lies outside the file")
		}
	}
	if a.root, err = a.directory(a.h.rootOff, a.h.rootLen); err != nil {
		return nil, fmt.Errorf("root directory: %w", err)
	}
	return a, nil
}

// Close closes the file.
func (a *Archive) Close() error {
	if a.c == nil {
		return nil
	}
	return a.c.Close()
}

// ContentType is the tiles' media type.
func (a *Archive) ContentType() string { return tileTypes[a.h.tileType] }

// MaxZoom is the deepest zoom level the archive holds (the map zooms further by scaling).
func (a *Archive) MaxZoom() int { return int(a.h.maxZoom) }

func (a *Archive) within(off, n uint64) bool { return off <= a.size && n <= a.size-off }

// read reads n bytes at off, inside the file.
func (a *Archive) read(off, n uint64, limit uint64) ([]byte, error) {
	if n > limit || !a.within(off, n) {
		return nil, errors.New("a length or offset lies outside the file")
	}
	b := make([]byte, n)
	if _, err := a.f.ReadAt(b, int64(off)); err != nil {
		return nil, err
	}
	return b, nil
}

func inflate(b []byte, comp byte, limit int64) ([]byte, error) {
	if comp != compGzip {
		return b, nil
	}
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	out, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err == nil && int64(len(out)) > limit {
		err = errors.New("decompresses beyond the limit")
	}
	return out, err
}

// directory reads and decodes the directory at off (absolute), n bytes.
func (a *Archive) directory(off, n uint64) ([]entry, error) {
	raw, err := a.read(off, n, maxDir)
	if err != nil {
		return nil, err
	}
	data, err := inflate(raw, a.h.internal, maxDir)
	if err != nil {
		return nil, err
	}
	r := bytes.NewReader(data)
	next := func() uint64 {
		v, e := binary.ReadUvarint(r)
		if e != nil && err == nil {
			err = errors.New("a directory is cut short")
		}
		return v
	}
	count := next()
	if count > uint64(len(data)) { // each entry takes at least four bytes
		return nil, errors.New("a directory claims more entries than it holds")
	}
	es := make([]entry, count)
	var id uint64
	for i := range es {
		id += next()
		es[i].id = id
	}
	for i := range es {
		es[i].runLength = uint32(min(next(), 1<<32-1))
	}
	for i := range es {
		es[i].length = uint32(min(next(), 1<<32-1))
	}
	for i := range es {
		v := next()
		if i > 0 && v == 0 {
			es[i].offset = es[i-1].offset + uint64(es[i-1].length)
		} else {
			es[i].offset = v - 1
		}
	}
	return es, err
}

// find is the entry holding id: exact, a run covering it, or a leaf
// directory starting before it.
func find(es []entry, id uint64) (entry, bool) {
	lo, hi := 0, len(es)-1
	for lo <= hi {
		k := (lo + hi) / 2
		switch {
		case id > es[k].id:
			lo = k + 1
		case id < es[k].id:
			hi = k - 1
		default:
			return es[k], true
		}
	}
	if hi >= 0 && (es[hi].runLength == 0 || id-es[hi].id < uint64(es[hi].runLength)) {
		return es[hi], true
	}
	return entry{}, false
}

// leaf reads a leaf directory, cached.
func (a *Archive) leaf(off uint64, n uint32) ([]entry, error) {
	key := [2]uint64{off, uint64(n)}
	a.mu.Lock()
	es, ok := a.leaves[key]
	a.mu.Unlock()
	if ok {
		return es, nil
	}
	if off > a.h.leafLen || uint64(n) > a.h.leafLen-off {
		return nil, errors.New("a leaf directory lies outside its section")
	}
	es, err := a.directory(a.h.leafOff+off, uint64(n))
	if err != nil {
		return nil, err
	}
	a.mu.Lock()
	if len(a.leaves) >= leafCache {
		clear(a.leaves)
	}
	a.leaves[key] = es
	a.mu.Unlock()
	return es, nil
}

// Tile returns the tile z/x/y (the image bytes), or ErrNoTile.
func (a *Archive) Tile(z uint8, x, y uint32) ([]byte, error) {
	if z < a.h.minZoom || z > a.h.maxZoom || uint64(x) >= 1<<z || uint64(y) >= 1<<z {
		return nil, ErrNoTile
	}
	id := tileID(z, x, y)
	es := a.root
	for range maxDepth {
		e, ok := find(es, id)
		if !ok {
			return nil, ErrNoTile
		}
		if e.runLength > 0 {
			if e.offset > a.h.dataLen || uint64(e.length) > a.h.dataLen-e.offset {
				return nil, errors.New("a tile lies outside the tile data")
			}
			b, err := a.read(a.h.dataOff+e.offset, uint64(e.length), maxTile)
			if err != nil {
				return nil, err
			}
			return inflate(b, a.h.tileComp, maxTile)
		}
		var err error
		if es, err = a.leaf(e.offset, e.length); err != nil {
			return nil, err
		}
	}
	return nil, errors.New("directories nested too deep")
}

// tileID is the tile's position on the Hilbert curves of all zoom levels
// (the specification's TileID).
func tileID(z uint8, x, y uint32) uint64 {
	acc := (uint64(1)<<(2*uint64(z)) - 1) / 3
	for s := uint32(1) << z >> 1; s > 0; s >>= 1 {
		rx, ry := uint32(0), uint32(0)
		if x&s != 0 {
			rx = 1
		}
		if y&s != 0 {
			ry = 1
		}
		acc += uint64(s) * uint64(s) * uint64((3*rx)^ry)
		// rotate the quadrant
		if ry == 0 {
			if rx == 1 {
				x, y = s-1-x&(s-1), s-1-y&(s-1)
			}
			x, y = y, x
		}
	}
	return acc
}

// Routes serves GET /sys/map/tiles/{z}/{x}/{y} to holders of code (the
// map's): the tile's image, 404 for a tile the archive lacks. The map loads
// tiles as images, so the session may come as ?token= (files.TokenFromQuery).
func (a *Archive) Routes(r *httpx.Routes, code string, log *slog.Logger) {
	r.GET("/sys/map/tiles/:z/:x/:y", code, func(c *echo.Context) error {
		z, ez := strconv.ParseUint(c.Param("z"), 10, 8)
		x, ex := strconv.ParseUint(c.Param("x"), 10, 32)
		y, ey := strconv.ParseUint(c.Param("y"), 10, 32)
		if ez != nil || ex != nil || ey != nil {
			return c.NoContent(http.StatusNotFound)
		}
		tile, err := a.Tile(uint8(z), uint32(x), uint32(y))
		if errors.Is(err, ErrNoTile) {
			return c.NoContent(http.StatusNotFound)
		}
		if err != nil {
			log.Error("map tile", "z", z, "x", x, "y", y, "err", err)
			return c.NoContent(http.StatusInternalServerError)
		}
		c.Response().Header().Set("Cache-Control", "private, max-age=86400")
		return c.Blob(http.StatusOK, a.ContentType(), tile)
	}).Doc(httpx.Doc{Summary: "离线底图瓦片（AQ_MAP_TILES 的 PMTiles 文件）"})
}

// Template is the tile URL template of Routes under basePath.
func Template(basePath string) string { return basePath + "/sys/map/tiles/{z}/{x}/{y}" }
