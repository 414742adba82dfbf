// 我的待办 (workflow/TodoList at /workflow/todo): the user's pending tasks (GET /actTask/todoList,
// the whole list: it is short) with a 标题 filter; 处理 opens the approval dialog.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Paper } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { ApprovalDialog, FLOW_API, TODO_CHANGED_EVENT, type Task } from '../../components/Workflow';
import { UserTable, type UserColumn, type UserRow } from '../system/members/UserTable';
import { PhoneLine } from './columns';
import { SearchBar } from './SearchBar';

const COLUMNS: UserColumn[] = [
    {
        key: 'title',
        title: '标题',
        render: r => (
            <>
                <Box sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{r.title}</Box>
                <PhoneLine parts={[r.name, r.applyerName, r.createTime]} />
            </>
        ),
    },
    { key: 'processName', title: '流程', wide: true },
    { key: 'name', title: '当前节点', wide: true },
    { key: 'applyerName', title: '发起人', wide: true },
    { key: 'createTime', title: '到达时间', wide: true },
];

const EMPTY = { title: '' };

export const TodoList = () => {
    const [filter, setFilter] = useState(EMPTY);
    const [state, setState] = useState<{ rows: UserRow[]; loading: boolean; error?: string }>({ rows: [], loading: true });
    const [paging, setPaging] = useState({ page: 1, size: 10 });
    const [tick, setTick] = useState(0);
    const [task, setTask] = useState<Task | null>(null);
    const reload = useCallback(() => setTick(t => t + 1), []);

    useEffect(() => {
        let live = true;
        setState(s => ({ ...s, loading: true, error: undefined }));
        getAction(FLOW_API.todo, { title: filter.title }, { silent: true })
            .then(env => {
                if (!live) return;
                if (env.success) setState({ rows: Array.isArray(env.result) ? env.result : [], loading: false });
                else setState({ rows: [], loading: false, error: env.message || '待办加载失败' });
            })
            .catch((e: Error) => live && setState({ rows: [], loading: false, error: e?.message || '待办加载失败' }));
        return () => {
            live = false;
        };
    }, [filter, tick]);

    // a task pushed to the user (the header's socket) or handled elsewhere
    useEffect(() => {
        window.addEventListener(TODO_CHANGED_EVENT, reload);
        return () => window.removeEventListener(TODO_CHANGED_EVENT, reload);
    }, [reload]);

    // the page shown stays within the list as it shrinks
    const pages = Math.max(1, Math.ceil(state.rows.length / paging.size));
    const current = Math.min(paging.page, pages);
    const page = {
        ...state,
        rows: state.rows.slice((current - 1) * paging.size, current * paging.size),
        total: state.rows.length,
        paging: { ...paging, page: current },
        setPaging,
    };

    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 1, md: 2 } }}>
            <SearchBar
                label="查询我的待办"
                empty={EMPTY}
                onSearch={f => {
                    setFilter(f);
                    setPaging(p => ({ ...p, page: 1 }));
                }}
            />
            <UserTable
                label="我的待办"
                columns={COLUMNS}
                page={page}
                empty={filter.title ? '没有符合条件的待办' : '暂无待办'}
                actions={r => (
                    <Button size="small" variant="contained" onClick={() => setTask(r as Task)} aria-label={`处理${r.title ?? ''}`}>
                        处理
                    </Button>
                )}
            />
            {task && <ApprovalDialog task={task} onClose={() => setTask(null)} onDone={reload} />}
        </Paper>
    );
};

export default TodoList;
