import { describe, expect, it } from 'vitest';
import { config as demo } from '../../test/crudDemo/config.gen';
import { cardModel, isNumberLike } from './cardModel';
import { treeConfig } from './testing';
import type { CrudResourceConfig } from './types';

const generated = Object.values(import.meta.glob<{ config: CrudResourceConfig }>('../../resources/*/config.gen.ts', { eager: true })).map(
    m => m.config
);
const byName = (name: string) => generated.find(c => c.name === name)!;
const model = (c: CrudResourceConfig) => {
    const m = cardModel(c, c.fields.filter(f => f.list));
    return { title: m.title?.name, status: m.status?.name, keys: m.keys.map(f => f.name) };
};

describe('cardModel', () => {
    it('titles a card by the first typed-text column and shows the state as its chip', () => {
        expect(model(demo)).toEqual({ title: 'roleName', status: 'status', keys: ['roleCode', 'sex', 'enabled'] });
        expect(model(byName('cmisHiddenDanger'))).toMatchObject({ title: 'location', status: 'status' });
        expect(model(byName('sysUser'))).toMatchObject({ title: 'username', status: 'status' });
        expect(model(byName('sysAnnouncement'))).toMatchObject({ title: 'titile', status: 'sendStatus' });
    });

    it('takes the business key when it comes before any typed text', () => {
        // 管理日志: the date is the record's key (unique per section); 气温 comes later
        expect(model(byName('cmisManagementDaily')).title).toBe('logDate');
        // 定时任务: the job class is picked from a dictionary, but unique
        expect(model(byName('sysQuartzJob')).title).toBe('jobClassName');
        expect(model(byName('cmisContract')).title).toBe('contractNo');
    });

    it('never titles a card by the 工程 / 标段 of a section-scoped list, and shows them only when nothing else is left', () => {
        // 掘进日报 has neither typed text nor a key: its first own column, the tunnel
        expect(model(byName('cmisTunnelAdvance'))).toMatchObject({ title: 'buildingId', keys: ['reportDate', 'method', 'shift'] });
        for (const c of generated.filter(c => c.sectionScoped)) {
            const m = model(c);
            expect(m.title, c.name).not.toMatch(/^(engineeringId|sectionId)$/);
            const own = c.fields.filter(f => f.list && !['engineeringId', 'sectionId', 'createTime'].includes(f.name)).length;
            if (own >= 5) expect(m.keys, c.name).not.toContain('sectionId');
        }
    });

    it('titles a tree node by its tree title and skips long texts', () => {
        expect(model(treeConfig).title).toBe('name');
        expect(model(byName('cmisBuilding')).title).toBe('name');
        // 隐患描述 (a text area) is for the detail dialog
        expect(model(byName('cmisHiddenDanger')).keys).not.toContain('description');
        expect(model(byName('sysRole'))).toEqual({ title: 'roleName', status: undefined, keys: ['roleCode', 'createTime'] });
    });

    it('gives every generated list a title and two or three key fields', () => {
        for (const c of generated) {
            const m = model(c);
            expect(m.title, c.name).toBeTruthy();
            expect(m.keys.length, c.name).toBeGreaterThanOrEqual(Math.min(2, c.fields.filter(f => f.list).length - 1));
            expect(m.keys.length, c.name).toBeLessThanOrEqual(3);
            expect(m.keys, c.name).not.toContain(m.title);
        }
    });

    it('keeps amounts, chainages, counts and dates whole', () => {
        const f = (name: string) => demo.fields.find(x => x.name === name)!;
        expect(['price', 'sortNo', 'createTime'].map(n => isNumberLike(f(n)))).toEqual([true, true, true]);
        expect(['roleName', 'sex'].map(n => isNumberLike(f(n)))).toEqual([false, false]);
    });
});
