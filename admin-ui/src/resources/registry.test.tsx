// Every generated resource as the app registers it from registry.gen.ts (a loop over all of
// them, not a sample): its menu component opens its page, a hand-written List.tsx (Create, Edit,
// Show) beside its config.gen.ts replaces the generic page, and the generic list and form,
// built from the config alone, show its columns and its inputs.
import type { ComponentType } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvePage } from '../app/pageRegistry';
import { CrudPage, crudResource, fieldTitle, registerCrud, type CrudEntry, type CrudResourceConfig } from '../components/Crud';
import { clearDictOptions } from '../components/Crud/dict';
import { feedback } from '../components/Feedback';
import { getResourceConfig } from './registry';
import { generatedResources } from './registry.gen';

vi.setConfig({ testTimeout: 60_000 });

const configs = Object.values(import.meta.glob<{ config: CrudResourceConfig }>('./*/config.gen.ts', { eager: true })).map(m => m.config);
const handWritten = import.meta.glob<{ default: ComponentType }>('./*/{List,Create,Edit,Show}.tsx', { eager: true });
const PAGES = ['List', 'Create', 'Edit', 'Show'] as const;
const entries = generatedResources.map(e => [e.config.name, e] as const);

/** Every request answers an empty success: an empty page for lists, nothing for the rest. */
const stubEmptyApi = () => {
    const paths: string[] = [];
    vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
            const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/jeecg-boot/, '');
            paths.push(path);
            const result = /\/(list|rootList)$/.test(path) ? { records: [], total: 0, size: 10, current: 1, pages: 0 } : [];
            return new Response(JSON.stringify({ success: true, code: 200, message: '', result }), { headers: { 'Content-Type': 'application/json' } });
        })
    );
    return paths;
};

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('the generated registry', () => {
    it('names every config.gen.ts once', () => {
        const names = generatedResources.map(e => e.config.name);
        expect(new Set(names).size).toBe(names.length);
        expect([...names].sort()).toEqual(configs.map(c => c.name).sort());
        expect(names.length).toBeGreaterThan(60);
    });

    it.each(entries)('%s: a hand-written page beside its config replaces the generic one', (name, entry: CrudEntry) => {
        for (const page of PAGES) {
            const own = handWritten[`./${name}/${page}.tsx`];
            const prop = page.toLowerCase() as Lowercase<typeof page>;
            expect(entry[prop], `${name}/${page}.tsx`).toBe(own?.default);
        }
    });

    it.each(entries)('%s: its menu component opens its page and its API prefix is known', (name, entry: CrudEntry) => {
        const { config } = entry;
        registerCrud(entry);
        expect(resolvePage(config.component), config.component).toBeTruthy();
        expect(resolvePage(`views/${config.component}.vue`)).toBe(resolvePage(config.component));
        expect(getResourceConfig(name)).toMatchObject({ apiPrefix: config.apiPrefix, permissionPrefix: config.permPrefix, title: config.title });
    });
});

describe('the generic pages of every generated resource', () => {
    it.each(entries)('%s: the list shows its columns and asks its own list', async (_, { config }) => {
        const paths = stubEmptyApi();
        render(<CrudPage resource={crudResource({ config })} />);
        const listed = config.fields.filter(f => f.list);
        expect(listed.length).toBeGreaterThan(0);
        const table = await screen.findByRole('table');
        const heads = within(table)
            .getAllByRole('columnheader')
            .map(h => h.textContent ?? '');
        for (const f of listed) expect(heads.some(h => h.includes(fieldTitle(f))), `column ${fieldTitle(f)} in ${heads.join('|')}`).toBe(true);
        expect(paths.some(p => p.startsWith(config.apiPrefix + '/'))).toBe(true);
    });

    it.each(entries.filter(([, e]) => e.config.fields.some(f => f.form)))('%s: the form shows its inputs', async (_, { config }) => {
        stubEmptyApi();
        const Create = crudResource({ config }).create;
        render(<Create open onClose={() => {}} />);
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toMatch(/^新增/);
        // code, rich text and markdown editors are loaded when first shown
        const inputs = config.fields.filter(f => f.form && !f.shownWhen);
        await waitFor(() => inputs.forEach(f => expect(dialog.textContent, f.label).toContain(f.label)), { timeout: 30_000 });
    });
});
