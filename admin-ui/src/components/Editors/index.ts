// Editor widgets, each loaded on first use (see lazy.tsx). Import from here, not from the
// component files, or the libraries land in the main bundle.
export { CodeEditor, MarkdownEditor, MarkdownView, RichTextEditor, RichTextView } from './lazy';
export type { CodeEditorProps } from './CodeEditor';
export type { ContentViewProps } from './views';
export type { EditorWidgetProps } from './types';
export { CODE_MODES, normalizeMode, type CodeMode } from './codeModes';
export { isStaticSrc, storedSrc, stripToken, withToken } from './imageSrc';
export { ENHANCE_MAX, ENHANCE_PREFIX, readEnhance, rememberEnhance, type EnhanceEntry } from './enhanceHistory';
