import { useRef, useState } from 'react';
import { feedback } from '../Feedback';
import {
    completeRows,
    emptyRow,
    loadSaved,
    storeSaved,
    type MatchType,
    type SavedQuery,
    type SuperQuery,
    type SuperRow,
} from './superQuery';

export type KeyedRow = SuperRow & { key: number };

interface Options {
    /** the query in force; the builder starts from it */
    value: SuperQuery | null;
    /** where the saved queries are kept (the route path) */
    saveCode: string;
    onSearch: (q: SuperQuery) => void;
    onReset: () => void;
    onClose: () => void;
}

/** The builder's state: its condition rows, the match type, the saved queries and the actions on them. */
export const useQueryBuilder = ({ value, saveCode, onSearch, onReset, onClose }: Options) => {
    const seq = useRef(0);
    const keyed = (rows: SuperRow[]): KeyedRow[] => rows.map(r => ({ ...r, key: ++seq.current }));
    const [rows, setRows] = useState<KeyedRow[]>(() => keyed(value?.rows.length ? value.rows : [emptyRow()]));
    const [matchType, setMatchType] = useState<MatchType>(value?.matchType ?? 'and');
    const [saved, setSaved] = useState<SavedQuery[]>(() => loadSaved(saveCode));
    const [naming, setNaming] = useState(false);

    const plain = (): SuperRow[] => rows.map(({ key: _k, ...r }) => r);
    const update = (key: number, patch: Partial<SuperRow>) => setRows(rs => rs.map(r => (r.key === key ? { ...r, ...patch } : r)));
    const addAfter = (key?: number) =>
        setRows(rs => {
            const at = key === undefined ? rs.length : rs.findIndex(r => r.key === key) + 1;
            return [...rs.slice(0, at), { ...emptyRow(), key: ++seq.current }, ...rs.slice(at)];
        });
    const remove = (key: number) => setRows(rs => rs.filter(r => r.key !== key));

    const search = () => {
        const done = completeRows(plain());
        if (!done.length) {
            feedback.message.warning('不能查询空条件');
            return;
        }
        onSearch({ matchType, rows: done });
        onClose();
    };
    const reset = () => {
        setRows(keyed([emptyRow()]));
        setMatchType('and');
        onReset();
    };
    const startSave = () => {
        if (!completeRows(plain()).length) {
            feedback.message.warning('空条件不能保存');
            return;
        }
        setNaming(true);
    };
    /** Saves under `name`; false keeps the name prompt open. */
    const save = async (name: string): Promise<boolean> => {
        const title = name.trim();
        if (!title) {
            feedback.message.warning('保存名称不能为空');
            return false;
        }
        const item: SavedQuery = { title, matchType, records: completeRows(plain()) };
        const current = loadSaved(saveCode);
        const at = current.findIndex(s => s.title === title);
        if (at >= 0 && !(await feedback.confirm('提示', `${title} 已存在，是否覆盖？`))) return false;
        const next = at >= 0 ? current.map((s, i) => (i === at ? item : s)) : [...current, item];
        storeSaved(saveCode, next);
        setSaved(next);
        feedback.message.success('保存成功');
        return true;
    };
    const load = (s: SavedQuery) => {
        setRows(keyed(s.records.length ? s.records : [emptyRow()]));
        setMatchType(s.matchType);
    };
    const drop = async (s: SavedQuery) => {
        if (!(await feedback.confirm('提示', '确定删除吗?'))) return;
        const next = loadSaved(saveCode).filter(x => x.title !== s.title);
        storeSaved(saveCode, next);
        setSaved(next);
    };

    return { rows, matchType, setMatchType, saved, naming, setNaming, update, addAfter, remove, search, reset, startSave, save, load, drop };
};
