// The report pop-up picker (JeecgBoot's JPopup modal, 1200 wide): a report's rows to choose one
// (or several) of; 确定 hands them over, and warns 请选择一条记录 when none is chosen.
import { useState } from 'react';
import { Button } from '@mui/material';
import { feedback } from '../Feedback';
import type { Row } from '../Pickers/common';
import { ReportDialog } from './ReportDialog';
import { ReportView } from './ReportView';

export interface ReportPickerProps {
    code: string;
    open: boolean;
    multiple?: boolean;
    /** the dialog's title until the report's name is loaded */
    label: string;
    onClose: () => void;
    onOk: (rows: Row[]) => void;
}

export const ReportPicker = ({ code, open, multiple, label, onClose, onOk }: ReportPickerProps) => {
    const [rows, setRows] = useState<Row[]>([]);
    const [title, setTitle] = useState('');
    const close = () => {
        setRows([]);
        onClose();
    };
    const ok = () => {
        if (rows.length === 0 || (!multiple && rows.length > 1)) {
            feedback.message.warning('请选择一条记录');
            return;
        }
        onOk(rows);
        close();
    };
    return (
        <ReportDialog
            id="aq-report-picker-title"
            open={open}
            title={title || label}
            onClose={close}
            actions={
                <>
                    <Button onClick={close}>取消</Button>
                    <Button variant="contained" onClick={ok}>
                        确定
                    </Button>
                </>
            }
        >
            {open && <ReportView code={code} multiple={multiple} selected={rows} onSelect={setRows} onTitle={setTitle} />}
        </ReportDialog>
    );
};
