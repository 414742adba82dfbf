// Rich text (HTML) with TipTap: a compact toolbar instead of a menubar (seed: height 300).
// Images — from the toolbar, pasted or dropped — are uploaded (biz=jeditor) and inserted by
// their stored URL, never inlined as base64; the token is added only to what is displayed.
import { useEffect, useId, useRef, useState } from 'react';
import {
    Box,
    Divider,
    FormControl,
    FormHelperText,
    FormLabel,
    IconButton,
    LinearProgress,
    Menu,
    MenuItem,
    Typography,
} from '@mui/material';
import TitleIcon from '@mui/icons-material/Title';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import DataObjectIcon from '@mui/icons-material/DataObject';
import LinkIcon from '@mui/icons-material/Link';
import InsertPhotoIcon from '@mui/icons-material/InsertPhoto';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import CloseIcon from '@mui/icons-material/Close';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { LinkDialog } from './LinkDialog';
import { HEADINGS, Tool, TokenImage, valueOf } from './richTextParts';
import StarterKit from '@tiptap/starter-kit';
import { isImageFile } from '../Upload/ImageUpload';
import { uploadFile, type PendingUpload } from '../Upload/upload';
import { storedSrc } from './imageSrc';
import { asText, type EditorWidgetProps } from './types';
import { contentSx } from './views';

export const RICH_TEXT_HEIGHT = 300;
/** the upload folder of editor images (JeecgBoot's JEditor) */
export const RICH_TEXT_BIZ = 'jeditor';

export { linkUrl } from './richTextParts';

