// SQL解析 beside the report's SQL: asks the server for the columns and parameters of the SQL as
// typed (and its data source), then fills the 报表字段 and 报表参数 grids (sqlParse.ts).
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { getAction } from '../../dataProvider/http';
import { feedback } from '../../components/Feedback';
import type { CrudFormExtraContext } from '../../components/Crud';
import { describeParse, ITEM_GRID, mergeFields, mergeParams, PARAM_GRID, PARSE_SQL, type ParseResult } from './sqlParse';

export const SqlParseButton = ({ ctx }: { ctx: CrudFormExtraContext }) => {
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState('');
    const [done, setDone] = useState('');
    if (ctx.readOnly || !ctx.children) return null;
    const grids = ctx.children;
    const parse = async () => {
        const sql = String(ctx.form.getValues('cgrSql') ?? '');
        if (!sql.trim()) {
            setDone('');
            setError('请先填写报表SQL');
            return;
        }
        const dbKey = String(ctx.form.getValues('dbSource') ?? '');
        setBusy(true);
        setError('');
        setDone('');
        try {
            const env = await getAction<ParseResult>(PARSE_SQL, { sql, ...(dbKey ? { dbKey } : {}) }, { silent: true });
            if (!env.success) {
                setError(env.message || 'SQL解析失败');
                return;
            }
            const fields = mergeFields(grids.rows(ITEM_GRID), env.result?.fields ?? []);
            const params = mergeParams(grids.rows(PARAM_GRID), env.result?.params ?? []);
            grids.setRows(ITEM_GRID, fields.rows);
            grids.setRows(PARAM_GRID, params.rows);
            const text = describeParse(fields, params);
            setDone(text);
            feedback.message.success(text);
        } catch (e) {
            setError((e as Error).message || 'SQL解析失败');
        } finally {
            setBusy(false);
        }
    };
    return (
        <Box>
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Button variant="outlined" onClick={parse} disabled={busy} startIcon={busy ? <CircularProgress size={16} aria-label="解析中" /> : undefined}>
                    SQL解析
                </Button>
                <Typography variant="body2" color="text.secondary">
                    按SQL查出的列填写报表字段、按 {'${参数}'} 填写报表参数，已填写的行保留
                </Typography>
            </Stack>
            {error && (
                <Alert severity="error" sx={{ mt: 1, wordBreak: 'break-word' }}>
                    {error}
                </Alert>
            )}
            {done && !error && (
                <Alert severity="success" sx={{ mt: 1 }}>
                    {done}
                </Alert>
            )}
        </Box>
    );
};
