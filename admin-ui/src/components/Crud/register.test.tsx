import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvePage } from '../../app/pageRegistry';
import { getResourceConfig } from '../../resources/registry';
import { authProvider } from '../../authProvider';
import { config } from '../../test/crudDemo/config.gen';
import { feedback } from '../Feedback';
import { crudResource, registerCrud } from '.';
import { ALL_ROLE_CODES, cacheDicts, grant, ok, stubApi } from './testing';
import type { CrudFormProps } from './types';

const demo = crudResource({ config });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

describe('registerCrud', () => {
    it('registers the API prefix, permission prefix and the menu page', async () => {
        registerCrud(demo);
        expect(getResourceConfig('demoRole')).toEqual({ name: 'demoRole', apiPrefix: '/demo/role', permissionPrefix: 'role', title: '角色' });
        grant(['role:add']);
        await expect(authProvider.canAccess!({ action: 'create', resource: 'demoRole' })).resolves.toBe(true);
        await expect(authProvider.canAccess!({ action: 'delete', resource: 'demoRole' })).resolves.toBe(false);

        const Page = resolvePage('views/demo/RoleList.vue')!;
        expect(Page).toBeTruthy();
        stubApi({ 'GET /demo/role/list': () => ok({ records: [{ id: 'a', roleName: '甲' }], total: 1 }) });
        render(<Page />);
        expect(await screen.findByText('甲')).toBeTruthy();
    });

    it('lets the list open the resource’s own (possibly hand-written) forms', async () => {
        const Edit = vi.fn((p: CrudFormProps) => <div role="dialog">自定义编辑 {p.id}</div>);
        registerCrud({ config: { ...config, component: 'demo/Custom' }, edit: Edit });
        cacheDicts();
        grant(ALL_ROLE_CODES);
        stubApi({ 'GET /demo/role/list': () => ok({ records: [{ id: 'a', roleName: '甲' }], total: 1 }) });
        const Page = resolvePage('demo/Custom')!;
        render(<Page />);
        fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
        expect(screen.getByRole('dialog').textContent).toBe('自定义编辑 a');
        expect(Edit.mock.calls[0][0]).toMatchObject({ open: true, id: 'a', record: { id: 'a', roleName: '甲' } });
    });
});
