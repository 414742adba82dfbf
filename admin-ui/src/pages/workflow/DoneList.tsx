// 已办 (workflow/DoneList at /workflow/done): the tasks the user finished, newest first
// (GET /actTask/doneList, paged), with the result and the opinion; 详情 opens the flow.
import { useState } from 'react';
import { Box, Button, Paper } from '@mui/material';
import { FLOW_API, InstanceDialog } from '../../components/Workflow';
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
                <PhoneLine parts={[r.name, r.endTime]} />
            </>
        ),
    },
    { key: 'processName', title: '流程', wide: true },
    { key: 'name', title: '审批节点', wide: true },
    { key: 'result', title: '审批结果', render: r => <StatusChip status={r.status} text={r.resultText || r.statusText} /> },
    {
        key: 'comment',
        title: '审批意见',
        wide: true,
        render: r => <Box sx={{ maxWidth: 280, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{r.comment}</Box>,
    },
    { key: 'endTime', title: '处理时间', wide: true },
];

const EMPTY = { title: '' };

export const DoneList = () => {
    const [filter, setFilter] = useState(EMPTY);
    const [open, setOpen] = useState<string | null>(null);
    const page = usePagedUsers(FLOW_API.done, filter);
    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 1, md: 2 } }}>
            <SearchBar label="查询已办" empty={EMPTY} onSearch={setFilter} />
            <UserTable
                label="已办"
                columns={COLUMNS}
                page={page}
                empty={filter.title ? '没有符合条件的已办' : '暂无已办'}
                actions={r => (
                    <Button size="small" onClick={() => setOpen(String(r.procInstId))} aria-label={`详情${r.title ?? ''}`}>
                        详情
                    </Button>
                )}
            />
            {open && <InstanceDialog procInstId={open} onClose={() => setOpen(null)} />}
        </Paper>
    );
};

export default DoneList;
