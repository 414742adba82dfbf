// Source code in CodeMirror 6 (seed: height 240px, tab size 2). `mode` fixes the language;
// without it a small select lets the user pick one.
import { useEffect, useId, useMemo, useState } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, MenuItem, TextField, useTheme } from '@mui/material';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { indentUnit } from '@codemirror/language';
import { CODE_MODES, loadMode, normalizeMode, type CodeMode } from './codeModes';
import { asText, type EditorWidgetProps } from './types';

export const CODE_HEIGHT = '240px';
export const CODE_TAB_SIZE = 2;

export interface CodeEditorProps extends EditorWidgetProps {
    /** the language (CodeMode or a JeecgBoot name like "text/x-java"); absent → a mode select */
    mode?: string;
    /** initial language of the select when `mode` is absent */
    defaultMode?: string;
    /** CSS height, default 240px */
    height?: string;
}

export const CodeEditor = ({ id, label, value, onChange, onBlur, readOnly = false, required, error, mode, defaultMode, height = CODE_HEIGHT }: CodeEditorProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const fixed = normalizeMode(mode);
    const [picked, setPicked] = useState<CodeMode>(normalizeMode(defaultMode) ?? 'javascript');
    const current = fixed ?? picked;
    const [lang, setLang] = useState<{ mode: CodeMode; ext: Extension } | null>(null);
    const dark = useTheme().palette.mode === 'dark';

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
            {!fixed && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
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
