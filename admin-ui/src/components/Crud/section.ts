// The header's section (标段) choice as the lists see it: localStorage head_section_id /
// head_section_obj (the chosen section node), announced by the 'aq:section-change' event.
import { useEffect, useState } from 'react';
import type { CrudResourceConfig } from './types';

export const SECTION_ID_KEY = 'head_section_id';
export const SECTION_OBJ_KEY = 'head_section_obj';
/** window event of a new choice (or of clearing it): detail { id } ('' when cleared) */
export const SECTION_EVENT = 'aq:section-change';

export interface HeaderSection {
    sectionId?: string;
    engineeringId?: string;
}

/** The chosen section, from localStorage; empty when none is chosen. */
export const readHeaderSection = (): HeaderSection => {
    const id = (localStorage.getItem(SECTION_ID_KEY) ?? '').trim();
    if (!id) return {};
    let engineeringId: string | undefined;
    try {
        const obj = JSON.parse(localStorage.getItem(SECTION_OBJ_KEY) ?? 'null');
        const e = obj && typeof obj === 'object' ? obj.engineeringId : undefined;
        if (e !== undefined && e !== null && String(e).trim() !== '') engineeringId = String(e);
    } catch {
        /* a broken object still leaves the id */
    }
    return engineeringId ? { sectionId: id, engineeringId } : { sectionId: id };
};

/** Tells every list that the header's section changed. */
export const announceSection = (id: string) =>
    window.dispatchEvent(new CustomEvent(SECTION_EVENT, { detail: { id } }));

/** The list and export parameters of a section-scoped resource: sectionId (+ engineeringId). */
export const sectionParams = (config: Pick<CrudResourceConfig, 'sectionScoped'>, section: HeaderSection = readHeaderSection()): Record<string, string> => {
    if (!config.sectionScoped) return {};
    const out: Record<string, string> = {};
    if (section.sectionId) out.sectionId = section.sectionId;
    if (section.sectionId && section.engineeringId) out.engineeringId = section.engineeringId;
    return out;
};

/** Starting values of a new record of a section-scoped resource: the chosen section. */
export const sectionDefaults = (config: Pick<CrudResourceConfig, 'sectionScoped'>): Record<string, unknown> => {
    if (!config.sectionScoped) return {};
    const { sectionId } = readHeaderSection();
    return sectionId ? { sectionId } : {};
};

const keyOf = (s: HeaderSection) => (s.sectionId ? `${s.sectionId}|${s.engineeringId ?? ''}` : '');

/**
 * The header's section while `enabled`, re-read on every announcement; the object only changes
 * when the section does (so it can be an effect dependency).
 */
export const useHeaderSection = (enabled: boolean): HeaderSection => {
    const [section, setSection] = useState<HeaderSection>(() => (enabled ? readHeaderSection() : {}));
    useEffect(() => {
        const sync = () => {
            const next = enabled ? readHeaderSection() : {};
            setSection(prev => (keyOf(prev) === keyOf(next) ? prev : next));
        };
        sync();
        if (!enabled) return;
        window.addEventListener(SECTION_EVENT, sync);
        return () => window.removeEventListener(SECTION_EVENT, sync);
    }, [enabled]);
    return section;
};
