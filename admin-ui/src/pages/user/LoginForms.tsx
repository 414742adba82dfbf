// The login page's forms: account and password, phone and SMS code.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
    Box,
    Button,
    Checkbox,
    CircularProgress,
    FormControlLabel,
    InputAdornment,
    Stack,
    TextField,
} from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { feedback } from '../../components/Feedback';
import { SmsCodeButton, isMobile } from '../../components/SmsCodeButton';
import { useSliderCaptcha } from '../../components/Layout';
import { passwordLogin, phoneLogin, sendSmsCode, type LoginResult } from '../../authProvider/session';
import { CaptchaImage, useCaptcha } from './captcha';

const icon = (Icon: typeof PersonOutline) => ({
    input: {
        startAdornment: (
            <InputAdornment position="start">
                <Icon fontSize="small" sx={{ color: 'rgba(0,0,0,.25)' }} />
            </InputAdornment>
        ),
    },
});

export const failure = (e: unknown) => feedback.notice.error('登录失败', (e as Error)?.message || '登录失败', 4);

interface AccountForm {
    username: string;
    password: string;
    captcha: string;
}

export const AccountLogin = ({ onDone }: { onDone: (r: LoginResult, pw: string) => Promise<void> }) => {
    const { checkKey, src, refresh } = useCaptcha();
    const { register, handleSubmit, formState, setValue } = useForm<AccountForm>({
        defaultValues: { username: '', password: '', captcha: '' },
    });
    const [busy, setBusy] = useState(false);
    const submit = handleSubmit(async v => {
        setBusy(true);
        try {
            const r = await passwordLogin({ username: v.username.trim(), password: v.password, captcha: v.captcha.trim(), checkKey });
            await onDone(r, v.password);
        } catch (e) {
            failure(e);
            // The captcha is single-use on the server: offer a fresh one.
            setValue('captcha', '');
            refresh();
        } finally {
            setBusy(false);
        }
    });
    const err = formState.errors;
    return (
        <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
                <TextField
                    {...register('username', { required: '请输入帐户名' })}
                    placeholder="请输入帐户名"
                    autoComplete="username"
                    autoFocus
                    error={!!err.username}
                    helperText={err.username?.message}
                    slotProps={{ ...icon(PersonOutline), htmlInput: { 'aria-label': '账号' } }}
                />
                <TextField
                    {...register('password', { required: '请输入密码' })}
                    type="password"
                    placeholder="请输入密码"
                    autoComplete="current-password"
                    error={!!err.password}
                    helperText={err.password?.message}
                    slotProps={{ ...icon(LockOutlined), htmlInput: { 'aria-label': '密码' } }}
                />
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                        {...register('captcha', { required: '请输入验证码' })}
                        placeholder="请输入验证码"
                        autoComplete="off"
                        error={!!err.captcha}
                        helperText={err.captcha?.message}
                        sx={{ flex: 1 }}
                        slotProps={{ ...icon(VerifiedUserOutlined), htmlInput: { 'aria-label': '验证码' } }}
                    />
                    <CaptchaImage src={src} onRefresh={refresh} />
                </Stack>
                <FormControlLabel control={<Checkbox defaultChecked size="small" />} label="自动登录" sx={{ mt: '4px !important' }} />
                <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}>
                    登录
                </Button>
            </Stack>
        </Box>
    );
};

interface PhoneForm {
    mobile: string;
    /** the image captcha, asked before an SMS is sent */
    image: string;
    captcha: string;
}

/** 手机号登录; login trades the mobile and SMS code for a session (default /sys/phoneLogin; binding a
 * third-party account uses it too). */
export const PhoneLogin = ({
    onDone,
    login = phoneLogin,
    submitText = '登录',
}: {
    onDone: (r: LoginResult) => Promise<void>;
    login?: (p: { mobile: string; captcha: string }) => Promise<LoginResult>;
    submitText?: string;
}) => {
    const { register, handleSubmit, formState, getValues, setValue } = useForm<PhoneForm>({ defaultValues: { mobile: '', image: '', captcha: '' } });
    const image = useCaptcha();
    // 获取验证码 waits for the slider.
    const slide = useSliderCaptcha();
    const [busy, setBusy] = useState(false);
    const submit = handleSubmit(async v => {
        setBusy(true);
        try {
            await onDone(await login({ mobile: v.mobile.trim(), captcha: v.captcha.trim() }));
        } catch (e) {
            failure(e);
        } finally {
            setBusy(false);
        }
    });
    const err = formState.errors;
    return (
        <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
                <TextField
                    {...register('mobile', { required: '请输入手机号码', validate: v => isMobile(v) || '请输入正确的手机号' })}
                    placeholder="手机号"
                    autoComplete="tel"
                    error={!!err.mobile}
                    helperText={err.mobile?.message}
                    slotProps={{ ...icon(SmartphoneOutlined), htmlInput: { 'aria-label': '手机号' } }}
                />
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                        {...register('image')}
                        onFocus={image.refreshIfStale}
                        placeholder="请输入图形验证码"
                        autoComplete="off"
                        sx={{ flex: 1 }}
                        slotProps={{ ...icon(VerifiedUserOutlined), htmlInput: { 'aria-label': '图形验证码' } }}
                    />
                    <CaptchaImage src={image.src} onRefresh={image.refresh} />
                </Stack>
                {slide.slider}
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                        {...register('captcha', { required: '请输入验证码' })}
                        placeholder="请输入验证码"
                        autoComplete="one-time-code"
                        error={!!err.captcha}
                        helperText={err.captcha?.message}
                        sx={{ flex: 1 }}
                        slotProps={{ ...icon(MailOutline), htmlInput: { 'aria-label': '短信验证码' } }}
                    />
                    <Box sx={{ height: 40, display: 'flex' }}>
                        <SmsCodeButton
                            disabled={!slide.passed}
                            validate={() =>
                                !isMobile(getValues('mobile')) ? '请输入正确的手机号' : getValues('image').trim() ? null : '请输入图形验证码'
                            }
                            onInvalid={m => feedback.message.warning(m)}
                            onSend={async () => {
                                try {
                                    await sendSmsCode(getValues('mobile').trim(), '0', getValues('image').trim(), image.checkKey);
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
                    </Box>
                </Stack>
                <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {submitText}
                </Button>
            </Stack>
        </Box>
    );
};

