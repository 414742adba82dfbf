import { afterEach, describe, expect, it } from 'vitest';
import { feedback, shownByRequestLayer, warnFailure } from '.';

const warnings = () => feedback.getState().toasts.filter(t => t.kind === 'message' && t.severity === 'warning').map(t => t.text);

afterEach(() => feedback.reset());

describe('warnFailure', () => {
    it('stays quiet on a 510, which the request layer already showed', () => {
        warnFailure({ code: 510, message: '没有权限，请联系管理员授权' }, '操作失败');
        warnFailure({ code: '510', message: '' }, '操作失败');
        expect(warnings()).toEqual([]);
        expect(shownByRequestLayer({ code: '510' })).toBe(true);
    });

    it("shows another failure's message, or the fallback when it has none", () => {
        warnFailure({ code: 500, message: '该值不可用，系统中已存在！' }, '操作失败');
        warnFailure({ code: 500, message: '' }, '保存失败');
        warnFailure({}, '查询失败');
        expect(warnings()).toEqual(['该值不可用，系统中已存在！', '保存失败', '查询失败']);
        expect(shownByRequestLayer({ code: 500 })).toBe(false);
    });
});
