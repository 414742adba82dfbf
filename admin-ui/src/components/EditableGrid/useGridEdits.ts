// Cell edits: what onChange reports, per-cell validation, the cell being edited and realtime updates.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IN_PLACE } from './gridConstants';
import type { EditableGridProps, EditingCell } from './gridTypes';
import { connectGridSocket, type GridSocket } from './gridSocket';
import { hasUniqueRule, renumber, str, validateCell } from './logic';
import type { GridColumn, GridErrors, GridRow } from './types';

let caseSeq = 0;

export const useGridEdits = (live: { current: EditableGridProps }, rowsRef: { current: GridRow[] }, socketKey?: string) => {
    const deleted = useRef<string[]>(live.current.initialDeletedIds ?? []);
    const [editing, setEditing] = useState<EditingCell | null>(null);
    const [errors, setErrors] = useState<GridErrors>({});
    const validationSeq = useRef(new Map<string, number>());
    const dirty = useRef(new Set<string>());
    const socket = useRef<GridSocket | null>(null);
    const caseId = useMemo(() => `grid-${Date.now().toString(36)}-${++caseSeq}`, []);

    const emit = useCallback((next: GridRow[], removed: string[] = []) => {
        if (removed.length) deleted.current = [...deleted.current, ...removed.filter(id => !deleted.current.includes(id))];
        const out = renumber(next, live.current.sortKey);
        rowsRef.current = out;
        live.current.onChange(out, [...deleted.current]);
    }, []);

    // ------------------------------------------------------------ validation

    const setCellError = useCallback((rowId: string, key: string, msg: string | undefined) => {
        setErrors(all => {
            const cur = all[rowId]?.[key];
            if (cur === msg) return all;
            const row = { ...(all[rowId] ?? {}) };
            if (msg) row[key] = msg;
            else delete row[key];
            const next = { ...all };
            if (Object.keys(row).length) next[rowId] = row;
            else delete next[rowId];
            return next;
        });
    }, []);

    const revalidate = useCallback(
        (column: GridColumn, row: GridRow, all: GridRow[]) => {
            const k = `${row.id}:${column.key}`;
            const n = (validationSeq.current.get(k) ?? 0) + 1;
            validationSeq.current.set(k, n);
            void validateCell(column, row, all).then(msg => {
                if (validationSeq.current.get(k) === n) setCellError(row.id, column.key, msg);
            });
        },
        [setCellError]
    );

    // ------------------------------------------------------------ cell edits

    const patchRow = useCallback(
        (rowId: string, patch: Partial<GridRow>) => {
            const cur = rowsRef.current;
            const i = cur.findIndex(r => r.id === rowId);
            if (i < 0) return;
            const before = cur[i];
            const row: GridRow = { ...before, ...patch, id: before.id };
            const next = [...cur];
            next[i] = row;
            emit(next);
            const all = rowsRef.current;
            const changedRow = all.find(r => r.id === rowId) ?? row;
            for (const key of Object.keys(patch)) {
                const column = live.current.columns.find(c => c.key === key);
                if (!column?.validateRules?.length) continue;
                revalidate(column, changedRow, all);
                if (hasUniqueRule(column)) {
                    // rows that shared the old or share the new value may change state
                    const touched = [str((before as GridRow)[key]).trim(), str((row as GridRow)[key]).trim()];
                    for (const other of all) if (other.id !== rowId && touched.includes(str(other[key]).trim())) revalidate(column, other, all);
                }
            }
            dirty.current.add(rowId);
        },
        [emit, revalidate]
    );

    const flushSocket = useCallback(() => {
        if (!socket.current || dirty.current.size === 0) return;
        for (const id of dirty.current) {
            const row = rowsRef.current.find(r => r.id === id);
            if (row) socket.current.sendUpdate(row);
        }
        dirty.current.clear();
    }, []);

    const onCellChange = useCallback(
        (rowId: string, key: string, value: unknown) => {
            patchRow(rowId, { [key]: value });
            const column = live.current.columns.find(c => c.key === key);
            if (column && IN_PLACE.has(column.type)) flushSocket();
        },
        [patchRow, flushSocket]
    );

    const stopEditing = useCallback(() => {
        setEditing(null);
        flushSocket();
    }, [flushSocket]);

    // ------------------------------------------------------------ realtime

    useEffect(() => {
        if (!socketKey) return;
        const s = connectGridSocket({
            socketKey,
            caseId,
            WebSocketImpl: live.current.WebSocketImpl,
            onUpdate: remote => {
                const cur = rowsRef.current;
                const i = cur.findIndex(r => r.id === remote.id);
                if (i < 0) return;
                const next = [...cur];
                next[i] = { ...cur[i], ...remote, id: cur[i].id };
                emit(next);
            },
        });
        socket.current = s;
        return () => {
            s?.close();
            socket.current = null;
        };
    }, [socketKey, caseId, emit]);

    return { deleted, emit, editing, setEditing, errors, setErrors, patchRow, onCellChange, stopEditing };
};
