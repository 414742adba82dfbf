// 服务器信息, JVM信息 and Tomcat信息: a figure table of their metrics.
import { useCallback } from 'react';
import { FigureTable } from './FigureTable';
import { MonitorFrame } from './MonitorFrame';
import { readFigures, type FigureSpec } from './api';
import { useLoad } from './useLoad';

export const FigurePage = ({ title, specs, note }: { title: string; specs: FigureSpec[]; note?: string }) => {
    const load = useCallback((signal: AbortSignal) => readFigures(specs, signal), [specs]);
    const { data, loading, error, at, reload } = useLoad(load);
    return (
        <MonitorFrame title={title} loading={loading} error={error} at={at} onRefresh={reload} note={note}>
            <FigureTable label={title} rows={data} loading={loading} />
        </MonitorFrame>
    );
};
