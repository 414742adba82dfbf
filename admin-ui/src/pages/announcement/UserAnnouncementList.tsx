// 我的消息 (system/UserAnnouncementList at /isps/userAnnouncement): the current user's
// announcements from getMyAnnouncementSend, filtered by 标题, 发布人 and 已读/未读; 查看 marks
// one read and shows it, 全部已读 marks them all.
import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Paper, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import DoneAll from '@mui/icons-material/DoneAll';
import { feedback } from '../../components/Feedback';
import { anntIdOf, markAllNoticesRead, markNoticeRead, NOTICE_URLS, NoticeDetailDialog, noticeTime, PriorityTag, type Notice } from '../../components/Notice';
import { UserTable, usePagedUsers, type UserColumn } from '../system/members/UserTable';

const CATEGORY: Record<string, string> = { '1': '通知公告', '2': '系统消息' };

const isRead = (r: Notice) => String(r.readFlag) === '1';

const COLUMNS: UserColumn[] = [
    {
        key: 'titile',
        title: '标题',
        render: r => (
            <>
                <Box sx={{ fontWeight: isRead(r as Notice) ? 400 : 600, wordBreak: 'break-word' }}>{r.titile}</Box>
                {/* a phone hides the other columns: time and priority go under the title */}
                <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, mt: 0.5, color: 'text.secondary', fontSize: 12 }}>
                    <span>{noticeTime(r as Notice)}</span>
                    <PriorityTag priority={r.priority} />
                </Box>
            </>
        ),
    },
    { key: 'msgCategory', title: '消息类型', wide: true, render: r => r.msgCategory_dictText ?? CATEGORY[String(r.msgCategory)] ?? r.msgCategory ?? '' },
    { key: 'sender', title: '发布人', wide: true },
    { key: 'sendTime', title: '发布时间', wide: true, render: r => noticeTime(r as Notice) },
    { key: 'priority', title: '优先级', wide: true, render: r => <PriorityTag priority={r.priority} /> },
    {
        key: 'readFlag',
        title: '阅读状态',
        render: r => <Chip size="small" label={isRead(r as Notice) ? '已读' : '未读'} color={isRead(r as Notice) ? 'default' : 'primary'} variant={isRead(r as Notice) ? 'outlined' : 'filled'} />,
    },
];

interface Filters {
    titile: string;
    sender: string;
    readFlag: string;
}

const EMPTY: Filters = { titile: '', sender: '', readFlag: '' };

export const UserAnnouncementList = () => {
    const [draft, setDraft] = useState<Filters>(EMPTY);
    const [applied, setApplied] = useState<Filters>(EMPTY);
    const [detail, setDetail] = useState<Notice | null>(null);
    const page = usePagedUsers(NOTICE_URLS.mine, { ...applied });
    const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft(d => ({ ...d, [k]: e.target.value }));

    const view = (r: Notice) => {
        setDetail(r);
        if (isRead(r)) return;
        markNoticeRead(anntIdOf(r))
            .then(ok => ok && page.reload())
            .catch(() => {});
    };

    const readAll = async () => {
        if (!(await feedback.confirm('确认操作', '是否全部标注已读?'))) return;
        try {
            const res = await markAllNoticesRead();
            if (res.ok) {
                feedback.message.success(res.message);
                page.reload();
            } else feedback.message.warning(res.message);
        } catch {
            /* the request layer showed it */
        }
    };

    const filtered = applied.titile || applied.sender || applied.readFlag;
    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 1, md: 2 } }}>
            <Box
                component="form"
                role="search"
                aria-label="查询我的消息"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
                onSubmit={e => {
                    e.preventDefault();
                    setApplied({ ...draft, titile: draft.titile.trim(), sender: draft.sender.trim() });
                }}
            >
                <TextField size="small" label="标题" placeholder="请输入标题" value={draft.titile} onChange={set('titile')} sx={{ flex: '1 1 160px', maxWidth: { sm: 260 } }} />
                <TextField size="small" label="发布人" placeholder="请输入发布人" value={draft.sender} onChange={set('sender')} sx={{ flex: '1 1 140px', maxWidth: { sm: 200 } }} />
                <TextField select size="small" label="阅读状态" value={draft.readFlag} onChange={set('readFlag')} sx={{ flex: '1 1 120px', maxWidth: { sm: 160 } }}>
                    <MenuItem value="">全部</MenuItem>
                    <MenuItem value="0">未读</MenuItem>
                    <MenuItem value="1">已读</MenuItem>
                </TextField>
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
                <Box sx={{ flex: 1 }} />
                <Button variant="outlined" startIcon={<DoneAll />} onClick={readAll}>
                    全部已读
                </Button>
            </Box>
            <UserTable
                label="我的消息"
                columns={COLUMNS}
                page={page}
                empty={filtered ? '没有符合条件的消息' : '暂无消息'}
                actions={r => (
                    <Button size="small" onClick={() => view(r as Notice)} aria-label={`查看${r.titile ?? ''}`}>
                        查看
                    </Button>
                )}
            />
            <NoticeDetailDialog notice={detail} onClose={() => setDetail(null)} />
        </Paper>
    );
};

export default UserAnnouncementList;
