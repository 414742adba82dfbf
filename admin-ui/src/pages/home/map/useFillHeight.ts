// Lets the map fill the window below its top edge, so the page needs no scrolling.
import { useLayoutEffect, useRef, useState } from 'react';

/** Height from the element's top to the bottom of the window (less the content padding), at least min. */
export const useFillHeight = (min = 360) => {
    const ref = useRef<HTMLDivElement>(null);
    const [height, setHeight] = useState(min);
    useLayoutEffect(() => {
        const fit = () => {
            const el = ref.current;
            if (!el) return;
            const top = el.getBoundingClientRect().top + window.scrollY;
            setHeight(Math.max(min, Math.floor(window.innerHeight - top - 16)));
        };
        fit();
        window.addEventListener('resize', fit);
        return () => window.removeEventListener('resize', fit);
    }, [min]);
    return [ref, height] as const;
};
