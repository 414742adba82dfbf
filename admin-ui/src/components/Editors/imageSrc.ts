// Image sources of rich text. Our stored files are read at <apiBase>/sys/common/static/<path>
// and an <img> cannot send headers, so the token must ride in the query string — but only
// while rendering: a saved value never carries a token (it would leak into the database and
// go stale at the next login).
import { config } from '../../app/config';
import { getToken } from '../../app/storage';
import { staticUrl } from '../Upload/upload';

const STATIC_PREFIX = `${config.apiBase}/sys/common/static/`;

/** The same-origin path of a src, or null for another host, data: or blob: URLs. */
const localPath = (src: string): string | null => {
    let s = src.trim();
    const origin = typeof window !== 'undefined' ? window.location.origin : '';
    if (origin && s.startsWith(origin + '/')) s = s.slice(origin.length);
    return s.startsWith('/') && !s.startsWith('//') ? s : null;
};

/** Does the src point at our static file route? */
export const isStaticSrc = (src: string): boolean => localPath(src)?.startsWith(STATIC_PREFIX) ?? false;

const dropTokenParam = (url: string): string => {
    const hash = url.indexOf('#');
    const base = hash < 0 ? url : url.slice(0, hash);
    const tail = hash < 0 ? '' : url.slice(hash);
    const q = base.indexOf('?');
    if (q < 0) return url;
    const params = base
        .slice(q + 1)
        .split('&')
        .filter(p => p !== '' && p.split('=')[0] !== 'token');
    return base.slice(0, q) + (params.length ? `?${params.join('&')}` : '') + tail;
};

/** The src as stored: our static URLs lose their token query; other URLs stay as they are. */
export const stripToken = (src: string): string => (isStaticSrc(src) ? dropTokenParam(localPath(src)!) : src);

/** The src as rendered: our static URLs get the current session token. */
export const withToken = (src: string): string => {
    if (!isStaticSrc(src)) return src;
    const clean = stripToken(src);
    const token = getToken();
    if (!token) return clean;
    const hash = clean.indexOf('#');
    const base = hash < 0 ? clean : clean.slice(0, hash);
    const tail = hash < 0 ? '' : clean.slice(hash);
    return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}${tail}`;
};

/** The stored src of an uploaded file path (no token). */
export const storedSrc = (path: string): string => stripToken(staticUrl(path));

/** Rewrites the <img src> of an HTML fragment (a parsed copy; the input is not touched). */
export const mapImageSrcs = (root: ParentNode, map: (src: string) => string) => {
    root.querySelectorAll('img[src]').forEach(img => {
        const src = img.getAttribute('src')!;
        const next = map(src);
        if (next !== src) img.setAttribute('src', next);
    });
};

/** HTML with every static image src stripped of its token, for emitting a value. */
export const stripTokensInHtml = (html: string): string => {
    if (!html.includes('token=')) return html;
    const tpl = document.createElement('template');
    tpl.innerHTML = html;
    mapImageSrcs(tpl.content, stripToken);
    return tpl.innerHTML;
};
