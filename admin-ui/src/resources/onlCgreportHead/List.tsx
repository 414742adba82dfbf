// Online报表配置: the generated list and form (the report, its 报表字段 and 报表参数 grids) plus
// 预览 per row, which runs the saved report in a dialog as its page and its pop-up show it.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { useHasPermission } from '../../components/HasPermission';
import { ReportView } from '../../components/Report';
import { config } from './config.gen';

type Row = Record<string, any>;

/** RunCode of server/report: who may run reports. */
export const RUN_CODE = 'online:cgreport:run';

export const ReportPreview = ({ report, onClose }: { report: Row | null; onClose: () => void }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const [title, setTitle] = useState('');
    return (
        <Dialog open={!!report} onClose={onClose} fullScreen={phone} maxWidth={false} aria-labelledby="aq-report-preview-title"
            slotProps={{ paper: { sx: { width: phone ? '100%' : 1200, maxWidth: '100%' } } }}>
            <DialogTitle id="aq-report-preview-title">报表预览：{title || report?.name}</DialogTitle>
            <DialogContent>{report && <ReportView code={String(report.code)} onTitle={setTitle} />}</DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};

export default function List() {
    const can = useHasPermission();
    const [report, setReport] = useState<Row | null>(null);
    return (
        <>
            <CrudList
                config={config}
                rowActions={
                    can(RUN_CODE)
                        ? r => (
                              <Button size="small" sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }} onClick={() => setReport(r)}>
                                  预览
                              </Button>
                          )
                        : undefined
                }
            />
            <ReportPreview report={report} onClose={() => setReport(null)} />
        </>
    );
}
