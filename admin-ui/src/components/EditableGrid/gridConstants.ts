// The grid's constants and column geometry.
import type { GridColumn } from './types';

export const INSERT_DEBOUNCE_MS = 1500;
export const TOO_FAST_MESSAGE = '你点击的太快了，请慢点点击!';
export const SUB_FORM_FAILED = '打开子表失败';
export const EMPTY_TEXT = '暂无数据';
export const SELECT_ONE = '请选择一条记录！';
export const DEFAULT_ROW_HEIGHT = 52;
export const DEFAULT_MAX_HEIGHT = 400;
export const HEADER_HEIGHT = 40;
export const STAT_HEIGHT = 32;
export const DRAG_W = 36;
export const SELECT_W = 44;
export const ORDER_W = 56;

export const DEFAULT_WIDTH: Partial<Record<GridColumn['type'], number>> = {
    checkbox: 80,
    inputNumber: 120,
    date: 150,
    datetime: 210,
    image: 170,
    upload: 170,
    file: 170,
    radio: 200,
    list_multi: 200,
};

export const widthOf = (c: GridColumn) => c.width ?? DEFAULT_WIDTH[c.type] ?? 160;

/** Types edited in place (no editor to open on click). */
export const IN_PLACE = new Set<GridColumn['type']>(['checkbox', 'upload', 'file', 'image', 'slot', 'hidden']);

/** A column edited in place: its type is, except a file column with props.pop (its pop-over opens as an editor). */
export const inPlace = (c: GridColumn) => IN_PLACE.has(c.type) && !(c.type === 'file' && !!c.props?.pop);

/** A value inside a quoted attribute selector. */
export const attr = (s: string) => s.replace(/["\\]/g, '\\$&');
