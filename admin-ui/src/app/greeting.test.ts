import { describe, expect, it } from 'vitest';
import { chineseDate, chineseWeekday, greeting, isStrongPassword } from './greeting';

const at = (h: number, m = 0) => new Date(2024, 0, 1, h, m);

describe('greeting', () => {
    it.each([
        [0, '早上好'],
        [8, '早上好'],
        [9, '上午好'],
        [11, '上午好'],
        [12, '中午好'],
        [13, '中午好'],
        [14, '下午好'],
        [19, '下午好'],
        [20, '晚上好'],
        [23, '晚上好'],
    ])('hour %i → %s', (h, text) => {
        expect(greeting(at(h, 30))).toBe(text);
    });

    it('formats the Chinese date and weekday', () => {
        const d = new Date(2024, 4, 1); // a Wednesday
        expect(chineseDate(d)).toBe('2024年05月01日');
        expect(chineseWeekday(d)).toBe('星期三');
    });

    it('checks the password rule', () => {
        expect(isStrongPassword('123456')).toBe(false);
        expect(isStrongPassword('abcdefgh')).toBe(false);
        expect(isStrongPassword('1234567a')).toBe(true);
        expect(isStrongPassword('admin123')).toBe(true);
        expect(isStrongPassword('a1')).toBe(false);
    });
});
