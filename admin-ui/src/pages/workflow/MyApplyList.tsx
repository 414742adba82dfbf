// 我的申请 (workflow/MyApplyList at /workflow/mine): the flows the user started
// (GET /actBusiness/listData, paged) by 标题 and 状态; 详情 opens the flow (撤回 there).
import { useState } from 'react';
import { Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { FLOW_API, InstanceDialog, STATUS_TEXT } from '../../components/Workflow';
import { UserTable, usePagedUsers, type UserColumn } from '../system/members/UserTable';
import { PhoneLine, StatusChip } from './columns';
import { SearchBar } from './SearchBar';

const COLUMNS: UserColumn[] = [
    {
        key: 'title',
        title: '标题',
        render: r => (
            <>
                <Box sx={{ wordBreak: 'break-word' }}>{r.title}</Box>
                <PhoneLine parts={[r.currentNode, r.createTime]} />
            </>
        ),
    },
    { key: 'processName', title: '流程', wide: true },
    { key: 'status', title: '状态', render: r => <StatusChip status={r.status} text={r.statusText} /> },
    { key: 'currentNode', title: '当前节点', wide: true },
    { key: 'assignees', title: '当前审批人', wide: true },
    { key: 'createTime', title: '发起时间', wide: true },
];

const EMPTY = { title: '', status: '' };

export const MyApplyList = () => {
    const [filter, setFilter] = useState(EMPTY);
    const [open, setOpen] = useState<string | null>(null);
    const page = usePagedUsers(FLOW_API.mine, filter);
    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 1, md: 2 } }}>
            <SearchBar
                label="查询我的申请"
                empty={EMPTY}
                onSearch={setFilter}
                extra={(draft, set) => (
                    <TextField
                        select
                        size="small"
                        label="状态"
                        value={draft.status}
                        onChange={e => set({ ...draft, status: e.target.value })}
                        sx={{ flex: '1 1 120px', maxWidth: { sm: 160 } }}
                    >
                        <MenuItem value="">全部</MenuItem>
                        {Object.entries(STATUS_TEXT).map(([v, t]) => (
                            <MenuItem key={v} value={v}>
                                {t}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
            />
            <UserTable
                label="我的申请"
                columns={COLUMNS}
                page={page}
                empty={filter.title || filter.status ? '没有符合条件的申请' : '暂无申请'}
                actions={r => (
                    <Button size="small" onClick={() => setOpen(String(r.id))} aria-label={`详情${r.title ?? ''}`}>
                        详情
                    </Button>
                )}
            />
            {open && <InstanceDialog procInstId={open} onClose={() => setOpen(null)} onChanged={page.reload} />}
        </Paper>
    );
};

export default MyApplyList;
