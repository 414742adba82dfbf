// The user add / edit / detail form: the generated fields plus, as in JeecgBoot 2.4's
// UserModal, 确认密码 on create, 角色分配 and 部门分配 (sent as `selectedroles` /
// `selecteddeparts` comma lists; an empty list clears them) and 职务 picked from the positions
// (sys_user.post holds their codes, comma-joined).
import { useEffect, useState } from 'react';
import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import {
    CrudForm,
    type CrudFormExtra,
    type CrudFormExtraContext,
    type CrudFormProps,
    type CrudResourceConfig,
} from '../../components/Crud';
import { warnFailure } from '../../components/Feedback';
import { DepartPicker, RecordPicker } from '../../components/Pickers';
import { getAction, type Envelope } from '../../dataProvider/http';
import { config as generated } from './config.gen';

/** At least 8 characters with a letter and a digit (the server's rule). */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d).{8,}$';
export const PASSWORD_MESSAGE = '密码由8位数字、大小写字母组成!';
export const CONFIRM_MISMATCH = '两次输入的密码不一样！';

export const config: CrudResourceConfig = {
    ...generated,
    fields: generated.fields.map(f =>
        f.widget === 'password'
            ? { ...f, pattern: PASSWORD_PATTERN, patternMessage: PASSWORD_MESSAGE }
            : // 职务 is the position picker below, which the generated inputs cannot make multiple
              f.name === 'post'
              ? { ...f, form: false }
              : f
    ),
};

/** The table dict of positions: shown by name, stored by code. */
export const POSITION_DICT = 'sys_position,name,code';

const idsOf = (v: unknown): string[] =>
    (Array.isArray(v) ? v.map(String) : String(v ?? '').split(','))
        .map(s => s.trim())
        .filter(Boolean);

const csv = (v: unknown): string => idsOf(v).join(',');

/** A refused answer is shown (a 510 was already) and stops the form from opening. */
const result = <T,>(env: Envelope<T>): T => {
    if (!env.success) {
        warnFailure(env, '查询失败');
        throw new Error(env.message);
    }
    return env.result;
};

/** The user's roles and departments, loaded before edit/detail shows. */
const loadLinks = async (id: string) => {
    const [roles, departs] = await Promise.all([
        getAction<string[]>('/sys/user/queryUserRole', { userid: id }),
        getAction<{ key: string }[]>('/sys/user/userDepartList', { userId: id }),
    ]);
    return {
        selectedroles: csv(result(roles)),
        selecteddeparts: csv((result(departs) ?? []).map(d => d.key)),
    };
};

interface Option {
    id: string;
    title: string;
    depth: number;
}

/** Options of one list endpoint, loaded once per opening of the form. */
const useOptions = (url: string, map: (result: any) => Option[]): Option[] => {
    const [options, setOptions] = useState<Option[]>([]);
    useEffect(() => {
        let live = true;
        getAction(url)
            .then(env => {
                if (!live) return;
                if (env.success) setOptions(map(env.result ?? []));
                else warnFailure(env, '查询失败');
            })
            .catch(() => {
                /* reported by the request layer */
            });
        return () => {
            live = false;
        };
    }, [url]);
    return options;
};

const rolesOf = (rs: any): Option[] =>
    (Array.isArray(rs) ? rs : (rs?.records ?? [])).map((r: any) => ({ id: String(r.id), title: String(r.roleName ?? r.roleCode ?? r.id), depth: 0 }));

