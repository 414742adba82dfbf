// The work parts of 首页: 我的待办 (the steps waiting and the flow approvals), the progress of the
// viewer's sections, his open hidden dangers and the latest announcements (read or not).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Chip, Grid, LinearProgress, Link, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { PriorityTag } from '../../components/Notice';
import type { HomeData, HomeNotice, SectionProgress } from './homeApi';

/** A titled card with an optional link on the right of its title. */
const Part = ({ title, label, link, children }: { title: string; label: string; link?: { to: string; text: string }; children: ReactNode }) => (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={label}>
        <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1.5, gap: 1 }}>
                <Typography sx={{ fontWeight: 500, flex: 1 }} component="h2">
                    {title}
                </Typography>
                {link && (
                    <Link component={RouterLink} to={link.to} underline="hover" sx={{ fontSize: 14 }}>
                        {link.text}
                    </Link>
                )}
            </Box>
            {children}
        </CardContent>
    </Card>
);

const Empty = ({ text }: { text: string }) => <Typography color="text.secondary" sx={{ fontSize: 14, py: 1 }}>{text}</Typography>;

const CountCard = ({ id, title, count, to, warn }: { id: string; title: string; count: number; to: string; warn?: boolean }) => (
    <Card variant="outlined">
        <CardActionArea component={RouterLink} to={to} aria-label={`${title} ${count}`}>
            <CardContent sx={{ py: 1.5 }}>
                <Typography color="text.secondary" sx={{ fontSize: 14 }}>{title}</Typography>
                <Typography sx={{ fontSize: 26, fontWeight: 500, color: count && warn !== false ? 'warning.main' : 'text.primary' }} data-testid={`todo-${id}`}>
                    {count}
                </Typography>
            </CardContent>
        </CardActionArea>
    </Card>
);

/** 我的待办: the flow approvals waiting (count and the newest few) and each step's records. */
export const TodoPart = ({ steps, approvals }: Pick<HomeData, 'steps' | 'approvals'>) => (
    <Part title="我的待办" label="我的待办" link={{ to: approvals.path, text: '流程中心 › 我的待办' }}>
        <Grid container spacing={1.5}>
            <Grid size={{ xs: 6, sm: 4 }}>
                <CountCard id="approval" title="待我审批" count={approvals.total} to={approvals.path} />
            </Grid>
            {steps.map(t => (
                <Grid key={t.key} size={{ xs: 6, sm: 4 }}>
                    <CountCard id={t.key} title={t.title} count={t.count} to={t.path} />
                </Grid>
            ))}
        </Grid>
        {approvals.items.length > 0 ? (
            <List dense aria-label="待我审批" sx={{ mt: 1 }}>
                {approvals.items.map(a => (
                    <ListItemButton key={a.id} component={RouterLink} to={approvals.path} divider>
                        <ListItemText
                            primary={a.title || a.processName}
                            secondary={[a.processName, a.nodeName, a.createTime?.slice(0, 16)].filter(Boolean).join(' · ')}
                        />
                    </ListItemButton>
                ))}
            </List>
        ) : (
            <Empty text="暂无待审批的流程" />
        )}
    </Part>
);

const pct = (v: unknown) => {
    const n = Number(v);
    return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
};

const ProgressRow = ({ r }: { r: SectionProgress }) => {
    const behind = pct(r.actualPercent) < pct(r.plannedPercent) - 5;
    return (
        <Box data-testid="home-progress-row" sx={{ py: 0.75 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ flex: 1, fontSize: 14, fontWeight: 500 }}>{r.sectionName}</Typography>
                <Typography sx={{ fontSize: 13 }} color={behind ? 'error.main' : 'text.secondary'}>
                    实际 {pct(r.actualPercent)}% / 计划 {pct(r.plannedPercent)}%
                </Typography>
            </Box>
            <LinearProgress variant="determinate" value={pct(r.plannedPercent)} color="warning" aria-label={`${r.sectionName}计划进度`} sx={{ mt: 0.5, height: 4, borderRadius: 2 }} />
            <LinearProgress variant="determinate" value={pct(r.actualPercent)} color={behind ? 'error' : 'primary'} aria-label={`${r.sectionName}实际进度`} sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
        </Box>
    );
};

/** The year plan's progress of each section the viewer works in. */
export const ProgressPart = ({ rows }: { rows: SectionProgress[] }) => (
    <Part title="标段进度" label="标段进度">
        {rows.length ? rows.map(r => <ProgressRow key={r.sectionId} r={r} />) : <Empty text="暂无标段" />}
    </Part>
);

/** His sections' hidden dangers not closed, and those past their deadline. */
export const DangerPart = ({ open, overdue, path }: NonNullable<HomeData['dangers']>) => (
    <Part title="隐患排查" label="隐患排查" link={{ to: path, text: '查看隐患' }}>
        <Grid container spacing={1.5}>
            <Grid size={6}>
                <CountCard id="dangers-open" title="未闭环隐患" count={open} to={path} />
            </Grid>
            <Grid size={6}>
                <CountCard id="dangers-overdue" title="超期未整改" count={overdue} to={path} />
            </Grid>
        </Grid>
    </Part>
);

/** The latest announcements, read or not; each opens its page. */
export const NoticePart = ({ notices }: { notices: HomeNotice[] }) => (
    <Part title="通知公告" label="通知公告" link={{ to: '/isps/userAnnouncement', text: '我的消息' }}>
        {notices.length ? (
            <List dense disablePadding aria-label="最新通知公告">
                {notices.map(n => (
                    <ListItemButton key={n.id} component={RouterLink} to={`/announcement/detail?id=${encodeURIComponent(n.id)}`} divider>
                        <ListItemText primary={n.titile} secondary={String(n.sendTime || n.createTime || '').slice(0, 10)} />
                        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', ml: 1 }}>
                            {n.readFlag !== '1' && <Chip size="small" color="error" variant="outlined" label="未读" />}
                            <PriorityTag priority={n.priority} />
                        </Box>
                    </ListItemButton>
                ))}
            </List>
        ) : (
            <Empty text="暂无通知公告" />
        )}
    </Part>
);
