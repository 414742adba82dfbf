// 代理人 on a user row: the user's delegate for a period (GET /sys/sysUserAgent/queryByUserName,
// then POST add or PUT edit), as JeecgBoot 2.4's SysUserAgentModal.
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    FormLabel,
    Radio,
    RadioGroup,
    Stack,
    TextField,
    useMediaQuery,
} from '@mui/material';
import { fromDateTimeLocal, toDateTimeLocal } from '../../components/Crud/fields';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { feedback, warnFailure } from '../../components/Feedback';
import { UserPicker } from '../../components/Pickers';
import { getAction, postAction, putAction } from '../../dataProvider/http';

export const AGENT_URL = '/sys/sysUserAgent';

interface Values {
    agentUserName: string;
    startTime: string;
    endTime: string;
    status: string;
}

const EMPTY: Values = { agentUserName: '', startTime: '', endTime: '', status: '1' };

export interface AgentDialogProps {
    /** the user whose agent is set; null keeps the dialog closed */
    username: string | null;
    onClose: () => void;
}

export const AgentDialog = ({ username, onClose }: AgentDialogProps) => {
    const { control, handleSubmit, reset, getValues } = useForm<Values>({ defaultValues: EMPTY });
    const [recordId, setRecordId] = useState<string | null>(null);
    const [loading, setLoading] = useState(false);
    const [busy, setBusy] = useState(false);
    const phone = useMediaQuery(MOBILE_QUERY);
    const open = !!username;

    useEffect(() => {
        if (!username) return;
        let live = true;
        reset(EMPTY);
        setRecordId(null);
        setLoading(true);
        getAction(`${AGENT_URL}/queryByUserName`, { userName: username }, { silent: true })
            .then(env => {
                if (!live || !env.success || !env.result) return;
                const r = env.result as Record<string, unknown>;
                setRecordId(String(r.id));
                reset({
                    agentUserName: String(r.agentUserName ?? ''),
                    startTime: toDateTimeLocal(r.startTime),
                    endTime: toDateTimeLocal(r.endTime),
                    status: String(r.status ?? '1'),
                });
            })
            .catch(() => undefined) // none yet: the form starts empty
            .finally(() => live && setLoading(false));
        return () => {
            live = false;
        };
    }, [username, reset]);

    const submit = handleSubmit(async v => {
        if (!username) return;
        const body = {
            userName: username,
            agentUserName: v.agentUserName,
            startTime: fromDateTimeLocal(v.startTime) || null,
            endTime: fromDateTimeLocal(v.endTime) || null,
            status: v.status,
        };
        setBusy(true);
        try {
            const env = recordId ? await putAction(`${AGENT_URL}/edit`, { id: recordId, ...body }) : await postAction(`${AGENT_URL}/add`, body);
            if (env.success) {
                feedback.message.success(env.message || '代理人设置成功');
                onClose();
            } else warnFailure(env, '保存失败');
        } catch {
            /* the request layer showed it */
        } finally {
            setBusy(false);
        }
    });

    return (
        <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="agent-title">
            <DialogTitle id="agent-title">用户代理人设置</DialogTitle>
            <DialogContent>
                <Stack component="form" id="agent-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate aria-busy={loading}>
                    <TextField size="small" label="用户名" value={username ?? ''} slotProps={{ input: { readOnly: true } }} />
                    <Controller
                        name="agentUserName"
                        control={control}
                        rules={{
                            required: '请选择代理人!',
                            validate: a => a !== username || '代理人不能是用户本人',
                        }}
                        render={({ field, fieldState }) => (
                            <UserPicker
                                id="agent-user"
                                label="代理人用户名"
                                required
                                value={field.value}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                name={field.name}
                                inputRef={field.ref}
                                error={fieldState.error?.message}
                            />
                        )}
                    />
                    <Controller
                        name="startTime"
                        control={control}
                        render={({ field }) => (
                            <TextField
                                size="small"
                                type="datetime-local"
                                label="代理开始时间"
                                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
                                {...field}
                            />
                        )}
                    />
                    <Controller
                        name="endTime"
                        control={control}
                        rules={{ validate: e => !e || !getValues('startTime') || e >= getValues('startTime') || '代理结束时间不能早于开始时间' }}
                        render={({ field, fieldState }) => (
                            <TextField
                                size="small"
                                type="datetime-local"
                                label="代理结束时间"
                                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
                                error={!!fieldState.error}
                                helperText={fieldState.error?.message}
                                {...field}
                            />
                        )}
                    />
                    <Controller
                        name="status"
                        control={control}
                        render={({ field }) => (
                            <div>
                                <FormLabel id="agent-status">状态</FormLabel>
                                <RadioGroup row aria-labelledby="agent-status" {...field}>
                                    <FormControlLabel value="1" control={<Radio size="small" />} label="有效" />
                                    <FormControlLabel value="0" control={<Radio size="small" />} label="无效" />
                                </RadioGroup>
                            </div>
                        )}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
                <Button type="submit" form="agent-form" variant="contained" disabled={busy || loading}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};
