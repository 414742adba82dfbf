// What happens after a successful login: department and tenant choice, the password rule,
// loading the menus, then home (or the navigation page for a weak password) and a welcome.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ChoiceDialog, departDialogTitle, type ChoiceOption } from '../../components/ChoiceDialog';
import { feedback } from '../../components/Feedback';
import { config } from '../../app/config';
import { greeting, isStrongPassword } from '../../app/greeting';
import { KEYS, ls, SESSION_TTL_MS } from '../../app/storage';
import { getAction } from '../../dataProvider/http';
import { saveTenant, selectDepart, type LoginResult } from '../../authProvider/session';

interface Ask {
    title: string;
    placeholder: string;
    tooltip?: string;
    options: ChoiceOption[];
    resolve: (v: string) => Promise<void>;
}

const safeRedirect = (r: string | null): string | null =>
    r && r.startsWith('/') && !r.startsWith('//') && !r.startsWith('/user/') ? r : null;

export const useLoginFlow = () => {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [ask, setAsk] = useState<Ask | null>(null);

    const choose = (spec: Omit<Ask, 'resolve'>, onChosen: (v: string) => Promise<void>) =>
        new Promise<void>(done => {
            setAsk({
                ...spec,
                resolve: async v => {
                    try {
                        await onChosen(v);
                        setAsk(null);
                        done();
                    } catch (e) {
                        feedback.message.error((e as Error).message || '操作失败');
                    }
                },
            });
        });

    const afterLogin = async (result: LoginResult, typedPassword: string | null, redirect: string | null) => {
        const user = result.userInfo;
        if (Number(result.multi_depart) === 0) {
            feedback.notice.warning('提示', '您尚未归属部门,请确认账号信息', 3);
        } else if (Number(result.multi_depart) === 2 && (result.departs?.length ?? 0) > 1) {
            await choose(
                {
                    title: departDialogTitle(),
                    placeholder: '请选择登录部门',
                    tooltip: '您隶属于多部门，请选择当前所在部门',
                    options: result.departs!.map(d => ({ value: d.orgCode, label: d.departName })),
                },
                async orgCode => {
                    await selectDepart(orgCode, user.username);
                }
            );
        }

        const tenantIds = String(user.relTenantIds ?? '').split(',').map(s => s.trim()).filter(Boolean);
        if (tenantIds.length === 1) {
            saveTenant(tenantIds[0]);
        } else if (tenantIds.length > 1) {
            let tenants: Array<{ id: string | number; name: string }> = result.tenantList ?? [];
            try {
                const env = await getAction('/sys/tenant/queryList', { ids: tenantIds.join(',') });
                if (env.success && Array.isArray(env.result)) tenants = env.result;
            } catch {
                /* fall back to the login reply's list */
            }
            if (tenants.length > 1) {
                await choose(
                    {
                        title: '租户选择',
                        placeholder: '请选择登录租户',
                        tooltip: '您隶属于多租户，请选择当前所在租户',
                        options: tenants.map(t => ({ value: String(t.id), label: t.name })),
                    },
                    async id => saveTenant(id)
                );
            } else if (tenants.length === 1) {
                saveTenant(tenants[0].id);
            }
        }

        const weak = typedPassword !== null && !isStrongPassword(typedPassword);
        ls.set(KEYS.validPassword, !weak, SESSION_TTL_MS);

        // Load the menus before entering the layout, like the original route guard.
        await queryClient.refetchQueries({ queryKey: ['auth', 'getPermissions'] });
        navigate(weak ? '/guide/shiyan' : (safeRedirect(redirect) ?? config.homePath), { replace: true });
        feedback.notice.success('欢迎', `${greeting()}，欢迎回来`, 3);
    };

    const dialog = ask ? (
        <ChoiceDialog
            key={ask.title}
            open
            title={ask.title}
            placeholder={ask.placeholder}
            tooltip={ask.tooltip}
            options={ask.options}
            onConfirm={ask.resolve}
        />
    ) : null;

    return { afterLogin, dialog };
};
