// 流程实例 (workflow/ProcessInstanceList at /workflow/instance): every flow (code
// act:instance:list), 运行中 / 已结束 in two tabs (GET /actProcessIns/list?status), by 标题.
import { useState } from 'react';
import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import { FLOW_API, InstanceDialog } from '../../components/Workflow';
import { UserTable, usePagedUsers, type UserColumn } from '../system/members/UserTable';
import { PhoneLine, StatusChip } from './columns';
import { SearchBar } from './SearchBar';

type Which = 'running' | 'finished';

const title: UserColumn = {
    key: 'title',
    title: '标题',
    render: r => (
        <>
            <Box sx={{ wordBreak: 'break-word' }}>{r.title}</Box>
            <PhoneLine parts={[r.applyerName, r.currentNode || r.statusText, r.createTime]} />
        </>
    ),
};
const common: UserColumn[] = [
    title,
    { key: 'processName', title: '流程', wide: true },
    { key: 'applyerName', title: '发起人', wide: true },
    { key: 'status', title: '状态', render: r => <StatusChip status={r.status} text={r.statusText} /> },
];
const COLUMNS: Record<Which, UserColumn[]> = {
    running: [...common, { key: 'currentNode', title: '当前节点', wide: true }, { key: 'assignees', title: '当前审批人', wide: true }, { key: 'createTime', title: '发起时间', wide: true }],
    finished: [...common, { key: 'createTime', title: '发起时间', wide: true }, { key: 'endTime', title: '结束时间', wide: true }],
};

const EMPTY = { title: '' };

export const ProcessInstanceList = () => {
    const [which, setWhich] = useState<Which>('running');
    const [filter, setFilter] = useState(EMPTY);
    const [open, setOpen] = useState<string | null>(null);
    const page = usePagedUsers(FLOW_API.instances, { ...filter, status: which });
    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 1, md: 2 } }}>
            <Tabs value={which} onChange={(_, v: Which) => setWhich(v)} sx={{ mb: 1 }}>
                <Tab value="running" label="运行中" />
                <Tab value="finished" label="已结束" />
            </Tabs>
            <SearchBar label="查询流程实例" empty={EMPTY} onSearch={setFilter} />
            <UserTable
                label="流程实例"
                columns={COLUMNS[which]}
                page={page}
                empty={filter.title ? '没有符合条件的流程' : which === 'running' ? '暂无运行中的流程' : '暂无已结束的流程'}
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

export default ProcessInstanceList;
