// The page of an online report (JeecgBoot's OnlCgreportAutoList): its name, the search form of its
// query fields, its rows paged with dictionary texts, and 导出 of what the search selects. Opened
// by the report's id: /online/cgreportList/{id} from Online报表配置 (功能测试), or a menu of component
// modules/online/cgreport/auto/OnlCgreportAutoList whose url ends in the id (or the code).
import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Paper, Stack, Typography } from '@mui/material';
import type { PageProps } from '../../app/pageRegistry';
import { ReportView } from '../../components/Report';
import { useExport } from '../../components/Crud/useExport';

/** The menu component of a report's page. */
export const REPORT_PAGE = 'modules/online/cgreport/auto/OnlCgreportAutoList';

/** The route of a report's page. */
export const REPORT_ROUTE = '/online/cgreportList/:id';

export const reportPagePath = (id: string) => `/online/cgreportList/${encodeURIComponent(id)}`;

/** The report a page shows: the route's id (or code), else the last part of the menu's path. */
export const reportKeyOf = (params: Record<string, string | undefined>, path: string): string => {
    const fromRoute = params.id ?? params.code;
    if (fromRoute) return fromRoute;
    const last = path.split('?')[0].replace(/\/+$/, '').split('/').pop() ?? '';
    try {
        return decodeURIComponent(last);
    } catch {
        return last;
    }
};

export default function OnlCgreportAutoList({ entry }: PageProps) {
    const params = useParams();
    const { pathname } = useLocation();
    const key = reportKeyOf(params, entry?.path && !entry.path.includes(':') ? entry.path : pathname);
    const [title, setTitle] = useState('');
    const [query, setQuery] = useState<Record<string, string>>({});
    const onQuery = useCallback((q: Record<string, string>) => setQuery(q), []);
    const exporter = useExport();
    const doExport = async () => {
        try {
            await exporter.run(`/online/cgreport/api/exportXls/${encodeURIComponent(key)}`, `${title || '报表'}.xlsx`, query);
        } catch {
            /* reported by the request layer */
        }
    };
    return (
        <Paper sx={{ p: { xs: 1.5, sm: 2 } }} className="aq-report-page">
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
                <Typography variant="h6" component="h1">
                    {title || '在线报表'}
                </Typography>
                <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!title || exporter.busy} onClick={doExport}>
                    导出
                </Button>
            </Stack>
            <ReportView key={key} code={key} onTitle={setTitle} onQuery={onQuery} maxHeight="none" />
            {exporter.dialog}
        </Paper>
    );
}
