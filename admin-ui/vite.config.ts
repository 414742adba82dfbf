/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { writeFileSync, mkdirSync, copyFileSync, readFileSync, readdirSync, createReadStream, statSync } from 'node:fs';
import { resolve, dirname, extname, sep } from 'node:path';
import { availableParallelism } from 'node:os';

// The Go server embeds dist/ with `//go:embed all:dist`; the directory (and its
// committed .gitkeep) must survive every build, even though Vite empties it.
const keepDistPlaceholder = (): Plugin => ({
    name: 'keep-dist-gitkeep',
    apply: 'build',
    closeBundle() {
        const dist = resolve(import.meta.dirname, 'dist');
        mkdirSync(dist, { recursive: true });
        writeFileSync(resolve(dist, '.gitkeep'), '');
    },
});

// CesiumJS (the 3D view, /test/cesium) loads its workers and a few assets at run time from
// CESIUM_BASE_URL: they are copied from the package into assets/cesium-<version>/ of this build
// (served by this origin, cached as the other assets) and served from the package by the dev
// server. Only what the page uses: the workers of its tasks with the chunks they import (the
// polylines' geometry, the ellipsoid's tiles, the transfer test every task processor runs first),
// the terrain heights table the entity display reads, the offline NaturalEarthII imagery and the
// credit logo; no Ion, no other imagery, no sky box, no third-party decoders. A task added to the
// page names its worker here (e2e/cesium.test.mjs fails on a file the build lacks).
const cesiumBuild = resolve(import.meta.dirname, 'node_modules/cesium/Build/Cesium');
const cesiumVersion = (JSON.parse(readFileSync(resolve(cesiumBuild, '../../package.json'), 'utf8')) as { version: string }).version;
const cesiumDir = `assets/cesium-${cesiumVersion}`;
const CESIUM_WORKERS = ['transferTypedArrayTest', 'createGeometry', 'combineGeometry', 'createPolylineGeometry', 'createVerticesFromHeightmap', 'incrementallyBuildTerrainPicker'];
const CESIUM_ASSETS = ['Assets/approximateTerrainHeights.json', 'Assets/Images/ion-credit.png', 'Assets/Textures/NaturalEarthII'];
const CESIUM_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg', '.xml': 'application/xml' };

/** The files (paths under Build/Cesium) the page may ask for: the assets and the workers' import closure. */
const cesiumFiles = (): Set<string> => {
    const out = new Set<string>();
    for (const a of CESIUM_ASSETS) {
        if (statSync(resolve(cesiumBuild, a)).isFile()) out.add(a);
        else for (const f of readdirSync(resolve(cesiumBuild, a), { recursive: true, encoding: 'utf8' })) if (statSync(resolve(cesiumBuild, a, f)).isFile()) out.add(`${a}/${f.split(sep).join('/')}`);
    }
    const walk = (name: string) => {
        const rel = `Workers/${name}`;
        if (out.has(rel)) return;
        out.add(rel);
        for (const m of readFileSync(resolve(cesiumBuild, rel), 'utf8').matchAll(/\b(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) walk(m[1]);
    };
    for (const w of CESIUM_WORKERS) walk(`${w}.js`);
    return out;
};

const cesiumStatic = (): Plugin => {
    let outDir = 'dist';
    const files = cesiumFiles();
    return {
        name: 'cesium-static',
        configResolved(c) {
            outDir = resolve(c.root, c.build.outDir);
        },
        writeBundle() {
            for (const f of files) {
                mkdirSync(dirname(resolve(outDir, cesiumDir, f)), { recursive: true });
                copyFileSync(resolve(cesiumBuild, f), resolve(outDir, cesiumDir, f));
            }
        },
        configureServer(server) {
            server.middlewares.use(`/${cesiumDir}/`, (req, res, next) => {
                const rel = decodeURIComponent((req.url ?? '').split('?')[0]).replace(/^\/+/, '');
                if (!files.has(rel)) return next();
                res.setHeader('Content-Type', CESIUM_TYPES[extname(rel)] ?? 'application/octet-stream');
                createReadStream(resolve(cesiumBuild, rel)).pipe(res);
            });
        },
    };
};

// Dev server: forward the API to a locally running `aqueduct serve`.
const apiTarget = process.env.AQ_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
    plugins: [react(), keepDistPlaceholder(), cesiumStatic()],
    define: { __CESIUM_BASE_URL__: JSON.stringify(`/${cesiumDir}/`) },
    // CesiumJS uses meshoptimizer's decoder only; the package's index brings its encoder,
    // simplifier, clusterizer and tangents too (each a WebAssembly module started on import)
    resolve: { alias: [{ find: /^meshoptimizer$/, replacement: 'meshoptimizer/decoder' }] },
    server: {
        proxy: { '/jeecg-boot': { target: apiTarget, changeOrigin: false, ws: true } },
    },
    build: {
        outDir: 'dist',
        emptyOutDir: true,
        // the admin UI, and the API reference served at <base>/doc.html (server/apidoc)
        rollupOptions: { input: { main: resolve(import.meta.dirname, 'index.html'), apidoc: resolve(import.meta.dirname, 'apidoc.html') } },
        chunkSizeWarningLimit: 2000,
    },
    test: {
        environment: 'jsdom',
        globals: true,
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['src/test/setup.ts'],
        // Vitest leaves one core to its main process, which mostly waits: on a 2-core machine that was
        // one worker (362 s → 250 s with two).
        maxWorkers: availableParallelism(),
        // Form tests type into many inputs; on a loaded 2-core machine they
        // take several seconds, so the default 5 s timeout failed at random.
        testTimeout: 20_000,
    },
});
