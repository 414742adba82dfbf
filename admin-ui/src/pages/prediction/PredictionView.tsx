// One loaded prediction: header with tunnel and chainage range, the main panel and the side list.
import { Box, Button, Paper } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useDictOptions } from '../../components/Crud';
import { DetailList, PageHeader } from '../../components/Layout';
import { config } from '../../resources/cmisGeoPrediction/config.gen';
import { blank, chainageRange, FIELDS, label, type Row } from './prediction';
import { ReportFiles, RiskBanner, TextBlock } from './PredictionSections';
import { TunnelPredictions } from './TunnelPredictions';
import { useFieldText, useTunnelPredictions } from './usePredictionData';

export const PredictionView = ({ record, onBack }: { record: Row; onBack: () => void }) => {
    const list = useTunnelPredictions(record.buildingId);
    const done = !!list.rows || !!list.error;
    const own = list.rows?.find(r => String(r.id) === String(record.id));
    // Every row of the list is of this tunnel, so any of them names it.
    const tunnel = useFieldText('buildingId', record, own ?? list.rows?.[0], done);
    const section = useFieldText('sectionId', record, own, done);
    const method = useFieldText('method', record, own, done);
    const rockClass = useFieldText('rockClass', record, own, done);
    const groundwater = useFieldText('groundwater', record, own, done);
    const risk = useFieldText('riskLevel', record, own, done);
    const riskOptions = useDictOptions(FIELDS.get('riskLevel')?.dict);
    const riskText = (v: unknown) => riskOptions.find(o => o.value === String(v))?.text ?? String(v ?? '');
    const range = chainageRange(record);

    return (
        <>
            <PageHeader
                title={
                    <>
                        {tunnel || config.title}{' '}
                        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                            {range}
                        </Box>
                    </>
                }
                content={config.title}
                extra={
                    <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
                        返回
                    </Button>
                }
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }, px: { xs: 0, md: 2 }, pb: 2 }}>
                <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
                    <Box sx={{ mb: 2 }}>
                        <RiskBanner level={record.riskLevel} text={risk} />
                    </Box>
                    <DetailList
                        title="预报信息"
                        items={[
                            { label: label('method'), value: method },
                            { label: label('predictDate'), value: blank(record.predictDate) ? '' : String(record.predictDate) },
                            { label: label('rockClass'), value: rockClass },
                            { label: label('groundwater'), value: groundwater },
                            { label: label('forecaster'), value: blank(record.forecaster) ? '' : String(record.forecaster) },
                            { label: label('sectionId'), value: section },
                        ]}
                    />
                    <TextBlock title={label('geology')} text={record.geology} />
                    <TextBlock title={label('advice')} text={record.advice} />
                    <ReportFiles value={record.reportFile} />
                </Paper>
                <TunnelPredictions list={list} currentId={String(record.id)} riskText={riskText} />
            </Box>
        </>
    );
};
