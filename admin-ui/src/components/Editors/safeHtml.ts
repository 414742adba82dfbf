// HTML we put into the page from stored rich text or markdown: sanitised by DOMPurify (no
// scripts, no event handlers, no javascript: URLs), our images given the session token.
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { mapImageSrcs, withToken } from './imageSrc';

export const sanitizeHtml = (html: string): string => {
    if (!html) return '';
    const frag = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
    mapImageSrcs(frag, withToken);
    // stored links open outside the admin page
    frag.querySelectorAll('a[href]').forEach(a => {
        a.setAttribute('target', '_blank');
        a.setAttribute('rel', 'noopener noreferrer');
    });
    const box = document.createElement('div');
    box.appendChild(frag);
    return box.innerHTML;
};

/** Markdown (GFM: tables, task lists, strike) to sanitised HTML. */
export const renderMarkdown = (md: string): string => (md ? sanitizeHtml(marked.parse(md, { async: false, gfm: true, breaks: true })) : '');
