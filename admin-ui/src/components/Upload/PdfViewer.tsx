// A stored PDF drawn page by page with pdf.js (loaded on first use, so it stays out of the
// main bundle). The file is fetched with the session like any stored file; the browser's own
// PDF plugin is not used, because stored files are served sandboxed and as downloads.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { staticUrl } from './upload';

const loadPdfJs = async () => {
    const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
};

/** The largest page width drawn, in CSS pixels (narrower screens get the screen width). */
const MAX_WIDTH = 900;

export const PdfViewer = ({ path }: { path: string }) => {
    const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [page, setPage] = useState(1);
    const canvas = useRef<HTMLCanvasElement>(null);
    const box = useRef<HTMLDivElement>(null);

    useEffect(() => {
        let closed = false;
        let loaded: PDFDocumentProxy | null = null;
        setDoc(null);
        setError(null);
        setPage(1);
        (async () => {
            const res = await fetch(staticUrl(path));
            if (!res.ok) throw new Error(res.status === 404 ? '文件不存在' : `HTTP ${res.status}`);
            const data = new Uint8Array(await res.arrayBuffer());
            const pdfjs = await loadPdfJs();
            loaded = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
            if (closed) void loaded.destroy();
            else setDoc(loaded);
        })().catch(e => !closed && setError(e instanceof Error && e.message ? e.message : '文件无法预览'));
        return () => {
            closed = true;
            void loaded?.destroy();
        };
    }, [path]);

    useEffect(() => {
        if (!doc || !canvas.current) return;
        let cancelled = false;
        let task: { cancel: () => void; promise: Promise<void> } | null = null;
        (async () => {
            const p = await doc.getPage(page);
            if (cancelled || !canvas.current) return;
            const width = Math.min(MAX_WIDTH, box.current?.clientWidth || MAX_WIDTH);
            const unscaled = p.getViewport({ scale: 1 });
            const ratio = window.devicePixelRatio || 1;
            const viewport = p.getViewport({ scale: (width / unscaled.width) * ratio });
            const c = canvas.current;
            c.width = viewport.width;
            c.height = viewport.height;
            c.style.width = `${viewport.width / ratio}px`;
            c.style.height = `${viewport.height / ratio}px`;
            task = p.render({ canvas: c, viewport });
            await task.promise;
        })().catch(() => undefined); // a cancelled render rejects; a broken page stays blank
        return () => {
            cancelled = true;
            task?.cancel();
        };
    }, [doc, page]);

    if (error) return <Alert severity="error">文件预览失败：{error}</Alert>;
    return (
        <Stack spacing={1} alignItems="center" ref={box} sx={{ width: '100%' }}>
            {!doc && (
                <Box sx={{ py: 6 }} role="status" aria-label="加载中">
                    <CircularProgress size={28} />
                </Box>
            )}
            {doc && (
                <Stack direction="row" spacing={1} alignItems="center">
                    <Button size="small" disabled={page <= 1} onClick={() => setPage(p => p - 1)}>
                        上一页
                    </Button>
                    <Typography variant="body2" aria-live="polite">
                        第 {page} / {doc.numPages} 页
                    </Typography>
                    <Button size="small" disabled={page >= doc.numPages} onClick={() => setPage(p => p + 1)}>
                        下一页
                    </Button>
                </Stack>
            )}
            <canvas ref={canvas} aria-label={`第 ${page} 页`} style={{ maxWidth: '100%', display: doc ? 'block' : 'none' }} />
        </Stack>
    );
};

export const isPdf = (path: string) => /\.pdf$/i.test(path.split('?')[0]);
