package maptiles

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite testdata/demo.pmtiles")

type zxy struct {
	z    uint8
	x, y uint32
}

// archiveOpts shape a written archive.
type archiveOpts struct {
	gzipDirs  bool // directories gzip-compressed (as tippecanoe and planetiler write them)
	gzipTiles bool // tiles gzip-compressed
	leafSize  int  // >0: entries in leaf directories of this many, the root pointing at them
	tileType  byte // default png
	mutate    func([]byte) []byte
}

// serialize writes a directory as the specification lays it out.
func serialize(es []entry, gz bool) []byte {
	var b bytes.Buffer
	put := func(v uint64) { b.Write(binary.AppendUvarint(nil, v)) }
	put(uint64(len(es)))
	last := uint64(0)
	for _, e := range es {
		put(e.id - last)
		last = e.id
	}
	for _, e := range es {
		put(uint64(e.runLength))
	}
	for _, e := range es {
		put(uint64(e.length))
	}
	for i, e := range es {
		if i > 0 && e.offset == es[i-1].offset+uint64(es[i-1].length) {
			put(0)
		} else {
			put(e.offset + 1)
		}
	}
	if !gz {
		return b.Bytes()
	}
	return gzipped(b.Bytes())
}

func gzipped(p []byte) []byte {
	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	_, _ = w.Write(p)
	_ = w.Close()
	return z.Bytes()
}

// writeArchive writes a PMTiles v3 file of the tiles and returns its bytes.
func writeArchive(tiles map[zxy][]byte, o archiveOpts) []byte {
	keys := make([]zxy, 0, len(tiles))
	for k := range tiles {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b zxy) int { return int(tileID(a.z, a.x, a.y)) - int(tileID(b.z, b.x, b.y)) })
	var data []byte
	var es []entry
	minZ, maxZ := uint8(30), uint8(0)
	for _, k := range keys {
		t := tiles[k]
		if o.gzipTiles {
			t = gzipped(t)
		}
		es = append(es, entry{id: tileID(k.z, k.x, k.y), offset: uint64(len(data)), length: uint32(len(t)), runLength: 1})
		data = append(data, t...)
		minZ, maxZ = min(minZ, k.z), max(maxZ, k.z)
	}
	root, leaves := serialize(es, o.gzipDirs), []byte(nil)
	if o.leafSize > 0 {
		var rootEs []entry
		for i := 0; i < len(es); i += o.leafSize {
			part := es[i:min(i+o.leafSize, len(es))]
			leaf := serialize(part, o.gzipDirs)
			rootEs = append(rootEs, entry{id: part[0].id, offset: uint64(len(leaves)), length: uint32(len(leaf))})
			leaves = append(leaves, leaf...)
		}
		root = serialize(rootEs, o.gzipDirs)
	}
	h := make([]byte, headerLen)
	copy(h, "PMTiles")
	h[7] = 3
	le := binary.LittleEndian
	rootOff := uint64(headerLen)
	leafOff := rootOff + uint64(len(root))
	dataOff := leafOff + uint64(len(leaves))
	le.PutUint64(h[8:], rootOff)
	le.PutUint64(h[16:], uint64(len(root)))
	le.PutUint64(h[24:], dataOff+uint64(len(data))) // no metadata
	le.PutUint64(h[40:], leafOff)
	le.PutUint64(h[48:], uint64(len(leaves)))
	le.PutUint64(h[56:], dataOff)
	le.PutUint64(h[64:], uint64(len(data)))
	h[97], h[98] = compNone, compNone
	if o.gzipDirs {
		h[97] = compGzip
	}
	if o.gzipTiles {
		h[98] = compGzip
	}
	h[99] = 2
	if o.tileType != 0 {
		h[99] = o.tileType
	}
	h[100], h[101] = minZ, maxZ
	out := slices.Concat(h, root, leaves, data)
	if o.mutate != nil {
		out = o.mutate(out)
	}
	return out
}

func tileOf(c color.RGBA) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 256, 256))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

// demoTiles are the tiles of zoom 0 to 2, a colour each.
func demoTiles() map[zxy][]byte {
	tiles := map[zxy][]byte{}
	for z := uint8(0); z <= 2; z++ {
		for x := uint32(0); x < 1<<z; x++ {
			for y := uint32(0); y < 1<<z; y++ {
				tiles[zxy{z, x, y}] = tileOf(color.RGBA{uint8(60 * z), uint8(40 * x), uint8(40 * y), 255})
			}
		}
	}
	return tiles
}

func openBytes(t *testing.T, b []byte) (*Archive, error) {
	path := filepath.Join(t.TempDir(), "a.pmtiles")
	require.NoError(t, os.WriteFile(path, b, 0o600))
	a, err := Open(path)
	if a != nil {
		t.Cleanup(func() { _ = a.Close() })
	}
	return a, err
}

