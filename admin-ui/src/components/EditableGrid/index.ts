// The editable grid (JVxeTable): see EditableGrid.tsx.
export { EditableGrid, EMPTY_TEXT, INSERT_DEBOUNCE_MS, SUB_FORM_FAILED, TOO_FAST_MESSAGE, type EditableGridProps } from './EditableGrid';
export {
    isTempId,
    newRow,
    newTempId,
    validateCell,
    validateRows,
    isDisabledRow,
    statisticSum,
    statisticAverage,
    numberOnBlur,
    acceptsNumberTyping,
    popupConfigError,
    POPUP_CONFIG_ERROR,
    POPUP_COUNT_ERROR,
} from './logic';
export { connectGridSocket, vxeSocketUrl, VXE_UPDATE } from './gridSocket';
export type { CellRule, ColumnType, EditableGridHandle, GridColumn, GridErrors, GridOption, GridRow, SlotContext } from './types';
export { COLUMN_TYPES } from './types';
