// The plan's tasks under the Gantt: dates, duration, early/late start, float and 关键; a 标段 column
// when the tasks come from several sections. A click selects a row.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { planDays, severalSections, type CriticalPathTask } from './criticalPath';

const HEAD = ['任务', '计划开始', '计划完成', '工期(天)', '最早开始', '最迟开始', '总时差', '关键'];

export interface PlanTableProps {
    tasks: CriticalPathTask[];
    selected: string | null;
    onSelect: (id: string) => void;
}

export const PlanTable = ({ tasks, selected, onSelect }: PlanTableProps) => {
    const theme = useTheme();
    const critical = theme.palette.error.main;
    const withSection = severalSections(tasks);
    const head = withSection ? ['标段', ...HEAD] : HEAD;
    return (
        <TableContainer sx={{ mt: 2, overflowX: 'auto' }}>
            <Table size="small" aria-label="计划任务" sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
                <TableHead>
                    <TableRow>
                        {head.map(h => (
                            <TableCell key={h} sx={{ fontWeight: 600 }}>
                                {h}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {tasks.map(t => {
                        const days = planDays(t);
                        return (
                            <TableRow
                                key={t.id}
                                hover
                                selected={selected === t.id}
                                data-critical={t.critical ? 'true' : 'false'}
                                onClick={() => onSelect(t.id)}
                                sx={t.critical ? { bgcolor: alpha(critical, 0.08) } : undefined}
                            >
                                {withSection && <TableCell>{t.sectionName || t.sectionId}</TableCell>}
                                <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 120 }}>{t.taskName}</TableCell>
                                <TableCell>{t.planStartDate}</TableCell>
                                <TableCell>{t.planEndDate}</TableCell>
                                <TableCell>{days ?? '-'}</TableCell>
                                <TableCell>{t.earlyStart}</TableCell>
                                <TableCell>{t.lateStart}</TableCell>
                                <TableCell>{t.totalFloat}</TableCell>
                                <TableCell sx={t.critical ? { color: critical, fontWeight: 600 } : undefined}>
                                    {t.critical ? '是' : '否'}
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

export default PlanTable;
