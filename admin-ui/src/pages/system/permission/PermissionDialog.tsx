// 新增/编辑菜单: the type radio decides which fields show (JeecgBoot's PermissionModal).
import { useEffect, useMemo, useState } from 'react';
import {
    Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel,
    MenuItem, Radio, RadioGroup, Stack, Switch, TextField, useMediaQuery, useTheme,
} from '@mui/material';
import { postAction, putAction } from '../../../dataProvider/http';
import { feedback, warnFailure } from '../../../components/Feedback';
import { flattenTree } from '../../../components/Crud/TreeSelect';
import { MENU_TYPES, type PermissionNode } from './types';

interface Values {
    menuType: number;
    parentId: string;
    name: string;
    url: string;
    component: string;
    redirect: string;
    perms: string;
    permsType: string;
    status: string;
    icon: string;
    sortNo: string;
    route: boolean;
    hidden: boolean;
    keepAlive: boolean;
    alwaysShow: boolean;
    internalOrExternal: boolean;
}

const empty: Values = {
    menuType: 0, parentId: '', name: '', url: '', component: 'layouts/RouteView', redirect: '', perms: '',
    permsType: '1', status: '1', icon: '', sortNo: '1', route: true, hidden: false, keepAlive: false,
    alwaysShow: false, internalOrExternal: false,
};

const fromNode = (n: PermissionNode): Values => ({
    menuType: Number(n.menuType) || 0,
    parentId: n.parentId ?? '',
    name: n.name ?? '',
    url: n.url ?? '',
    component: n.component ?? '',
    redirect: n.redirect ?? '',
    perms: n.perms ?? '',
    permsType: n.permsType === '2' ? '2' : '1',
    status: n.status === '0' ? '0' : '1',
    icon: n.icon ?? '',
    sortNo: String(n.sortNo ?? 1),
    route: n.route ?? n.isRoute ?? true,
    hidden: !!n.hidden,
    keepAlive: !!n.keepAlive,
    alwaysShow: !!n.alwaysShow,
    internalOrExternal: !!n.internalOrExternal,
});

/** The server's messages, checked here first so the user sees them at the field. */
export const validate = (v: Values): Partial<Record<keyof Values, string>> => {
    const e: Partial<Record<keyof Values, string>> = {};
    if (!v.name.trim()) e.name = '请输入菜单标题!';
    if (v.menuType !== 0 && !v.parentId) e.parentId = '请选择上级菜单!';
    if (v.menuType === 2) {
        if (!v.perms.trim()) e.perms = '请输入授权标识!';
    } else {
        if (!v.url.trim()) e.url = '请输入菜单路径!';
        if (!v.component.trim()) e.component = '请输入前端组件!';
    }
    if (v.sortNo.trim() && Number.isNaN(Number(v.sortNo))) e.sortNo = '请输入数字';
    return e;
};

/** Menus only (a button holds no children), for the 上级菜单 picker. */
const menusOnly = (nodes: PermissionNode[] | undefined): PermissionNode[] =>
    (nodes ?? []).filter(n => Number(n.menuType) !== 2).map(n => ({ ...n, children: menusOnly(n.children) }));

export interface PermissionDialogProps {
    open: boolean;
    /** the row being edited; absent for 新增 */
    record?: PermissionNode | null;
    /** 添加下级: the new row's parent */
    parent?: PermissionNode | null;
    tree: PermissionNode[];
    onClose: () => void;
    onSaved: () => void;
}

