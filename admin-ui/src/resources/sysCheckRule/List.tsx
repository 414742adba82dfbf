// 校验规则: the generated list with 测试, a dialog that checks a typed value against the rule
// (GET /sys/checkRule/checkByCode, as the forms' checkRule fields do) and tells where it fails.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { shownByRequestLayer } from '../../components/Feedback';
import { getAction } from '../../dataProvider/http';
import { config } from './config.gen';

type Row = Record<string, any>;

export const CHECK_URL = `${config.apiPrefix}/checkByCode`;

type Outcome = { passed: true } | { passed: false; message: string; where: string };

/** 第 n–m 位「…」未通过 from JeecgBoot's failure result; '' when the result does not say. */
const whereOf = (r: unknown): string => {
    if (!r || typeof r !== 'object') return '';
    const { beginIndex, endIndex, checkValue } = r as Record<string, unknown>;
    if (typeof beginIndex !== 'number' || typeof endIndex !== 'number' || typeof checkValue !== 'string') return '';
    return `第 ${beginIndex + 1}–${endIndex} 位「${checkValue}」未通过`;
};

const TestDialog = ({ row, onClose }: { row: Row; onClose: () => void }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const [value, setValue] = useState('');
    const [error, setError] = useState('');
    const [busy, setBusy] = useState(false);
    const [outcome, setOutcome] = useState<Outcome | null>(null);
    const formId = `check-rule-test-${String(row.id ?? row.ruleCode)}`;
    const submit = async (e: FormEvent) => {
        e.preventDefault();
        // The server passes a blank value without looking at the rule; 校验通过 would mislead.
        if (!value.trim()) {
            setError('请输入待校验的值');
            return;
        }
        setError('');
        setBusy(true);
        try {
            // Encoded here and again by the query string, as JeecgBoot's client sends it: the
            // server unescapes twice, so a "%" or "+" in the value survives. Spaces are sent as
            // typed, since they may be what the rule refuses.
            const env = await getAction(CHECK_URL, { ruleCode: String(row.ruleCode ?? ''), value: encodeURIComponent(value) });
            if (env.success) setOutcome({ passed: true });
            // 510 (no permission) was reported by the request layer.
            else if (!shownByRequestLayer(env)) setOutcome({ passed: false, message: env.message || '校验未通过', where: whereOf(env.result) });
        } catch {
            /* the request layer reported it */
        } finally {
            setBusy(false);
        }
    };
    return (
        <Dialog open onClose={onClose} maxWidth="xs" fullWidth fullScreen={phone} aria-labelledby={`${formId}-title`}>
            <DialogTitle id={`${formId}-title`}>测试校验规则：{String(row.ruleName ?? '')}</DialogTitle>
            <DialogContent>
                <Stack component="form" id={formId} spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
                    <TextField
                        label="待校验的值"
                        value={value}
                        onChange={e => {
                            setValue(e.target.value);
                            // An outcome shown belongs to the value it was asked for.
                            setOutcome(null);
                            setError('');
                        }}
                        error={!!error}
                        helperText={error || ' '}
                        autoFocus
                        autoComplete="off"
                        fullWidth
                    />
                    {outcome?.passed && <Alert severity="success">校验通过</Alert>}
                    {outcome && !outcome.passed && (
                        <Alert severity="error">
                            {outcome.message}
                            {outcome.where && <div>{outcome.where}</div>}
                        </Alert>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
                <Button type="submit" form={formId} variant="contained" disabled={busy}>
                    校验
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default function List() {
    const [testing, setTesting] = useState<Row | null>(null);
    // checkByCode is open to every signed-in user (the forms call it), so 测试 needs no button code.
    const rowActions = (r: Row) => (
        <Button size="small" sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }} onClick={() => setTesting(r)}>
            测试
        </Button>
    );
    return (
        <>
            <CrudList config={config} rowActions={rowActions} />
            {testing && <TestDialog row={testing} onClose={() => setTesting(null)} />}
        </>
    );
}
