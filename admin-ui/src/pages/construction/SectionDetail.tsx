// One section's header (name, code, facts, switch) above its four panels.
import { Alert, Box, Chip, CircularProgress, Stack } from '@mui/material';
import { PageHeader } from '../../components/Layout';
import { SectionSelect } from '../../components/Pickers';
import { formatNumber } from '../home/options';
import { fetchSection, sectionLabel } from './api';
import { DangersPanel } from './DangersPanel';
import { blank, chainageRange } from './format';
import { AdvancePanel, ProgressPanel } from './ProgressPanel';
import { QualityPanel } from './QualityPanel';
import { useLoad } from './useLoad';

const SectionSwitch = ({ value, onChange }: { value: string; onChange: (id: string) => void }) => (
    <Box sx={{ width: { xs: '100%', sm: 240 } }}>
        <SectionSelect id="construction-section" label="标段" placeholder="请选择标段" value={value} onChange={onChange} />
    </Box>
);

export const SectionDetail = ({ sectionId, onChoose }: { sectionId: string; onChoose: (id: string) => void }) => {
    const section = useLoad(sectionId, fetchSection);
    const s = section.data;
    if (section.loading || section.error || !s) {
        return (
            <>
                <PageHeader title="施工详情" extra={<SectionSwitch value={sectionId} onChange={onChoose} />} />
                <Box sx={{ px: { xs: 0, md: 2 }, pb: 2 }}>
                    {section.loading && (
                        <Box sx={{ textAlign: 'center', py: 6 }}>
                            <CircularProgress size={28} aria-label="加载中" />
                        </Box>
                    )}
                    {section.error && <Alert severity="error">{section.error}</Alert>}
                    {!section.loading && !section.error && <Alert severity="warning">标段不存在或您无权查看，请重新选择标段。</Alert>}
                </Box>
            </>
        );
    }
    const facts = [
        [sectionLabel('contractorId'), s.contractorId_dictText],
        [sectionLabel('supervisorId'), s.supervisorId_dictText],
        ['桩号', chainageRange(s)],
        [sectionLabel('length'), blank(s.length) ? '' : formatNumber(s.length, 3)],
        ['计划工期', [s.planStartDate, s.planEndDate].filter(v => !blank(v)).join(' ~ ')],
    ].filter(([, v]) => !blank(v));
    return (
        <>
            <PageHeader
                title={
                    <>
                        {String(s.name ?? '')}
                        {!blank(s.code) && <Chip size="small" label={String(s.code)} sx={{ ml: 1, verticalAlign: 'middle' }} />}
                    </>
                }
                content={
                    <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
                        {facts.map(([label, value]) => (
                            <Box key={label} sx={{ display: 'flex', gap: 0.5 }}>
                                <Box component="dt">{label}：</Box>
                                <Box component="dd" sx={{ m: 0, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                                    {value}
                                </Box>
                            </Box>
                        ))}
                    </Stack>
                }
                extra={<SectionSwitch value={sectionId} onChange={onChoose} />}
            />
            {/* progress beside the wider curve, then the two tables side by side */}
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(6, minmax(0, 1fr))' },
                    '& > :nth-of-type(1)': { gridColumn: { lg: 'span 2' } },
                    '& > :nth-of-type(2)': { gridColumn: { lg: 'span 4' } },
                    '& > :nth-of-type(n+3)': { gridColumn: { lg: 'span 3' } },
                    px: { xs: 0, md: 2 },
                    pb: 2,
                }}
            >
                <ProgressPanel sectionId={sectionId} />
                <AdvancePanel sectionId={sectionId} />
                <QualityPanel sectionId={sectionId} />
                <DangersPanel sectionId={sectionId} />
            </Box>
        </>
    );
};
