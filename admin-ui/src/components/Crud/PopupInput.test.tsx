import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost, feedback } from '../Feedback';
import { CrudForm } from './CrudForm';
import { ok, stubApi } from './testing';
import type { CrudResourceConfig } from './types';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

// As the generator writes 参建单位: 联系人 picks from the report demo_user, filling 联系电话 too.
const suppliers: CrudResourceConfig = {
    name: 'demoSupplier',
    title: '参建单位',
    apiPrefix: '/demo/supplier',
    table: 'demo_supplier',
    permPrefix: 'supplier',
    component: 'demo/SupplierList',
    import: false,
    export: false,
    fields: [
        { name: 'name', label: '单位名称', type: 'string', widget: 'input', form: true },
        { name: 'contact', label: '联系人', type: 'string', widget: 'popup', form: true, popup: { code: 'demo_user', orgFields: 'realname,phone', destFields: 'contact,phone' } },
        { name: 'phone', label: '联系电话', type: 'string', widget: 'input', form: true },
    ],
};

const report = () =>
    stubApi({
        'GET /online/cgreport/api/getRpColumns/demo_user': () =>
            ok({ cgRpConfigId: 'r1', cgRpConfigName: '用户选择', columns: [{ title: '姓名', dataIndex: 'realname' }, { title: '手机号', dataIndex: 'phone' }], dictOptions: {} }),
        'GET /online/cgreport/api/getQueryInfo/r1': () => ok([]),
        'GET /online/cgreport/api/getData/r1': () =>
            ok({ records: [{ id: 'u1', realname: '李工程师', phone: '13800000001' }, { id: 'u2', realname: '张三', phone: '13800000002' }], total: 2 }),
        'POST /demo/supplier/add': () => ok(null, '添加成功！'),
    });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('popup field (JPopup)', () => {
    it('fills the field and the other destination fields from the chosen row; is still typed', async () => {
        const api = report();
        const onClose = vi.fn();
        render(
            <>
                <CrudForm config={suppliers} open onClose={onClose} />
                <FeedbackHost />
            </>
        );
        fireEvent.change(field('单位名称'), { target: { value: '一标段项目部' } });
        fireEvent.click(screen.getByRole('button', { name: '选择联系人' }));
        const picker = await screen.findByRole('dialog', { name: '用户选择' });
        // 确定 with nothing chosen warns and stays open
        fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(feedback.getState().toasts.map(t => t.text)).toContain('请选择一条记录'));
        fireEvent.click(within(picker).getByText('李工程师'));
        fireEvent.click(within(picker).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: '用户选择' })).toBeNull());
        expect(field('联系人').value).toBe('李工程师');
        expect(field('联系电话').value).toBe('13800000001');

        fireEvent.change(field('联系人'), { target: { value: '李工' } });
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/supplier/add')!.body).toEqual({ name: '一标段项目部', contact: '李工', phone: '13800000001' });
    });

    it('names a wrong configuration instead of opening', () => {
        render(
            <CrudForm
                config={{ ...suppliers, fields: suppliers.fields.map(f => (f.popup ? { ...f, popup: { ...f.popup, orgFields: 'realname' } } : f)) }}
                open
                onClose={() => {}}
            />
        );
        expect(screen.getByText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeTruthy();
        expect(screen.queryByRole('button', { name: '选择联系人' })).toBeNull();
    });
});
