// 性能监控: the calls of JeecgBoot 2.4.2's monitoring pages, answered by our server from its own
// figures (server/monitor). Metrics and the trace come unwrapped (Spring Boot actuator's shapes);
// a refusal still comes as the envelope, which is turned into an error here.
import { getAction } from '../../dataProvider/http';

export interface Measurement {
    statistic: string;
    value: number;
}

export interface Metric {
    name: string;
    description: string;
    baseUnit: string | null;
    measurements: Measurement[];
    availableTags: unknown[];
}

export interface Trace {
    timestamp: string;
    principal: { name: string } | null;
    request: { method: string; uri: string };
    response: { status: number };
    timeTaken: number;
}

export interface RedisRow {
    key: string;
    value: string;
    description: string;
}

export interface Disk {
    name: string;
    max: number;
    rest: number;
    restPPT: number;
}

export const METRICS_URL = '/actuator/metrics/';
export const TRACE_URL = '/actuator/httptrace';
export const REDIS_INFO_URL = '/sys/actuator/redis/info';
export const KEYS_SIZE_URL = '/sys/actuator/redis/keysSize';
export const MEMORY_INFO_URL = '/sys/actuator/redis/memoryInfo';
export const DISK_URL = '/sys/actuator/redis/queryDiskInfo';

/** A reply that is the envelope of a failure (没有权限, an error) becomes an Error. */
const refusal = (body: any): Error | null =>
    body && typeof body === 'object' && body.success === false ? new Error(body.message || '获取数据失败') : null;

/** GET an unwrapped reply. */
export const getRaw = async <T>(url: string, signal?: AbortSignal): Promise<T> => {
    const body: any = await getAction(url, undefined, { signal });
    const err = refusal(body);
    if (err) throw err;
    return body as T;
};

/** GET an envelope's result. */
export const getResult = async <T>(url: string, signal?: AbortSignal): Promise<T> => {
    const env = await getAction<T>(url, undefined, { signal });
    const err = refusal(env);
    if (err) throw err;
    return env.result;
};

export const getMetric = (name: string, signal?: AbortSignal) => getRaw<Metric>(METRICS_URL + name, signal);

export const MB = 1048576;

/** One row of a figure table: a metric's measurement, described and formatted for reading. */
export interface FigureSpec {
    /** the metric's name */
    metric: string;
    /** the measurement's statistic (the first one when absent) */
    statistic?: string;
    /** shown as 参数; the metric's name (with the statistic's suffix) when absent */
    param?: string;
    /** what the 2.4.2 page calls it */
    text: string;
    format: (v: number) => string;
}

export interface Figure {
    param: string;
    text: string;
    /** the server's account of what stands for it here */
    note: string;
    value: string;
}

export const fixed = (digits: number, unit: string) => (v: number) => `${v.toFixed(digits)} ${unit}`.trim();
export const mb = (v: number) => `${(v / MB).toFixed(3)} MB`;
export const count = (unit: string) => (v: number) => `${Math.round(v).toLocaleString('zh-CN')} ${unit}`;
export const percent = (v: number) => `${(v * 100).toFixed(2)} %`;
export const seconds = (v: number) => `${v.toFixed(3)} 秒`;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as 2026-11-29 10:01:02 (local time). */
export const dateTime = (d: Date) =>
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** Unix seconds as a local date and time. */
export const epochSeconds = (v: number) => dateTime(new Date(v * 1000));

/** A duration in seconds as 2 天 3 小时 4 分 5 秒. */
export const duration = (v: number) => {
    let s = Math.max(0, Math.floor(v));
    const parts: string[] = [];
    for (const [unit, size] of [
        ['天', 86400],
        ['小时', 3600],
        ['分', 60],
    ] as const) {
        if (s >= size) {
            parts.push(`${Math.floor(s / size)} ${unit}`);
            s %= size;
        }
    }
    parts.push(`${s} 秒`);
    return parts.join(' ');
};

/** Read the metrics of specs (each once) and make their rows. */
export const readFigures = async (specs: FigureSpec[], signal?: AbortSignal): Promise<Figure[]> => {
    const names = [...new Set(specs.map(s => s.metric))];
    const metrics = new Map<string, Metric>();
    await Promise.all(names.map(async n => metrics.set(n, await getMetric(n, signal))));
    return specs.map(spec => {
        const m = metrics.get(spec.metric)!;
        const ms = m.measurements ?? [];
        const one = spec.statistic ? ms.find(x => x.statistic === spec.statistic) : ms[0];
        const value = typeof one?.value === 'number' ? spec.format(one.value) : '—';
        return { param: spec.param ?? spec.metric, text: spec.text, note: m.description ?? '', value };
    });
};

/** Human bytes: 1.50 GB. */
export const bytes = (v: number) => {
    const units = ['B', 'KB', 'MB', 'GB', 'TB'];
    let i = 0;
    let n = v;
    while (n >= 1024 && i < units.length - 1) {
        n /= 1024;
        i++;
    }
    return i === 0 ? `${n} B` : `${n.toFixed(2)} ${units[i]}`;
};
