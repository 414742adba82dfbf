// The one-to-many part of the generated form: a 基本信息 tab holding the parent's inputs, then
// one editable grid per child table (JeecgBoot's one-to-many "JVxeTable" tabs). Every tab stays
// mounted (hidden) so nothing typed is lost on a tab switch; the form asks this component to
// validate the grids in order (the failing one is opened) and for the rows of the body.
import { forwardRef, useImperativeHandle, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, DialogContent, Tab, Tabs } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { warnFailure } from '../Feedback';
import { EditableGrid } from '../EditableGrid/EditableGrid';
import type { EditableGridHandle, GridColumn, GridRow } from '../EditableGrid/types';
import { childColumns, childRowsFromServer, childRowsPayload } from './childColumns';
import type { CrudChild } from './types';

export const MAIN_TAB = '基本信息';

export type ChildRows = Record<string, GridRow[]>;

/**
 * Each child's rows of the parent `id` ({byMainId}?id=); a refusal is reported (as queryById's)
 * and rejects, and so does a failed request (the request layer reported it).
 */
export const loadChildRows = async (tables: CrudChild[], id: string): Promise<ChildRows> => {
    const lists = await Promise.all(
        tables.map(async t => {
            const env = await getAction(t.byMainId, { id });
            if (!env.success) {
                warnFailure(env, `${t.title}加载失败`);
                throw new Error(env.message || 'byMainId');
            }
            return [t.name, childRowsFromServer(env.result)] as const;
        })
    );
    return Object.fromEntries(lists);
};

export interface ChildGridsHandle {
    /** opens 基本信息 */
    showMain(): void;
    /** validates the grids in order; the first failing one's tab is opened */
    validate(): Promise<boolean>;
    /** { [listKey]: rows } for the add/edit body */
    payload(): Record<string, Record<string, unknown>[]>;
    /** opens the tab a server message names ("实测点第3行：…"); whether one did */
    showFor(message: string): boolean;
    /** the rows of a child's grid, by the child's name */
    rows(name: string): GridRow[];
    /** replaces the rows of a child's grid (a hand-written form filling it: SQL解析) */
    setRows(name: string, rows: GridRow[]): void;
}

export interface ChildGridsProps {
    tables: CrudChild[];
    /** the starting rows by child name (edit/detail); absent → empty grids */
    initialRows?: ChildRows;
    /** detail: the grids are read-only */
    disabled?: boolean;
    /** a prefix for the tab ids */
    idPrefix: string;
    /** the 基本信息 panel: the parent's form */
    children: ReactNode;
    /**
     * editing a saved record: "<resource>-<id>". Each grid then joins the page
     * "<socketPrefix>-<child>" of the vxeSocket, so rows another user edits in the same record
     * show here (update_vxe_table).
     */
    socketPrefix?: string;
}

export const ChildGrids = forwardRef<ChildGridsHandle, ChildGridsProps>(function ChildGrids({ tables, initialRows, disabled, idPrefix, children, socketPrefix }, ref) {
    const [tab, setTab] = useState(0);
    const [rows, setRows] = useState<ChildRows>(() => Object.fromEntries(tables.map(t => [t.name, initialRows?.[t.name] ?? []])));
    const rowsRef = useRef(rows);
    rowsRef.current = rows;
    const grids = useRef<Record<string, EditableGridHandle | null>>({});
    const columns = useMemo(() => Object.fromEntries(tables.map(t => [t.name, childColumns(t)])) as Record<string, GridColumn[]>, [tables]);
    // one stable onChange per grid (the grid's rows re-render on a changed callback)
    const onChange = useMemo(
        () => Object.fromEntries(tables.map(t => [t.name, (next: GridRow[]) => setRows(all => ({ ...all, [t.name]: next }))])),
        [tables]
    );

    useImperativeHandle(
        ref,
        () => ({
            showMain: () => setTab(0),
            validate: async () => {
                for (let i = 0; i < tables.length; i++) {
                    const grid = grids.current[tables[i].name];
                    if (grid && !(await grid.validate())) {
                        setTab(i + 1);
                        return false;
                    }
                }
                return true;
            },
            payload: () => Object.fromEntries(tables.map(t => [t.listKey, childRowsPayload(t, grids.current[t.name]?.getValues().rows ?? rowsRef.current[t.name] ?? [])])),
            showFor: message => {
                const i = tables.findIndex(t => message.trim().startsWith(t.title));
                if (i >= 0) setTab(i + 1);
                return i >= 0;
            },
            rows: name => grids.current[name]?.getValues().rows ?? rowsRef.current[name] ?? [],
            setRows: (name, next) => setRows(all => ({ ...all, [name]: next })),
        }),
        [tables]
    );

    const tabId = (i: number) => `${idPrefix}-tab-${i}`;
    const panelId = (i: number) => `${idPrefix}-panel-${i}`;
    return (
        <>
            <Tabs
                value={tab}
                onChange={(_, v: number) => setTab(v)}
                variant="scrollable"
                scrollButtons="auto"
                sx={{ px: 3, borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
            >
                <Tab label={MAIN_TAB} id={tabId(0)} aria-controls={panelId(0)} />
                {tables.map((t, i) => (
                    <Tab key={t.name} label={`${t.title} (${rows[t.name]?.length ?? 0})`} id={tabId(i + 1)} aria-controls={panelId(i + 1)} />
                ))}
            </Tabs>
            <DialogContent>
                <Box role="tabpanel" id={panelId(0)} aria-labelledby={tabId(0)} hidden={tab !== 0}>
                    {children}
                </Box>
                {tables.map((t, i) => (
                    <Box key={t.name} role="tabpanel" id={panelId(i + 1)} aria-labelledby={tabId(i + 1)} hidden={tab !== i + 1} sx={{ pt: 1 }}>
                        <EditableGrid
                            ref={h => {
                                grids.current[t.name] = h;
                            }}
                            label={t.title}
                            columns={columns[t.name]}
                            value={rows[t.name] ?? []}
                            onChange={onChange[t.name]}
                            rowNumber
                            rowSelection
                            dragSort={!disabled}
                            disabled={disabled}
                            socketKey={socketPrefix && `${socketPrefix}-${t.name}`.slice(0, 100)}
                        />
                    </Box>
                ))}
            </DialogContent>
        </>
    );
});
