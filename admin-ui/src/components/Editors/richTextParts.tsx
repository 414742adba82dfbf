// The parts of the rich text editor: the image node that keeps its src token-free, the heading
// levels, the link rule, the value read from the editor, and a toolbar button.
import { type MouseEvent, type ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import { stripToken, stripTokensInHtml, withToken } from './imageSrc';

/**
 * The image node keeps its src token-free (parsed values lose any token) and shows it with the
 * current token through its node view. No markdown input rule: `![](data:…)` must not sneak
 * base64 in.
 */
export const TokenImage = Image.extend({
    addAttributes() {
        return {
            ...this.parent?.(),
            src: {
                default: null,
                parseHTML: (el: HTMLElement) => {
                    const src = el.getAttribute('src');
                    return src ? stripToken(src) : null;
                },
            },
        };
    },
    addInputRules() {
        return [];
    },
    addNodeView() {
        return ({ node }) => {
            const img = document.createElement('img');
            const show = (attrs: Record<string, unknown>) => {
                for (const [k, v] of Object.entries(attrs)) {
                    if (v === null || v === undefined || v === '') img.removeAttribute(k);
                    else img.setAttribute(k, k === 'src' ? withToken(String(v)) : String(v));
                }
            };
            show(node.attrs);
            return {
                dom: img,
                update: updated => {
                    if (updated.type !== node.type) return false;
                    show(updated.attrs);
                    return true;
                },
            };
        };
    },
}).configure({ allowBase64: false });

export const HEADINGS = [
    { level: 0, label: '正文' },
    { level: 1, label: '标题 1' },
    { level: 2, label: '标题 2' },
    { level: 3, label: '标题 3' },
    { level: 4, label: '标题 4' },
] as const;

/**
 * A link address as typed: '' (remove the link), the address (web, mail, phone, a site path;
 * "example.com" gets https://), or null for anything else (javascript:, data: …).
 */
export const linkUrl = (typed: string): string | null => {
    const t = typed.trim();
    if (!t) return '';
    if (/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(t)) return t;
    if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(t) || t.startsWith('//')) return null;
    return `https://${t}`;
};

/**
 * The HTML value of the editor ('' when empty, so required checks work), tokens removed, and
 * without the empty paragraph the editor keeps after a last image or table to type into.
 */
export const valueOf = (editor: Editor): string => (editor.isEmpty ? '' : stripTokensInHtml(editor.getHTML()).replace(/(?<=.)<p><\/p>$/, ''));

export interface ToolProps {
    label: string;
    icon: ReactElement;
    onClick: (e: MouseEvent<HTMLElement>) => void;
    active?: boolean;
    disabled?: boolean;
    'aria-haspopup'?: 'menu' | 'dialog';
}

export const Tool = ({ label, icon, onClick, active, disabled, ...rest }: ToolProps) => (
    <Tooltip title={label}>
        {/* the span keeps the tooltip on a disabled button */}
        <span>
            <IconButton
                size="small"
                aria-label={label}
                aria-pressed={active === undefined ? undefined : active}
                disabled={disabled}
                color={active ? 'primary' : 'default'}
                // keep the editor's selection: the command runs on it
                onMouseDown={e => e.preventDefault()}
                onClick={onClick}
                {...rest}
            >
                {icon}
            </IconButton>
        </span>
    </Tooltip>
);