export const RichTextEditor = ({ id, label, value, onChange, onBlur, readOnly = false, required, error }: EditorWidgetProps) => {
    const autoId = useId();
    const baseId = id ?? autoId;
    const html = asText(value);
    const picker = useRef<HTMLInputElement>(null);
    const [pending, setPending] = useState<PendingUpload[]>([]);
    const [refused, setRefused] = useState('');
    const [headingMenu, setHeadingMenu] = useState<HTMLElement | null>(null);
    // the link dialog, open with the address it starts from
    const [link, setLink] = useState<string | null>(null);
    const nextKey = useRef(0);
    // the last value this editor emitted: a different incoming value is an outside change
    const emitted = useRef(html);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    const editorRef = useRef<Editor | null>(null);

    const patch = (key: number, p: Partial<PendingUpload>) => setPending(list => list.map(u => (u.key === key ? { ...u, ...p } : u)));

    /** Uploads the images among files and inserts each at `at` (a drop) or the selection. */
    const insertImages = (files: File[], at?: number) => {
        const images = files.filter(isImageFile);
        setRefused(images.length < files.length ? '请上传图片' : '');
        for (const file of images) {
            const key = nextKey.current++;
            setPending(list => [...list, { key, name: file.name, percent: 0 }]);
            uploadFile(file, RICH_TEXT_BIZ, percent => patch(key, { percent })).then(
                res => {
                    setPending(list => list.filter(u => u.key !== key));
                    const ed = editorRef.current;
                    if (!ed || ed.isDestroyed) return;
                    const node = { type: 'image', attrs: { src: storedSrc(res.path), alt: file.name } };
                    if (at === undefined) ed.chain().focus().insertContent(node).run();
                    else ed.chain().insertContentAt(Math.min(at, ed.state.doc.content.size), node).run();
                },
                (e: unknown) => patch(key, { error: e instanceof Error ? e.message : String(e) })
            );
        }
    };
    // the editor's handlers are bound once; they call the latest closure
    const insertRef = useRef(insertImages);
    insertRef.current = insertImages;

    const editor = useEditor({
        extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }), TokenImage],
        content: html,
        editable: !readOnly,
        editorProps: {
            attributes: {
                id: baseId,
                role: 'textbox',
                'aria-multiline': 'true',
            },
            handlePaste: (_view, event) => {
                const data = event.clipboardData;
                const files = Array.from(data?.files ?? []);
                // text or a document copied with its picture (Word): paste the text; a lone
                // picture (a screenshot, a copied image) is uploaded
                if (!files.length || data?.getData('text/plain')) return false;
                insertRef.current(files);
                return true;
            },
            handleDrop: (view, event, _slice, moved) => {
                const files = Array.from(event.dataTransfer?.files ?? []);
                if (moved || !files.length) return false;
                event.preventDefault();
                const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
                insertRef.current(files, at);
                return true;
            },
        },
        onUpdate: ({ editor: ed }) => {
            const next = valueOf(ed);
            if (next === emitted.current) return;
            emitted.current = next;
            onChangeRef.current(next);
        },
    });
    editorRef.current = editor;

    // a value set from outside (form load or reset) replaces the content
    useEffect(() => {
        if (!editor || editor.isDestroyed || html === emitted.current) return;
        emitted.current = html;
        editor.commands.setContent(html, { emitUpdate: false });
    }, [editor, html]);

    useEffect(() => {
        if (editor && !editor.isDestroyed && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
    }, [editor, readOnly]);

    // states that change after creation, set on the editable element itself
    useEffect(() => {
        if (!editor || editor.isDestroyed) return;
        const dom = editor.view.dom;
        const set = (k: string, v: string | null) => (v === null ? dom.removeAttribute(k) : dom.setAttribute(k, v));
        set('aria-label', label ?? '富文本');
        set('aria-required', required ? 'true' : null);
        set('aria-invalid', error ? 'true' : null);
        set('aria-readonly', readOnly ? 'true' : null);
    }, [editor, label, required, error, readOnly]);

    const state = useEditorState({
        editor,
        selector: ({ editor: ed }) =>
            ed
                ? {
                      bold: ed.isActive('bold'),
                      italic: ed.isActive('italic'),
                      strike: ed.isActive('strike'),
                      bulletList: ed.isActive('bulletList'),
                      orderedList: ed.isActive('orderedList'),
                      blockquote: ed.isActive('blockquote'),
                      codeBlock: ed.isActive('codeBlock'),
                      link: ed.isActive('link'),
                      level: HEADINGS.find(h => h.level > 0 && ed.isActive('heading', { level: h.level }))?.level ?? 0,
                      canUndo: ed.can().undo(),
                      canRedo: ed.can().redo(),
                  }
                : null,
    });

    const chain = () => editor.chain().focus();

    const openLink = () => setLink(String(editor.getAttributes('link').href ?? ''));
    const saveLink = (url: string) => {
        setLink(null);
        if (!url) {
            chain().extendMarkRange('link').unsetLink().run();
        } else if (editor.state.selection.empty && !editor.isActive('link')) {
            // nothing selected: the address itself becomes the link text
            chain()
                .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
                .run();
        } else {
            chain().extendMarkRange('link').setLink({ href: url }).run();
        }
    };

    const level = state?.level ?? 0;

    return (
        <FormControl fullWidth error={!!error} required={required} component="fieldset" onBlur={onBlur}>
            {label && (
                <FormLabel component="legend" id={`${baseId}-label`} sx={{ mb: 0.5 }}>
                    {label}
                </FormLabel>
            )}
            <Box
                sx={{
                    border: 1,
                    borderColor: error ? 'error.main' : 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    '&:focus-within': readOnly ? undefined : { borderColor: error ? 'error.main' : 'primary.main' },
                }}
            >
                {!readOnly && (
                    <Box
                        role="toolbar"
                        aria-label={label ? `${label}工具栏` : '富文本工具栏'}
                        aria-controls={baseId}
                        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
                    >
                        <Tool label="段落/标题" icon={<TitleIcon fontSize="small" />} active={level > 0} aria-haspopup="menu" onClick={e => setHeadingMenu(e.currentTarget)} />
                        <Menu anchorEl={headingMenu} open={!!headingMenu} onClose={() => setHeadingMenu(null)}>
                            {HEADINGS.map(h => (
                                <MenuItem
                                    key={h.level}
                                    selected={h.level === level}
                                    onClick={() => {
                                        setHeadingMenu(null);
                                        if (h.level === 0) chain().setParagraph().run();
                                        else chain().setHeading({ level: h.level }).run();
                                    }}
                                >
                                    {h.label}
                                </MenuItem>
                            ))}
                        </Menu>
                        <Tool label="加粗" icon={<FormatBoldIcon fontSize="small" />} active={!!state?.bold} onClick={() => chain().toggleBold().run()} />
                        <Tool label="斜体" icon={<FormatItalicIcon fontSize="small" />} active={!!state?.italic} onClick={() => chain().toggleItalic().run()} />
                        <Tool label="删除线" icon={<StrikethroughSIcon fontSize="small" />} active={!!state?.strike} onClick={() => chain().toggleStrike().run()} />
                        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
                        <Tool label="无序列表" icon={<FormatListBulletedIcon fontSize="small" />} active={!!state?.bulletList} onClick={() => chain().toggleBulletList().run()} />
                        <Tool label="有序列表" icon={<FormatListNumberedIcon fontSize="small" />} active={!!state?.orderedList} onClick={() => chain().toggleOrderedList().run()} />
                        <Tool label="引用" icon={<FormatQuoteIcon fontSize="small" />} active={!!state?.blockquote} onClick={() => chain().toggleBlockquote().run()} />
                        <Tool label="代码块" icon={<DataObjectIcon fontSize="small" />} active={!!state?.codeBlock} onClick={() => chain().toggleCodeBlock().run()} />
                        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
                        <Tool label="链接" icon={<LinkIcon fontSize="small" />} active={!!state?.link} aria-haspopup="dialog" onClick={openLink} />
                        <Tool label="插入图片" icon={<InsertPhotoIcon fontSize="small" />} onClick={() => picker.current?.click()} />
                        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
                        <Tool label="撤销" icon={<UndoIcon fontSize="small" />} disabled={!state?.canUndo} onClick={() => chain().undo().run()} />
                        <Tool label="重做" icon={<RedoIcon fontSize="small" />} disabled={!state?.canRedo} onClick={() => chain().redo().run()} />
                        <input
                            ref={picker}
                            type="file"
                            hidden
                            accept="image/*"
                            multiple
                            data-testid="editor-image-input"
                            onChange={e => {
                                const files = Array.from(e.target.files ?? []);
                                e.target.value = ''; // the same file can be picked again
                                if (files.length) insertImages(files);
                            }}
                        />
                    </Box>
                )}
                <Box
                    sx={{
                        ...contentSx,
                        height: RICH_TEXT_HEIGHT,
                        overflowY: 'auto',
                        px: 1.5,
                        bgcolor: readOnly ? 'action.hover' : undefined,
                        '& .ProseMirror': { minHeight: '100%', outline: 'none', py: 1 },
                        '& .ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
                    }}
                >
                    <EditorContent editor={editor} />
                </Box>
            </Box>
            {refused && (
                <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {refused}
                </Typography>
            )}
            {pending.map(u =>
                u.error ? (
                    <Box key={u.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                        <Typography role="alert" variant="body2" color="error" sx={{ flex: 1, wordBreak: 'break-all' }}>
                            {u.name} 上传失败：{u.error}
                        </Typography>
                        <IconButton size="small" aria-label={`关闭 ${u.name}`} onClick={() => setPending(list => list.filter(p => p.key !== u.key))}>
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </Box>
                ) : (
                    <Box key={u.key} sx={{ mt: 0.5 }}>
                        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                            {u.name} 上传中({u.percent}%)
                        </Typography>
                        <LinearProgress variant="determinate" value={u.percent} aria-label={`${u.name} 上传进度`} />
                    </Box>
                )
            )}
            {error && <FormHelperText>{error}</FormHelperText>}
            {link !== null && <LinkDialog initial={link} onClose={() => setLink(null)} onSave={saveLink} />}
        </FormControl>
    );
};
