// A table of figures (参数, 描述, 当前值) with the server's note on what each stands for here.
// On a phone the parameter goes under the description and the table scrolls sideways if needed.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Figure } from './api';

export const FigureTable = ({ label, rows, loading }: { label: string; rows: Figure[] | undefined; loading: boolean }) => {
    const theme = useTheme();
    const phone = useMediaQuery(theme.breakpoints.down('sm'));
    return (
        <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        {!phone && <TableCell sx={{ width: '30%' }}>参数</TableCell>}
                        <TableCell>描述</TableCell>
                        <TableCell sx={{ width: phone ? '40%' : '25%' }}>当前值</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {!rows || rows.length === 0 ? (
                        <TableRow>
                            <TableCell colSpan={phone ? 2 : 3} align="center">
                                {loading ? '加载中…' : '暂无数据'}
                            </TableCell>
                        </TableRow>
                    ) : (
                        rows.map(r => (
                            <TableRow key={r.param}>
                                {!phone && (
                                    <TableCell>
                                        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                                            {r.param}
                                        </Typography>
                                    </TableCell>
                                )}
                                <TableCell>
                                    <Typography variant="body2">{r.text}</Typography>
                                    {phone && (
                                        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', display: 'block', wordBreak: 'break-all' }}>
                                            {r.param}
                                        </Typography>
                                    )}
                                    {r.note && (
                                        <Tooltip title={r.note}>
                                            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                                {r.note}
                                            </Typography>
                                        </Tooltip>
                                    )}
                                </TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.value}</TableCell>
                            </TableRow>
                        ))
                    )}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
