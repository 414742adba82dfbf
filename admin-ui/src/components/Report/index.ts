export { ReportView, reportRowKey, useReportMeta } from './ReportView';
export type { ReportViewProps, ReportColumn } from './ReportView';
