// Who a node names: the role list (for the role select and the card texts) and the realnames
// of the usernames a tree holds.
import { useEffect, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { getAction } from '../../../dataProvider/http';
import { recordsOf, text, valueParam } from '../../../components/Pickers/common';
import { API } from './model';

export interface Role {
    roleCode: string;
    roleName: string;
}

export interface Roles {
    list: Role[];
    loading: boolean;
    error?: string;
}

// Roles are few; one page holds them all.
const ROLE_PAGE = 1000;

export function useRoles(enabled: boolean): Roles {
    const [roles, setRoles] = useState<Roles>({ list: [], loading: enabled });
    useEffect(() => {
        if (!enabled) return;
        let live = true;
        setRoles(r => ({ ...r, loading: true, error: undefined }));
        getAction(API.roles, { pageNo: 1, pageSize: ROLE_PAGE }, { silent: true })
            .then(env => {
                if (!live) return;
                if (!env.success) return setRoles({ list: [], loading: false, error: env.message || '角色加载失败' });
                const list = recordsOf(env.result)
                    .map(r => ({ roleCode: text(r.roleCode), roleName: text(r.roleName) }))
                    .filter(r => r.roleCode);
                setRoles({ list, loading: false });
            })
            .catch((e: Error) => live && setRoles({ list: [], loading: false, error: e?.message || '角色加载失败' }));
        return () => {
            live = false;
        };
    }, [enabled]);
    return roles;
}

/** username → realname for the given usernames (unknown ones are left out). */
export async function fetchUserNames(usernames: string[]): Promise<Record<string, string>> {
    if (!usernames.length) return {};
    const env = await getAction(API.users, { username: valueParam(usernames), pageNo: 1, pageSize: usernames.length }, { silent: true });
    const out: Record<string, string> = {};
    for (const r of env.success ? recordsOf(env.result) : []) if (r.username) out[text(r.username)] = text(r.realname) || text(r.username);
    return out;
}

export interface RoleSelectProps {
    id: string;
    label: string;
    value: string[];
    onChange: (codes: string[]) => void;
    roles: Roles;
}

/** Several roles by code; a code no longer in the role list still shows (as itself) and can be removed. */
export function RoleSelect({ id, label, value, onChange, roles }: RoleSelectProps) {
    const byCode = new Map(roles.list.map(r => [r.roleCode, r]));
    const options = [...roles.list, ...value.filter(c => !byCode.has(c)).map(c => ({ roleCode: c, roleName: c }))];
    const chosen = value.map(c => options.find(o => o.roleCode === c)!).filter(Boolean);
    return (
        <Autocomplete
            multiple
            id={id}
            options={options}
            value={chosen}
            loading={roles.loading}
            loadingText="加载中…"
            noOptionsText="无匹配角色"
            getOptionLabel={o => o.roleName || o.roleCode}
            isOptionEqualToValue={(a, b) => a.roleCode === b.roleCode}
            onChange={(_, v) => onChange(v.map(r => r.roleCode))}
            renderValue={(v, getItemProps) =>
                v.map((r, index) => {
                    const { key, ...item } = getItemProps({ index });
                    return <Chip key={key} size="small" label={r.roleName || r.roleCode} {...item} />;
                })
            }
            renderInput={params => (
                <TextField {...params} label={label} size="small" error={!!roles.error} helperText={roles.error} />
            )}
        />
    );
}
