// Header section chooser (全部标段): the sections the user may see under their engineering
// projects (GET /section/cmisSection/nodeTreeList?isAll=true); a project is a heading, only
// sections are chosen. The choice is stored (head_section_id / head_section_obj) and announced
// with the 'aq:section-change' window event, which the section-scoped lists follow.
// Loading failures leave it empty.
import { useEffect, useMemo, useState } from 'react';
import { ListSubheader, MenuItem, TextField, type ListSubheaderProps } from '@mui/material';
import { getAction } from '../dataProvider/http';
import { announceSection, SECTION_ID_KEY, SECTION_OBJ_KEY } from '../components/Crud/section';

export { SECTION_EVENT, SECTION_ID_KEY, SECTION_OBJ_KEY } from '../components/Crud/section';
export const CALENDAR_PATH = '/cmis/dailymanage/CmisManagementDailyCalender';
export const SECTION_TREE_URL = '/section/cmisSection/nodeTreeList';

/** A node of nodeTreeList (or a record of the older flat list, linked by parentId/pid). */
interface SectionRecord {
    id: string;
    key?: string;
    value?: string;
    title?: string;
    /** 'engineering' (a heading) or 'section' */
    type?: string;
    engineeringId?: string;
    isLeaf?: boolean;
    children?: SectionRecord[];
    parentId?: string | null;
    pid?: string | null;
    name?: string;
    sectionName?: string;
    [k: string]: unknown;
}

export interface SectionNode {
    id: string;
    label: string;
    depth: number;
    /** false for an engineering project: a heading, not a choice */
    selectable: boolean;
    /** the node as stored in head_section_obj (without its children) */
    record: SectionRecord;
}

const idOf = (r: SectionRecord): string => String(r.id ?? r.value ?? r.key ?? '');

/**
 * The nodes in display order with their depth: nested `children` (nodeTreeList) and records
 * linked by parentId/pid alike; engineering projects are headings.
 */
export const sectionTree = (records: SectionRecord[]): SectionNode[] => {
    const all: SectionRecord[] = [];
    /** the parent of a node nested in `children` */
    const nestedIn = new Map<SectionRecord, string>();
    const collect = (list: unknown, parent: string | null) => {
        if (!Array.isArray(list)) return;
        for (const r of list as SectionRecord[]) {
            if (!r || typeof r !== 'object' || !idOf(r)) continue;
            all.push(r);
            if (parent) nestedIn.set(r, parent);
            collect(r.children, idOf(r));
        }
    };
    collect(records, null);
    const ids = new Set(all.map(idOf));
    const parentOf = (r: SectionRecord) => {
        const p = r.parentId ?? r.pid ?? nestedIn.get(r);
        return p && ids.has(String(p)) ? String(p) : null;
    };
    const out: SectionNode[] = [];
    const seen = new Set<string>();
    const walk = (parent: string | null, depth: number) => {
        for (const r of all.filter(x => parentOf(x) === parent)) {
            const id = idOf(r);
            if (seen.has(id)) continue;
            seen.add(id);
            const { children: _children, ...record } = r;
            out.push({
                id,
                label: String(r.title ?? r.sectionName ?? r.name ?? id),
                depth,
                selectable: r.type !== 'engineering',
                record: { ...record, id },
            });
            if (depth < 8) walk(id, depth + 1);
        }
    };
    walk(null, 0);
    return out;
};

/**
 * An engineering project in the menu: a heading the keyboard skips and a click does not choose
 * (the Select would give it the option role and state; it keeps neither).
 */
const Heading = (props: ListSubheaderProps & Record<string, unknown>) => {
    const { role: _role, selected: _selected, 'aria-selected': _ariaSelected, 'data-value': _value, onClick: _onClick, onKeyUp: _onKeyUp, ...rest } = props;
    return <ListSubheader {...(rest as ListSubheaderProps)} role="presentation" />;
};
Heading.muiSkipListHighlight = true;

export const SectionChooser = ({ pathname }: { pathname: string }) => {
    const [records, setRecords] = useState<SectionRecord[]>([]);
    const [value, setValue] = useState('');
    const nodes = useMemo(() => sectionTree(records), [records]);
    const choices = useMemo(() => nodes.filter(n => n.selectable), [nodes]);

    useEffect(() => {
        let live = true;
        getAction(SECTION_TREE_URL, { isAll: true }, { silent: true })
            .then(env => {
                const list = env.success ? (env.result?.records ?? env.result) : [];
                if (live && Array.isArray(list)) setRecords(list.filter(r => r && (r.id ?? r.value ?? r.key) != null));
            })
            .catch(() => {});
        return () => {
            live = false;
        };
    }, []);

    const choose = (id: string) => {
        const node = choices.find(n => n.id === id);
        setValue(node ? id : '');
        if (node) {
            localStorage.setItem(SECTION_ID_KEY, id);
            localStorage.setItem(SECTION_OBJ_KEY, JSON.stringify(node.record));
        } else {
            localStorage.removeItem(SECTION_ID_KEY);
            localStorage.removeItem(SECTION_OBJ_KEY);
        }
        announceSection(node ? id : '');
    };

    // On the daily calendar the stored (or first) section is selected; elsewhere it is cleared.
    useEffect(() => {
        if (pathname === CALENDAR_PATH) {
            const stored = localStorage.getItem(SECTION_ID_KEY);
            const pick = choices.find(n => n.id === stored) ?? choices[0];
            if (pick) choose(pick.id);
        } else {
            choose('');
        }
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [pathname, choices]);

    return (
        <TextField
            select
            size="small"
            value={value}
            onChange={e => choose(e.target.value)}
            sx={{ width: { xs: 160, sm: 220 }, maxWidth: '100%', '& .MuiInputBase-root': { height: 34, fontSize: 14 } }}
            slotProps={{
                select: {
                    displayEmpty: true,
                    renderValue: v => (v ? (nodes.find(n => n.id === v)?.label ?? '') : <span style={{ color: 'rgba(0,0,0,.35)' }}>全部标段</span>),
                    inputProps: { 'aria-label': '标段' },
                    MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
                },
            }}
        >
            <MenuItem value="">全部标段</MenuItem>
            {nodes.map(n =>
                n.selectable ? (
                    <MenuItem key={n.id} value={n.id} sx={{ pl: 2 + n.depth * 2 }}>
                        {n.label}
                    </MenuItem>
                ) : (
                    <Heading key={n.id} sx={{ pl: 2 + n.depth * 2, lineHeight: '32px', fontWeight: 600, color: 'text.primary' }}>
                        {n.label}
                    </Heading>
                )
            )}
        </TextField>
    );
};
