// What every cell kind shares: the props, the options of select-like columns, the label, the
// read-only display and the editing wrapper.
import type { ReactNode } from 'react';
import { Box, ClickAwayListener } from '@mui/material';
import { useDictOptions } from '../Crud/dict';
import { str } from './logic';
import type { GridColumn, GridOption, GridRow } from './types';

export interface CellProps {
    column: GridColumn;
    row: GridRow;
    rowIndex: number;
    /** the cell is the active (editing) one */
    editing: boolean;
    /** column, row or grid disabled */
    disabled: boolean;
    /** the validation message */
    error?: string;
    onChange: (key: string, value: unknown) => void;
    /** several fields at once (popup) */
    onPatch: (patch: Partial<GridRow>) => void;
    onStop: () => void;
}

/** The options of a select-like column: given ones, else the dictionary's. */
export const useOptions = (c: GridColumn): GridOption[] => {
    const dict = useDictOptions(c.options ? undefined : c.dictCode);
    return c.options ?? dict;
};

export const labelOf = (options: GridOption[], v: unknown): string => {
    const values = str(v).split(',').filter(Boolean);
    return values.map(x => options.find(o => o.value === x)?.text ?? x).join(',');
};

export const cellLabel = (c: GridColumn, rowIndex: number) => `${c.title} 第${rowIndex + 1}行`;

/** The text of a value as the cell shows it when not editing (styled by the grid's .eg-text). */
export const Display = ({ text, placeholder }: { text: string; placeholder?: string }) => (
    <span className={text ? 'eg-text' : 'eg-text is-empty'} title={text || undefined}>
        {text || placeholder || '\u00a0'}
    </span>
);

export const OptionDisplay = ({ column, value }: { column: GridColumn; value: unknown }) => {
    const options = useOptions(column);
    return <Display text={labelOf(options, value)} placeholder={column.placeholder} />;
};

/** Ends editing on a click outside (portals of the editor, e.g. a select's menu, count as inside). */
export const Editing = ({ onStop, children }: { onStop: () => void; children: ReactNode }) => (
    <ClickAwayListener onClickAway={onStop} mouseEvent="onMouseDown">
        <Box
            sx={{ width: '100%' }}
            onKeyDown={e => {
                const t = e.target as HTMLElement;
                // Enter picks an option in a combobox, and is a new line in a textarea
                if (e.key === 'Escape' || (e.key === 'Enter' && !t.closest('textarea') && t.getAttribute('role') !== 'combobox')) {
                    e.stopPropagation();
                    onStop();
                }
            }}
        >
            {children}
        </Box>
    </ClickAwayListener>
);

export const inputSx = { '& .MuiInputBase-input': { py: '5px', px: 1, fontSize: 14 } };
