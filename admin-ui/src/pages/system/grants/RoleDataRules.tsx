// 数据规则 of one menu for a role (GET /sys/role/datarule/{permissionId}/{roleId} →
// {datarule, drChecked}, saved with POST /sys/role/datarule), a department or a department role
// (the same shapes under /sys/sysDepartPermission/datarule and /sys/sysDepartRole/datarule).
import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { feedback, warnFailure } from '../../../components/Feedback';
import { getAction, postAction } from '../../../dataProvider/http';

interface Rule {
    id: string;
    ruleName: string;
    ruleColumn?: string;
    ruleConditions?: string;
    ruleValue?: string;
    status?: string;
}

/** Where one grantee's rules of one menu are read and saved. */
export interface DataRulesSource {
    load: string;
    save: string;
    body: (dataRuleIds: string) => Record<string, string>;
}

const seg = encodeURIComponent;

export const roleRules = (roleId: string, permissionId: string): DataRulesSource => ({
    load: `/sys/role/datarule/${seg(permissionId)}/${seg(roleId)}`,
    save: '/sys/role/datarule',
    body: dataRuleIds => ({ permissionId, roleId, dataRuleIds }),
});

interface Props {
    source: DataRulesSource;
    permission: { id: string; title: string };
    onClose: () => void;
}

export const RoleDataRules = ({ roleId, ...rest }: Omit<Props, 'source'> & { roleId: string }) => (
    <DataRulesPanel source={roleRules(roleId, rest.permission.id)} {...rest} />
);

export const DataRulesPanel = ({ source, permission, onClose }: Props) => {
    const [rules, setRules] = useState<Rule[] | null>(null);
    const [error, setError] = useState('');
    const [checked, setChecked] = useState<Set<string>>(new Set());
    const [saving, setSaving] = useState(false);
    useEffect(() => {
        let live = true;
        setRules(null);
        setError('');
        getAction(source.load, undefined, { silent: true }).then(
            env => {
                if (!live) return;
                if (!env.success) {
                    setError(env.message || '未找到权限配置信息');
                    setRules([]);
                    return;
                }
                const r = env.result ?? {};
                setRules(Array.isArray(r.datarule) ? r.datarule : []);
                setChecked(new Set(String(r.drChecked ?? '').split(',').filter(Boolean)));
            },
            () => live && (setError('数据规则加载失败'), setRules([]))
        );
        return () => {
            live = false;
        };
    }, [source.load]);
    const flip = (id: string) =>
        setChecked(prev => {
            const next = new Set(prev);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });
    const save = async () => {
        setSaving(true);
        try {
            // Keep the order of the list, not of the clicks.
            const ids = (rules ?? []).filter(r => checked.has(r.id)).map(r => r.id);
            const env = await postAction(source.save, source.body(ids.join(',')));
            if (env.success) feedback.message.success(env.message || '保存成功!');
            else warnFailure(env, '保存失败');
        } catch {
            /* reported by the request layer */
        } finally {
            setSaving(false);
        }
    };
    return (
        <Box component="section" aria-label={`数据规则：${permission.title}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 2 }}>
            <Typography variant="subtitle2" gutterBottom>
                数据规则：{permission.title}
            </Typography>
            {rules === null ? (
                <Typography variant="body2" color="text.secondary">
                    加载中…
                </Typography>
            ) : error ? (
                <Typography variant="body2" color="text.secondary" role="status">
                    {error}
                </Typography>
            ) : (
                <Stack>
                    {rules.map(r => (
                        <FormControlLabel
                            key={r.id}
                            control={<Checkbox size="small" checked={checked.has(r.id)} onChange={() => flip(r.id)} />}
                            label={
                                <span>
                                    {r.ruleName}
                                    {r.status === '0' && (
                                        <Typography component="span" variant="caption" color="text.secondary">
                                            （无效）
                                        </Typography>
                                    )}
                                </span>
                            }
                        />
                    ))}
                </Stack>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {!error && rules !== null && (
                    <Button size="small" variant="contained" disabled={saving} onClick={save}>
                        保存规则
                    </Button>
                )}
                <Button size="small" onClick={onClose}>
                    关闭
                </Button>
            </Stack>
        </Box>
    );
};
