// The side channel of long requests (server/progress): the client names its work with a random
// id in X-Progress-Id and polls GET /sys/progress?id= for the rows the server has done.
import { getAction } from '../../dataProvider/http';

export const PROGRESS_HEADER = 'X-Progress-Id';

/** What the server reports: the phase (read, check, save, write, done) and rows done of total. */
export interface ProgressState {
    phase: string;
    done: number;
    total: number;
    file: number;
    files: number;
    finished: boolean;
}

/** A random id of 32 hex digits (crypto.getRandomValues works outside secure contexts too). */
export const newProgressId = (): string =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), b => b.toString(16).padStart(2, '0')).join('');

/**
 * Poll the work `id` every `everyMs` until the returned stop is called, reporting each state the
 * server knows. Unknown ids (not started yet, another instance) and failures are skipped quietly.
 */
export const pollProgress = (id: string, onState: (s: ProgressState) => void, everyMs = 500): (() => void) => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
        try {
            const env = await getAction<ProgressState>('/sys/progress', { id }, { silent: true, timeoutMs: 5000 });
            if (!stopped && env.success && env.result) onState(env.result);
        } catch {
            /* quiet: progress is a courtesy */
        }
        if (!stopped) timer = setTimeout(tick, everyMs);
    };
    timer = setTimeout(tick, everyMs);
    return () => {
        stopped = true;
        clearTimeout(timer);
    };
};

/** A byte count as people read it. */
export const formatBytes = (n: number): string =>
    n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/** What the server is doing, in words. */
export const describeProgress = (s: ProgressState | undefined): string => {
    if (!s) return '服务器处理中…';
    const file = s.files > 1 ? `（第 ${s.file}/${s.files} 个文件）` : '';
    switch (s.phase) {
        case 'read':
            return `正在读取文件…${file}`;
        case 'check':
            return `正在校验：${s.done} / ${s.total} 行${file}`;
        case 'save':
            return `正在保存：${s.done} / ${s.total} 行${file}`;
        case 'write':
            return `正在生成文件：已写入 ${s.done} 行`;
        case 'done':
            return '处理完成，正在生成结果…';
        default:
            return s.total > 0 ? `已处理 ${s.done} / ${s.total} 行` : `已处理 ${s.done} 行`;
    }
};
