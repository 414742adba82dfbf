// The shapes a CrudList works with: its records, its open form, and the lines of a tree table.
export type Row = Record<string, any>;
export type FormState = { mode: 'create' | 'edit' | 'show'; record?: Row; defaults?: Record<string, unknown> } | null;

/** The children of an expanded tree node, loaded once from {prefix}/childList. */
export type Kids = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; rows: Row[] };

/** One line of the table body: a record (at its tree depth), or the state of a node's children. */
export type Line =
    | { kind: 'row'; row: Row; id: string; key: string; depth: number; n: number }
    | { kind: 'loading' | 'error'; parent: string; key: string; depth: number; message?: string };

export type RowLine = Extract<Line, { kind: 'row' }>;
export type StateLine = Exclude<Line, RowLine>;

/** A tree node the server marked as having children. */
export const hasChildren = (r: Row): boolean => r.hasChild === '1' || r.hasChild === 1 || r.hasChild === true || r.hasChild === 'true';

export const recordsOf = (result: any): Row[] => (Array.isArray(result) ? result : (result?.records ?? []));

export const rowId = (r: Row, i: number | string): string => String(r.id ?? i);
