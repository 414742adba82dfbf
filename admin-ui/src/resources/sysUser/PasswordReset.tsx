// 密码 on a user row: an admin sets a new password for the user (PUT /sys/user/changePassword
// {username, password}); the server ends that user's sessions.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery } from '@mui/material';
import { isStrongPassword } from '../../app/greeting';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { feedback, warnFailure } from '../../components/Feedback';
import { putAction } from '../../dataProvider/http';

interface Values {
    password: string;
    confirmpassword: string;
}

export interface PasswordResetProps {
    /** the user whose password is reset; null keeps the dialog closed */
    user: { username: string; realname?: string } | null;
    onClose: () => void;
}

export const PasswordReset = ({ user, onClose }: PasswordResetProps) => {
    const { register, handleSubmit, formState, getValues, reset } = useForm<Values>({ defaultValues: { password: '', confirmpassword: '' } });
    const [busy, setBusy] = useState(false);
    const phone = useMediaQuery(MOBILE_QUERY);
    const err = formState.errors;
    const open = !!user;
    useEffect(() => {
        if (open) reset(); // each opening starts empty
    }, [open, reset]);
    const submit = handleSubmit(async v => {
        if (!user) return;
        setBusy(true);
        try {
            const env = await putAction('/sys/user/changePassword', { username: user.username, ...v });
            if (env.success) {
                feedback.message.success(env.message || '密码修改成功!');
                onClose();
            } else warnFailure(env, '密码修改失败');
        } catch {
            /* the request layer showed it */
        } finally {
            setBusy(false);
        }
    });
    return (
        <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth fullScreen={phone} aria-labelledby="pwd-reset-title">
            <DialogTitle id="pwd-reset-title">重新设置密码</DialogTitle>
            <DialogContent>
                <Stack component="form" id="pwd-reset-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
                    <TextField size="small" label="用户账号" value={user?.username ?? ''} slotProps={{ input: { readOnly: true } }} />
                    <TextField
                        size="small"
                        type="password"
                        label="新密码"
                        autoComplete="new-password"
                        autoFocus
                        {...register('password', {
                            required: '请输入新密码!',
                            validate: p => isStrongPassword(p) || '密码由8位数字、大小写字母组成!',
                        })}
                        error={!!err.password}
                        helperText={err.password?.message}
                    />
                    <TextField
                        size="small"
                        type="password"
                        label="确认密码"
                        autoComplete="new-password"
                        {...register('confirmpassword', {
                            required: '请确认新密码!',
                            validate: c => c === getValues('password') || '两次输入的密码不一样！',
                        })}
                        error={!!err.confirmpassword}
                        helperText={err.confirmpassword?.message}
                    />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
                <Button type="submit" form="pwd-reset-form" variant="contained" disabled={busy}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};
