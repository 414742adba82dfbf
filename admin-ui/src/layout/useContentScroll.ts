// The content area scrolls on its own (the header and the side menu stay). A page opens at its
// top; a kept-alive tab, still mounted while hidden, comes back where it was left. Scrolling down
// hides the header when the settings ask for it.
import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';

export const useContentScroll = (pathname: string, kept: (key: string) => boolean, autoHideHeader: boolean) => {
    const ref = useRef<HTMLDivElement>(null);
    const positions = useRef(new Map<string, number>());
    const shown = useRef(pathname);
    const last = useRef(0);
    const [headerHidden, setHeaderHidden] = useState(false);

    useLayoutEffect(() => {
        if (shown.current === pathname) return;
        shown.current = pathname;
        const el = ref.current;
        const top = kept(pathname) ? (positions.current.get(pathname) ?? 0) : 0;
        if (el) el.scrollTop = top;
        last.current = top;
        setHeaderHidden(false);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [pathname]);

    useLayoutEffect(() => {
        if (!autoHideHeader) setHeaderHidden(false);
    }, [autoHideHeader]);

    const onScroll = (e: UIEvent<HTMLElement>) => {
        if (e.target !== e.currentTarget) return;
        const y = e.currentTarget.scrollTop;
        positions.current.set(shown.current, y);
        if (autoHideHeader) setHeaderHidden(y > 100 && y > last.current);
        last.current = y;
    };

    return { ref, onScroll, headerHidden };
};
