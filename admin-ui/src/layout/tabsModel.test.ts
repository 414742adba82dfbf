import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, HOME_KEY, openTab, refreshTab, type PageTab } from './tabsModel';

const tab = (key: string): Omit<PageTab, 'version'> => ({ key, fullPath: key, title: key, keepAlive: false });
const make = (...keys: string[]) => keys.reduce((acc, k) => openTab(acc, tab(k)), [] as PageTab[]);
const keys = (ts: PageTab[]) => ts.map(t => t.key);

describe('multi-tab rules', () => {
    it('adds a tab once and replaces its data on re-open', () => {
        let ts = make(HOME_KEY, '/a');
        ts = openTab(ts, { ...tab('/a'), fullPath: '/a?x=1', title: 'A' });
        expect(keys(ts)).toEqual([HOME_KEY, '/a']);
        expect(ts[1].fullPath).toBe('/a?x=1');
    });
    it('the home tab cannot close', () => {
        expect(closeTab(make(HOME_KEY, '/a'), HOME_KEY, '/a').warning).toBe('首页不能关闭!');
    });
    it('the last tab cannot close', () => {
        const r = closeTab(make('/a'), '/a', '/a');
        expect(r.warning).toBe('这是最后一页，不能再关闭了啦');
        expect(keys(r.tabs)).toEqual(['/a']);
    });
    it('closing the active tab moves to a neighbour', () => {
        const r = closeTab(make(HOME_KEY, '/a', '/b'), '/b', '/b');
        expect(keys(r.tabs)).toEqual([HOME_KEY, '/a']);
        expect(r.navigateTo).toBe('/a');
        expect(closeTab(make(HOME_KEY, '/a', '/b'), '/a', '/b').navigateTo).toBeUndefined();
    });
    it('close left / right / others keep home', () => {
        const ts = make(HOME_KEY, '/a', '/b', '/c');
        expect(keys(closeLeft(ts, '/b', '/b').tabs)).toEqual([HOME_KEY, '/b', '/c']);
        expect(keys(closeRight(ts, '/b', '/b').tabs)).toEqual([HOME_KEY, '/a', '/b']);
        expect(keys(closeOthers(ts, '/b', '/b').tabs)).toEqual([HOME_KEY, '/b']);
    });
    it('follows to the context tab when the active one was closed', () => {
        const ts = make(HOME_KEY, '/a', '/b', '/c');
        expect(closeRight(ts, '/a', '/c').navigateTo).toBe('/a');
        expect(closeOthers(ts, '/b', '/a').navigateTo).toBe('/b');
        expect(closeLeft(ts, '/c', '/c').navigateTo).toBeUndefined();
    });
    it('refresh bumps the version', () => {
        expect(refreshTab(make(HOME_KEY, '/a'), '/a')[1].version).toBe(1);
    });
});
