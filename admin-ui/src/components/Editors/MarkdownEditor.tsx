// Markdown in a plain textarea with the seed's toolbar (each button edits the selection) and a
// live preview below it (vertical layout, seed §9: min height 200).
import { useDeferredValue, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, IconButton, InputBase, Tooltip, Typography } from '@mui/material';
import TitleIcon from '@mui/icons-material/Title';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import TableChartIcon from '@mui/icons-material/TableChart';
import LinkIcon from '@mui/icons-material/Link';
import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { applyMd, MD_ACTIONS, type MdAction, type MdState } from './markdown';
import { asText, type EditorWidgetProps } from './types';
import { MarkdownView } from './views';

const ICONS: Record<MdAction, ReactElement> = {
    heading: <TitleIcon fontSize="small" />,
    bold: <FormatBoldIcon fontSize="small" />,
    italic: <FormatItalicIcon fontSize="small" />,
    strike: <StrikethroughSIcon fontSize="small" />,
    hr: <HorizontalRuleIcon fontSize="small" />,
    quote: <FormatQuoteIcon fontSize="small" />,
    ul: <FormatListBulletedIcon fontSize="small" />,
    ol: <FormatListNumberedIcon fontSize="small" />,
    task: <ChecklistIcon fontSize="small" />,
    indent: <FormatIndentIncreaseIcon fontSize="small" />,
    outdent: <FormatIndentDecreaseIcon fontSize="small" />,
    table: <TableChartIcon fontSize="small" />,
    link: <LinkIcon fontSize="small" />,
    code: <CodeIcon fontSize="small" />,
    codeblock: <DataObjectIcon fontSize="small" />,
};

/** Ctrl/⌘ + key shortcuts of the common wraps. */
const SHORTCUTS: Record<string, MdAction> = { b: 'bold', i: 'italic', k: 'link' };

export const MARKDOWN_MIN_HEIGHT = 200;

export const MarkdownEditor = ({ id, label, value, onChange, onBlur, readOnly = false, required, error }: EditorWidgetProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const text = asText(value);
    const area = useRef<HTMLTextAreaElement>(null);
    // the selection to restore once the new text is rendered
    const restore = useRef<{ start: number; end: number } | null>(null);
    const preview = useDeferredValue(text);

    useLayoutEffect(() => {
        const el = area.current;
        const r = restore.current;
        if (!el || !r) return;
        restore.current = null;
        el.focus();
        el.setSelectionRange(r.start, r.end);
    });

    const run = (action: MdAction) => {
        const el = area.current;
        if (!el || readOnly) return;
        const s: MdState = { text: el.value, start: el.selectionStart ?? el.value.length, end: el.selectionEnd ?? el.value.length };
        const next = applyMd(action, s);
        restore.current = { start: next.start, end: next.end };
        onChange(next.text);
    };

    const onKeyDown = (e: KeyboardEvent) => {
        const action = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey ? SHORTCUTS[e.key.toLowerCase()] : undefined;
        if (action) {
            e.preventDefault();
            run(action);
        }
    };

    return (
        <FormControl fullWidth error={!!error} required={required} component="fieldset" onBlur={onBlur}>
            {label && (
                <FormLabel component="legend" id={`${baseId}-label`} sx={{ mb: 0.5 }}>
                    {label}
                </FormLabel>
            )}
            <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflow: 'hidden' }}>
                {!readOnly && (
                    <Box
                        role="toolbar"
                        aria-label={label ? `${label}工具栏` : 'Markdown 工具栏'}
                        aria-controls={baseId}
                        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
                    >
                        {MD_ACTIONS.map(({ action, label: name }) => (
                            <Tooltip key={action} title={name}>
                                {/* mousedown would move the focus and lose the textarea's selection */}
                                <IconButton size="small" aria-label={name} onMouseDown={e => e.preventDefault()} onClick={() => run(action)}>
                                    {ICONS[action]}
                                </IconButton>
                            </Tooltip>
                        ))}
                    </Box>
                )}
                <InputBase
                    id={baseId}
                    inputRef={area}
                    multiline
                    fullWidth
                    minRows={8}
                    value={text}
                    readOnly={readOnly}
                    onChange={e => onChange(e.target.value)}
                    onKeyDown={onKeyDown}
                    inputProps={{
                        'aria-label': label,
                        'aria-required': required || undefined,
                        'aria-invalid': !!error || undefined,
                        spellCheck: false,
                    }}
                    sx={{
                        alignItems: 'flex-start',
                        p: 1,
                        minHeight: MARKDOWN_MIN_HEIGHT,
                        fontFamily: 'monospace',
                        fontSize: 14,
                        '& textarea': { resize: 'vertical' },
                    }}
                />
                <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, minHeight: 48 }}>
                    <Typography variant="caption" color="text.secondary" component="div" id={`${baseId}-preview-label`}>
                        预览
                    </Typography>
                    <MarkdownView value={preview} label={label ? `${label}预览` : '预览'} emptyText="暂无内容" />
                </Box>
            </Box>
            {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
    );
};
