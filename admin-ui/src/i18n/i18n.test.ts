import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import zhCN from './zh-CN';
import { i18nProvider } from '.';

const keys = (o: Record<string, any>, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]
    );

describe('i18n', () => {
    it('translates every react-admin message', () => {
        const zh = new Set(keys(zhCN));
        const missing = keys(englishMessages).filter(k => !zh.has(k));
        expect(missing).toEqual([]);
    });
    it('uses Chinese by default', () => {
        expect(i18nProvider.translate('ra.action.save')).toBe('保存');
        expect(i18nProvider.getLocale()).toBe('zh-CN');
    });
});