/** A multiple choice stored as "id1,id2"; tree options are indented by depth. */
const MultiChoice = ({
    ctx,
    name,
    label,
    placeholder,
    options,
}: {
    ctx: CrudFormExtraContext;
    name: string;
    label: string;
    placeholder: string;
    options: Option[];
}) => (
    <Controller
        name={name}
        control={ctx.form.control}
        defaultValue=""
        render={({ field }) => {
            const chosen = idsOf(field.value);
            const titleOf = (id: string) => options.find(o => o.id === id)?.title ?? id;
            return (
                <TextField
                    select
                    id={`aq-crud-${name}`}
                    name={name}
                    label={label}
                    fullWidth
                    size="small"
                    disabled={ctx.readOnly}
                    value={chosen}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    // kept in the options' order, whatever the order of the clicks
                    onChange={e => {
                        const ids = idsOf(e.target.value);
                        const known = options.filter(o => ids.includes(o.id)).map(o => o.id);
                        field.onChange([...known, ...ids.filter(id => !known.includes(id))].join(','));
                    }}
                    slotProps={{
                        inputLabel: { shrink: true },
                        select: {
                            multiple: true,
                            displayEmpty: true,
                            renderValue: v => {
                                const ids = v as string[];
                                return ids.length ? ids.map(titleOf).join('，') : <span style={{ opacity: 0.5 }}>{placeholder}</span>;
                            },
                        },
                    }}
                >
                    {/* chosen values the options do not (yet) list still count */}
                    {chosen
                        .filter(id => !options.some(o => o.id === id))
                        .map(id => (
                            <MenuItem key={id} value={id} sx={{ display: 'none' }}>
                                {id}
                            </MenuItem>
                        ))}
                    {options.map(o => (
                        <MenuItem key={o.id} value={o.id} sx={{ pl: 1 + o.depth * 2.5, py: 0 }}>
                            <Checkbox size="small" checked={chosen.includes(o.id)} tabIndex={-1} disableRipple />
                            <ListItemText primary={o.title} />
                        </MenuItem>
                    ))}
                </TextField>
            );
        }}
    />
);

const RoleChoice = (ctx: CrudFormExtraContext) => (
    <MultiChoice ctx={ctx} name="selectedroles" label="角色分配" placeholder="请选择用户角色" options={useOptions('/sys/role/queryall', rolesOf)} />
);

/** 部门分配 through the department picker (a tree with checks, several departments). */
const DepartChoice = (ctx: CrudFormExtraContext) => (
    <Controller
        name="selecteddeparts"
        control={ctx.form.control}
        defaultValue=""
        render={({ field }) => (
            <DepartPicker
                id="aq-crud-selecteddeparts"
                name={field.name}
                inputRef={field.ref}
                label="部门分配"
                multiple
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                readOnly={ctx.readOnly}
            />
        )}
    />
);

/** 职务: several positions through the record picker, stored as their codes "c1,c2". */
const PositionChoice = (ctx: CrudFormExtraContext) => (
    <Controller
        name="post"
        control={ctx.form.control}
        defaultValue={String(ctx.record?.post ?? '')}
        render={({ field }) => (
            <RecordPicker
                id="aq-crud-post"
                name={field.name}
                inputRef={field.ref}
                label="职务"
                placeholder="请选择职务"
                dict={POSITION_DICT}
                multiple
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                readOnly={ctx.readOnly}
            />
        )}
    />
);

/** 确认密码: required, equal to the password, checked again when the password changes. */
const ConfirmPassword = ({ form }: CrudFormExtraContext) => {
    const password = useWatch({ control: form.control, name: 'password' });
    useEffect(() => {
        if (form.getValues('confirmpassword')) void form.trigger('confirmpassword');
    }, [password]);
    return (
        <Controller
            name="confirmpassword"
            control={form.control}
            defaultValue=""
            rules={{
                validate: v => (String(v ?? '') === '' ? '请重新输入登录密码!' : v === form.getValues('password') || CONFIRM_MISMATCH),
            }}
            render={({ field, fieldState }) => (
                <TextField
                    id="aq-crud-confirmpassword"
                    name={field.name}
                    label="确认密码"
                    type="password"
                    autoComplete="new-password"
                    required
                    fullWidth
                    size="small"
                    value={String(field.value ?? '')}
                    inputRef={field.ref}
                    onChange={e => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                />
            )}
        />
    );
};

export const userFormExtra: CrudFormExtra = {
    load: loadLinks,
    // the password input exists on create only
    after: { password: ctx => <ConfirmPassword {...ctx} />, workNo: ctx => <PositionChoice {...ctx} /> },
    render: ctx => (
        <>
            <RoleChoice {...ctx} />
            <DepartChoice {...ctx} />
        </>
    ),
    payload: (body, values, mode) => {
        // as a generated input: left out of an add when empty, cleared (null) by an edit
        const post = csv(values.post);
        return {
            ...body,
            selectedroles: csv(values.selectedroles),
            selecteddeparts: csv(values.selecteddeparts),
            ...(post ? { post } : mode === 'edit' ? { post: null } : {}),
        };
    },
};

export const UserForm = (props: CrudFormProps) => <CrudForm {...props} config={config} extra={userFormExtra} />;
