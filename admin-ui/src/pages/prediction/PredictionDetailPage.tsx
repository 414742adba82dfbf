// 地质超前预报 (/prediction/detail?id=…): one prediction from queryById — tunnel and chainage
// range, a banner in the colour of its risk level, the details, geology and advice as plain text,
// the report — beside the tunnel's other predictions, newest first, each linking to its own page.
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, CircularProgress, Link, List, ListItem, Paper, Stack, Typography, type AlertColor } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useDictOptions } from '../../components/Crud';
import { DetailList, PageHeader } from '../../components/Layout';
import { fileNameOf, splitPaths, staticUrl } from '../../components/Upload';
import { isPdf, PdfViewer } from '../../components/Upload/PdfViewer';
import { getAction } from '../../dataProvider/http';
import { formatChainage } from '../../lib/chainage';
import { config } from '../../resources/cmisGeoPrediction/config.gen';
import { predictionDetailPath } from './links';

type Row = Record<string, any>;

/** The resource's list page: where 返回 leads when the page was opened directly. */
export const PREDICTION_LIST_PATH = `/${config.apiPrefix.replace(/^\/+/, '')}`;
/** How many of the tunnel's predictions the side list shows. */
export const TUNNEL_PAGE_SIZE = 50;

/** risk_level → colour: 1 低风险 green, 2 一般风险 blue, 3 较大风险 orange, 4 重大风险 red. */
const RISK_COLORS: Record<string, AlertColor> = { '1': 'success', '2': 'info', '3': 'warning', '4': 'error' };
export const riskColor = (level: unknown): AlertColor | undefined => RISK_COLORS[String(level ?? '').trim()];

const FIELDS = new Map(config.fields.map(f => [f.name, f]));
const label = (name: string) => FIELDS.get(name)?.label ?? name;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** "K12+300.000 ~ K12+400.000" (either end alone when the other is missing). */
export const chainageRange = (r: Row): string =>
    [formatChainage(r.startChainage), formatChainage(r.endChainage)].filter(Boolean).join(' ~ ');

/**
 * The text of a dict field. queryById carries no `_dictText`, so the tunnel list's row names it
 * when it has one; else the dictionary does (a table dict only once the list has answered, and
 * its ids stay unshown until named).
 */
const useFieldText = (name: string, record: Row, listed: Row | undefined, listDone: boolean): string => {
    const dict = FIELDS.get(name)?.dict;
    const value = record[name];
    const given = listed?.[`${name}_dictText`];
    const wanted = !!dict && !blank(value) && blank(given) && (!dict.includes(',') || listDone);
    const options = useDictOptions(wanted ? dict : undefined);
    if (blank(value)) return '';
    if (!blank(given)) return String(given);
    return String(value)
        .split(',')
        .map(v => v.trim())
        .filter(Boolean)
        // an unnamed id of a table dict means nothing to a reader: left out
        .map(v => options.find(o => o.value === v)?.text ?? (dict!.includes(',') ? '' : v))
        .filter(Boolean)
        .join(',');
};

interface TunnelList {
    rows?: Row[];
    total?: number;
    error?: string;
}

/** The predictions of one tunnel, newest first; reloaded only when the tunnel changes. */
const useTunnelPredictions = (buildingId: unknown): TunnelList => {
    const key = blank(buildingId) ? '' : String(buildingId);
    const [state, setState] = useState<TunnelList & { key?: string }>({});
    useEffect(() => {
        if (!key) {
            setState({ key, rows: [], total: 0 });
            return;
        }
        let live = true;
        // silent: a refusal here only empties the side list; queryById already reported it
        getAction(`${config.apiPrefix}/list`, { buildingId: key, pageNo: 1, pageSize: TUNNEL_PAGE_SIZE, column: 'predictDate', order: 'desc' }, { silent: true })
            .then(env => {
                if (!live) return;
                if (!env.success) {
                    setState({ key, error: env.message || '加载失败' });
                    return;
                }
                const rows: Row[] = Array.isArray(env.result) ? env.result : (env.result?.records ?? []);
                setState({ key, rows, total: Number(env.result?.total ?? rows.length) });
            })
            .catch((e: Error) => live && setState({ key, error: e?.message || '加载失败' }));
        return () => {
            live = false;
        };
    }, [key]);
    return state.key === key ? state : {};
};

