// Shared bits of the prediction detail page: the resource's fields, the risk colours and the
// chainage text. Kept apart so the page's hooks and sections read them from one place.
import type { AlertColor } from '@mui/material';
import { formatChainage } from '../../lib/chainage';
import { config } from '../../resources/cmisGeoPrediction/config.gen';

export type Row = Record<string, any>;

/** The resource's list page: where 返回 leads when the page was opened directly. */
export const PREDICTION_LIST_PATH = `/${config.apiPrefix.replace(/^\/+/, '')}`;
/** How many of the tunnel's predictions the side list shows. */
export const TUNNEL_PAGE_SIZE = 50;

/** risk_level → colour: 1 低风险 green, 2 一般风险 blue, 3 较大风险 orange, 4 重大风险 red. */
const RISK_COLORS: Record<string, AlertColor> = { '1': 'success', '2': 'info', '3': 'warning', '4': 'error' };
export const riskColor = (level: unknown): AlertColor | undefined => RISK_COLORS[String(level ?? '').trim()];

export const FIELDS = new Map(config.fields.map(f => [f.name, f]));
export const label = (name: string) => FIELDS.get(name)?.label ?? name;

export const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** "K12+300.000 ~ K12+400.000" (either end alone when the other is missing). */
export const chainageRange = (r: Row): string =>
    [formatChainage(r.startChainage), formatChainage(r.endChainage)].filter(Boolean).join(' ~ ');
