// 版本: the published versions of one model, newest first.
import { useEffect, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    useMediaQuery,
} from '@mui/material';
import { getAction } from '../../../dataProvider/http';
import { MOBILE_QUERY } from '../../../components/Crud/responsive';
import { API, type ModelVersion, type ProcessModel } from './model';

type Load = { loading: boolean; rows: ModelVersion[]; error?: string };

export function VersionsDialog({ model, onClose }: { model: ProcessModel | null; onClose: () => void }) {
    const mobile = useMediaQuery(MOBILE_QUERY);
    return (
        <Dialog open={!!model} onClose={onClose} fullWidth maxWidth="sm" fullScreen={mobile} aria-labelledby="versions-title">
            <DialogTitle id="versions-title">{model ? `${model.name} · 版本` : '版本'}</DialogTitle>
            <DialogContent>{model && <Versions key={model.id} id={model.id} />}</DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
}

function Versions({ id }: { id: string }) {
    const [load, setLoad] = useState<Load>({ loading: true, rows: [] });
    useEffect(() => {
        let live = true;
        getAction<ModelVersion[]>(API.versions, { id })
            .then(env => {
                if (!live) return;
                if (!env.success) return setLoad({ loading: false, rows: [], error: env.message || '版本加载失败' });
                const rows = Array.isArray(env.result) ? [...env.result].sort((a, b) => b.version - a.version) : [];
                setLoad({ loading: false, rows });
            })
            .catch((e: Error) => live && setLoad({ loading: false, rows: [], error: e?.message || '版本加载失败' }));
        return () => {
            live = false;
        };
    }, [id]);

    if (load.loading)
        return (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress size={24} aria-label="加载中" />
            </Box>
        );
    if (load.error) return <Alert severity="error">{load.error}</Alert>;
    if (!load.rows.length) return <Alert severity="info">尚未发布过版本</Alert>;
    return (
        <Table size="small" aria-label="版本列表">
            <TableHead>
                <TableRow>
                    <TableCell>版本</TableCell>
                    <TableCell>发布时间</TableCell>
                    <TableCell>发布人</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {load.rows.map(v => (
                    <TableRow key={v.id}>
                        <TableCell>V{v.version}</TableCell>
                        <TableCell>{v.createTime}</TableCell>
                        <TableCell>{v.createBy}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
}
