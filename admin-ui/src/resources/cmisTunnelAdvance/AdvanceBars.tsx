// 进尺统计's chart: the legend and one row per period with one bar per section, drawn with plain boxes.
import { Box } from '@mui/material';
import { barPercent, formatMetres, type AdvanceChart } from './advanceStats';

const LABEL_WIDTH = 96;
const VALUE_WIDTH = 76;

/** The legend and one row per period, one bar per section; scrolls inside its own box. */
export const Bars = ({ chart }: { chart: AdvanceChart }) => (
    <Box sx={{ mt: 2 }}>
        <Box
            component="ul"
            aria-label="图例"
            sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2, fontSize: 13, color: 'text.secondary' }}
        >
            {chart.sections.map(s => (
                <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                    <Box component="span" aria-hidden sx={{ width: 16, height: 8, borderRadius: '2px', bgcolor: s.colour }} />
                    {s.name}
                </Box>
            ))}
        </Box>
        <Box sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} className="aq-advance-bars">
            <Box component="ul" aria-label="进尺图表" sx={{ listStyle: 'none', m: 0, p: 1, minWidth: 420 }}>
                {chart.periods.map(p => (
                    <Box
                        component="li"
                        key={p.period}
                        aria-label={p.period}
                        sx={{
                            display: 'flex',
                            alignItems: 'center',
                            gap: 1,
                            py: 0.5,
                            '& + &': { borderTop: 1, borderColor: 'divider' },
                        }}
                    >
                        <Box
                            sx={{ width: LABEL_WIDTH, flexShrink: 0, fontSize: 13, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                        >
                            {p.period}
                        </Box>
                        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' }}>
                            {p.values.map(({ section: s, metres }) => (
                                <Box
                                    key={s.id}
                                    role="img"
                                    aria-label={`${s.name} ${formatMetres(metres)}`}
                                    title={`${s.name} ${formatMetres(metres)}`}
                                    sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
                                >
                                    <Box sx={{ flex: 1, minWidth: 0 }}>
                                        <Box
                                            sx={{
                                                height: 12,
                                                borderRadius: '2px',
                                                bgcolor: s.colour,
                                                width: `${barPercent(metres, chart.max)}%`,
                                                minWidth: metres > 0 ? 2 : 0,
                                            }}
                                        />
                                    </Box>
                                    <Box
                                        component="span"
                                        sx={{ width: VALUE_WIDTH, flexShrink: 0, fontSize: 12, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                                    >
                                        {formatMetres(metres)}
                                    </Box>
                                </Box>
                            ))}
                        </Box>
                    </Box>
                ))}
            </Box>
        </Box>
    </Box>
);
