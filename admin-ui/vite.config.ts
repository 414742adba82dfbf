/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { writeFileSync, mkdirSync, cpSync, readFileSync, createReadStream, statSync } from 'node:fs';
import { resolve, extname, sep } from 'node:path';

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
// server. Only what the page uses: the geometry workers, the terrain heights table the entity
// display reads, the offline NaturalEarthII imagery and the credit logo; no Ion, no other imagery,
// no sky box, no third-party decoders.
const cesiumBuild = resolve(import.meta.dirname, 'node_modules/cesium/Build/Cesium');
const cesiumVersion = (JSON.parse(readFileSync(resolve(import.meta.dirname, 'node_modules/cesium/package.json'), 'utf8')) as { version: string }).version;
const cesiumDir = `assets/cesium-${cesiumVersion}`;
const CESIUM_FILES = ['Workers', 'Assets/approximateTerrainHeights.json', 'Assets/Images/ion-credit.png', 'Assets/Textures/NaturalEarthII'];
const CESIUM_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg', '.xml': 'application/xml' };

const cesiumStatic = (): Plugin => {
    let outDir = 'dist';
    return {
        name: 'cesium-static',
        configResolved(c) {
            outDir = resolve(c.root, c.build.outDir);
        },
        writeBundle() {
            for (const f of CESIUM_FILES) cpSync(resolve(cesiumBuild, f), resolve(outDir, cesiumDir, f), { recursive: true });
        },
        configureServer(server) {
            server.middlewares.use(`/${cesiumDir}/`, (req, res, next) => {
                const rel = decodeURIComponent((req.url ?? '').split('?')[0]).replace(/^\/+/, '');
                const file = resolve(cesiumBuild, rel);
                const allowed = CESIUM_FILES.some(f => file === resolve(cesiumBuild, f) || file.startsWith(resolve(cesiumBuild, f) + sep));
                if (!allowed || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
                res.setHeader('Content-Type', CESIUM_TYPES[extname(file)] ?? 'application/octet-stream');
                createReadStream(file).pipe(res);
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
        chunkSizeWarningLimit: 2000,
    },
    test: {
        environment: 'jsdom',
        globals: true,
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['src/test/setup.ts'],
        // Form tests type into many inputs; on a loaded 2-core machine they
        // take several seconds, so the default 5 s timeout failed at random.
        testTimeout: 20_000,
    },
});
