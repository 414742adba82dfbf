// 我的部门 (JeecgBoot 2.4's DepartUserList for a superior, user_identity 2): the departments the
// user heads with their sub-departments on the left; on the right the chosen one's members
// (用户信息, with 分配部门角色) and its department roles (部门角色), both behind the 部门角色 button.
// queryMyDeptTreeList answers message "2" with the tree, "1" for a user who heads none.
import { useEffect, useState } from 'react';
import {
    Alert,
    Box,
    CircularProgress,
    List,
    ListItemButton,
    ListItemText,
    Paper,
    Stack,
    Tab,
    Tabs,
    Button,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useHasPermission } from '../../../components/HasPermission';
import { getAction } from '../../../dataProvider/http';
import { DeptRoles } from './DeptRoles';
import { DeptRoleUserDialog } from './DeptRoleUserDialog';

export const MY_DEPART_TREE = '/sys/sysDepart/queryMyDeptTreeList';
export const MY_DEPART_USERS = '/sys/sysDepart/queryMyDeptUsers';
export const NOT_SUPERIOR = '您不是部门负责人，没有可查看的部门';

interface DepartNode {
    id: string;
    key?: string;
    title?: string;
    departName?: string;
    orgCode?: string;
    children?: DepartNode[];
}

interface Member {
    id: string;
    username?: string;
    realname?: string;
    sex_dictText?: string;
    phone?: string;
    status_dictText?: string;
}

type Load<T> = { loading: boolean; data: T; error?: string; note?: string };

const flatten = (nodes: DepartNode[], depth = 0, out: { node: DepartNode; depth: number }[] = []) => {
    for (const n of nodes) {
        out.push({ node: n, depth });
        flatten(n.children ?? [], depth + 1, out);
    }
    return out;
};

const nameOf = (n: DepartNode) => n.departName ?? n.title ?? '';

export default function MyDepartList() {
    const [tree, setTree] = useState<Load<DepartNode[]>>({ loading: true, data: [] });
    const [chosen, setChosen] = useState<DepartNode | null>(null);
    const [members, setMembers] = useState<Load<Member[]>>({ loading: false, data: [] });
    const canRoles = useHasPermission()('system:depart:role');
    const [tab, setTab] = useState<'users' | 'roles'>('users');
    const [assign, setAssign] = useState<Member | null>(null);

    useEffect(() => {
        let live = true;
        getAction<DepartNode[] | null>(MY_DEPART_TREE)
            .then(env => {
                if (!live) return;
                if (!env.success) return setTree({ loading: false, data: [], error: env.message || '数据加载失败' });
                const nodes = env.message === '2' && Array.isArray(env.result) ? env.result : [];
                setTree({ loading: false, data: nodes, note: env.message === '2' ? undefined : NOT_SUPERIOR });
                if (nodes.length) setChosen(nodes[0]);
            })
            .catch((e: Error) => live && setTree({ loading: false, data: [], error: e?.message || '数据加载失败' }));
        return () => {
            live = false;
        };
    }, []);

    useEffect(() => {
        if (!chosen) return;
        let live = true;
        setMembers({ loading: true, data: [] });
        getAction<Member[]>(MY_DEPART_USERS, { id: chosen.id })
            .then(env => {
                if (!live) return;
                if (env.success) setMembers({ loading: false, data: Array.isArray(env.result) ? env.result : [] });
                else setMembers({ loading: false, data: [], error: env.message || '数据加载失败' });
            })
            .catch((e: Error) => live && setMembers({ loading: false, data: [], error: e?.message || '数据加载失败' }));
        return () => {
            live = false;
        };
    }, [chosen]);

    const lines = flatten(tree.data);

    const membersTable = (
        <>
            {members.error && <Alert severity="error">{members.error}</Alert>}
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="部门成员" sx={{ minWidth: 520 }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>用户账号</TableCell>
                            <TableCell>用户姓名</TableCell>
                            <TableCell>性别</TableCell>
                            <TableCell>手机号码</TableCell>
                            <TableCell>状态</TableCell>
                            {canRoles && <TableCell>操作</TableCell>}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {members.loading ? (
                            <TableRow>
                                <TableCell colSpan={canRoles ? 6 : 5} align="center">
                                    <CircularProgress size={24} aria-label="加载中" />
                                </TableCell>
                            </TableRow>
                        ) : !members.data.length ? (
                            <TableRow>
                                <TableCell colSpan={canRoles ? 6 : 5} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                                    {chosen ? '暂无数据' : '请选择部门'}
                                </TableCell>
                            </TableRow>
                        ) : (
                            members.data.map(m => (
                                <TableRow key={m.id} hover>
                                    <TableCell>{m.username}</TableCell>
                                    <TableCell>{m.realname}</TableCell>
                                    <TableCell>{m.sex_dictText}</TableCell>
                                    <TableCell>{m.phone}</TableCell>
                                    <TableCell>{m.status_dictText}</TableCell>
                                    {canRoles && (
                                        <TableCell>
                                            <Button size="small" sx={{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }} onClick={() => setAssign(m)}>
                                                分配部门角色
                                            </Button>
                                        </TableCell>
                                    )}
                                </TableRow>
                            ))
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
        </>
    );

    return (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
            <Paper sx={{ p: 1, width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
                <Typography variant="subtitle1" sx={{ px: 1, py: 0.5 }}>
                    我的部门
                </Typography>
                {tree.loading ? (
                    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                        <CircularProgress size={24} aria-label="加载中" />
                    </Box>
                ) : tree.error ? (
                    <Alert severity="error">{tree.error}</Alert>
                ) : tree.note ? (
                    <Alert severity="info">{tree.note}</Alert>
                ) : !lines.length ? (
                    <Typography sx={{ p: 2, color: 'text.secondary' }}>暂无数据</Typography>
                ) : (
                    <List dense aria-label="我的部门">
                        {lines.map(({ node, depth }) => (
                            <ListItemButton key={node.id} selected={chosen?.id === node.id} onClick={() => setChosen(node)} sx={{ pl: 1 + depth * 2.5 }}>
                                <ListItemText primary={nameOf(node)} secondary={node.orgCode} />
                            </ListItemButton>
                        ))}
                    </List>
                )}
            </Paper>
            <Paper sx={{ p: { xs: 1, sm: 2 }, flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" sx={{ mb: 1 }}>
                    {!chosen ? '部门成员' : canRoles && tab === 'roles' ? `${nameOf(chosen)} 的部门角色` : `${nameOf(chosen)} 的成员`}
                </Typography>
                {canRoles && chosen && (
                    <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 1 }}>
                        <Tab value="users" label="用户信息" />
                        <Tab value="roles" label="部门角色" />
                    </Tabs>
                )}
                {canRoles && chosen && tab === 'roles' ? (
                    <DeptRoles key={chosen.id} departId={chosen.id} departName={nameOf(chosen)} />
                ) : (
                    membersTable
                )}
            </Paper>
            {chosen && <DeptRoleUserDialog user={assign} departId={chosen.id} onClose={() => setAssign(null)} />}
        </Stack>
    );
}
