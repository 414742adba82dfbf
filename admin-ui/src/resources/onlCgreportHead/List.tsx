// Online报表配置: the generated list and form (the report, its 报表字段 and 报表参数 grids, SQL解析)
// plus per row 功能测试, which opens the report's page (/online/cgreportList/{id}, the url a menu of
// component modules/online/cgreport/auto/OnlCgreportAutoList names), and 预览, which runs the
// saved report in a dialog as its pop-up shows it, and 配置地址, the menu path of the report's page.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import { reportPagePath } from '../../pages/online/OnlCgreportAutoList';
import { CrudList } from '../../components/Crud';
import { useHasPermission } from '../../components/HasPermission';
import { ReportDialog, ReportView } from '../../components/Report';
import { ConfigUrlDialog } from './ConfigUrlDialog';
import { config } from './config.gen';

type Row = Record<string, any>;

/** RunCode of server/report: who may run reports. */
export const RUN_CODE = 'online:cgreport:run';

export const ReportPreview = ({ report, onClose }: { report: Row | null; onClose: () => void }) => {
    const [title, setTitle] = useState('');
    return (
        <ReportDialog
            id="aq-report-preview-title"
            open={!!report}
            title={`报表预览：${title || report?.name}`}
            onClose={onClose}
            actions={<Button onClick={onClose}>关闭</Button>}
        >
            {report && <ReportView code={String(report.code)} onTitle={setTitle} />}
        </ReportDialog>
    );
};

export default function List() {
    const can = useHasPermission();
    const navigate = useNavigate();
    const [report, setReport] = useState<Row | null>(null);
    const [urlOf, setUrlOf] = useState<Row | null>(null);
    const sx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };
    const run = can(RUN_CODE);
    return (
        <>
            <CrudList
                config={config}
                rowActions={r => (
                    <>
                        {run && (
                            <>
                                <Button size="small" sx={sx} onClick={() => navigate(reportPagePath(String(r.id)))}>
                                    功能测试
                                </Button>
                                <Button size="small" sx={sx} onClick={() => setReport(r)}>
                                    预览
                                </Button>
                            </>
                        )}
                        <Button size="small" sx={sx} onClick={() => setUrlOf(r)}>
                            配置地址
                        </Button>
                    </>
                )}
            />
            <ReportPreview report={report} onClose={() => setReport(null)} />
            <ConfigUrlDialog report={urlOf} onClose={() => setUrlOf(null)} />
        </>
    );
}
