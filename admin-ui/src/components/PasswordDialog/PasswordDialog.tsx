import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { isStrongPassword } from '../../app/greeting';
import { putAction } from '../../dataProvider/http';
import { feedback } from '../Feedback';

interface Values {
    oldpassword: string;
    password: string;
    confirmpassword: string;
}

export interface PasswordDialogProps {
    open: boolean;
    /** the logged-in user's name; absent → 当前系统无登录用户! */
    username?: string | null;
    onClose: () => void;
    /** after the server accepted the change (it revokes the session) */
    onChanged: () => void;
}

/** 修改密码: PUT /sys/user/updatePassword {username, oldpassword, password, confirmpassword}. */
export const PasswordDialog = ({ open, username, onClose, onChanged }: PasswordDialogProps) => {
    const { register, handleSubmit, formState, getValues, reset } = useForm<Values>({
        defaultValues: { oldpassword: '', password: '', confirmpassword: '' },
    });
    const [busy, setBusy] = useState(false);
    const err = formState.errors;
    const close = () => {
        reset();
        onClose();
    };
    const submit = handleSubmit(async v => {
        if (!username) {
            feedback.message.error('当前系统无登录用户!');
            return;
        }
        setBusy(true);
        try {
            const env = await putAction('sys/user/updatePassword', { username, ...v });
            if (env.success) {
                feedback.message.success(env.message || '密码修改成功');
                reset();
                onChanged();
            } else {
                feedback.message.warning(env.message || '密码修改失败');
            }
        } catch {
            /* the request layer showed it */
        } finally {
            setBusy(false);
        }
    });
    return (
        <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="pwd-title">
            <DialogTitle id="pwd-title">修改密码</DialogTitle>
            <DialogContent>
                <Stack component="form" id="pwd-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
                    <TextField
                        size="small"
                        type="password"
                        label="旧密码"
                        autoComplete="current-password"
                        {...register('oldpassword', { required: '请输入旧密码!' })}
                        error={!!err.oldpassword}
                        helperText={err.oldpassword?.message}
                    />
                    <TextField
                        size="small"
                        type="password"
                        label="新密码"
                        autoComplete="new-password"
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
                        label="确认新密码"
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
                <Button onClick={close}>关闭</Button>
                <Button type="submit" form="pwd-form" variant="contained" disabled={busy}>确定</Button>
            </DialogActions>
        </Dialog>
    );
};
