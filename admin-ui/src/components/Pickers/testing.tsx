// Test helpers of the pickers: a controlled host for a picker field, and a department tree.
import { useState, type ComponentType } from 'react';
import type { PickerFieldProps } from './common';

/** Renders a picker as a form would: the value in state, every change reported. */
export function Host<P extends PickerFieldProps>({
    Picker,
    initial = '',
    onValue,
    ...rest
}: { Picker: ComponentType<P>; initial?: string; onValue?: (v: string) => void } & Omit<P, 'value' | 'onChange' | 'id' | 'label'> & { label?: string }) {
    const [value, setValue] = useState(initial);
    const props = {
        id: 'f',
        label: '字段',
        ...rest,
        value,
        onChange: (v: string) => {
            setValue(v);
            onValue?.(v);
        },
    } as unknown as P;
    return <Picker {...props} />;
}

export const dnode = (id: string, title: string, children: unknown[] = [], orgCategory = '2') => ({
    id,
    key: id,
    value: id,
    title,
    departName: title,
    orgCategory,
    isLeaf: children.length === 0,
    ...(children.length ? { children } : {}),
});

// 建管局 ─ 工程部, 质量部 ─ 质检组 ; 项目部
export const departTree = [
    dnode('a', '建管局', [dnode('d1', '工程部'), dnode('d2', '质量部', [dnode('d3', '质检组')])], '1'),
    dnode('b', '项目部', [], '1'),
];