export const PermissionDialog = ({ open, record, parent, tree, onClose, onSaved }: PermissionDialogProps) => {
    const theme = useTheme();
    const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
    const [v, setV] = useState<Values>(empty);
    const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
    const [saving, setSaving] = useState(false);

    useEffect(() => {
        if (!open) return;
        setErrors({});
        if (record) setV(fromNode(record));
        else if (parent) setV({ ...empty, menuType: 1, parentId: parent.id, component: '' });
        else setV(empty);
    }, [open, record, parent]);

    const parentOptions = useMemo(() => flattenTree(menusOnly(tree), record?.id, 'name'), [tree, record]);
    const set = <K extends keyof Values>(k: K, value: Values[K]) => {
        setV(old => ({ ...old, [k]: value }));
        setErrors(old => ({ ...old, [k]: undefined }));
    };
    const isButton = v.menuType === 2;

    const submit = async () => {
        const e = validate(v);
        if (Object.values(e).some(Boolean)) {
            setErrors(e);
            return;
        }
        const body = {
            ...v,
            id: record?.id,
            parentId: v.menuType === 0 ? '' : v.parentId,
            sortNo: v.sortNo.trim() ? Number(v.sortNo) : 1,
        };
        setSaving(true);
        try {
            const res = record ? await putAction('/sys/permission/edit', body) : await postAction('/sys/permission/add', body);
            if (res.success) {
                feedback.message.success(res.message || '操作成功');
                onSaved();
            } else warnFailure(res, '操作失败');
        } catch {
            // the request layer has told the user
        } finally {
            setSaving(false);
        }
    };

    const text = (k: keyof Values, label: string, required = false, helper?: string) => (
        <TextField
            label={label}
            value={v[k] as string}
            onChange={e => set(k, e.target.value as never)}
            required={required}
            error={!!errors[k]}
            helperText={errors[k] ?? helper}
            fullWidth
            size="small"
        />
    );
    const flag = (k: keyof Values, label: string) => (
        <FormControlLabel control={<Switch checked={v[k] as boolean} onChange={e => set(k, e.target.checked as never)} />} label={label} />
    );

    return (
        <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="permission-dialog-title">
            <DialogTitle id="permission-dialog-title">{record ? '编辑' : '新增'}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <FormControl>
                        <FormLabel id="permission-type">菜单类型</FormLabel>
                        <RadioGroup row aria-labelledby="permission-type" value={String(v.menuType)} onChange={e => set('menuType', Number(e.target.value))}>
                            {MENU_TYPES.map(t => (
                                <FormControlLabel key={t.value} value={String(t.value)} control={<Radio />} label={t.label} />
                            ))}
                        </RadioGroup>
                    </FormControl>
                    {text('name', isButton ? '按钮/权限' : '菜单名称', true)}
                    {v.menuType !== 0 && (
                        <TextField
                            select
                            label="上级菜单"
                            value={v.parentId}
                            onChange={e => set('parentId', e.target.value)}
                            required
                            error={!!errors.parentId}
                            helperText={errors.parentId}
                            fullWidth
                            size="small"
                        >
                            {parentOptions.length === 0 && <MenuItem value="" disabled>暂无数据</MenuItem>}
                            {parentOptions.map(o => (
                                <MenuItem key={o.value} value={o.value} sx={{ pl: 2 + o.depth * 2 }}>{o.label}</MenuItem>
                            ))}
                        </TextField>
                    )}
                    {isButton ? (
                        <>
                            {text('perms', '授权标识', true, '多个用逗号分隔, 如: user:list,user:create')}
                            <FormControl>
                                <FormLabel id="permission-perms-type">授权策略</FormLabel>
                                <RadioGroup row aria-labelledby="permission-perms-type" value={v.permsType} onChange={e => set('permsType', e.target.value)}>
                                    <FormControlLabel value="1" control={<Radio />} label="显示" />
                                    <FormControlLabel value="2" control={<Radio />} label="禁用" />
                                </RadioGroup>
                            </FormControl>
                            <FormControl>
                                <FormLabel id="permission-status">状态</FormLabel>
                                <RadioGroup row aria-labelledby="permission-status" value={v.status} onChange={e => set('status', e.target.value)}>
                                    <FormControlLabel value="1" control={<Radio />} label="有效" />
                                    <FormControlLabel value="0" control={<Radio />} label="无效" />
                                </RadioGroup>
                            </FormControl>
                        </>
                    ) : (
                        <>
                            {text('url', '菜单路径', true)}
                            {text('component', '前端组件', true)}
                            {v.menuType === 0 && text('redirect', '默认跳转地址')}
                            {text('icon', '菜单图标')}
                        </>
                    )}
                    {text('sortNo', '排序')}
                    {!isButton && (
                        <Stack direction={{ xs: 'column', sm: 'row' }} flexWrap="wrap" columnGap={2}>
                            {flag('route', '是否路由')}
                            {flag('hidden', '隐藏路由')}
                            {flag('keepAlive', '是否缓存路由')}
                            {flag('alwaysShow', '聚合路由')}
                        </Stack>
                    )}
                    {!isButton && (
                        <FormControl>
                            <FormLabel id="permission-open">打开方式</FormLabel>
                            <RadioGroup row aria-labelledby="permission-open" value={v.internalOrExternal ? '1' : '0'} onChange={e => set('internalOrExternal', e.target.value === '1')}>
                                <FormControlLabel value="0" control={<Radio />} label="内部" />
                                <FormControlLabel value="1" control={<Radio />} label="外部" />
                            </RadioGroup>
                        </FormControl>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={saving}>取消</Button>
                <Button variant="contained" onClick={submit} disabled={saving}>确定</Button>
            </DialogActions>
        </Dialog>
    );
};
