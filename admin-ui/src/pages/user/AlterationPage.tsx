// 忘记密码 / 修改密码 wizard: 1 手机号 → 2 短信验证 → 3 设置新密码 → 4 完成.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { Box, Button, Link, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { UserLayout } from './UserLayout';
import { getAction, postAction } from '../../dataProvider/http';
import { feedback } from '../../components/Feedback';
import { SmsCodeButton, isMobile } from '../../components/SmsCodeButton';
import { useSliderCaptcha } from '../../components/Layout';
import { isStrongPassword } from '../../app/greeting';
import { sendSmsCode } from '../../authProvider/session';
import { CaptchaImage, useCaptcha } from './captcha';

const STEPS = ['手机号', '短信验证', '设置新密码', '完成'];

export const AlterationPage = () => {
    const navigate = useNavigate();
    const [step, setStep] = useState(0);
    const [phone, setPhone] = useState('');
    const [username, setUsername] = useState('');
    const [smscode, setSmscode] = useState('');
    const [busy, setBusy] = useState(false);
    const f1 = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
    const f2 = useForm<{ image: string; smscode: string }>({ defaultValues: { image: '', smscode: '' } });
    const image = useCaptcha();
    // 获取验证码 waits for the slider.
    const slide = useSliderCaptcha();
    const f3 = useForm<{ password: string; confirm: string }>({ defaultValues: { password: '', confirm: '' } });

    const run = async (fn: () => Promise<void>) => {
        setBusy(true);
        try {
            await fn();
        } catch (e) {
            feedback.message.error((e as Error).message || '操作失败');
        } finally {
            setBusy(false);
        }
    };

    const step1 = f1.handleSubmit(v =>
        run(async () => {
            const env = await getAction('/sys/user/querySysUser', { phone: v.phone.trim() });
            if (!env.success || !env.result?.username) throw new Error(env.message || '该手机号未绑定用户');
            setPhone(v.phone.trim());
            setUsername(env.result.username);
            setStep(1);
        })
    );
    const step2 = f2.handleSubmit(v =>
        run(async () => {
            const env = await postAction('/sys/user/phoneVerification', { phone, smscode: v.smscode.trim() });
            if (!env.success) throw new Error(env.message || '验证码错误');
            setSmscode(v.smscode.trim());
            setStep(2);
        })
    );
    const step3 = f3.handleSubmit(v =>
        run(async () => {
            const env = await getAction('/sys/user/passwordChange', { username, password: v.password, smscode, phone });
            if (!env.success) throw new Error(env.message || '密码修改失败');
            setStep(3);
        })
    );

    return (
        <UserLayout width={560}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>找回密码</Typography>
            <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
                {STEPS.map(s => (
                    <Step key={s}><StepLabel>{s}</StepLabel></Step>
                ))}
            </Stepper>
            {step === 0 && (
                <Box component="form" onSubmit={step1} noValidate>
                    <Stack spacing={2}>
                        <TextField size="small" label="手机号" {...f1.register('phone', { required: '请输入手机号码', validate: v => isMobile(v) || '请输入正确的手机号' })} error={!!f1.formState.errors.phone} helperText={f1.formState.errors.phone?.message} />
                        <Button type="submit" variant="contained" disabled={busy}>下一步</Button>
                    </Stack>
                </Box>
            )}
            {step === 1 && (
                <Box component="form" onSubmit={step2} noValidate>
                    <Stack spacing={2}>
                        <Typography color="text.secondary">账号：{username}，手机号：{phone}</Typography>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                            <TextField size="small" label="图形验证码" autoComplete="off" sx={{ flex: 1 }} {...f2.register('image')} onFocus={image.refreshIfStale} />
                            <CaptchaImage src={image.src} onRefresh={image.refresh} />
                        </Stack>
                        {slide.slider}
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                            <TextField size="small" label="短信验证码" sx={{ flex: 1 }} {...f2.register('smscode', { required: '请输入验证码' })} error={!!f2.formState.errors.smscode} helperText={f2.formState.errors.smscode?.message} />
                            <SmsCodeButton
                                disabled={!slide.passed}
                                validate={() => (f2.getValues('image').trim() ? null : '请输入图形验证码')}
                                onInvalid={m => feedback.message.warning(m)}
                                onSend={async () => {
                                    try {
                                        await sendSmsCode(phone, '2', f2.getValues('image').trim(), image.checkKey);
                                        feedback.message.success('验证码已发送，请注意查收');
                                    } catch (e) {
                                        feedback.message.error((e as Error).message || '验证码发送失败');
                                        throw e;
                                    } finally {
                                        // The server used the captcha up either way.
                                        f2.setValue('image', '');
                                        image.refresh();
                                        slide.reset();
                                    }
                                }}
                            />
                        </Stack>
                        <Stack direction="row" spacing={2}>
                            <Button onClick={() => setStep(0)}>上一步</Button>
                            <Button type="submit" variant="contained" disabled={busy}>下一步</Button>
                        </Stack>
                    </Stack>
                </Box>
            )}
            {step === 2 && (
                <Box component="form" onSubmit={step3} noValidate>
                    <Stack spacing={2}>
                        <TextField size="small" type="password" label="新密码" autoComplete="new-password" {...f3.register('password', { required: '请输入新密码!', validate: v => isStrongPassword(v) || '密码由8位数字、大小写字母组成!' })} error={!!f3.formState.errors.password} helperText={f3.formState.errors.password?.message} />
                        <TextField size="small" type="password" label="确认新密码" autoComplete="new-password" {...f3.register('confirm', { required: '请确认新密码!', validate: v => v === f3.getValues('password') || '两次输入的密码不一样！' })} error={!!f3.formState.errors.confirm} helperText={f3.formState.errors.confirm?.message} />
                        <Button type="submit" variant="contained" disabled={busy}>提交</Button>
                    </Stack>
                </Box>
            )}
            {step === 3 && (
                <Box sx={{ textAlign: 'center' }}>
                    <CheckCircle sx={{ fontSize: 64, color: '#52c41a' }} />
                    <Typography variant="h6" sx={{ mt: 1 }}>密码修改成功</Typography>
                    <Button variant="contained" sx={{ mt: 3 }} onClick={() => navigate('/user/login')}>返回登录</Button>
                </Box>
            )}
            {step < 3 && (
                <Box sx={{ mt: 2, textAlign: 'right' }}>
                    <Link component={RouterLink} to="/user/login" underline="hover">返回登录</Link>
                </Box>
            )}
        </UserLayout>
    );
};
