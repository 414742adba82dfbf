// 通讯录 (system/AddressList): the department tree on the left, on the right the users of the
// chosen department and its sub-departments (GET /sys/user/queryByOrgCodeForAddressList
// ?orgCode) with name, account, department, position and phone numbers.
import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { DepartTree, useDepartTree, type DepartNode } from '../../../components/Pickers/departTree';
import { UserTable, usePagedUsers, type UserColumn } from '../members/UserTable';

export const ADDRESS_LIST_URL = '/sys/user/queryByOrgCodeForAddressList';

const COLUMNS: UserColumn[] = [
    { key: 'realname', title: '姓名' },
    { key: 'username', title: '用户账号' },
    { key: 'departName', title: '部门', wide: true },
    { key: 'post', title: '职务', render: r => r.post_dictText || r.post || '' },
    { key: 'phone', title: '手机号码' },
    { key: 'telephone', title: '座机', wide: true },
    { key: 'email', title: '邮箱', wide: true },
];

export const AddressList = () => {
    const tree = useDepartTree(true);
    const [depart, setDepart] = useState<DepartNode | null>(null);
    const [draft, setDraft] = useState('');
    const [realname, setRealname] = useState('');
    const page = usePagedUsers(ADDRESS_LIST_URL, { orgCode: depart?.orgCode ?? '', realname });
    // A second click on the chosen department shows everyone again.
    const choose = useCallback((n: DepartNode) => setDepart(d => (d?.id === n.id ? null : n)), []);
    const checked = useMemo(() => new Set(depart ? [depart.id] : []), [depart]);
    return (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, p: { xs: 1, md: 2 } }}>
            <Paper variant="outlined" sx={{ width: { xs: '100%', md: 280 }, flex: 'none', maxHeight: { xs: 260, md: 'calc(100vh - 200px)' }, overflow: 'auto', p: 1 }}>
                <Typography variant="subtitle2" sx={{ px: 1, pb: 1 }}>
                    组织机构
                </Typography>
                <DepartTree label="组织机构" nodes={tree.nodes} loading={tree.loading} error={tree.error} checked={checked} onToggle={choose} />
            </Paper>
            <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: { xs: 1, md: 2 } }}>
                <Typography variant="subtitle1" sx={{ mb: 1 }}>
                    {depart ? depart.title : '全部人员'}
                </Typography>
                <Box
                    component="form"
                    role="search"
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
                    onSubmit={e => {
                        e.preventDefault();
                        setRealname(draft.trim());
                    }}
                >
                    <TextField size="small" label="姓名" value={draft} onChange={e => setDraft(e.target.value)} sx={{ flex: '1 1 160px', maxWidth: 320 }} />
                    <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                        查询
                    </Button>
                    <Button
                        onClick={() => {
                            setDraft('');
                            setRealname('');
                        }}
                    >
                        重置
                    </Button>
                </Box>
                <UserTable label="通讯录" columns={COLUMNS} page={page} empty="该部门下暂无人员" />
            </Paper>
        </Box>
    );
};

export default AddressList;
