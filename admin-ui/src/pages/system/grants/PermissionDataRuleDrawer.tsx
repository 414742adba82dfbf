// 数据规则 of one menu (JeecgBoot's PermissionDataRuleList): list, add, edit and delete through
// /sys/permission/getPermRuleListByPermId, addPermissionRule, editPermissionRule and
// deletePermissionRule. The server checks the column against the menu's entity.
import { useCallback, useEffect, useState } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    Drawer,
    IconButton,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { feedback, warnFailure } from '../../../components/Feedback';
import { deleteAction, getAction, postAction, putAction } from '../../../dataProvider/http';

/** The rule conditions (JeecgBoot's rule_conditions dictionary without 自定义SQL). */
export const RULE_CONDITIONS: [string, string][] = [
    ['>', '大于'],
    ['>=', '大于等于'],
    ['<', '小于'],
    ['<=', '小于等于'],
    ['=', '等于'],
    ['!=', '不等于'],
    ['IN', '包含'],
    ['LIKE', '模糊'],
    ['LEFT_LIKE', '左模糊'],
    ['RIGHT_LIKE', '右模糊'],
];
const conditionText = (c?: string) => RULE_CONDITIONS.find(([v]) => v === c)?.[1] ?? c ?? '';

export interface DataRule {
    id?: string;
    permissionId?: string;
    ruleName: string;
    ruleColumn: string;
    ruleConditions: string;
    ruleValue: string;
    status: string;
}

const empty: DataRule = { ruleName: '', ruleColumn: '', ruleConditions: '=', ruleValue: '', status: '1' };

interface Props {
    /** the menu whose rules are managed; null closes the drawer */
    permission: { id: string; name?: string } | null;
    onClose: () => void;
}

export const PermissionDataRuleDrawer = ({ permission, onClose }: Props) => {
    const [rows, setRows] = useState<DataRule[]>([]);
    const [loading, setLoading] = useState(false);
    const [error, setError] = useState('');
    const [editing, setEditing] = useState<DataRule | null>(null);
    const [saving, setSaving] = useState(false);
    const id = permission?.id;

    const load = useCallback(async () => {
        if (!id) return;
        setLoading(true);
        setError('');
        try {
            const env = await getAction('/sys/permission/getPermRuleListByPermId', { permissionId: id }, { silent: true });
            if (env.success) setRows(Array.isArray(env.result) ? env.result : []);
            else setError(env.message || '数据规则加载失败');
        } catch {
            setError('数据规则加载失败');
        } finally {
            setLoading(false);
        }
    }, [id]);
    useEffect(() => {
        void load();
    }, [load]);

    const submit = async () => {
        if (!editing || !id) return;
        const missing = !editing.ruleName.trim() ? '请输入规则名称' : !editing.ruleColumn.trim() ? '请输入规则字段' : !editing.ruleValue.trim() ? '请输入规则值' : '';
        if (missing) {
            feedback.message.warning(missing);
            return;
        }
        setSaving(true);
        try {
            const body = { ...editing, permissionId: id };
            const env = editing.id ? await putAction('/sys/permission/editPermissionRule', body) : await postAction('/sys/permission/addPermissionRule', body);
            if (env.success) {
                feedback.message.success(env.message || '操作成功');
                setEditing(null);
                void load();
            } else warnFailure(env, '操作失败');
        } catch {
            /* reported by the request layer */
        } finally {
            setSaving(false);
        }
    };

    const remove = async (r: DataRule) => {
        if (!(await feedback.confirm('提示', '确定删除吗?'))) return;
        try {
            const env = await deleteAction('/sys/permission/deletePermissionRule', { id: r.id });
            if (env.success) {
                feedback.message.success(env.message || '删除成功');
                void load();
            } else warnFailure(env, '删除失败');
        } catch {
            /* reported by the request layer */
        }
    };

    const set = (k: keyof DataRule) => (e: { target: { value: string } }) => setEditing(v => (v ? { ...v, [k]: e.target.value } : v));
    const title = `数据规则${permission?.name ? `：${permission.name}` : ''}`;
    return (
        <Drawer anchor="right" open={!!permission} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 720 } }, role: 'dialog', 'aria-label': title } as object }}>
            <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
                <Typography variant="h6" sx={{ flex: 1, fontSize: 16 }} noWrap>
                    {title}
                </Typography>
                <IconButton aria-label="关闭" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Stack>
            <Divider />
            <Box sx={{ p: 2, overflow: 'auto' }}>
                <Button variant="contained" onClick={() => setEditing({ ...empty })} sx={{ mb: 1 }}>
                    新增
                </Button>
                {error ? (
                    <Typography color="error" role="alert" variant="body2">
                        {error}
                    </Typography>
                ) : (
                    <TableContainer>
                        <Table size="small" aria-label="数据规则列表">
                            <TableHead>
                                <TableRow>
                                    <TableCell>规则名称</TableCell>
                                    <TableCell>规则字段</TableCell>
                                    <TableCell>条件规则</TableCell>
                                    <TableCell>规则值</TableCell>
                                    <TableCell>状态</TableCell>
                                    <TableCell>操作</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {rows.map(r => (
                                    <TableRow key={r.id}>
                                        <TableCell>{r.ruleName}</TableCell>
                                        <TableCell>{r.ruleColumn}</TableCell>
                                        <TableCell>{conditionText(r.ruleConditions)}</TableCell>
                                        <TableCell sx={{ wordBreak: 'break-all' }}>{r.ruleValue}</TableCell>
                                        <TableCell>{r.status === '0' ? '无效' : '有效'}</TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                            <Button size="small" onClick={() => setEditing({ ...r })}>
                                                编辑
                                            </Button>
                                            <Button size="small" color="error" onClick={() => remove(r)}>
                                                删除
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                                {!rows.length && (
                                    <TableRow>
                                        <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>
                                            {loading ? '加载中…' : '暂无数据'}
                                        </TableCell>
                                    </TableRow>
                                )}
                            </TableBody>
                        </Table>
                    </TableContainer>
                )}
            </Box>
            <Dialog open={!!editing} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
                <DialogTitle>{editing?.id ? '编辑' : '新增'}</DialogTitle>
                <DialogContent>
                    {editing && (
                        <Stack spacing={2} sx={{ pt: 1 }}>
                            <TextField label="规则名称" required value={editing.ruleName} onChange={set('ruleName')} slotProps={{ htmlInput: { maxLength: 50 } }} />
                            <TextField label="规则字段" required value={editing.ruleColumn} onChange={set('ruleColumn')} helperText="实体的字段名，如 createBy、sysOrgCode" slotProps={{ htmlInput: { maxLength: 50 } }} />
                            <TextField select label="条件规则" required value={editing.ruleConditions} onChange={set('ruleConditions')}>
                                {RULE_CONDITIONS.map(([v, t]) => (
                                    <MenuItem key={v} value={v}>
                                        {t}
                                    </MenuItem>
                                ))}
                            </TextField>
                            <TextField label="规则值" required value={editing.ruleValue} onChange={set('ruleValue')} helperText="可用系统变量，如 #{sys_user_code}、#{sys_org_code}" slotProps={{ htmlInput: { maxLength: 300 } }} />
                            <TextField select label="状态" value={editing.status} onChange={set('status')}>
                                <MenuItem value="1">有效</MenuItem>
                                <MenuItem value="0">无效</MenuItem>
                            </TextField>
                        </Stack>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setEditing(null)}>取消</Button>
                    <Button variant="contained" disabled={saving} onClick={submit}>
                        确定
                    </Button>
                </DialogActions>
            </Dialog>
        </Drawer>
    );
};
