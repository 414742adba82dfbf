// 未闭环隐患: the section's hidden dangers not yet closed, nearest deadline first.
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatChainage } from '../../lib/chainage';
import { DANGER_PAGE_SIZE, dangerLabel, fetchDangers } from './api';
import { blank } from './format';
import { Panel } from './Panel';
import { useLoad } from './useLoad';

export const DangersPanel = ({ sectionId }: { sectionId: string }) => {
    const state = useLoad(sectionId, fetchDangers);
    const list = state.data;
    const overdue = list?.rows.filter(r => r.overdue).length ?? 0;
    return (
        <Panel
            title={list ? `未闭环隐患（${list.total}）` : '未闭环隐患'}
            state={state}
            extra={overdue > 0 && <Chip size="small" color="error" label={`逾期 ${overdue}`} />}
        >
            {list && list.rows.length === 0 && <Typography color="text.secondary">暂无未闭环隐患</Typography>}
            {list && list.rows.length > 0 && (
                <>
                    <TableContainer>
                        <Table size="small" aria-label="未闭环隐患列表" sx={{ minWidth: 560 }}>
                            <TableHead>
                                <TableRow>
                                    {['location', 'chainage', 'level', 'status', 'deadline'].map(f => (
                                        <TableCell key={f}>{dangerLabel(f)}</TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {list.rows.map(r => (
                                    <TableRow key={String(r.id)} data-overdue={r.overdue ? 'true' : 'false'}>
                                        <TableCell sx={{ wordBreak: 'break-word' }}>
                                            {r.location || '—'}
                                            {!blank(r.description) && (
                                                <Typography variant="caption" component="p" color="text.secondary">
                                                    {String(r.description)}
                                                </Typography>
                                            )}
                                        </TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatChainage(r.chainage) || '—'}</TableCell>
                                        <TableCell>
                                            <Chip size="small" variant="outlined" color={String(r.level) === '2' ? 'error' : 'warning'} label={r.level_dictText ?? r.level ?? '—'} />
                                        </TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.status_dictText ?? r.status}</TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                                            {r.deadline ? String(r.deadline).slice(0, 10) : '—'}
                                            {r.overdue && <Chip size="small" color="error" label="逾期" sx={{ ml: 1 }} />}
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    {list.total > list.rows.length && (
                        <Typography variant="caption" color="text.secondary">
                            仅显示整改期限最近的 {DANGER_PAGE_SIZE} 条
                        </Typography>
                    )}
                </>
            )}
        </Panel>
    );
};
