// Build of the grid benchmark page (bench/index.html → node_modules/.cache/grid-bench, outside
// the tracked tree), driven by bench/grid.mjs.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
    root: resolve(import.meta.dirname, 'bench'),
    base: './',
    plugins: [react()],
    logLevel: 'warn',
    build: {
        outDir: resolve(import.meta.dirname, 'node_modules', '.cache', 'grid-bench'),
        emptyOutDir: true,
        chunkSizeWarningLimit: 4000,
        // BENCH_MINIFY=0: readable names in a profile
        minify: process.env.BENCH_MINIFY !== '0',
    },
});
