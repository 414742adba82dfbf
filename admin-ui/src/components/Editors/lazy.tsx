// Code-split wrappers: TipTap, CodeMirror, marked and DOMPurify load with the first editor
// or view rendered, not with the main bundle. Each wrapper holds its own Suspense, so a
// consumer renders it like any component; the fallback keeps the final height.
import { lazy, Suspense, type ComponentType } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { CodeEditorProps } from './CodeEditor';
import type { EditorWidgetProps } from './types';
import type { ContentViewProps } from './views';

const withSuspense = <P extends object>(Inner: ComponentType<P>, height: number, name: string) => {
    const Wrapped = (props: P) => (
        <Suspense
            fallback={
                <Box aria-busy="true" aria-label="加载中">
                    <Skeleton variant="rounded" height={height} />
                </Box>
            }
        >
            <Inner {...props} />
        </Suspense>
    );
    Wrapped.displayName = name;
    return Wrapped;
};

const LazyRichTextEditor = lazy(() => import('./RichTextEditor').then(m => ({ default: m.RichTextEditor })));
const LazyMarkdownEditor = lazy(() => import('./MarkdownEditor').then(m => ({ default: m.MarkdownEditor })));
const LazyCodeEditor = lazy(() => import('./CodeEditor').then(m => ({ default: m.CodeEditor })));
const LazyRichTextView = lazy(() => import('./views').then(m => ({ default: m.RichTextView })));
const LazyMarkdownView = lazy(() => import('./views').then(m => ({ default: m.MarkdownView })));

// heights: label + toolbar + the seed's editing area (300, 200 + preview, 240)
export const RichTextEditor = withSuspense<EditorWidgetProps>(LazyRichTextEditor, 370, 'RichTextEditor');
export const MarkdownEditor = withSuspense<EditorWidgetProps>(LazyMarkdownEditor, 320, 'MarkdownEditor');
export const CodeEditor = withSuspense<CodeEditorProps>(LazyCodeEditor, 270, 'CodeEditor');
export const RichTextView = withSuspense<ContentViewProps>(LazyRichTextView, 24, 'RichTextView');
export const MarkdownView = withSuspense<ContentViewProps>(LazyMarkdownView, 24, 'MarkdownView');
