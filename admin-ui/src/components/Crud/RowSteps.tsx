// A record's steps in its list row, from the state machine the schema declares (config.steps): a
// button per step that leaves the row's state and whose right the user holds, a confirmation or a
// dialog of the step's inputs, then POST {apiPrefix}/transition {id, action, ...inputs}. The server
// decides every step; the buttons only follow the state. A step an approval flow takes shows no
// button while the row's flow runs (the server refuses it by hand then).
import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { KEYS, ls } from '../../app/storage';
import { postAction } from '../../dataProvider/http';
import { feedback, warnFailure } from '../Feedback';
import { useHasPermission } from '../HasPermission';
import { FileUpload } from '../Upload/FileUpload';
import { ImageUpload } from '../Upload/ImageUpload';
import { useFlowStatus } from '../Workflow/flowStatus';
import { MOBILE_QUERY } from './responsive';
import type { CrudResourceConfig, CrudStepInput, CrudStepMove, CrudSteps } from './types';

type Row = Record<string, any>;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

const UPLOADS = new Set(['image', 'file']);

const stateOf = (steps: CrudSteps, r: Row) => String(r[steps.field] ?? '');

/**
 * What a row's state allows: 编辑, and 删除 (in any state for who holds the machine's deleteAny
 * code). A resource without steps allows both.
 */
export const stepGuard = (config: CrudResourceConfig, r: Row, can: (code: string) => boolean, me = currentUsername()) => {
    // An owned page's records are changed by who filed them, or by who holds :others; one the
    // server made (no creator) is nobody's, as the server sees it.
    const mine = !config.owned || !r.createBy || can(`${config.permPrefix}:others`) || String(r.createBy) === me;
    const steps = config.steps;
    if (!steps) return { edit: mine, delete: mine };
    const state = steps.states.find(s => s.value === stateOf(steps, r));
    return {
        edit: mine && !!state?.edit,
        delete: mine && (!!state?.delete || (!!steps.deleteAny && can(`${config.permPrefix}:${steps.deleteAny}`))),
    };
};

/** The signed-in user's username, as the login stored it. */
const currentUsername = (): string => ls.get<{ username?: string }>(KEYS.userInfo)?.username ?? '';

/** A step's inputs checked with the server's words: required, and at most maxLength characters. */
export const checkStepInputs = (inputs: CrudStepInput[], values: Record<string, string>): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const i of inputs) {
        const v = (values[i.name] ?? '').trim();
        if (!v) {
            if (i.required) errors[i.name] = `${UPLOADS.has(i.widget) ? '请上传' : '请填写'}${i.label}`;
        } else if (!UPLOADS.has(i.widget) && i.maxLength && [...v].length > i.maxLength) {
            errors[i.name] = `${i.label}不能超过${i.maxLength}个字`;
        }
    }
    return errors;
};

/** Sends a step; true when the server took it (its message shown either way). */
const sendStep = async (config: CrudResourceConfig, row: Row, move: CrudStepMove, values: Record<string, string>): Promise<boolean> => {
    const body: Record<string, string> = { id: String(row.id), action: move.action };
    for (const i of move.inputs ?? []) body[i.name] = (values[i.name] ?? '').trim();
    try {
        const env = await postAction(`${config.apiPrefix.replace(/\/+$/, '')}/transition`, body);
        if (env.success) {
            feedback.message.success(env.message || `${move.name}成功`);
            return true;
        }
        warnFailure(env, '操作失败');
    } catch {
        /* the request layer reported it */
    }
    return false;
};

