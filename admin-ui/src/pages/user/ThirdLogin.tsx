// 其他登录方式: the third-party logins the admins enabled. A sign-in opens in a window whose
// result page posts back here (this origin only); an account no user is bound to is bound by
// the password of the user of its name or by a login SMS code, or gets a new user where the
// provider allows it. With single sign-on the whole page goes to the provider and comes back
// with ?ticket=; ?local=1 keeps the password form.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, TextField, Typography } from '@mui/material';
import GitHub from '@mui/icons-material/GitHub';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { failure, PhoneLogin } from './LoginForms';
import {
    fetchProviders,
    readThirdMessage,
    rememberService,
    renderUrl,
    ssoService,
    takeService,
    type Provider,
    type ThirdMessage,
} from './thirdLogin';
import {
    ssoLogin,
    thirdBindPassword,
    thirdBindPhone,
    thirdCreateUser,
    thirdLogin,
    type LoginResult,
} from '../../authProvider/session';
import { ssoPaused } from '../../app/storage';

type Pending = Extract<ThirdMessage, { kind: 'phone' | 'offer' }> & { code: string };

interface Props {
    onDone: (r: LoginResult) => Promise<void>;
    redirect: string | null;
}

export const ThirdLogin = ({ onDone, redirect }: Props) => {
    const [params, setParams] = useSearchParams();
    const { data: providers = [] } = useQuery({ queryKey: ['thirdLogin', 'providers'], queryFn: fetchProviders, staleTime: 60_000 });
    const [pending, setPending] = useState<Pending | null>(null);
    // What the address brought back (single sign-on, or a window that lost its opener): read once.
    const [returned] = useState(() => ({ ticket: params.get('ticket'), message: params.get('thirdLogin'), code: params.get('thirdType') }));
    const handled = useRef(false);
    const listener = useRef<((e: MessageEvent) => void) | null>(null);

    const finish = async (login: Promise<LoginResult>) => {
        try {
            await onDone(await login);
            setPending(null);
        } catch (e) {
            failure(e);
        }
    };
    const handle = (code: string, raw: unknown) => {
        const m = readThirdMessage(raw);
        if (m.kind === 'ticket') void finish(thirdLogin(m.ticket, code));
        else if (m.kind === 'error') failure(new Error(m.message));
        else setPending({ ...m, code });
    };

    useEffect(() => {
        if (handled.current || (!returned.ticket && !returned.message)) return;
        handled.current = true;
        const next = new URLSearchParams(params);
        ['ticket', 'thirdLogin', 'thirdType'].forEach(k => next.delete(k));
        setParams(next, { replace: true });
        if (returned.ticket) {
            void finish(ssoLogin(returned.ticket, takeService(ssoService(redirect))));
            return;
        }
        let msg: unknown = returned.message;
        try {
            msg = JSON.parse(returned.message ?? '');
        } catch {
            /* a plain message */
        }
        handle(returned.code ?? '', msg);
    }, []);
    useEffect(
        () => () => {
            if (listener.current) window.removeEventListener('message', listener.current);
        },
        []
    );

    const sso = providers.find(p => p.sso);
    const autoSSO = !!sso && params.get('local') !== '1' && !ssoPaused() && !returned.ticket && !returned.message;
    useEffect(() => {
        if (!autoSSO || !sso) return;
        const service = ssoService(redirect);
        rememberService(service);
        window.location.assign(renderUrl(sso.code, service));
    }, [autoSSO, sso, redirect]);

    const open = (p: Provider) => {
        const w = window.open(renderUrl(p.code), 'aq-third-login', 'width=520,height=640,menubar=no,toolbar=no');
        if (!w) {
            // A blocked window: the whole page goes, as with single sign-on.
            const service = ssoService(redirect);
            rememberService(service);
            window.location.assign(renderUrl(p.code, service));
            return;
        }
        if (listener.current) window.removeEventListener('message', listener.current);
        const onMessage = (e: MessageEvent) => {
            if (e.origin !== window.location.origin || e.source !== w) return;
            window.removeEventListener('message', onMessage);
            listener.current = null;
            handle(p.code, e.data);
        };
        listener.current = onMessage;
        window.addEventListener('message', onMessage);
    };

    if (autoSSO && sso) {
        return (
            <Box sx={{ mt: 2, fontSize: 14, color: 'text.secondary' }} data-testid="third-login">
                正在前往「{sso.name}」登录…
                <Link component={RouterLink} to="/user/login?local=1" sx={{ ml: 1 }}>使用账号密码登录</Link>
            </Box>
        );
    }
    return (
        <>
            {providers.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary', fontSize: 14 }} data-testid="third-login">
                    <span>其他登录方式</span>
                    {providers.map(p => (
                        <Button key={p.code} size="small" onClick={() => open(p)} startIcon={p.kind === 'github' ? <GitHub /> : <VpnKeyOutlined />}>
                            {p.name}
                        </Button>
                    ))}
                </Stack>
            )}
            {pending?.kind === 'offer' && <BindAccount pending={pending} finish={finish} onClose={() => setPending(null)} />}
            {pending?.kind === 'phone' && (
                <Dialog open onClose={() => setPending(null)} fullWidth maxWidth="xs">
                    <DialogTitle>绑定手机号</DialogTitle>
                    <DialogContent>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                            该第三方账号尚未绑定系统账号，请验证您账号的手机号完成绑定。
                        </Typography>
                        <PhoneLogin submitText="绑定并登录" login={p => thirdBindPhone(pending.key, p)} onDone={onDone} />
                    </DialogContent>
                </Dialog>
            )}
        </>
    );
};

/** 已有同名账号: bind it by its password, or (where allowed) create a new account. */
const BindAccount = ({
    pending,
    finish,
    onClose,
}: {
    pending: Extract<Pending, { kind: 'offer' }>;
    finish: (login: Promise<LoginResult>) => Promise<void>;
    onClose: () => void;
}) => {
    const [username, setUsername] = useState(pending.username);
    const [password, setPassword] = useState('');
    const [busy, setBusy] = useState(false);
    const run = async (login: () => Promise<LoginResult>) => {
        setBusy(true);
        await finish(login());
        setBusy(false);
    };
    const bind = () => {
        if (!username.trim() || !password) return failure(new Error('请输入账号和密码'));
        void run(() => thirdBindPassword(pending.key, username.trim(), password));
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs">
            <DialogTitle>绑定账号</DialogTitle>
            <DialogContent>
                <Typography variant="body2" sx={{ mb: 2 }}>
                    已有同名账号「{pending.username}」存在，请确认是否绑定该账号？输入该账号的密码完成绑定。
                </Typography>
                <Stack spacing={2} component="form" onSubmit={e => (e.preventDefault(), bind())}>
                    <TextField label="账号" value={username} onChange={e => setUsername(e.target.value)} autoComplete="username" size="small" />
                    <TextField label="密码" type="password" value={password} onChange={e => setPassword(e.target.value)} autoComplete="current-password" size="small" autoFocus />
                    <button type="submit" hidden />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy}>取消</Button>
                {pending.create && (
                    <Button onClick={() => void run(() => thirdCreateUser(pending.key))} disabled={busy}>创建新账号</Button>
                )}
                <Button variant="contained" onClick={bind} disabled={busy}>确认绑定</Button>
            </DialogActions>
        </Dialog>
    );
};
