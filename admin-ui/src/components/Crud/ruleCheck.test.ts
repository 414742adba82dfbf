import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRuleCheck } from './unique';
import { fail, json, ok, stubApi } from './testing';

const CHECK = 'GET /sys/checkRule/checkByCode';

afterEach(() => vi.unstubAllGlobals());

describe('makeRuleCheck', () => {
    it('asks the rule for the last value only, twice encoded as JeecgBoot sends it', async () => {
        const api = stubApi({ [CHECK]: () => ok(null) });
        const check = makeRuleCheck('order_rule', 10);
        const first = check('a');
        const last = check('a+b %1');
        // the superseded call passes at once
        expect(await first).toBe(true);
        expect(await last).toBe(true);
        expect(api.to(CHECK)).toHaveLength(1);
        const q = api.last(CHECK)!.query;
        expect(q.get('ruleCode')).toBe('order_rule');
        expect(q.get('value')).toBe(encodeURIComponent('a+b %1'));
    });

    it("fails with the rule's message and remembers the answer", async () => {
        const api = stubApi({ [CHECK]: c => (c.query.get('value') === 'x1' ? fail('首位须为大写字母！') : ok(null)) });
        const check = makeRuleCheck('r', 10);
        expect(await check('x1')).toBe('首位须为大写字母！');
        expect(await check('X1')).toBe(true);
        expect(await check('x1')).toBe('首位须为大写字母！');
        expect(api.to(CHECK)).toHaveLength(2);
    });

    it('names a refusal without a message', async () => {
        stubApi({ [CHECK]: () => fail('') });
        expect(await makeRuleCheck('r', 10)('x')).toBe('校验未通过');
    });

    it('passes when the rule was deleted (the server no longer checks it either)', async () => {
        stubApi({ [CHECK]: () => fail('该编码不存在') });
        expect(await makeRuleCheck('gone', 10)('x')).toBe(true);
    });

    it('passes blank values without asking', async () => {
        const api = stubApi({ [CHECK]: () => fail('不合规则') });
        const check = makeRuleCheck('r', 10);
        for (const v of ['', '  ', null, undefined]) expect(await check(v)).toBe(true);
        expect(api.calls).toHaveLength(0);
    });

    it('passes when the request fails (the server checks again on save)', async () => {
        stubApi({ [CHECK]: () => json(fail('服务器错误'), 500) });
        expect(await makeRuleCheck('r', 10)('x')).toBe(true);
        stubApi({});
        expect(await makeRuleCheck('r', 10)('x')).toBe(true);
    });
});
