// 隐患排查: the generated list with the handling steps per row — 开始整改 and 提交复查 for the
// responsible unit (code :rectify), 复查通过 / 复查不通过 for the supervisor (code :review) — and an
// 逾期 tag on open dangers past their deadline. The server decides every step
// (POST /safety/cmisHiddenDanger/transition); the buttons only follow the status. With a published
// approval flow 提交复查 starts it: the row then shows the flow's chip, and 复查 is done in 我的待办
// (the server refuses 复查通过 / 复查不通过 while the flow runs). 编辑 and 删除 show only while 待整改
// (删除 on any row for who holds :delete_any, the admin), as the server allows.
import { useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { feedback, warnFailure } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { ImageUpload } from '../../components/Upload';
import { FlowRowAction, useFlowStatus } from '../../components/Workflow';
import { postAction } from '../../dataProvider/http';
import { config } from './config.gen';

type Row = Record<string, any>;
type Action = 'start' | 'submit' | 'pass' | 'reject';

export const TRANSITION_URL = `${config.apiPrefix}/transition`;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

/** The steps a row shows, by status, and the code each needs. */
const STEPS: { status: string; action: Action; label: string; code: 'rectify' | 'review'; color?: 'warning' }[] = [
    { status: '1', action: 'start', label: '开始整改', code: 'rectify' },
    { status: '2', action: 'submit', label: '提交复查', code: 'rectify' },
    { status: '3', action: 'pass', label: '复查通过', code: 'review' },
    { status: '3', action: 'reject', label: '复查不通过', code: 'review', color: 'warning' },
];

const send = async (body: Record<string, string>): Promise<boolean> => {
    try {
        const env = await postAction(TRANSITION_URL, body);
        if (env.success) {
            feedback.message.success(env.message || '操作成功！');
            return true;
        }
        warnFailure(env, '操作失败');
    } catch {
        /* the request layer reported it */
    }
    return false;
};

/** 提交复查 asks for the measure and the photos after; the review for its opinion. */
const StepDialog = ({ row, action, onClose, onDone }: { row: Row; action: Action; onClose: () => void; onDone: () => void }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const [measure, setMeasure] = useState('');
    const [photos, setPhotos] = useState('');
    const [opinion, setOpinion] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    const submit = action === 'submit';
    const title = { start: '开始整改', submit: '提交复查', pass: '复查通过', reject: '复查不通过' }[action];
    const save = async () => {
        const e: Record<string, string> = {};
        if (submit && !measure.trim()) e.measure = '请填写整改措施';
        if (submit && !photos) e.photos = '请上传整改后照片';
        if (action === 'reject' && !opinion.trim()) e.opinion = '请填写复查意见';
        setErrors(e);
        if (Object.keys(e).length) return;
        setBusy(true);
        const body: Record<string, string> = { id: String(row.id), action };
        if (submit) Object.assign(body, { rectifyMeasure: measure.trim(), rectifyPhotos: photos });
        else body.reviewOpinion = opinion.trim();
        const ok = await send(body);
        setBusy(false);
        if (ok) onDone();
    };
    return (
        <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="danger-step-title">
            <DialogTitle id="danger-step-title">{title}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField size="small" label="隐患部位" value={String(row.location ?? '')} slotProps={{ input: { readOnly: true } }} />
                    {submit ? (
                        <>
                            <TextField
                                label="整改措施"
                                required
                                multiline
                                minRows={3}
                                value={measure}
                                onChange={e => setMeasure(e.target.value)}
                                error={!!errors.measure}
                                helperText={errors.measure}
                                autoFocus
                            />
                            <ImageUpload id="danger-photos" label="整改后照片" value={photos} onChange={setPhotos} max={6} biz="danger" required error={errors.photos} />
                        </>
                    ) : (
                        <TextField
                            label="复查意见"
                            required={action === 'reject'}
                            multiline
                            minRows={3}
                            value={opinion}
                            onChange={e => setOpinion(e.target.value)}
                            error={!!errors.opinion}
                            helperText={errors.opinion}
                            autoFocus
                        />
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" onClick={save} disabled={busy}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default function List() {
    const can = useHasPermission();
    const { statusOf } = useFlowStatus(config.table);
    const inFlow = (r: Row) => statusOf(r.id)?.status === 'running';
    const [step, setStep] = useState<{ row: Row; action: Action; reload: () => void } | null>(null);
    const allowed = (code: 'rectify' | 'review') => can(`${config.permPrefix}:${code}`);
    const rowActions = (r: Row, reload: () => void) => (
        <>
            {STEPS.filter(s => s.status === String(r.status) && allowed(s.code) && !(s.code === 'review' && inFlow(r))).map(s => (
                <Button
                    key={s.action}
                    size="small"
                    color={s.color}
                    sx={actionSx}
                    onClick={async () => {
                        if (s.action === 'start') {
                            if ((await feedback.confirm('提示', '确定开始整改吗?')) && (await send({ id: String(r.id), action: 'start' }))) reload();
                            return;
                        }
                        setStep({ row: r, action: s.action, reload });
                    }}
                >
                    {s.label}
                </Button>
            ))}
            <FlowRowAction tableName={config.table} row={r} onDone={reload} apply={false} />
        </>
    );
    const render = {
        status: (r: Row) => (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
                {String(r.status_dictText ?? r.status ?? '')}
                {r.overdue === true && <Chip size="small" color="error" label="逾期" />}
            </Box>
        ),
    };
    return (
        <>
            <CrudList
                config={config}
                rowActions={rowActions}
                render={render}
                canEdit={r => String(r.status) === '1'}
                canDelete={r => String(r.status) === '1' || can(`${config.permPrefix}:delete_any`)}
            />
            {step && (
                <StepDialog
                    row={step.row}
                    action={step.action}
                    onClose={() => setStep(null)}
                    onDone={() => {
                        step.reload();
                        setStep(null);
                    }}
                />
            )}
        </>
    );
}
