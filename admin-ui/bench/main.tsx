// Benchmark page: the editable grid with 10,000 rows × 8 columns, as a one-to-many form shows
// it (order numbers, selection, drag handles, statistics). bench/grid.mjs drives it.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EditableGrid } from '../src/components/EditableGrid';
import type { GridColumn, GridRow } from '../src/components/EditableGrid';

declare global {
    interface Window {
        __bench: { rows: number; firstRenderMs?: number; ready: boolean };
    }
}

const params = new URLSearchParams(location.search);
const N = Number(params.get('rows') ?? 10_000);
const DRAG = params.get('drag') !== '0';
const t0 = performance.now();
window.__bench = { rows: N, ready: false };

const kinds = [
    { value: '1', text: '土方' },
    { value: '2', text: '混凝土' },
    { value: '3', text: '钢筋' },
];

const columns: GridColumn[] = [
    { key: 'name', type: 'input', title: '项目名称', width: 180, validateRules: [{ required: true }] },
    { key: 'code', type: 'input', title: '编码', width: 120, validateRules: [{ unique: true }] },
    { key: 'kind', type: 'select', title: '类别', width: 110, options: kinds },
    { key: 'qty', type: 'inputNumber', title: '工程量', width: 110, statistics: ['sum', 'average'] },
    { key: 'price', type: 'inputNumber', title: '单价', width: 110, statistics: ['sum'] },
    { key: 'date', type: 'date', title: '计划日期', width: 130 },
    { key: 'done', type: 'checkbox', title: '完成', width: 70, customValue: ['Y', 'N'] },
    { key: 'memo', type: 'input_pop', title: '备注', width: 200 },
];

const initial: GridRow[] = Array.from({ length: N }, (_, i) => ({
    id: `r${i}`,
    name: `第${i + 1}项 渠道衬砌`,
    code: `C${String(i).padStart(5, '0')}`,
    kind: kinds[i % 3].value,
    qty: (i % 97) + 0.5,
    price: (i % 13) * 10,
    date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    done: i % 2 ? 'Y' : 'N',
    memo: i % 5 ? '' : '需复核',
}));

const App = () => {
    const [rows, setRows] = useState(initial);
    return (
        <EditableGrid
            columns={columns}
            value={rows}
            onChange={r => setRows(r)}
            rowNumber
            rowSelection
            dragSort={DRAG}
            maxHeight={600}
            label="基准表格"
        />
    );
};

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App />
    </StrictMode>
);

// First render: the frame after React committed the first rows.
const waitRows = () => {
    if (document.querySelector('[role="row"][data-row-id]')) {
        requestAnimationFrame(() => {
            window.__bench.firstRenderMs = performance.now() - t0;
            window.__bench.ready = true;
        });
    } else requestAnimationFrame(waitRows);
};
requestAnimationFrame(waitRows);
