// Read-only rich text and markdown for detail pages and list cells.
import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { renderMarkdown, sanitizeHtml } from './safeHtml';

/** Typography of rendered content, shared by the views, the editor and the preview. */
export const contentSx: SystemStyleObject<Theme> = {
    wordBreak: 'break-word',
    '& img': { maxWidth: '100%', height: 'auto' },
    '& p': { my: 1 },
    '& h1, & h2, & h3, & h4, & h5, & h6': { mt: 1.5, mb: 1, lineHeight: 1.3 },
    '& blockquote': { borderLeft: 4, borderColor: 'divider', color: 'text.secondary', ml: 0, pl: 2 },
    '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
    '& code': { fontFamily: 'monospace', fontSize: '0.875em' },
    '& :not(pre) > code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
    '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
    '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
    '& ul, & ol': { pl: 3 },
    '& li > p': { my: 0 },
    '& hr': { border: 0, borderTop: 1, borderColor: 'divider' },
};

export interface ContentViewProps {
    value: unknown;
    /** shown when the value is empty */
    emptyText?: string;
    sx?: SxProps<Theme>;
    id?: string;
    /** names the region for screen readers */
    label?: string;
}

const View = ({ html, emptyText = '', sx, id, label }: Omit<ContentViewProps, 'value'> & { html: string }) =>
    html ? (
        <Box id={id} aria-label={label} role={label ? 'region' : undefined} sx={[contentSx, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>} dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
        <Box id={id} component="span" sx={{ color: 'text.secondary' }}>
            {emptyText}
        </Box>
    );

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Stored rich-text HTML, sanitised; our images are shown with the session token. */
export const RichTextView = ({ value, ...rest }: ContentViewProps) => {
    const v = text(value);
    const html = useMemo(() => sanitizeHtml(v), [v]);
    return <View html={html} {...rest} />;
};

/** Markdown rendered and sanitised. */
export const MarkdownView = ({ value, ...rest }: ContentViewProps) => {
    const v = text(value);
    const html = useMemo(() => renderMarkdown(v), [v]);
    return <View html={html} {...rest} />;
};
