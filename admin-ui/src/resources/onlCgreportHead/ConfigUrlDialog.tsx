// 配置地址 of a report definition (JeecgBoot's Online报表配置 row action): the menu path that opens the
// report's page, /online/cgreportList/{id}, to paste into 菜单管理 (with the page's component), and
// a button that copies it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { feedback } from '../../components/Feedback';
import { REPORT_PAGE, reportPagePath } from '../../pages/online/OnlCgreportAutoList';

/** Puts text on the clipboard: the Clipboard API, else a selected text area and copy (an http page). */
export const copyText = async (text: string): Promise<boolean> => {
    try {
        if (navigator.clipboard?.writeText) {
            await navigator.clipboard.writeText(text);
            return true;
        }
    } catch {
        /* refused: try the old way */
    }
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
        return document.execCommand('copy');
    } catch {
        return false;
    } finally {
        area.remove();
    }
};

export const ConfigUrlDialog = ({ report, onClose }: { report: Record<string, unknown> | null; onClose: () => void }) => {
    const path = report ? reportPagePath(String(report.id)) : '';
    const copy = async () => {
        if (await copyText(path)) feedback.message.success('已复制');
        else feedback.message.error('复制失败，请手动选择地址复制');
    };
    return (
        <Dialog open={!!report} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="aq-report-url-title">
            <DialogTitle id="aq-report-url-title">配置地址</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                        在「菜单管理」中新建菜单，菜单路径填写下面的地址，前端组件填写 {REPORT_PAGE}，即可从菜单打开报表「{String(report?.name ?? '')}」。
                    </Typography>
                    <TextField
                        label="菜单路径"
                        value={path}
                        size="small"
                        fullWidth
                        slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
                <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
                    复制
                </Button>
            </DialogActions>
        </Dialog>
    );
};
