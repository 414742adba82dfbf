// One cell per column type. A cell shows its value as text and turns into its editor when it
// is the active cell (click, or Enter on the focused cell), as vxe-table's click-to-edit does:
// only one MUI editor is mounted at a time, so thousands of rows stay cheap. The checkbox and
// the uploads are controls in place; the file pop-up cell opens its pop-over as its editor.
import { memo, type ReactNode } from 'react';
import { toDateOnly } from '../Crud/fields';
import { str } from './logic';
import { Display, Editing, OptionDisplay, type CellProps } from './cellShared';
import { DateEditor, NumberEditor, PopEditor, TextEditor } from './cellInputs';
import { MultiEditor, PopupEditor, RadioEditor, SearchEditor, SelectEditor } from './cellOptions';
import { CheckboxCell, UploadCell } from './cellInPlace';
import { FilePopCell } from './cellPop';

export type { CellProps } from './cellShared';
export { shortName } from './cellPop';

export const GridCell = memo(function GridCell(p: CellProps) {
    const { column: c, row, editing, disabled } = p;
    const value = row[c.key];
    switch (c.type) {
        case 'checkbox':
            return <CheckboxCell {...p} />;
        case 'file':
            return c.props?.pop ? <FilePopCell {...p} /> : <UploadCell {...p} />;
        case 'upload':
        case 'image':
            return <UploadCell {...p} />;
        case 'slot':
            return (
                <>
                    {c.render?.({ row, rowIndex: p.rowIndex, column: c, value, disabled, onChange: v => p.onChange(c.key, v) }) ?? <Display text={str(value)} />}
                </>
            );
        case 'hidden':
            return null;
        default:
    }
    if (!editing || disabled) {
        if (c.type === 'select' || c.type === 'radio' || c.type === 'list_multi' || (c.type === 'sel_search' && !c.dictCode))
            return <OptionDisplay column={c} value={value} />;
        if (c.type === 'date') return <Display text={toDateOnly(value)} placeholder={c.placeholder} />;
        return <Display text={str(value)} placeholder={c.placeholder} />;
    }
    return <Editing onStop={p.onStop}>{editorOf(p)}</Editing>;
});

const editorOf = (p: CellProps): ReactNode => {
    switch (p.column.type) {
        case 'inputNumber':
            return <NumberEditor {...p} />;
        case 'select':
            return <SelectEditor {...p} />;
        case 'date':
        case 'datetime':
            return <DateEditor {...p} />;
        case 'input_pop':
            return <PopEditor {...p} />;
        case 'radio':
            return <RadioEditor {...p} />;
        case 'list_multi':
            return <MultiEditor {...p} />;
        case 'sel_search':
            return <SearchEditor {...p} />;
        case 'popup':
            return <PopupEditor {...p} />;
        default:
            return <TextEditor {...p} />;
    }
};
