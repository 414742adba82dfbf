// 首页's data: GET /dashboard/home, the viewer's work inside his sections (a part he may not list
// is null), and — for who the server says may see them (`visits`) — the visit statistics.
import { getAction } from '../../dataProvider/http';

/** One kind of record waiting for a step the viewer holds (待整改隐患 …). */
export interface StepTodo {
    key: string;
    title: string;
    count: number;
    /** the list it is handled in */
    path: string;
}

export interface Approval {
    id: string;
    title: string;
    processName: string;
    nodeName: string;
    createTime?: string;
}

export interface SectionProgress {
    sectionId: string;
    sectionName: string;
    plannedPercent: number;
    actualPercent: number;
    advanced?: number;
    designLength?: number;
}

export interface HomeNotice {
    id: string;
    titile: string;
    priority?: string;
    sendTime?: string | null;
    createTime?: string | null;
    /** '1' read */
    readFlag?: string;
}

export interface HomeData {
    /** the viewer holds the visit statistics (the admin) */
    visits: boolean;
    steps: StepTodo[];
    approvals: { total: number; items: Approval[]; path: string };
    progress: SectionProgress[] | null;
    dangers: { open: number; overdue: number; path: string } | null;
    notices: HomeNotice[];
}

export const WORKFLOW_TODO_PATH = '/workflow/todo';

const EMPTY: HomeData = { visits: false, steps: [], approvals: { total: 0, items: [], path: WORKFLOW_TODO_PATH }, progress: null, dangers: null, notices: [] };

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The reply with every part present (a missing list is empty). Throws the server's message. */
export const fetchHome = async (): Promise<HomeData> => {
    const env = await getAction<Partial<HomeData>>('/dashboard/home', undefined, { silent: true });
    if (!env.success) throw new Error(env.message || '首页加载失败');
    const r = env.result ?? {};
    return {
        visits: r.visits === true,
        steps: list<StepTodo>(r.steps),
        approvals: {
            total: Number(r.approvals?.total) || 0,
            items: list<Approval>(r.approvals?.items),
            path: r.approvals?.path || EMPTY.approvals.path,
        },
        progress: Array.isArray(r.progress) ? r.progress : null,
        dangers: r.dangers ?? null,
        notices: list<HomeNotice>(r.notices),
    };
};

export interface LogInfo {
    todayIp?: number | string;
    todayVisitCount?: number | string;
    totalVisitCount?: number | string;
}

export interface VisitRow {
    type: string;
    ip: number;
    visit: number;
    tian: string;
}

/** /sys/loginfo and /sys/visitInfo (the admin's); a refused call leaves its part empty. */
export const fetchVisits = async (): Promise<{ info: LogInfo; rows: VisitRow[] }> => {
    const [info, rows] = await Promise.all([
        getAction<LogInfo>('/sys/loginfo', undefined, { silent: true }).catch(() => null),
        getAction<VisitRow[]>('/sys/visitInfo', undefined, { silent: true }).catch(() => null),
    ]);
    return { info: info?.success && info.result ? info.result : {}, rows: rows?.success ? list<VisitRow>(rows.result) : [] };
};