func TestTileID(t *testing.T) {
	// The specification's values.
	for want, c := range []zxy{{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {1, 1, 1}, {1, 1, 0}, {2, 0, 0}} {
		require.Equal(t, uint64(want), tileID(c.z, c.x, c.y), c)
	}
	require.Equal(t, uint64(19078479), tileID(12, 3423, 1763))
	// Every tile of zoom 0-6 has its own id, in its level's range.
	seen := map[uint64]bool{}
	for z := uint8(0); z <= 6; z++ {
		lo, hi := (uint64(1)<<(2*z)-1)/3, (uint64(1)<<(2*(z+1))-1)/3
		for x := uint32(0); x < 1<<z; x++ {
			for y := uint32(0); y < 1<<z; y++ {
				id := tileID(z, x, y)
				require.False(t, seen[id])
				require.True(t, id >= lo && id < hi)
				seen[id] = true
			}
		}
	}
}

// TestArchive reads every tile back, in each layout the specification
// allows: plain or gzip directories, leaf directories, gzip tiles.
func TestArchive(t *testing.T) {
	tiles := demoTiles()
	for name, o := range map[string]archiveOpts{
		"plain": {}, "gzip directories": {gzipDirs: true}, "leaf directories": {gzipDirs: true, leafSize: 3},
		"gzip tiles": {gzipTiles: true, leafSize: 2},
	} {
		t.Run(name, func(t *testing.T) {
			a, err := openBytes(t, writeArchive(tiles, o))
			require.NoError(t, err)
			require.Equal(t, "image/png", a.ContentType())
			require.Equal(t, 2, a.MaxZoom())
			for k, want := range tiles {
				got, err := a.Tile(k.z, k.x, k.y)
				require.NoError(t, err, k)
				require.Equal(t, want, got, k)
			}
			for _, missing := range []zxy{{3, 0, 0}, {1, 2, 0}, {2, 0, 4}, {30, 1, 1}} {
				_, err := a.Tile(missing.z, missing.x, missing.y)
				require.ErrorIs(t, err, ErrNoTile, missing)
			}
		})
	}
	// A tile missing inside the archive's zoom levels.
	delete(tiles, zxy{2, 1, 1})
	a, err := openBytes(t, writeArchive(tiles, archiveOpts{leafSize: 4}))
	require.NoError(t, err)
	_, err = a.Tile(2, 1, 1)
	require.ErrorIs(t, err, ErrNoTile)
}

// TestBrokenArchives: what is not a raster PMTiles v3 file is refused when
// opened; offsets and counts pointing outside the file are refused, never
// followed or allocated.
func TestBrokenArchives(t *testing.T) {
	tiles := demoTiles()
	good := writeArchive(tiles, archiveOpts{gzipDirs: true})
	set64 := func(at int, v uint64) func([]byte) []byte {
		return func(b []byte) []byte { binary.LittleEndian.PutUint64(b[at:], v); return b }
	}
	for name, b := range map[string][]byte{
		"empty":          {},
		"short":          good[:50],
		"not pmtiles":    append([]byte("MBTiles"), good[7:]...),
		"version 2":      writeArchive(tiles, archiveOpts{mutate: func(b []byte) []byte { b[7] = 2; return b }}),
		"vector tiles":   writeArchive(tiles, archiveOpts{tileType: 1}),
		"brotli":         writeArchive(tiles, archiveOpts{mutate: func(b []byte) []byte { b[97] = 3; return b }}),
		"root outside":   writeArchive(tiles, archiveOpts{mutate: set64(8, 1<<40)}),
		"root too long":  writeArchive(tiles, archiveOpts{mutate: set64(16, 1<<62)}),
		"data outside":   writeArchive(tiles, archiveOpts{mutate: set64(64, 1<<40)}),
		"garbage root":   writeArchive(tiles, archiveOpts{gzipDirs: true, mutate: func(b []byte) []byte { b[headerLen+12] ^= 0xff; return b }}),
		"huge count":     writeArchive(map[zxy][]byte{{0, 0, 0}: tileOf(color.RGBA{A: 255})}, archiveOpts{mutate: func(b []byte) []byte { b[headerLen] = 0x7f; return b }}),
		"zoom backwards": writeArchive(tiles, archiveOpts{mutate: func(b []byte) []byte { b[100], b[101] = 5, 2; return b }}),
	} {
		_, err := openBytes(t, b)
		require.Error(t, err, name)
	}
	// A leaf pointing outside its section: refused when the tile is read.
	bad := writeArchive(tiles, archiveOpts{leafSize: 2})
	a, err := openBytes(t, bad)
	require.NoError(t, err)
	a.h.leafLen = 3
	_, err = a.Tile(2, 3, 3)
	require.Error(t, err)
	require.False(t, errors.Is(err, ErrNoTile))
}

// FuzzArchive: no file makes Open or Tile panic, loop or allocate beyond the limits.
func FuzzArchive(f *testing.F) {
	small := map[zxy][]byte{{0, 0, 0}: []byte("a"), {1, 0, 0}: []byte("b"), {1, 1, 1}: []byte("c")}
	f.Add(writeArchive(small, archiveOpts{}))
	f.Add(writeArchive(small, archiveOpts{gzipDirs: true, leafSize: 1}))
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := open(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			return
		}
		for z := uint8(0); z <= 2; z++ {
			for x := uint32(0); x < 1<<z; x++ {
				_, _ = a.Tile(z, x, 0)
			}
		}
	})
}

// TestDemoArchive checks testdata/demo.pmtiles (zoom 0-2, a colour a tile,
// for the browser test): every tile is its 256-pixel colour; -update
// rewrites it.
func TestDemoArchive(t *testing.T) {
	path := filepath.Join("testdata", "demo.pmtiles")
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, writeArchive(demoTiles(), archiveOpts{gzipDirs: true, leafSize: 8}), 0o644))
	}
	a, err := Open(path)
	require.NoError(t, err, "go test ./server/maptiles -run TestDemoArchive -update")
	defer a.Close()
	for k := range demoTiles() {
		tile, err := a.Tile(k.z, k.x, k.y)
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(tile))
		require.NoError(t, err)
		require.Equal(t, 256, img.Bounds().Dx())
		r, g, b, _ := img.At(100, 100).RGBA()
		require.Equal(t, [3]uint32{uint32(60 * k.z), 40 * k.x, 40 * k.y}, [3]uint32{r >> 8, g >> 8, b >> 8}, k)
	}
}
