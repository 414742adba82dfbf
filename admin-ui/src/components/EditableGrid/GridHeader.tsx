// The header row and the statistics rows (sum, average) stuck to the bottom.
import { useMemo } from 'react';
import { DRAG_W, HEADER_HEIGHT, ORDER_W, SELECT_W, STAT_HEIGHT, widthOf } from './gridConstants';
import { STATISTIC_LABEL, statisticAverage, statisticSum } from './logic';
import { NativeCheck } from './NativeCheck';
import type { GridColumn, GridRow } from './types';

export interface GridHeaderProps {
    visible: GridColumn[];
    totalW: number;
    showDrag: boolean;
    rowSelection?: boolean;
    rowNumber?: boolean;
    allChecked: boolean;
    someChecked: boolean;
    /** no row can be selected */
    noneSelectable: boolean;
    onToggleAll: () => void;
}

export const GridHeader = ({ visible, totalW, showDrag, rowSelection, rowNumber, allChecked, someChecked, noneSelectable, onToggleAll }: GridHeaderProps) => (
    <div role="row" aria-rowindex={1} className="eg-head" style={{ width: totalW, height: HEADER_HEIGHT }}>
        {showDrag && <div role="columnheader" className="eg-hcell" style={{ width: DRAG_W }} />}
        {rowSelection && (
            <div role="columnheader" className="eg-hcell eg-center" style={{ width: SELECT_W }}>
                <NativeCheck label="全选" checked={allChecked} indeterminate={someChecked} disabled={noneSelectable} onChange={onToggleAll} />
            </div>
        )}
        {rowNumber && (
            <div role="columnheader" className="eg-hcell eg-center" style={{ width: ORDER_W }}>
                序号
            </div>
        )}
        {visible.map(c => (
            <div role="columnheader" key={c.key} className="eg-hcell" style={{ width: widthOf(c) }}>
                {c.validateRules?.some(r => r.required) && <span className="eg-req">*</span>}
                {c.title}
            </div>
        ))}
    </div>
);

export interface GridStatsProps {
    stats: readonly ('sum' | 'average')[];
    visible: GridColumn[];
    rows: GridRow[];
    fixedW: number;
    totalW: number;
}

export const GridStats = ({ stats, visible, rows, fixedW, totalW }: GridStatsProps) => {
    const statValues = useMemo(
        () =>
            Object.fromEntries(
                stats.map(s => [s, Object.fromEntries(visible.filter(c => c.statistics?.includes(s)).map(c => [c.key, s === 'sum' ? statisticSum(rows, c.key) : statisticAverage(rows, c.key)]))])
            ) as Record<'sum' | 'average', Record<string, number>>,
        [stats, visible, rows]
    );
    return (
        <>
            {stats.map((s, si) => (
                <div
                    key={s}
                    role="row"
                    aria-label={STATISTIC_LABEL[s]}
                    className="eg-stat"
                    style={{ bottom: (stats.length - 1 - si) * STAT_HEIGHT, width: totalW, height: STAT_HEIGHT, lineHeight: `${STAT_HEIGHT}px` }}
                >
                    {fixedW > 0 && (
                        <div role="cell" className="eg-scell eg-bold" style={{ width: fixedW }}>
                            {STATISTIC_LABEL[s]}
                        </div>
                    )}
                    {visible.map((c, i) => (
                        <div role="cell" key={c.key} data-stat={`${s}:${c.key}`} className={`eg-scell${i === 0 && !fixedW ? ' eg-bold' : ''}`} style={{ width: widthOf(c) }}>
                            {c.key in statValues[s] ? String(statValues[s][c.key]) : i === 0 && !fixedW ? STATISTIC_LABEL[s] : ''}
                        </div>
                    ))}
                </div>
            ))}
        </>
    );
};
