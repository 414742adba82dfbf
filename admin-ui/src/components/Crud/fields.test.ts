import { describe, expect, it } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { cellText, fromDateTimeLocal, initialValues, requiredMessage, toDateTimeLocal, toPayload } from './fields';
import type { CrudField } from './types';

const field = (name: string): CrudField => config.fields.find(f => f.name === name)!;

describe('field helpers', () => {
    it('prefers the server translation in list cells', () => {
        expect(cellText(field('sex'), { sex: '1', sex_dictText: '男' })).toBe('男');
        expect(cellText(field('sex'), { sex: '9' })).toBe('9');
        expect(cellText(field('enabled'), { enabled: 'Y' })).toBe('是');
        expect(cellText(field('enabled'), { enabled: 'N' })).toBe('否');
        expect(cellText(field('price'), { price: 3 })).toBe('3.00');
        expect(cellText(field('roleName'), {})).toBe('');
    });

    it('words the required message by widget', () => {
        expect(requiredMessage(field('roleName'))).toBe('请输入角色名称!');
        expect(requiredMessage(field('sex'))).toBe('请选择性别!');
    });

    it('converts datetimes for the datetime-local input', () => {
        expect(toDateTimeLocal('2024-05-06 07:08:09')).toBe('2024-05-06T07:08:09');
        expect(toDateTimeLocal('2024-05-06 07:08')).toBe('2024-05-06T07:08:00');
        expect(toDateTimeLocal(null)).toBe('');
        expect(fromDateTimeLocal('2024-05-06T07:08')).toBe('2024-05-06 07:08:00');
        expect(fromDateTimeLocal('2024-05-06T07:08:09')).toBe('2024-05-06 07:08:09');
        expect(fromDateTimeLocal('')).toBe('');
    });

    it('starts switches off and money with two decimals', () => {
        const v = initialValues(config.fields, { roleName: 'a', price: 5, enabled: null });
        expect(v).toMatchObject({ roleName: 'a', price: '5.00', enabled: 'N', roleCode: '' });
        expect(v).not.toHaveProperty('createTime');
    });

    it('builds create and edit bodies from the form fields only', () => {
        const values = { roleName: ' 管理员 ', roleCode: 'admin', sex: '1', sortNo: '3', price: '2.50', phone: '', enabled: 'Y', createTime: 'x' };
        expect(toPayload(config.fields, values, 'create')).toEqual({
            roleName: '管理员',
            roleCode: 'admin',
            sex: '1',
            sortNo: 3,
            price: 2.5,
            enabled: 'Y',
        });
        const edit = toPayload(config.fields, values, 'edit', 'id1');
        expect(edit).toMatchObject({ id: 'id1', phone: null, status: null, sortNo: 3 });
        expect(edit).not.toHaveProperty('createTime');
    });
});
