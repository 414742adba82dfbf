import { describe, expect, it } from 'vitest';
import { hasPermission, isDisabledByAuth, type PermissionSets } from './permission';

const sets: PermissionSets = {
    auth: [
        { action: 'user:add', type: '1' },
        { action: 'user:edit,user:delete', type: '1' },
        { action: 'user:form:phone', type: '2' },
    ],
    allAuth: [
        { action: 'user:add', type: '1', status: '1' },
        { action: 'user:edit', type: '1', status: '1' },
        { action: 'user:delete', type: '1', status: '1' },
        { action: 'user:export', type: '1', status: '1' },
        { action: 'user:import', type: '1', status: '0' },
        { action: 'user:form:phone', type: '2', status: '1' },
        { action: 'user:form:email', type: '2', status: '1' },
        { action: 'user:form:sex', type: '2', status: '0' },
    ],
};

describe('hasPermission', () => {
    it('keeps an element the user holds, removes others', () => {
        expect(hasPermission('user:add', sets)).toBe(true);
        expect(hasPermission('user:export', sets)).toBe(false);
    });
    it('splits comma-separated actions of an entry', () => {
        expect(hasPermission('user:delete', sets)).toBe(true);
    });
    it('a globally inactive rule (status 0) keeps the element visible', () => {
        expect(hasPermission('user:import', sets)).toBe(true);
    });
    it('combines with | (any) and & (all)', () => {
        expect(hasPermission('user:export|user:add', sets)).toBe(true);
        expect(hasPermission('user:export&user:add', sets)).toBe(false);
        expect(hasPermission('user:edit&user:add', sets)).toBe(true);
    });
    it('ignores type-2 entries', () => {
        expect(hasPermission('user:form:phone', { ...sets, allAuth: [] })).toBe(false);
    });
    it('removes everything for a user without buttons', () => {
        expect(hasPermission('user:add', { auth: [], allAuth: sets.allAuth })).toBe(false);
    });
});

describe('isDisabledByAuth', () => {
    it('disables an active type-2 rule the user lacks', () => {
        expect(isDisabledByAuth('user:form:email', sets)).toBe(true);
    });
    it('enables it when the user holds it', () => {
        expect(isDisabledByAuth('user:form:phone', sets)).toBe(false);
    });
    it('ignores inactive or unknown rules', () => {
        expect(isDisabledByAuth('user:form:sex', sets)).toBe(false);
        expect(isDisabledByAuth('nope', sets)).toBe(false);
    });
});
