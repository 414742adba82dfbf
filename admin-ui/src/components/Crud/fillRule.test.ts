import { afterEach, describe, expect, it, vi } from 'vitest';
import { executeFillRule } from './fillRule';
import { fail, json, ok, stubApi } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('executeFillRule', () => {
    it("PUTs the form's values to the rule and returns its value", async () => {
        const api = stubApi({ 'PUT /sys/fillRule/executeRuleByCode/*': () => ok('JL-2024-001') });
        expect(await executeFillRule('jl_no', { sectionId: 's1', name: '甲' })).toBe('JL-2024-001');
        expect(api.calls).toHaveLength(1);
        expect(api.calls[0].path).toBe('/sys/fillRule/executeRuleByCode/jl_no');
        expect(api.calls[0].body).toEqual({ sectionId: 's1', name: '甲' });
    });

    it('gives nothing for an unknown rule, a refusal or a failed request', async () => {
        stubApi({ 'PUT /sys/fillRule/executeRuleByCode/*': () => ok(null) });
        expect(await executeFillRule('none', {})).toBe('');
        stubApi({ 'PUT /sys/fillRule/executeRuleByCode/*': () => fail('后台找不到该规则实现') });
        expect(await executeFillRule('broken', {})).toBe('');
        stubApi({ 'PUT /sys/fillRule/executeRuleByCode/*': () => json(fail('服务器错误'), 500) });
        expect(await executeFillRule('down', {})).toBe('');
        stubApi({});
        expect(await executeFillRule('offline', {})).toBe('');
    });
});
