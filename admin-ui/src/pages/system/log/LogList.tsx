// 系统日志 (system/LogList): tabs 登录日志 / 操作日志 over GET /sys/log/list?logType, newest
// first, filtered by 搜索日志 (log content), 创建时间 range and, for operation logs, 操作类型.
import { useState } from 'react';
import { Box, Button, MenuItem, Paper, Tab, Tabs, TextField, Tooltip, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { feedback, warnFailure } from '../../../components/Feedback';
import { useHasPermission } from '../../../components/HasPermission';
import { deleteAction } from '../../../dataProvider/http';
import { UserTable, usePagedUsers, type UserColumn } from '../members/UserTable';

export const LOG_LIST_URL = '/sys/log/list';
export const LOG_DELETE_URL = '/sys/log/deleteBatch';

/** dict operate_type */
export const OPERATE_TYPES: [string, string][] = [
    ['1', '查询'],
    ['2', '添加'],
    ['3', '修改'],
    ['4', '删除'],
    ['5', '导入'],
    ['6', '导出'],
];

const BASE: UserColumn[] = [
    { key: 'logContent', title: '日志内容' },
    { key: 'userid', title: '操作人ID', wide: true },
    { key: 'username', title: '操作人名称', render: r => (r.realname ? `${r.username}（${r.realname}）` : r.username) },
    { key: 'ip', title: 'IP', wide: true },
    { key: 'costTime', title: '耗时(毫秒)', wide: true },
    { key: 'createTime', title: '创建时间' },
];

const OPERATION: UserColumn[] = [
    ...BASE.slice(0, 5),
    { key: 'operateType', title: '操作类型', render: r => r.operateType_dictText ?? r.operateType },
    {
        key: 'requestParam',
        title: '请求参数',
        wide: true,
        render: r =>
            r.requestParam ? (
                <Tooltip title={r.requestParam}>
                    <Typography variant="body2" noWrap sx={{ maxWidth: 240 }}>
                        {r.requestType} {r.requestParam}
                    </Typography>
                </Tooltip>
            ) : (
                r.requestType ?? ''
            ),
    },
    BASE[5],
];

interface Filters {
    keyWord: string;
    begin: string;
    end: string;
    operateType: string;
}

const EMPTY: Filters = { keyWord: '', begin: '', end: '', operateType: '' };

export const LogList = () => {
    const [logType, setLogType] = useState<1 | 2>(1);
    const [draft, setDraft] = useState<Filters>(EMPTY);
    const [applied, setApplied] = useState<Filters>(EMPTY);
    const params: Record<string, unknown> = { logType, keyWord: applied.keyWord };
    if (applied.begin) params.createTime_begin = applied.begin;
    if (applied.end) params.createTime_end = applied.end;
    if (logType === 2 && applied.operateType) params.operateType = applied.operateType;
    const page = usePagedUsers(LOG_LIST_URL, params);
    const canDelete = useHasPermission()('system:log:delete');
    const [selected, setSelected] = useState<string[]>([]);
    // ids: the chosen lines, or "allclear" for every line (JeecgBoot's 清空).
    const remove = async (ids: string, question: string) => {
        if (!(await feedback.confirm('确认操作', question))) return;
        try {
            const env = await deleteAction(LOG_DELETE_URL, { ids });
            if (env.success) {
                feedback.message.success(env.message || '删除成功!');
                setSelected([]);
                page.reload();
            } else warnFailure(env, '删除失败');
        } catch {
            /* the request layer showed it */
        }
    };
    const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft(d => ({ ...d, [k]: e.target.value }));
    const label = logType === 1 ? '登录日志' : '操作日志';
    return (
        <Paper variant="outlined" sx={{ m: { xs: 1, md: 2 }, p: { xs: 1, md: 2 } }}>
            <Tabs
                value={logType}
                onChange={(_, v) => {
                    setLogType(v);
                    setSelected([]);
                    setDraft(EMPTY);
                    setApplied(EMPTY);
                }}
                aria-label="日志类型"
                sx={{ mb: 1 }}
            >
                <Tab value={1} label="登录日志" />
                <Tab value={2} label="操作日志" />
            </Tabs>
            <Box
                component="form"
                role="search"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
                onSubmit={e => {
                    e.preventDefault();
                    setApplied({ ...draft, keyWord: draft.keyWord.trim() });
                }}
            >
                <TextField size="small" label="搜索日志" placeholder="请输入搜索关键词" value={draft.keyWord} onChange={set('keyWord')} sx={{ flex: '1 1 180px', maxWidth: 280 }} />
                <TextField size="small" type="date" label="创建时间起" value={draft.begin} onChange={set('begin')} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: '1 1 150px', maxWidth: 190 }} />
                <TextField size="small" type="date" label="创建时间止" value={draft.end} onChange={set('end')} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: '1 1 150px', maxWidth: 190 }} />
                {logType === 2 && (
                    <TextField select size="small" label="操作类型" value={draft.operateType} onChange={set('operateType')} sx={{ flex: '1 1 140px', maxWidth: 180 }}>
                        <MenuItem value="">全部</MenuItem>
                        {OPERATE_TYPES.map(([v, t]) => (
                            <MenuItem key={v} value={v}>
                                {t}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                    查询
                </Button>
                <Button
                    onClick={() => {
                        setDraft(EMPTY);
                        setApplied(EMPTY);
                    }}
                >
                    重置
                </Button>
            </Box>
            {canDelete && (
                <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
                    <Button variant="outlined" color="error" disabled={selected.length === 0} onClick={() => remove(selected.join(','), `确定删除选中的 ${selected.length} 条日志吗?`)}>
                        批量删除
                    </Button>
                    <Button variant="outlined" color="error" onClick={() => remove('allclear', '确定清空全部日志吗? 清空后不能恢复。')}>
                        清空日志
                    </Button>
                </Box>
            )}
            <UserTable
                label={label}
                columns={logType === 1 ? BASE : OPERATION}
                page={page}
                empty="暂无日志"
                {...(canDelete ? { selected, onSelect: setSelected } : {})}
            />
        </Paper>
    );
};

export default LogList;