const RiskBanner = ({ level, text }: { level: unknown; text: string }) => {
    const color = riskColor(level);
    return (
        <Alert
            severity={color ?? 'info'}
            role="status"
            data-risk={String(level ?? '')}
            className="aq-risk-banner"
            sx={{ borderLeft: 4, borderColor: `${color ?? 'info'}.main`, '& .MuiAlert-message': { fontWeight: 600 } }}
        >
            {label('riskLevel')}：{text || '未评定'}
        </Alert>
    );
};

const RiskChip = ({ level, text }: { level: unknown; text: string }) => (
    <Chip size="small" variant="outlined" color={riskColor(level) ?? 'default'} label={text || String(level ?? '')} data-risk={String(level ?? '')} />
);

/** Plain text with its line breaks kept; never HTML. */
const TextBlock = ({ title, text }: { title: string; text: unknown }) => {
    const id = useId();
    return (
        <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
            <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                {title}
            </Typography>
            {blank(text) ? (
                <Typography color="text.secondary">无</Typography>
            ) : (
                <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{String(text)}</Typography>
            )}
        </Box>
    );
};

/** The report files: each opens or downloads through the stored-file URL; a PDF also previews here. */
const ReportFiles = ({ value }: { value: unknown }) => {
    const paths = splitPaths(value);
    const [preview, setPreview] = useState<string | null>(null);
    const id = useId();
    return (
        <Box component="section" aria-labelledby={`${id}-title`}>
            <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                {label('reportFile')}
            </Typography>
            {paths.length === 0 && <Typography color="text.secondary">暂无报告</Typography>}
            <Stack spacing={1}>
                {paths.map((p, i) => {
                    const name = fileNameOf(p);
                    const open = preview === p;
                    return (
                        <Box key={`${p}-${i}`}>
                            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                                <InsertDriveFileOutlinedIcon fontSize="small" color="action" />
                                <Link href={staticUrl(p)} target="_blank" rel="noopener noreferrer" sx={{ flex: '1 1 12rem', minWidth: 0, wordBreak: 'break-all' }}>
                                    {name}
                                </Link>
                                {isPdf(p) && (
                                    <Button
                                        size="small"
                                        startIcon={<VisibilityOutlinedIcon />}
                                        aria-expanded={open}
                                        aria-controls={`${id}-preview-${i}`}
                                        onClick={() => setPreview(open ? null : p)}
                                    >
                                        {open ? '收起预览' : '预览'}
                                    </Button>
                                )}
                                <Button size="small" startIcon={<DownloadIcon />} component="a" href={staticUrl(p)} download={name} aria-label={`下载 ${name}`}>
                                    下载
                                </Button>
                            </Box>
                            {open && (
                                <Box id={`${id}-preview-${i}`} sx={{ mt: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                                    <PdfViewer path={p} />
                                </Box>
                            )}
                        </Box>
                    );
                })}
            </Stack>
        </Box>
    );
};

/** The tunnel's other predictions as a short timeline: chainage range, date, method, risk. */
const TunnelPredictions = ({ list, currentId, riskText }: { list: TunnelList; currentId: string; riskText: (v: unknown) => string }) => {
    const id = useId();
    const others = (list.rows ?? []).filter(r => String(r.id) !== currentId);
    const loading = !list.rows && !list.error;
    return (
        <Paper variant="outlined" component="aside" aria-labelledby={id} sx={{ p: { xs: 2, md: 2.5 }, alignSelf: 'start' }}>
            <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                同隧洞其他预报
            </Typography>
            {loading && <CircularProgress size={20} aria-label="加载中" />}
            {list.error && <Alert severity="warning">{list.error}</Alert>}
            {list.rows && others.length === 0 && <Typography color="text.secondary">暂无其他预报</Typography>}
            {others.length > 0 && (
                <List disablePadding aria-label="同隧洞其他预报">
                    {others.map(r => (
                        <ListItem key={String(r.id)} disableGutters divider sx={{ gap: 1, alignItems: 'flex-start' }}>
                            <Box sx={{ flex: 1, minWidth: 0 }}>
                                <Link component={RouterLink} to={predictionDetailPath(r.id)} underline="hover" sx={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}>
                                    {chainageRange(r) || '未填写桩号'}
                                </Link>
                                <Typography variant="body2" color="text.secondary">
                                    {[r.predictDate, r.method_dictText ?? r.method].filter(v => !blank(v)).join(' · ')}
                                </Typography>
                            </Box>
                            {!blank(r.riskLevel) && <RiskChip level={r.riskLevel} text={String(r.riskLevel_dictText ?? riskText(r.riskLevel))} />}
                        </ListItem>
                    ))}
                </List>
            )}
            {list.rows && (list.total ?? 0) > list.rows.length && (
                <Typography variant="caption" color="text.secondary">
                    仅显示最近 {list.rows.length} 条
                </Typography>
            )}
        </Paper>
    );
};

const PredictionView = ({ record, onBack }: { record: Row; onBack: () => void }) => {
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

type Load = { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'ok'; record: Row };

export const PredictionDetailPage = () => {
    const [params] = useSearchParams();
    const id = (params.get('id') ?? '').trim();
    const navigate = useNavigate();
    const location = useLocation();
    const [load, setLoad] = useState<Load>({ status: 'loading' });

    useEffect(() => {
        if (!id) {
            setLoad({ status: 'missing' });
            return;
        }
        let live = true;
        setLoad({ status: 'loading' });
        // Not silent: a refused read is reported by the request layer as on every page.
        getAction(`${config.apiPrefix}/queryById`, { id })
            .then(env => {
                if (!live) return;
                if (env.success && env.result && typeof env.result === 'object') setLoad({ status: 'ok', record: env.result });
                else if (Number(env.code) === 510) setLoad({ status: 'error', message: env.message || '没有权限，请联系管理员授权' });
                else setLoad({ status: 'missing' });
            })
            .catch((e: Error) => live && setLoad({ status: 'error', message: e?.message || '加载失败' }));
        return () => {
            live = false;
        };
    }, [id]);

    // Opened directly (no page of ours before it), 返回 goes to the list.
    const back = () => (location.key !== 'default' ? navigate(-1) : navigate(PREDICTION_LIST_PATH));

    if (load.status === 'ok') return <PredictionView record={load.record} onBack={back} />;
    return (
        <Paper variant="outlined" sx={{ m: { xs: 0, md: 2 }, p: { xs: 2, md: 3 } }}>
            {load.status === 'loading' && (
                <Box sx={{ textAlign: 'center', py: 6 }}>
                    <CircularProgress size={28} aria-label="加载中" />
                </Box>
            )}
            {load.status === 'missing' && (
                <Box sx={{ textAlign: 'center', py: 6 }}>
                    <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
                    <Typography variant="h6" component="h1" sx={{ mt: 1 }}>
                        记录不存在
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                        {id ? '该地质超前预报不存在或已被删除' : '未指定要查看的地质超前预报'}
                    </Typography>
                    <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mt: 3 }}>
                        返回
                    </Button>
                </Box>
            )}
            {load.status === 'error' && (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
                        {load.message}
                    </Alert>
                    <Button startIcon={<ArrowBackIcon />} onClick={back}>
                        返回
                    </Button>
                </Stack>
            )}
        </Paper>
    );
};

export default PredictionDetailPage;
