// Source code in CodeMirror 6 (seed: height 240px, tab size 2). `mode` fixes the language;
// without it a small select lets the user pick one. With `historyCode` a 历史记录 menu offers the
// last 16 saved texts of that code (enhanceHistory.ts); the text it opens with is recorded.
import { useEffect, useId, useMemo, useState } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, ListItemText, Menu, MenuItem, TextField, useTheme } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { indentUnit } from '@codemirror/language';
import { CODE_MODES, loadMode, normalizeMode, type CodeMode } from './codeModes';
import { asText, type EditorWidgetProps } from './types';
import { entryTime, firstLine, readEnhance, rememberEnhance, type EnhanceEntry } from './enhanceHistory';

export const CODE_HEIGHT = '240px';
export const CODE_TAB_SIZE = 2;

export interface CodeEditorProps extends EditorWidgetProps {
    /** the language (CodeMode or a JeecgBoot name like "text/x-java"); absent → a mode select */
    mode?: string;
    /** initial language of the select when `mode` is absent */
    defaultMode?: string;
    /** CSS height, default 240px */
    height?: string;
    /** the code the saved texts are kept under (a record's field); absent: no 历史记录 */
    historyCode?: string;
}

export const CodeEditor = ({ id, label, value, onChange, onBlur, readOnly = false, required, error, mode, defaultMode, height = CODE_HEIGHT, historyCode }: CodeEditorProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const fixed = normalizeMode(mode);
    const [picked, setPicked] = useState<CodeMode>(normalizeMode(defaultMode) ?? 'javascript');
    const current = fixed ?? picked;
    const [lang, setLang] = useState<{ mode: CodeMode; ext: Extension } | null>(null);
    const dark = useTheme().palette.mode === 'dark';
    const [history, setHistory] = useState<EnhanceEntry[]>([]);
    const [historyAnchor, setHistoryAnchor] = useState<HTMLElement | null>(null);

    // The text the editor opens with is a saved one: it joins the code's history, which is offered.
    useEffect(() => {
        if (historyCode) setHistory(rememberEnhance(historyCode, asText(value)));
        // only when the form opens (or the code changes), not on each keystroke
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [historyCode]);
    const showHistory = !!historyCode && !readOnly;

    useEffect(() => {
        let live = true;
        loadMode(current).then(
            ext => live && setLang({ mode: current, ext }),
            () => live && setLang(null) // no highlighting is still an editor
        );
        return () => {
            live = false;
        };
    }, [current]);

    const extensions = useMemo(() => {
        const list: Extension[] = [
            EditorState.tabSize.of(CODE_TAB_SIZE),
            indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
            EditorView.lineWrapping,
            EditorView.contentAttributes.of({
                'aria-label': label ?? '代码',
                ...(required ? { 'aria-required': 'true' } : {}),
                ...(error ? { 'aria-invalid': 'true' } : {}),
            }),
        ];
        if (lang && lang.mode === current) list.push(lang.ext);
        return list;
    }, [label, required, error, lang, current]);

    return (
        <FormControl fullWidth error={!!error} required={required} component="fieldset" onBlur={onBlur}>
            {label && (
                <FormLabel component="legend" id={`${baseId}-label`} sx={{ mb: 0.5 }}>
                    {label}
                </FormLabel>
            )}
            {(!fixed || showHistory) && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 1 }}>
                    {showHistory && (
                        <Button
                            size="small"
                            startIcon={<HistoryIcon />}
                            id={`${baseId}-history`}
                            aria-haspopup="menu"
                            aria-expanded={historyAnchor ? 'true' : undefined}
                            aria-controls={historyAnchor ? `${baseId}-history-menu` : undefined}
                            onClick={e => {
                                setHistory(readEnhance(historyCode!));
                                setHistoryAnchor(e.currentTarget);
                            }}
                        >
                            历史记录
                        </Button>
                    )}
                    {showHistory && (
                        <Menu
                            id={`${baseId}-history-menu`}
                            anchorEl={historyAnchor}
                            open={!!historyAnchor}
                            onClose={() => setHistoryAnchor(null)}
                            slotProps={{ list: { 'aria-labelledby': `${baseId}-history`, dense: true }, paper: { sx: { maxWidth: 'min(480px, calc(100vw - 32px))', maxHeight: 360 } } }}
                        >
                            {history.length === 0 && <MenuItem disabled>暂无历史记录</MenuItem>}
                            {history.map(e => (
                                <MenuItem
                                    key={e.text}
                                    selected={e.text === asText(value)}
                                    title={e.text}
                                    onClick={() => {
                                        setHistoryAnchor(null);
                                        if (e.text !== asText(value)) onChange(e.text);
                                    }}
                                >
                                    <ListItemText
                                        primary={firstLine(e.text) || '（空）'}
                                        secondary={entryTime(e.time)}
                                        slotProps={{ primary: { noWrap: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
                                    />
                                </MenuItem>
                            ))}
                        </Menu>
                    )}
                    {!fixed && (
                    <TextField
                        select
                        size="small"
                        label="语言"
                        id={`${baseId}-mode`}
                        value={picked}
                        onChange={e => setPicked(e.target.value as CodeMode)}
                        disabled={readOnly}
                        sx={{ minWidth: 140 }}
                    >
                        {CODE_MODES.map(m => (
                            <MenuItem key={m.value} value={m.value}>
                                {m.label}
                            </MenuItem>
                        ))}
                    </TextField>
                    )}
                </Box>
            )}
            <Box
                id={baseId}
                data-mode={current}
                sx={{
                    border: 1,
                    borderColor: error ? 'error.main' : 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    '&:focus-within': readOnly ? undefined : { borderColor: error ? 'error.main' : 'primary.main' },
                    '& .cm-editor': { fontSize: 13 },
                    '& .cm-editor.cm-focused': { outline: 'none' },
                }}
            >
                <CodeMirror
                    value={asText(value)}
                    height={height}
                    theme={dark ? 'dark' : 'light'}
                    readOnly={readOnly}
                    editable={!readOnly}
                    basicSetup={{ tabSize: CODE_TAB_SIZE, foldGutter: !readOnly, highlightActiveLine: !readOnly }}
                    extensions={extensions}
                    onChange={v => onChange(v)}
                />
            </Box>
            {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
    );
};
