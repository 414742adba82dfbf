// An import's run: the upload through XMLHttpRequest (bytes sent), then the server's rows done
// polled through the progress side channel, then the outcome read from JeecgBoot's reply.
import { useCallback, useEffect, useRef, useState } from 'react';
import { config as appConfig } from '../../app/config';
import { uploadForm, type Envelope, type Transfer } from '../../dataProvider/http';
import { warnFailure } from '../Feedback';
import { newProgressId, pollProgress, PROGRESS_HEADER, type ProgressState } from './progressPoll';

/** What an import did, for the result view. Counts are absent when the server does not send them. */
export interface ImportOutcome {
    /** false: imported with row errors (code 201) */
    clean: boolean;
    message: string;
    msg?: string;
    total?: number;
    added?: number;
    updated?: number;
    refused?: number;
    /** the error report */
    href?: string;
}

export type ImportStage =
    | { kind: 'idle' }
    | { kind: 'upload'; sent: Transfer }
    | { kind: 'process'; state?: ProgressState }
    | { kind: 'result'; outcome: ImportOutcome };

/** The error report path (/sys/common/static/…) is served under the API base. */
const reportHref = (fileUrl: string): string =>
    /^https?:\/\//.test(fileUrl) ? fileUrl : `${appConfig.apiBase}/${fileUrl.replace(/^\/+/, '')}`;

const count = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Read the reply: JeecgBoot's message and 201 fields, and our counts beside them. */
export const outcomeOf = (env: Envelope): ImportOutcome => {
    const r = (env.result && typeof env.result === 'object' ? env.result : {}) as Record<string, unknown>;
    const clean = Number(env.code) !== 201;
    return {
        clean,
        message: env.message || (clean ? '文件导入成功！' : '文件导入成功，但有错误。'),
        msg: typeof r.msg === 'string' && r.msg ? r.msg : undefined,
        total: count(r.totalCount),
        added: count(r.addedCount),
        updated: count(r.updatedCount),
        refused: count(r.errorCount),
        href: r.fileUrl ? reportHref(String(r.fileUrl)) : undefined,
    };
};

/** Run imports to `url`; `onImported` follows each the server took (fully or with row errors). */
export const useImportUpload = (url: string, onImported: () => void) => {
    const [stage, setStage] = useState<ImportStage>({ kind: 'idle' });
    const stopPoll = useRef<(() => void) | null>(null);
    const live = useRef(true);
    useEffect(() => {
        live.current = true;
        return () => {
            live.current = false;
            stopPoll.current?.();
        };
    }, []);

    const start = useCallback(
        async (files: File[]): Promise<boolean> => {
            const body = new FormData();
            files.forEach(f => body.append('files[]', f, f.name));
            const id = newProgressId();
            const set = (s: ImportStage) => live.current && setStage(s);
            const watch = () => {
                if (stopPoll.current) return;
                set({ kind: 'process' });
                stopPoll.current = pollProgress(id, state => set({ kind: 'process', state }));
            };
            set({ kind: 'upload', sent: { loaded: 0, total: files.reduce((n, f) => n + f.size, 0) } });
            try {
                const env = await uploadForm(url, body, {
                    headers: { [PROGRESS_HEADER]: id },
                    timeoutMs: 600_000,
                    onUpload: sent => {
                        if (!stopPoll.current) set({ kind: 'upload', sent });
                    },
                    onSent: watch,
                });
                if (!env.success) {
                    warnFailure(env, '文件导入失败');
                    set({ kind: 'idle' });
                    return false;
                }
                set({ kind: 'result', outcome: outcomeOf(env) });
                onImported();
                return true;
            } catch {
                set({ kind: 'idle' }); // the request layer reported it
                return false;
            } finally {
                stopPoll.current?.();
                stopPoll.current = null;
            }
        },
        [url, onImported]
    );

    const reset = useCallback(() => setStage({ kind: 'idle' }), []);
    const busy = stage.kind === 'upload' || stage.kind === 'process';
    return { stage, busy, start, reset };
};
