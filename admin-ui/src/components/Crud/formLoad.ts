// What an edit or detail form starts from: the record (the list row, or {prefix}/queryById), the
// extra inputs' values (extra.load) and the child tables' saved rows — each loaded once per opening.
// A failed load closes the dialog.
import { useEffect, useState } from 'react';
import { getAction } from '../../dataProvider/http';
import { warnFailure } from '../Feedback';
import { loadChildRows, type ChildRows } from './ChildGrids';
import type { CrudFormExtra, CrudResourceConfig } from './types';

type Values = Record<string, unknown>;

export interface FormLoadProps {
    config: CrudResourceConfig;
    mode: 'create' | 'edit' | 'show';
    id?: string;
    record?: Values;
    extra?: CrudFormExtra;
    onClose: (saved: boolean) => void;
}

export interface FormLoad {
    /** still loading: show a spinner */
    loading: boolean;
    record?: Values;
    extraValues?: Values;
    childRows?: ChildRows;
}

export const useFormLoad = (p: FormLoadProps): FormLoad => {
    const needsLoad = p.mode !== 'create' && !p.record && !!p.id;
    const [record, setRecord] = useState<Values | undefined>(p.record);
    const prefix = p.config.apiPrefix.replace(/\/+$/, '');
    const dataId = p.id || (p.record?.id != null ? String(p.record.id) : undefined);
    const loadExtra = p.mode !== 'create' && dataId ? p.extra?.load : undefined;
    const [extraValues, setExtraValues] = useState<Values | undefined>();
    // One-to-many: edit and detail start from the saved rows of each child table.
    const tables = p.config.children ?? [];
    const needsRows = tables.length > 0 && p.mode !== 'create' && !!dataId;
    const [childRows, setChildRows] = useState<ChildRows | undefined>();
    useEffect(() => {
        if (!needsRows || !dataId) return;
        let live = true;
        loadChildRows(tables, dataId)
            .then(rows => live && setChildRows(rows))
            .catch(() => live && p.onClose(false));
        return () => {
            live = false;
        };
    }, []);
    useEffect(() => {
        if (!loadExtra || !dataId) return;
        let live = true;
        loadExtra(dataId, p.record)
            .then(v => live && setExtraValues(v ?? {}))
            .catch(() => live && p.onClose(false));
        return () => {
            live = false;
        };
    }, []);
    useEffect(() => {
        if (!needsLoad) return;
        let live = true;
        getAction(`${prefix}/queryById`, { id: p.id })
            .then(env => {
                if (!live) return;
                if (env.success && env.result) setRecord(env.result);
                else {
                    warnFailure(env, '记录不存在');
                    p.onClose(false);
                }
            })
            .catch(() => live && p.onClose(false));
        return () => {
            live = false;
        };
        // Loaded once per opening (the body remounts with the dialog).
    }, []);
    const loading = (needsLoad && !record) || (!!loadExtra && !extraValues) || (needsRows && !childRows);
    return { loading, record: p.mode === 'create' ? undefined : record, extraValues, childRows };
};
