import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { UserLayout } from './UserLayout';
import { postAction } from '../../dataProvider/http';
import { feedback } from '../../components/Feedback';
import { SmsCodeButton, isMobile } from '../../components/SmsCodeButton';
import { useSliderCaptcha } from '../../components/Layout';
import { isStrongPassword } from '../../app/greeting';
import { sendSmsCode } from '../../authProvider/session';
import { CaptchaImage, useCaptcha } from './captcha';

interface RegisterForm {
    username: string;
    email: string;
    password: string;
    password2: string;
    phone: string;
    /** the image captcha, asked before an SMS is sent */
    image: string;
    smscode: string;
}

export const RegisterPage = () => {
    const navigate = useNavigate();
    const { register, handleSubmit, formState, getValues, setValue } = useForm<RegisterForm>({
        defaultValues: { username: '', email: '', password: '', password2: '', phone: '', image: '', smscode: '' },
    });
    const image = useCaptcha();
    // 获取验证码 waits for the slider.
    const slide = useSliderCaptcha();
    const [busy, setBusy] = useState(false);
    const err = formState.errors;
    const submit = handleSubmit(async v => {
        setBusy(true);
        try {
            const env = await postAction('/sys/user/register', {
                username: v.username.trim(),
                password: v.password,
                email: v.email.trim(),
                phone: v.phone.trim(),
                smscode: v.smscode.trim(),
            });
            if (!env.success) {
                feedback.notice.error('注册失败', env.message || '注册失败', 4);
                return;
            }
            navigate('/user/register-result', { state: { username: v.username.trim() } });
        } catch (e) {
            feedback.notice.error('注册失败', (e as Error).message || '注册失败', 4);
        } finally {
            setBusy(false);
        }
    });
    return (
        <UserLayout>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>注册</Typography>
            <Box component="form" onSubmit={submit} noValidate>
                <Stack spacing={2}>
                    <TextField size="small" label="账号" {...register('username', { required: '请输入用户名' })} error={!!err.username} helperText={err.username?.message} />
                    <TextField size="small" label="邮箱" {...register('email', { required: '请输入邮箱地址', pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: '请输入正确的邮箱地址' } })} error={!!err.email} helperText={err.email?.message} />
                    <TextField size="small" type="password" label="密码" autoComplete="new-password" {...register('password', { required: '请输入密码', validate: v => isStrongPassword(v) || '密码由8位数字、大小写字母组成!' })} error={!!err.password} helperText={err.password?.message ?? '至少8位，须包含字母和数字'} />
                    <TextField size="small" type="password" label="确认密码" autoComplete="new-password" {...register('password2', { required: '请确认密码', validate: v => v === getValues('password') || '两次输入的密码不一样！' })} error={!!err.password2} helperText={err.password2?.message} />
                    <TextField size="small" label="手机号" {...register('phone', { required: '请输入手机号码', validate: v => isMobile(v) || '请输入正确的手机号' })} error={!!err.phone} helperText={err.phone?.message} />
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                        <TextField size="small" label="图形验证码" autoComplete="off" sx={{ flex: 1 }} {...register('image')} onFocus={image.refreshIfStale} />
                        <CaptchaImage src={image.src} onRefresh={image.refresh} />
                    </Stack>
                    {slide.slider}
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                        <TextField size="small" label="验证码" sx={{ flex: 1 }} {...register('smscode', { required: '请输入验证码' })} error={!!err.smscode} helperText={err.smscode?.message} />
                        <SmsCodeButton
                            disabled={!slide.passed}
                            validate={() =>
                                !isMobile(getValues('phone')) ? '请输入正确的手机号' : getValues('image').trim() ? null : '请输入图形验证码'
                            }
                            onInvalid={m => feedback.message.warning(m)}
                            onSend={async () => {
                                try {
                                    await sendSmsCode(getValues('phone').trim(), '1', getValues('image').trim(), image.checkKey);
                                    feedback.message.success('验证码已发送，请注意查收');
                                } catch (e) {
                                    feedback.notice.error('提示', (e as Error).message || '验证码发送失败', 4);
                                    throw e;
                                } finally {
                                    // The server used the captcha up either way.
                                    setValue('image', '');
                                    image.refresh();
                                    slide.reset();
                                }
                            }}
                        />
                    </Stack>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                        <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 140 }}>注册</Button>
                        <Link component={RouterLink} to="/user/login" underline="hover">使用已有账户登录</Link>
                    </Stack>
                </Stack>
            </Box>
        </UserLayout>
    );
};
