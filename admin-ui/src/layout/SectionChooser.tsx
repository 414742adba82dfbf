// Header section chooser (全部标段): a tree of sections; loading failures leave it empty.
import { useEffect, useMemo, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { getAction } from '../dataProvider/http';

export const SECTION_ID_KEY = 'head_section_id';
export const SECTION_OBJ_KEY = 'head_section_obj';
export const CALENDAR_PATH = '/cmis/dailymanage/CmisManagementDailyCalender';

interface SectionRecord {
    id: string;
    parentId?: string | null;
    pid?: string | null;
    name?: string;
    sectionName?: string;
    title?: string;
    [k: string]: unknown;
}

export interface SectionNode {
    id: string;
    label: string;
    depth: number;
    record: SectionRecord;
}

/** Flatten the section records into a depth-annotated tree order. */
export const sectionTree = (records: SectionRecord[]): SectionNode[] => {
    const ids = new Set(records.map(r => r.id));
    const parentOf = (r: SectionRecord) => {
        const p = r.parentId ?? r.pid;
        return p && ids.has(p) ? p : null;
    };
    const out: SectionNode[] = [];
    const walk = (parent: string | null, depth: number) => {
        for (const r of records.filter(x => parentOf(x) === parent)) {
            out.push({ id: r.id, label: String(r.sectionName ?? r.name ?? r.title ?? r.id), depth, record: r });
            if (depth < 8) walk(r.id, depth + 1);
        }
    };
    walk(null, 0);
    return out;
};

export const SectionChooser = ({ pathname }: { pathname: string }) => {
    const [records, setRecords] = useState<SectionRecord[]>([]);
    const [value, setValue] = useState('');
    const nodes = useMemo(() => sectionTree(records), [records]);

    useEffect(() => {
        let live = true;
        getAction('/section/cmisSection/list', { pageNo: 1, pageSize: 999999 }, { silent: true })
            .then(env => {
                const list = env.success ? (env.result?.records ?? env.result) : [];
                if (live && Array.isArray(list)) setRecords(list.filter(r => r && r.id != null).map(r => ({ ...r, id: String(r.id) })));
            })
            .catch(() => {});
        return () => {
            live = false;
        };
    }, []);

    const choose = (id: string) => {
        const node = nodes.find(n => n.id === id);
        setValue(node ? id : '');
        if (node) {
            localStorage.setItem(SECTION_ID_KEY, id);
            localStorage.setItem(SECTION_OBJ_KEY, JSON.stringify(node.record));
        } else {
            localStorage.removeItem(SECTION_ID_KEY);
            localStorage.removeItem(SECTION_OBJ_KEY);
        }
    };

    // On the daily calendar the stored (or first) section is selected; elsewhere it is cleared.
    useEffect(() => {
        if (pathname === CALENDAR_PATH) {
            const stored = localStorage.getItem(SECTION_ID_KEY);
            const pick = nodes.find(n => n.id === stored) ?? nodes[0];
            if (pick) choose(pick.id);
        } else {
            choose('');
        }
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [pathname, nodes]);

    return (
        <TextField
            select
            size="small"
            value={value}
            onChange={e => choose(e.target.value)}
            sx={{ width: 220, '& .MuiInputBase-root': { height: 34, fontSize: 14 } }}
            slotProps={{
                select: {
                    displayEmpty: true,
                    renderValue: v => (v ? (nodes.find(n => n.id === v)?.label ?? '') : <span style={{ color: 'rgba(0,0,0,.35)' }}>全部标段</span>),
                    inputProps: { 'aria-label': '标段' },
                },
            }}
        >
            <MenuItem value="">全部标段</MenuItem>
            {nodes.map(n => (
                <MenuItem key={n.id} value={n.id} sx={{ pl: 2 + n.depth * 2 }}>
                    {n.label}
                </MenuItem>
            ))}
        </TextField>
    );
};
