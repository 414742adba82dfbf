// Printing a record as an A4 paper form (config.print of a generated resource).
export { PrintSheet, type PrintSheetProps } from './PrintSheet';
export { printRecord, clearPrint, PRINT_ROOT_CLASS } from './printRecord';
export { printFields, sheetLayout, sheetText, SYSTEM_FIELDS } from './sheet';
