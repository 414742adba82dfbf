// The query operators of the input-with-operator (seed 001 §5): the value is wrapped so the
// list query reads it as a rule (like → *v*, ne → !v, ge → >=v, le → <=v, eq → v).

export type Operator = 'like' | 'eq' | 'ne' | 'ge' | 'le';

export const OPERATORS: { value: Operator; label: string }[] = [
    { value: 'like', label: '模糊' },
    { value: 'eq', label: '等于' },
    { value: 'ne', label: '不等于' },
    { value: 'ge', label: '大于等于' },
    { value: 'le', label: '小于等于' },
];

/** The stored query value for what was typed; "" stays "" whatever the operator. */
export const wrapOperator = (op: Operator, v: string): string => {
    if (v === '') return '';
    switch (op) {
        case 'like':
            return `*${v}*`;
        case 'ne':
            return `!${v}`;
        case 'ge':
            return `>=${v}`;
        case 'le':
            return `<=${v}`;
        default:
            return v;
    }
};

/** The operator and typed text of a stored value; anything unwrapped is eq. */
export const parseOperator = (stored: string | null | undefined): { op: Operator; value: string } => {
    const s = stored ?? '';
    if (s.length >= 2 && s.startsWith('*') && s.endsWith('*')) return { op: 'like', value: s.slice(1, -1) };
    if (s.startsWith('>=')) return { op: 'ge', value: s.slice(2) };
    if (s.startsWith('<=')) return { op: 'le', value: s.slice(2) };
    if (s.startsWith('!')) return { op: 'ne', value: s.slice(1) };
    return { op: 'eq', value: s };
};
