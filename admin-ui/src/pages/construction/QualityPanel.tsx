// 质量评定: the count of each grade per assessment kind, with totals and the rate of 优良.
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { formatNumber } from '../home/options';
import { fetchQuality, GRADES } from './api';
import { Panel } from './Panel';
import { useLoad } from './useLoad';

export const QualityPanel = ({ sectionId }: { sectionId: string }) => {
    const state = useLoad(sectionId, fetchQuality);
    const rows = state.data ?? [];
    const sum = (g: string) => rows.reduce((n, r) => n + (r.counts[g as keyof typeof r.counts] ?? 0), 0);
    const all = (r: { counts: Record<string, number> }) => GRADES.reduce((n, g) => n + (r.counts[g.value] ?? 0), 0);
    const total = GRADES.reduce((n, g) => n + sum(g.value), 0);
    const rate = (good: number, n: number) => (n ? `${formatNumber((good / n) * 100)}%` : '—');
    return (
        <Panel title="质量评定" state={state}>
            <TableContainer>
                <Table size="small" aria-label="质量评定等级统计" sx={{ minWidth: 440, '& th, & td': { whiteSpace: 'nowrap' } }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>评定类别</TableCell>
                            {GRADES.map(g => (
                                <TableCell key={g.value} align="right">
                                    {g.text}
                                </TableCell>
                            ))}
                            <TableCell align="right">合计</TableCell>
                            <TableCell align="right">优良率</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(r => (
                            <TableRow key={r.key}>
                                <TableCell component="th" scope="row">
                                    {r.title}
                                </TableCell>
                                {GRADES.map(g => (
                                    <TableCell key={g.value} align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: g.value === '0' && r.counts[g.value] ? 'error.main' : undefined }}>
                                        {r.counts[g.value]}
                                    </TableCell>
                                ))}
                                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                    {all(r)}
                                </TableCell>
                                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                    {rate(r.counts['2'], all(r))}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                    <TableFooter sx={{ '& th, & td': { typography: 'body2', color: 'text.primary', fontWeight: 500 } }}>
                        <TableRow>
                            <TableCell component="th" scope="row">
                                合计
                            </TableCell>
                            {GRADES.map(g => (
                                <TableCell key={g.value} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                    {sum(g.value)}
                                </TableCell>
                            ))}
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                {total}
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                {rate(sum('2'), total)}
                            </TableCell>
                        </TableRow>
                    </TableFooter>
                </Table>
            </TableContainer>
        </Panel>
    );
};
