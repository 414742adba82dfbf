// 导出 with progress: the rows the server has written (progress side channel), then the bytes
// received (of Content-Length), in a small panel whose 取消 aborts the request. The file is saved
// only once it is whole, so a cancelled export leaves nothing behind.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile, isAbort, type Params, type Transfer } from '../../dataProvider/http';
import { feedback } from '../Feedback';
import { ProgressSnackbar } from '../Feedback/ProgressSnackbar';
import { formatBytes, newProgressId, pollProgress, PROGRESS_HEADER } from './progressPoll';

type ExportState = { kind: 'server'; rows?: number } | { kind: 'download'; got: Transfer };

/** The dialog's words and bar for a state. */
export const describeExport = (s: ExportState): { text: string; value?: number } => {
    if (s.kind === 'server') return { text: s.rows ? `正在生成文件：已写入 ${s.rows} 行` : '正在生成文件…' };
    const { loaded, total } = s.got;
    if (!total) return { text: `正在下载：已接收 ${formatBytes(loaded)}` };
    return { text: `正在下载：${formatBytes(loaded)} / ${formatBytes(total)}`, value: Math.min(100, Math.round((loaded / total) * 100)) };
};

export const useExport = () => {
    const [state, setState] = useState<ExportState | null>(null);
    const controller = useRef<AbortController | null>(null);
    useEffect(() => () => controller.current?.abort(), []);

    /** Export to `fileName`; false when nothing was saved (cancelled, empty); a refusal rejects. */
    const run = useCallback(async (url: string, fileName: string, params?: Params): Promise<boolean> => {
        const ctl = new AbortController();
        controller.current = ctl;
        const id = newProgressId();
        setState({ kind: 'server' });
        let downloading = false;
        const stop = pollProgress(id, s => {
            if (!downloading && !ctl.signal.aborted) setState({ kind: 'server', rows: s.done });
        });
        try {
            return await downloadFile(url, fileName, params, {
                signal: ctl.signal,
                headers: { [PROGRESS_HEADER]: id },
                timeoutMs: 600_000,
                onDownload: got => {
                    downloading = true;
                    stop();
                    if (!ctl.signal.aborted) setState({ kind: 'download', got });
                },
            });
        } catch (e) {
            if (!isAbort(e)) throw e;
            feedback.message.info('已取消导出');
            return false;
        } finally {
            stop();
            if (controller.current === ctl) controller.current = null;
            setState(null);
        }
    }, []);

    const cancel = useCallback(() => controller.current?.abort(), []);
    const shown = state ? describeExport(state) : { text: '' };
    const dialog = <ProgressSnackbar open={!!state} title="导出进度" text={shown.text} value={shown.value} onCancel={cancel} />;
    return { run, cancel, busy: !!state, dialog };
};
