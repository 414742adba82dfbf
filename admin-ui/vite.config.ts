/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

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

// Dev server: forward the API to a locally running `aqueduct serve`.
const apiTarget = process.env.AQ_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
    plugins: [react(), keepDistPlaceholder()],
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
