/** The spec's small-screen breakpoint (767.98 px): dialogs go full screen below it. */
export const MOBILE_QUERY = '(max-width:767.98px)';

/** A phone (below MUI's sm, 600 px): lists show cards instead of the table and fold their filters. */
export const CARDS_QUERY = '(max-width:599.98px)';

/** A phone's list toolbar: smaller buttons, so 新增 / 导出 / 导入 / 批量删除 fit one line of 390 px. */
export const PHONE_LIST_SX = {
    '& .aq-crud-toolbar': { mb: 1.5 },
    '& .aq-crud-toolbar .MuiButton-root': { px: 1.25, py: 0.5, fontSize: 13 },
} as const;
