export { ReportView, reportRowKey, useReportMeta } from './ReportView';
export type { ReportViewProps, ReportColumn } from './ReportView';
export { POPUP_CONFIG_ERROR, POPUP_COUNT_ERROR, popupError, popupValues } from './popup';
export { ReportPicker } from './ReportPicker';
export { ReportDialog } from './ReportDialog';