/** The row's step buttons (nothing for a resource without steps). */
export const RowSteps = ({ config, row, onDone }: { config: CrudResourceConfig; row: Row; onDone: () => void }) => {
    const steps = config.steps;
    const can = useHasPermission();
    // Only a machine with flow steps asks for the rows' flow status (batched with the page's rows).
    const { statusOf } = useFlowStatus(config.table, steps?.moves.some(m => m.flow) ? [row] : undefined);
    const [open, setOpen] = useState<CrudStepMove | null>(null);
    const [busy, setBusy] = useState(false);
    if (!steps) return null;
    const state = stateOf(steps, row);
    const running = statusOf(row.id)?.status === 'running';
    const moves = steps.moves.filter(m => m.from.includes(state) && can(`${config.permPrefix}:${m.right}`) && !(m.flow && running));
    const take = async (m: CrudStepMove) => {
        if (m.inputs?.length) {
            setOpen(m);
            return;
        }
        if (m.confirm && !(await feedback.confirm('提示', `确定${m.name}吗?`))) return;
        setBusy(true);
        const ok = await sendStep(config, row, m, {});
        setBusy(false);
        if (ok) onDone();
    };
    return (
        <>
            {moves.map(m => (
                <Button key={m.action} size="small" color={m.warn ? 'warning' : undefined} sx={actionSx} disabled={busy} onClick={() => void take(m)}>
                    {m.name}
                </Button>
            ))}
            {open && (
                <StepDialog
                    config={config}
                    row={row}
                    move={open}
                    onClose={() => setOpen(null)}
                    onDone={() => {
                        setOpen(null);
                        onDone();
                    }}
                />
            )}
        </>
    );
};

/** The dialog of a step's inputs, titled by the step; a failed request keeps what was typed. */
const StepDialog = ({ config, row, move, onClose, onDone }: { config: CrudResourceConfig; row: Row; move: CrudStepMove; onClose: () => void; onDone: () => void }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const titleId = useId();
    const inputs = move.inputs ?? [];
    const [values, setValues] = useState<Record<string, string>>({});
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    const change = (name: string) => (v: string) => {
        setValues(x => ({ ...x, [name]: v }));
        setErrors(({ [name]: _fixed, ...rest }) => rest);
    };
    const save = async () => {
        const e = checkStepInputs(inputs, values);
        setErrors(e);
        if (Object.keys(e).length) return;
        setBusy(true);
        const ok = await sendStep(config, row, move, values);
        setBusy(false);
        if (ok) onDone();
    };
    // What the step answers: the record's first text columns and its stated text (e.g. the
    // notice's content, the danger's description).
    const asked = new Set(inputs.map(i => i.name));
    const heading = config.fields
        .filter(f => f.list && f.widget === 'input' && f.type === 'string')
        .slice(0, 2)
        .map(f => row[f.name])
        .filter(v => v != null && v !== '')
        .join('　');
    const stated = config.fields.find(f => f.form && f.widget === 'textarea' && !asked.has(f.name) && row[f.name]);
    return (
        <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{move.name}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    {heading && <Typography variant="subtitle2">{heading}</Typography>}
                    {stated && (
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
                            {String(row[stated.name])}
                        </Typography>
                    )}
                    {inputs.map((i, n) => (
                        <StepInput key={i.name} id={`${titleId}-${i.name}`} input={i} value={values[i.name] ?? ''} onChange={change(i.name)} error={errors[i.name]} autoFocus={n === 0} />
                    ))}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" onClick={() => void save()} disabled={busy}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** One input by its widget: uploads, a text area with its character counter, a text field. */
const StepInput = ({ id, input: i, value, onChange, error, autoFocus }: { id: string; input: CrudStepInput; value: string; onChange: (v: string) => void; error?: string; autoFocus: boolean }) => {
    if (UPLOADS.has(i.widget)) {
        const Widget = i.widget === 'image' ? ImageUpload : FileUpload;
        return <Widget id={id} label={i.label} value={value} onChange={onChange} max={i.maxFiles} required={i.required} error={error} />;
    }
    const area = i.widget === 'textarea';
    const counter = area && i.maxLength ? `${[...value].length}/${i.maxLength}` : undefined;
    return (
        <TextField
            id={id}
            label={i.label}
            required={i.required}
            multiline={area}
            minRows={area ? 3 : undefined}
            value={value}
            onChange={e => onChange(e.target.value)}
            error={!!error}
            helperText={error || counter}
            autoFocus={autoFocus}
        />
    );
};
