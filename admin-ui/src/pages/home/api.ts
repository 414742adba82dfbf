// The dashboard calls (GET /dashboard/*, any logged-in user, rows of the sections he works in;
// `sectionId` narrows to one) and their shapes. Amounts are yuan, lengths metres.
import { getAction } from '../../dataProvider/http';
import type { Notice } from '../../components/Notice';

export interface SectionProgress {
    sectionId: string;
    sectionName: string;
    sectionCode?: string;
    /** where the year plan says the section should be today, 0–100 */
    plannedPercent: number;
    /** where the year plan's tasks are (their percent complete, weighted by their days) */
    actualPercent: number;
    /** main tunnels' design length, metres */
    designLength?: number;
    /** metres advanced */
    advanced?: number;
    /** advanced / designLength × 100 */
    advancePercent?: number;
}

export interface EquipmentStats {
    total: number;
    byStatus: { status: string; statusText: string; count: number }[];
}

/** A day's or a month's metres advanced, and planned by the year plans (null: no plan covers it). */
export interface DayMetres {
    date: string;
    metres: number;
    planned?: number | null;
}
export interface MonthMetres {
    month: string;
    metres: number;
    planned?: number | null;
}
export interface AdvanceStats {
    today: number;
    month: number;
    total: number;
    daily: DayMetres[];
    monthly: MonthMetres[];
    bySection?: { sectionId: string; sectionName: string; today: number; month: number; total: number }[];
}

export interface InvestmentStats {
    plan: number | null;
    contract: number | null;
    completed: number | null;
    completedYear: number | null;
    /** null until payment records exist */
    paid: number | null;
}

export interface PatrolDay {
    date: string;
    count: number;
    problems: number;
}
export interface PatrolStats {
    today: number;
    week: number;
    problemsWeek: number;
    daily: PatrolDay[];
}

export interface DangerStats {
    open: number;
    overdue: number;
    byLevel: { level: string; levelText: string; open: number }[];
    byStatus?: { status: string; statusText: string; count: number }[];
}

export interface DashboardData {
    progress: SectionProgress[];
    equipment: EquipmentStats;
    advance: AdvanceStats;
    investment: InvestmentStats;
    patrol: PatrolStats;
    dangers: DangerStats;
    notices: Notice[];
}
export type PanelKey = keyof DashboardData;

/** GET /dashboard/{name}; a refused or failed reply throws its message. */
const fetchDashboard = async <T>(name: string, sectionId: string): Promise<T> => {
    const env = await getAction<T>(`/dashboard/${name}`, sectionId ? { sectionId } : undefined, { silent: true });
    if (!env.success) throw new Error(env.message || '加载失败');
    return env.result;
};

/**
 * One loader per panel; each fails alone, and each follows the section chosen. Announcements are
 * the latest the user may read (read or not), whatever the section.
 */
export const LOADERS: { [K in PanelKey]: (sectionId: string) => Promise<DashboardData[K]> } = {
    progress: s => fetchDashboard<SectionProgress[]>('progress', s).then(r => (Array.isArray(r) ? r : [])),
    equipment: s => fetchDashboard('equipment', s),
    advance: s => fetchDashboard('advance', s),
    investment: s => fetchDashboard('investment', s),
    patrol: s => fetchDashboard('patrol', s),
    dangers: s => fetchDashboard('dangers', s),
    notices: () => fetchDashboard<Notice[]>('notices', '').then(r => (Array.isArray(r) ? r : [])),
};

export const PANEL_KEYS = Object.keys(LOADERS) as PanelKey[];
