// Small formatting helpers of the 施工详情 page.
import { formatChainage } from '../../lib/chainage';
import type { Row } from './api';

export const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** "K0+000.000 ~ K12+300.000" (either end alone when the other is missing). */
export const chainageRange = (r: Row) => [formatChainage(r.startChainage), formatChainage(r.endChainage)].filter(Boolean).join(' ~ ');
