import { describe, expect, it } from 'vitest';
import { NAMED_PATTERNS, patternMessage, patternValidator, testPattern } from './patterns';

// [pattern, value, passes]
const cases: Array<[string, unknown, boolean]> = [
    ['n6-16', '123456', true],
    ['n6-16', '123456789012345678', true], // 18 digits: the spec's noted quirk
    ['n6-16', '1234567890123456789', false],
    ['n6-16', '12345', false],
    ['n6-16', '12345a', false],
    ['*6-16', 'ab c!@', true],
    ['*6-16', '中文六个字符啊', true],
    ['*6-16', 'abcde', false],
    ['*6-16', 'a'.repeat(17), false],
    ['s6-18', 'abcDEF', true],
    ['s6-18', 'a'.repeat(18), true],
    ['s6-18', 'abcde', false],
    ['s6-18', 'abc|def', false],
    ['s6-18', 'abc123', false],
    ['url', 'http://example.com', true],
    ['url', 'https://a.b.cn/x?y=1#z', true],
    ['url', 'http://localhost:8080/jeecg-boot', true],
    ['url', 'ftp://files.example.org', true],
    ['url', 'example.com', false],
    ['url', 'http://', false],
    ['url', 'http://a b.com', false],
    ['e', 'admin@example.com', true],
    ['e', 'a.b+c@mail.example.cn', true],
    ['e', 'admin@', false],
    ['e', 'admin.example.com', false],
    ['e', 'a@b', false],
    ['m', '13800138000', true],
    ['m', '19912345678', true],
    ['m', '12800138000', false],
    ['m', '1380013800', false],
    ['m', '138001380001', false],
    ['p', '100000', true],
    ['p', '010000', false],
    ['p', '10000', false],
    ['p', '1000000', false],
    ['s', 'abcXYZ', true],
    ['s', 'abc1', false],
    ['s', 'ab c', false],
    ['n', '12', true],
    ['n', '-1.5', true],
    ['n', '0.25', true],
    ['n', 12, true],
    ['n', '1.', false],
    ['n', 'abc', false],
    ['n', '1e3', false],
    ['z', '42', true],
    ['z', '-7', true],
    ['z', '1.5', false],
    ['z', 'x', false],
    ['*', 'x', true],
    ['*', '', false],
    ['*', '   ', false],
    ['*', null, false],
    ['money', '0', true],
    ['money', '12', true],
    ['money', '12.3', true],
    ['money', '12.34', true],
    ['money', 12.5, true],
    ['money', '12.345', false],
    ['money', '01.5', false],
    ['money', 'abc', false],
    // custom regular expressions
    ['^[A-Z]{2}\\d+$', 'AB12', true],
    ['^[A-Z]{2}\\d+$', 'ab12', false],
    ['/^[a-z]+$/i', 'AbC', true],
    ['/^[a-z]+$/g', 'abc', true],
    ['([', 'anything', true], // broken regex: left to the server
];

describe('patterns', () => {
    it.each(cases)('%s with %j → %s', (pattern, value, ok) => {
        expect(testPattern(pattern, value)).toBe(ok);
    });

    it('lets an empty value pass every pattern but *', () => {
        for (const name of Object.keys(NAMED_PATTERNS)) {
            for (const empty of ['', undefined, null]) {
                expect(testPattern(name, empty)).toBe(name !== '*');
            }
        }
        expect(testPattern('^x$', '')).toBe(true);
    });

    it('covers every named pattern of the spec', () => {
        const named = ['n6-16', '*6-16', 's6-18', 'url', 'e', 'm', 'p', 's', 'n', 'z', '*', 'money'];
        expect(Object.keys(NAMED_PATTERNS).sort()).toEqual([...named].sort());
        for (const n of named) expect(cases.some(c => c[0] === n && c[2]) && cases.some(c => c[0] === n && !c[2])).toBe(true);
    });

    it('picks the configured, named or generic message', () => {
        expect(patternMessage('m', '手机')).toBe('请输入正确的手机号码!');
        expect(patternMessage('m', '手机', '手机号不对')).toBe('手机号不对');
        expect(patternMessage('^a$', '编码')).toBe('编码格式不正确!');
        const v = patternValidator('z', '排序');
        expect(v('3')).toBe(true);
        expect(v('x')).toBe('请输入整数!');
    });
});
