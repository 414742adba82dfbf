import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import { TextField } from '@mui/material';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../test/crudDemo/config.gen';
import { FeedbackHost, feedback } from '../Feedback';
import { stubXhr } from '../Upload/testing';
import { CrudForm } from './CrudForm';
import { clearDictOptions } from './dict';
import { sectionDefaults } from './section';
import { cacheDicts, chooseSection, fail, json, ok, stubApi, treeConfig } from './testing';
import type { CrudFormExtra, CrudFormProps } from './types';

const renderForm = (p: Partial<CrudFormProps> = {}) => {
    const onClose = vi.fn();
    render(
        <>
            <CrudForm config={config} open onClose={onClose} {...p} />
            <FeedbackHost />
        </>
    );
    return { onClose, dialog: screen.getByRole('dialog') };
};

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(input(label), { target: { value } });
const choose = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));
const toasts = () => feedback.getState().toasts.map(t => t.text);

const record = {
    id: 'r1',
    roleName: '管理员',
    roleCode: 'admin',
    sex: '1',
    sex_dictText: '男',
    status: '1',
    tags: 'H,L',
    enabled: 'Y',
    sortNo: 2,
    price: 10,
    phone: '13800138000',
    birthday: '1990-01-02',
    description: '说明',
    createTime: '2024-01-01 00:00:00',
};

// The table and dialog tests drive MUI in jsdom: slow on a shared, loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => cacheDicts());

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
    clearDictOptions();
});

describe('CrudForm', () => {
    it('titles the dialog by mode and renders the form fields by widget', () => {
        stubApi({});
        const { dialog } = renderForm();
        expect(within(dialog).getByText('新增')).toBeTruthy();
        expect(input(/角色名称/).tagName).toBe('INPUT');
        expect(input(/描述/).tagName).toBe('TEXTAREA');
        expect(input(/生日/).type).toBe('date');
        expect(screen.getByRole('combobox', { name: /性别/ })).toBeTruthy();
        expect(screen.getByRole('radiogroup', { name: '状态' })).toBeTruthy();
        expect(['高', '中', '低'].every(t => screen.getByRole('checkbox', { name: t }))).toBe(true);
        expect(screen.getByRole('switch', { name: '启用' })).toBeTruthy();
        expect(screen.getByText('否')).toBeTruthy();
        expect(screen.queryByLabelText(/创建时间/)).toBeNull(); // list-only field
    });

    it('shows the required, pattern and length messages', async () => {
        const api = stubApi({ 'GET /sys/duplicate/check': () => ok(null, '该值可用！') });
        renderForm();
        submit();
        expect(await screen.findByText('请输入角色名称!')).toBeTruthy();
        expect(screen.getByText('请输入角色编码!')).toBeTruthy();
        expect(screen.getByText('请选择性别!')).toBeTruthy();

        type(/角色编码/, 'abc1');
        expect(await screen.findByText('请输入字母!')).toBeTruthy();
        type(/手机号/, '123');
        expect(await screen.findByText('请输入正确的手机号码!')).toBeTruthy();
        type(/角色名称/, 'x'.repeat(21));
        expect(await screen.findByText('角色名称不能超过20个字符!')).toBeTruthy();
        type(/单价/, '1.234');
        expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeTruthy();
        // invalid values never reach the duplicate check
        expect(api.to('GET /sys/duplicate/check')).toHaveLength(0);
    });

    it('checks uniqueness after a pause, only for the last value', async () => {
        const api = stubApi({
            'GET /sys/duplicate/check': c =>
                c.query.get('fieldVal') === 'admin' ? fail('该值不可用，系统中已存在！') : ok(null, '该值可用！'),
        });
        renderForm();
        type(/角色编码/, 'adm');
        type(/角色编码/, 'admi');
        type(/角色编码/, 'admin');
        expect(await screen.findByText('该值不可用，系统中已存在！')).toBeTruthy();
        expect(api.to('GET /sys/duplicate/check')).toHaveLength(1);
        const q = api.last('GET /sys/duplicate/check')!.query;
        expect(q.get('tableName')).toBe('sys_role');
        expect(q.get('fieldName')).toBe('role_code');
        expect(q.has('dataId')).toBe(false);
        type(/角色编码/, 'guest');
        await waitFor(() => expect(screen.queryByText('该值不可用，系统中已存在！')).toBeNull());
        // an empty value passes without asking
        type(/角色编码/, '');
        await screen.findByText('请输入角色编码!');
        expect(api.to('GET /sys/duplicate/check')).toHaveLength(2);
    });

    it('posts a new record and closes with saved=true', async () => {
        const api = stubApi({
            'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
            'POST /demo/role/add': () => ok(null, '添加成功！'),
        });
        const { onClose } = renderForm();
        type(/角色名称/, '测试角色');
        type(/角色编码/, 'tester');
        await choose(/性别/, '女');
        fireEvent.click(screen.getByRole('radio', { name: '冻结' }));
        fireEvent.click(screen.getByRole('checkbox', { name: '低' }));
        fireEvent.click(screen.getByRole('checkbox', { name: '高' }));
        fireEvent.click(screen.getByRole('switch', { name: '启用' }));
        expect(screen.getByText('是')).toBeTruthy();
        type(/排序/, '7a'); // rejected keystroke
        expect(input(/排序/).value).toBe('');
        type(/排序/, '7');
        type(/单价/, '3.5');
        fireEvent.blur(input(/单价/));
        expect(input(/单价/).value).toBe('3.50');
        type(/生日/, '2000-02-03');
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/role/add')!.body).toEqual({
            roleName: '测试角色',
            roleCode: 'tester',
            sex: '2',
            status: '2',
            tags: 'H,L',
            enabled: 'Y',
            sortNo: 7,
            price: 3.5,
            birthday: '2000-02-03',
        });
        expect(toasts()).toContain('添加成功！');
    });

    it('edits from the row: read-only-on-edit field locked, id sent, dataId in the duplicate check', async () => {
        const api = stubApi({
            'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
            'PUT /demo/role/edit': () => ok(null, '编辑成功!'),
        });
        const { onClose, dialog } = renderForm({ mode: 'edit', id: 'r1', record });
        expect(within(dialog).getByText('编辑')).toBeTruthy();
        expect(input(/角色编码/).disabled).toBe(true);
        expect(input(/角色名称/).value).toBe('管理员');
        expect(input(/单价/).value).toBe('10.00');
        expect((screen.getByRole('checkbox', { name: '高' }) as HTMLInputElement).checked).toBe(true);
        expect((screen.getByRole('switch', { name: '启用' }) as HTMLInputElement).checked).toBe(true);
        type(/角色名称/, '超级管理员');
        type(/手机号/, '');
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('PUT /demo/role/edit')!.body).toEqual({
            id: 'r1',
            roleName: '超级管理员',
            roleCode: 'admin',
            sex: '1',
            status: '1',
            tags: 'H,L',
            enabled: 'Y',
            sortNo: 2,
            price: 10,
            phone: null,
            birthday: '1990-01-02',
            description: '说明',
        });
        expect(toasts()).toContain('编辑成功!');
    });

    it('passes dataId to the duplicate check on edit', async () => {
        const uniqueEdit = { ...config, fields: config.fields.map(f => (f.name === 'roleCode' ? { ...f, readOnlyOnEdit: false } : f)) };
        const api = stubApi({ 'GET /sys/duplicate/check': () => ok(null, '该值可用！') });
        renderForm({ config: uniqueEdit, mode: 'edit', id: 'r1', record });
        type(/角色编码/, 'admins');
        await waitFor(() => expect(api.to('GET /sys/duplicate/check')).toHaveLength(1));
        expect(api.last('GET /sys/duplicate/check')!.query.get('dataId')).toBe('r1');
    });

    it('keeps the dialog open with the values when the server refuses', async () => {
        stubApi({
            'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
            'POST /demo/role/add': () => fail('角色编码已存在'),
        });
        const { onClose } = renderForm();
        type(/角色名称/, '测试');
        type(/角色编码/, 'tester');
        await choose(/性别/, '男');
        submit();
        await waitFor(() => expect(toasts()).toContain('角色编码已存在'));
        expect(onClose).not.toHaveBeenCalled();
        expect(screen.getByRole('dialog')).toBeTruthy();
        expect(input(/角色名称/).value).toBe('测试');
        expect(input(/角色编码/).value).toBe('tester');
        expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('shows the detail read-only with the submit disabled', () => {
        stubApi({});
        const { dialog } = renderForm({ mode: 'show', id: 'r1', record });
        expect(within(dialog).getByText('详情')).toBeTruthy();
        expect((screen.getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
        for (const label of [/角色名称/, /角色编码/, /手机号/, /描述/, /排序/]) expect(input(label).disabled).toBe(true);
        expect((screen.getByRole('radio', { name: '正常' }) as HTMLInputElement).disabled).toBe(true);
        expect((screen.getByRole('switch', { name: '启用' }) as HTMLInputElement).disabled).toBe(true);
        expect(screen.getByRole('combobox', { name: /性别/ }).textContent).toBe('男');
        expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    });

    it('loads the record by id when no row is given', async () => {
        const api = stubApi({ 'GET /demo/role/queryById': () => ok(record) });
        renderForm({ mode: 'edit', id: 'r1' });
        expect(screen.getByLabelText('加载中')).toBeTruthy();
        await waitFor(() => expect(input(/角色名称/).value).toBe('管理员'));
        expect(api.last('GET /demo/role/queryById')!.query.get('id')).toBe('r1');
    });

    it('loads dictionaries the login cache does not hold', async () => {
        localStorage.clear();
        const api = stubApi({
            'GET /sys/dict/getDictItems/*': c =>
                ok(c.path.endsWith('/sex') ? [{ value: '1', text: '男', title: '男' }] : [], '', 0),
        });
        renderForm();
        await choose(/性别/, '男');
        expect(api.to('GET /sys/dict/getDictItems/sex')).toHaveLength(1);
    });
    it('asks for a password on create only, and starts from the given defaults', async () => {
        const withPassword = {
            ...config,
            fields: [...config.fields, { name: 'password', label: '密码', type: 'string', widget: 'password', form: true, required: true, readOnlyOnEdit: true } as const],
        };
        const api = stubApi({ 'PUT /demo/role/edit': () => ok(null, '编辑成功!') });
        const { unmount } = render(<CrudForm config={withPassword} mode="create" open onClose={() => {}} defaults={{ sex: '2', roleName: '默认' }} />);
        expect(input(/密码/).type).toBe('password');
        expect(input(/角色名称/).value).toBe('默认');
        expect(screen.getByRole('combobox', { name: /性别/ }).textContent).toBe('女');
        unmount();

        const onClose = vi.fn();
        render(<CrudForm config={withPassword} mode="edit" id="r1" record={record} open onClose={onClose} />);
        expect(screen.queryByLabelText(/密码/)).toBeNull();
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('PUT /demo/role/edit')!.body).not.toHaveProperty('password');
    });

    it('lets an edit type a retyped password again, and sends it only when typed', async () => {
        const retyped = {
            ...config,
            fields: [...config.fields, { name: 'password', label: '密码', type: 'string', widget: 'password', form: true } as const],
        };
        const api = stubApi({ 'PUT /demo/role/edit': () => ok(null, '编辑成功!') });
        const first = render(<CrudForm config={retyped} mode="edit" id="r1" record={record} open onClose={() => {}} />);
        expect(input(/密码/).value).toBe('');
        expect(screen.getByText('留空则不修改')).toBeTruthy();
        submit();
        await waitFor(() => expect(api.to('PUT /demo/role/edit')).toHaveLength(1));
        expect((api.last('PUT /demo/role/edit')!.body as Record<string, unknown>).password ?? '').toBe('');
        first.unmount();

        render(<CrudForm config={retyped} mode="edit" id="r1" record={record} open onClose={() => {}} />);
        type(/密码/, '新密码');
        submit();
        await waitFor(() => expect(api.to('PUT /demo/role/edit')).toHaveLength(2));
        expect(api.last('PUT /demo/role/edit')!.body).toMatchObject({ password: '新密码' });
    });

    it('sends the defaults that are no input with the add (a child list parent id)', async () => {
        const api = stubApi({
            'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
            'POST /demo/role/add': () => ok(null, '添加成功！'),
        });
        const { onClose } = renderForm({ defaults: { dictId: 'd1', roleName: '默认' } });
        type(/角色名称/, '');
        type(/角色名称/, '改名');
        type(/角色编码/, 'child');
        await choose(/性别/, '男');
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/role/add')!.body).toEqual({ dictId: 'd1', roleName: '改名', roleCode: 'child', sex: '1', enabled: 'N' });
    });

    describe('extra inputs', () => {
        // A note input after 角色名称 that must say "ok", a tag list at the end, both in the body.
        const extra = (load?: CrudFormExtra['load']): CrudFormExtra => ({
            load,
            after: {
                roleName: ({ form, readOnly }) => (
                    <Controller
                        name="note"
                        control={form.control}
                        defaultValue=""
                        rules={{ validate: v => v === 'ok' || '备注必须是ok!' }}
                        render={({ field, fieldState }) => (
                            <TextField
                                label="备注"
                                value={String(field.value ?? '')}
                                onChange={field.onChange}
                                disabled={readOnly}
                                error={!!fieldState.error}
                                helperText={fieldState.error?.message}
                            />
                        )}
                    />
                ),
            },
            render: ({ form }) => (
                <Controller
                    name="labels"
                    control={form.control}
                    defaultValue=""
                    render={({ field }) => <TextField label="标签组" value={String(field.value ?? '')} onChange={field.onChange} />}
                />
            ),
            payload: (body, values, mode) => ({ ...body, note: values.note, labels: values.labels, mode }),
        });

        it('places them after their field and at the end, validates them and adds them to the body', async () => {
            const api = stubApi({
                'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
                'POST /demo/role/add': () => ok(null, '添加成功！'),
            });
            const { onClose } = renderForm({ extra: extra() });
            const labels = screen.getAllByLabelText(/角色名称|备注|角色编码|标签组/).map(e => e.closest('.MuiFormControl-root')!.querySelector('label')!.textContent);
            expect(labels.map(l => l!.replace(/\s*\*$/, ''))).toEqual(['角色名称', '备注', '角色编码', '标签组']);
            type(/角色名称/, '测试');
            type(/角色编码/, 'tester');
            // the duplicate check answered: a submit validates at once
            await waitFor(() => expect(api.to('GET /sys/duplicate/check')).toHaveLength(1));
            await choose(/性别/, '男');
            type(/备注/, 'no');
            submit();
            expect(await screen.findByText('备注必须是ok!')).toBeTruthy();
            await act(() => new Promise(r => setTimeout(r, 50)));
            expect(api.to('POST /demo/role/add')).toHaveLength(0);
            type(/备注/, 'ok');
            type(/标签组/, 'a,b');
            submit();
            await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
            expect(api.last('POST /demo/role/add')!.body).toMatchObject({ roleName: '测试', note: 'ok', labels: 'a,b', mode: 'create' });
        });

        it('loads their values before an edit shows, and closes when that fails', async () => {
            const api = stubApi({ 'PUT /demo/role/edit': () => ok(null, '编辑成功!') });
            const load = vi.fn(async (id: string) => ({ note: 'ok', labels: `of-${id}` }));
            const { onClose } = renderForm({ mode: 'edit', id: 'r1', record, extra: extra(load) });
            expect(screen.getByLabelText('加载中')).toBeTruthy();
            expect(await screen.findByDisplayValue('of-r1')).toBeTruthy();
            expect(load).toHaveBeenCalledWith('r1', record);
            submit();
            await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
            expect(api.last('PUT /demo/role/edit')!.body).toMatchObject({ id: 'r1', note: 'ok', labels: 'of-r1', mode: 'edit' });
        });

        it('closes the dialog when their values cannot be loaded', async () => {
            stubApi({});
            const { onClose } = renderForm({ mode: 'show', id: 'r1', record, extra: extra(() => Promise.reject(new Error('x'))) });
            await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
        });

        it('are read-only on detail', async () => {
            stubApi({});
            renderForm({ mode: 'show', id: 'r1', record, extra: extra(async () => ({ note: 'ok' })) });
            expect((await screen.findByLabelText(/备注/) as HTMLInputElement).disabled).toBe(true);
        });
    });

    describe('money and chainage', () => {
        const treeList = () => ok([], '', 0);

        it('reads typed amounts and chainages, shows them formatted with the amount in capitals, sends numbers', async () => {
            const api = stubApi({ 'GET /demo/building/queryTreeList': treeList, 'POST /demo/building/add': () => ok(null, '添加成功！') });
            const onClose = vi.fn();
            render(<CrudForm config={treeConfig} open onClose={onClose} />);
            type(/名称/, '一号隧洞');
            type(/造价/, '￥1,234.5');
            expect(screen.getByText('壹仟贰佰叁拾肆元伍角')).toBeTruthy();
            fireEvent.blur(input(/造价/));
            expect(input(/造价/).value).toBe('1,234.50');
            type(/起点桩号/, 'k1+200.5');
            fireEvent.blur(input(/起点桩号/));
            expect(input(/起点桩号/).value).toBe('K1+200.500');
            submit();
            await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
            expect(api.last('POST /demo/building/add')!.body).toEqual({ name: '一号隧洞', cost: 1234.5, startChainage: 1200.5 });
        });

        it('accepts plain metres and refuses what is neither an amount nor a chainage', async () => {
            const api = stubApi({ 'GET /demo/building/queryTreeList': treeList, 'POST /demo/building/add': () => ok(null, '添加成功！') });
            render(<CrudForm config={treeConfig} open onClose={() => {}} />);
            type(/名称/, '甲');
            type(/造价/, '1.234');
            expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeTruthy();
            type(/起点桩号/, 'K1+1000');
            expect(await screen.findByText('桩号格式应如 K12+345.600')).toBeTruthy();
            fireEvent.blur(input(/起点桩号/));
            expect(input(/起点桩号/).value).toBe('K1+1000'); // kept for correcting
            submit();
            await act(() => new Promise(r => setTimeout(r, 50)));
            expect(api.to('POST /demo/building/add')).toHaveLength(0);
            type(/造价/, '12');
            type(/起点桩号/, '345.6');
            fireEvent.blur(input(/起点桩号/));
            expect(input(/起点桩号/).value).toBe('K0+345.600');
            await waitFor(() => expect(screen.queryByText('桩号格式应如 K12+345.600')).toBeNull());
            submit();
            await waitFor(() => expect(api.to('POST /demo/building/add')).toHaveLength(1));
            expect(api.last('POST /demo/building/add')!.body).toMatchObject({ cost: 12, startChainage: 345.6 });
        });

        it('shows the formatted values on detail and edit', async () => {
            stubApi({ 'GET /demo/building/queryTreeList': treeList });
            const row = { id: 'b1', name: '甲', pid: '0', cost: 1234567.8, startChainage: 12345.6 };
            const { unmount } = render(<CrudForm config={treeConfig} mode="show" record={row} open onClose={() => {}} />);
            expect(input(/造价/).value).toBe('1,234,567.80');
            expect(input(/造价/).disabled).toBe(true);
            expect(screen.getByText('壹佰贰拾叁万肆仟伍佰陆拾柒元捌角')).toBeTruthy();
            expect(input(/起点桩号/).value).toBe('K12+345.600');
            unmount();
            render(<CrudForm config={treeConfig} mode="edit" record={row} open onClose={() => {}} />);
            expect(input(/造价/).value).toBe('1,234,567.80');
            expect(input(/起点桩号/).disabled).toBe(false);
            await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull()); // the parent tree loaded
            await act(() => new Promise(r => setTimeout(r, 20)));
        });
    });

    it('checks the min and max of a number', async () => {
        stubApi({});
        const ranged = { ...config, fields: config.fields.map(f => (f.name === 'sortNo' ? { ...f, min: 1, max: 10 } : f)) };
        renderForm({ config: ranged });
        type(/排序/, '11');
        expect(await screen.findByText('排序不能大于10!')).toBeTruthy();
        type(/排序/, '0');
        expect(await screen.findByText('排序不能小于1!')).toBeTruthy();
        type(/排序/, '5');
        await waitFor(() => expect(screen.queryByText('排序不能小于1!')).toBeNull());
    });

    describe('section scope', () => {
        it('starts a new record of a section-scoped resource in the header section', async () => {
            chooseSection('s1', 'e1');
            const api = stubApi({
                'GET /demo/building/queryTreeList': () => ok([], '', 0),
                'POST /demo/building/add': () => ok(null, '添加成功！'),
                'PUT /demo/building/edit': () => ok(null, '编辑成功!'),
            });
            const onClose = vi.fn();
            const { unmount } = render(<CrudForm config={treeConfig} open onClose={onClose} />);
            type(/名称/, '甲');
            submit();
            await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
            expect(api.last('POST /demo/building/add')!.body).toEqual({ sectionId: 's1', name: '甲' });
            unmount();

            // given defaults win; an edit keeps the record's own section
            render(<CrudForm config={treeConfig} open onClose={onClose} defaults={{ sectionId: 's2', name: '乙' }} />);
            submit();
            await waitFor(() => expect(api.to('POST /demo/building/add')).toHaveLength(2));
            expect(api.last('POST /demo/building/add')!.body).toEqual({ sectionId: 's2', name: '乙' });
        });

        it('presets nothing without a chosen section or for other resources', async () => {
            const api = stubApi({ 'GET /demo/building/queryTreeList': () => ok([], '', 0), 'POST /demo/building/add': () => ok(null, '添加成功！') });
            const onClose = vi.fn();
            render(<CrudForm config={treeConfig} open onClose={onClose} />);
            type(/名称/, '甲');
            submit();
            await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
            expect(api.last('POST /demo/building/add')!.body).toEqual({ name: '甲' });
            chooseSection('s1');
            expect(sectionDefaults({ ...treeConfig, sectionScoped: false })).toEqual({});
            expect(sectionDefaults(treeConfig)).toEqual({ sectionId: 's1' });
        });
    });
});

describe('CrudForm file and image widgets', () => {
    const docConfig: NonNullable<CrudFormProps['config']> = {
        ...config,
        name: 'demoDoc',
        title: '文档',
        apiPrefix: '/demo/doc',
        table: 'demo_doc',
        fields: [
            { name: 'title', label: '标题', type: 'string', widget: 'input', form: true },
            { name: 'attachment', label: '附件', type: 'string', widget: 'file', form: true },
            { name: 'photos', label: '照片', type: 'string', widget: 'image', form: true },
        ],
    };

    it('uploads into the form values and posts the comma-separated paths', async () => {
        const sent = stubXhr();
        const api = stubApi({ 'POST /demo/doc/add': () => ok(null, '添加成功！') });
        const { onClose } = renderForm({ config: docConfig });
        type(/标题/, '合同');
        const [files, images] = Array.from(document.querySelectorAll('input[type="file"]'));
        fireEvent.change(files, { target: { files: [new File(['a'], 'a.pdf', { type: 'application/pdf' })] } });
        await sent[0].succeed('temp/1/a.pdf');
        fireEvent.change(files, { target: { files: [new File(['b'], 'b.pdf', { type: 'application/pdf' })] } });
        await sent[1].succeed('temp/1/b.pdf');
        fireEvent.change(images, { target: { files: [new File(['p'], 'p.png', { type: 'image/png' })] } });
        await sent[2].succeed('temp/1/p.png');
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/doc/add')!.body).toMatchObject({ title: '合同', attachment: 'temp/1/a.pdf,temp/1/b.pdf', photos: 'temp/1/p.png' });
    });

    it('shows the files and images without controls in detail', () => {
        stubApi({});
        renderForm({
            config: docConfig,
            mode: 'show',
            id: 'r1',
            record: { id: 'r1', title: '合同', attachment: 'temp/1/a.pdf,temp/1/b.pdf', photos: 'temp/1/p.png' },
        });
        expect(screen.getByRole('link', { name: 'a.pdf' })).toBeTruthy();
        expect(screen.getByRole('link', { name: 'b.pdf' })).toBeTruthy();
        expect(screen.getByRole('img', { name: 'p.png' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: '上传文件' })).toBeNull();
        expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
        expect(screen.queryByRole('button', { name: /删除|左移|右移/ })).toBeNull();
        expect(document.querySelector('input[type="file"]')).toBeNull();
    });
});

describe('CrudForm editor and select widgets', () => {
    const noteConfig: NonNullable<CrudFormProps['config']> = {
        ...config,
        name: 'demoNote',
        title: '笔记',
        apiPrefix: '/demo/note',
        table: 'demo_note',
        fields: [
            { name: 'body', label: '正文', type: 'string', widget: 'richtext', form: true },
            { name: 'notes', label: '说明', type: 'string', widget: 'markdown', form: true },
            { name: 'script', label: '脚本', type: 'string', widget: 'code', form: true },
            { name: 'photo', label: '照片', type: 'string', widget: 'image', form: true, maxFiles: 1 },
            { name: 'tags', label: '标签', type: 'string', widget: 'list_multi', dict: 'sex', form: true },
        ],
    };

    it('renders each widget by its component and posts what was entered', async () => {
        const sent = stubXhr();
        cacheDicts();
        const api = stubApi({ 'POST /demo/note/add': () => ok(null, '添加成功！') });
        const { onClose } = renderForm({ config: noteConfig });
        // the editors load on first use
        expect(await screen.findByRole('toolbar', { name: '正文工具栏' }, { timeout: 10_000 })).toBeTruthy();
        const md = await screen.findByRole('textbox', { name: '说明' }, { timeout: 10_000 });
        fireEvent.change(md, { target: { value: '# 标题' } });
        expect(await screen.findByRole('combobox', { name: '语言' }, { timeout: 10_000 })).toBeTruthy();
        // one photo at most: a second one replaces the first
        const picker = screen.getByRole('button', { name: '上传图片' }).parentElement!.querySelector('input[type="file"]')!;
        expect((picker as HTMLInputElement).multiple).toBe(false);
        fireEvent.change(picker, { target: { files: [new File(['p'], 'p.png', { type: 'image/png' })] } });
        await sent[0].succeed('temp/1/p.png');
        fireEvent.change(picker, { target: { files: [new File(['q'], 'q.png', { type: 'image/png' })] } });
        await sent[1].succeed('temp/1/q.png');
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/note/add')!.body).toMatchObject({ notes: '# 标题', photo: 'temp/1/q.png' });
    });
});

describe('CrudForm fill and check rules', () => {
    // 单号 and 批号 are numbered by fill rules; 编号 passes a check rule; 角色编码 one as well as its
    // duplicate check.
    const ruleConfig: NonNullable<CrudFormProps['config']> = {
        ...config,
        fields: [
            ...config.fields.map(f => (f.name === 'roleCode' ? { ...f, checkRule: 'code_rule' } : f)),
            { name: 'orderNo', label: '单号', type: 'string', widget: 'input', list: {}, form: true, required: true, fillRule: 'order_no' },
            { name: 'batchNo', label: '批号', type: 'string', widget: 'input', form: true, fillRule: 'batch_no' },
            { name: 'serial', label: '编号', type: 'string', widget: 'input', form: true, checkRule: 'serial_rule' },
        ],
    };
    const numbers: Record<string, string> = { order_no: 'DD-0001', batch_no: 'PH-0001' };
    const fillRoute = { 'PUT /sys/fillRule/executeRuleByCode/*': (c: { path: string }) => ok(numbers[c.path.split('/').at(-1)!]) };
    const fillCalls = (api: ReturnType<typeof stubApi>) => api.calls.filter(c => c.path.startsWith('/sys/fillRule/'));
    const HINT = '留空则保存时自动生成';
    const fillRequired = async () => {
        type(/角色名称/, '测试');
        type(/角色编码/, 'tester');
        await choose(/性别/, '男');
    };
    const passing = {
        'GET /sys/duplicate/check': () => ok(null, '该值可用！'),
        'GET /sys/checkRule/checkByCode': () => ok(null),
    };

    it('fills the empty fill-rule fields of the add form from the rule, sending the form values', async () => {
        const api = stubApi({ ...fillRoute, ...passing, 'POST /demo/role/add': () => ok(null, '添加成功！') });
        const { onClose } = renderForm({ config: ruleConfig, defaults: { sex: '2', batchNo: 'PH-9' } });
        await waitFor(() => expect(input(/单号/).value).toBe('DD-0001'));
        // a preset value is kept and asks no rule
        expect(input(/批号/).value).toBe('PH-9');
        expect(fillCalls(api).map(c => `${c.method} ${c.path}`)).toEqual(['PUT /sys/fillRule/executeRuleByCode/order_no']);
        expect(fillCalls(api)[0].body).toMatchObject({ sex: '2', batchNo: 'PH-9' });
        expect(screen.getAllByText(HINT)).toHaveLength(2);
        type(/角色名称/, '测试');
        type(/角色编码/, 'tester');
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        expect(api.last('POST /demo/role/add')!.body).toMatchObject({ orderNo: 'DD-0001', batchNo: 'PH-9' });
    });

    it('asks no rule and shows no hint on edit, even for an empty field', async () => {
        const api = stubApi({ ...fillRoute, ...passing });
        renderForm({ config: ruleConfig, mode: 'edit', id: 'r1', record: { ...record, orderNo: '', batchNo: null } });
        expect(input(/角色名称/).value).toBe('管理员');
        await act(() => new Promise(r => setTimeout(r, 50)));
        expect(fillCalls(api)).toHaveLength(0);
        expect(input(/单号/).value).toBe('');
        expect(screen.queryByText(HINT)).toBeNull();
    });

    it('does not overwrite what was typed before the rule answered', async () => {
        const api = stubApi({ ...fillRoute, ...passing });
        // The rule answers only once released.
        let release!: () => void;
        const gate = new Promise<void>(r => (release = r));
        const routed = globalThis.fetch;
        vi.stubGlobal('fetch', async (i: RequestInfo | URL, init?: RequestInit) => {
            if (String(i).includes('/sys/fillRule/')) await gate;
            return routed(i, init);
        });
        renderForm({ config: ruleConfig });
        type(/单号/, '手填-1');
        release();
        // 批号 was left alone: it gets its number, the typed 单号 stays
        await waitFor(() => expect(input(/批号/).value).toBe('PH-0001'));
        await waitFor(() => expect(fillCalls(api)).toHaveLength(2));
        expect(input(/单号/).value).toBe('手填-1');
    });

    it('leaves the field empty and the form usable when the rule call fails', async () => {
        const api = stubApi({
            ...passing,
            'PUT /sys/fillRule/executeRuleByCode/*': c => (c.path.endsWith('/order_no') ? json(fail('服务器错误'), 500) : ok(null)),
            'POST /demo/role/add': () => ok(null, '添加成功！'),
        });
        const { onClose } = renderForm({ config: ruleConfig });
        await waitFor(() => expect(fillCalls(api)).toHaveLength(2));
        await act(() => new Promise(r => setTimeout(r, 50)));
        expect(input(/单号/).value).toBe('');
        expect(input(/批号/).value).toBe(''); // no such rule: result null
        expect(screen.getAllByText(HINT)).toHaveLength(2);
        await fillRequired();
        submit();
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
        const body = api.last('POST /demo/role/add')!.body as Record<string, unknown>;
        expect(body).not.toHaveProperty('orderNo');
        expect(body).not.toHaveProperty('batchNo');
        // quietly: only the save is reported
        expect(toasts()).toEqual(['添加成功！']);
    });

    it('shows the check rule message for a bad value and clears it for a good one; empty passes', async () => {
        const api = stubApi({
            ...fillRoute,
            'GET /sys/checkRule/checkByCode': c => (c.query.get('value') === 'bad' ? fail('编号须以字母开头！') : ok(null)),
        });
        renderForm({ config: ruleConfig });
        type(/编号/, 'ba');
        type(/编号/, 'bad');
        expect(await screen.findByText('编号须以字母开头！')).toBeTruthy();
        // debounced: only the last value was asked
        expect(api.to('GET /sys/checkRule/checkByCode').map(c => c.query.get('value'))).toEqual(['bad']);
        expect(api.last('GET /sys/checkRule/checkByCode')!.query.get('ruleCode')).toBe('serial_rule');
        type(/编号/, 'A1');
        await waitFor(() => expect(screen.queryByText('编号须以字母开头！')).toBeNull());
        type(/编号/, 'bad');
        expect(await screen.findByText('编号须以字母开头！')).toBeTruthy();
        type(/编号/, '');
        await waitFor(() => expect(screen.queryByText('编号须以字母开头！')).toBeNull());
        expect(api.to('GET /sys/checkRule/checkByCode')).toHaveLength(2);
    });

    it('needs both the check rule and the duplicate check to pass', async () => {
        stubApi({
            ...fillRoute,
            'GET /sys/checkRule/checkByCode': c => (c.query.get('value') === 'abc' ? fail('编码不符合规则！') : ok(null)),
            'GET /sys/duplicate/check': c => (c.query.get('fieldVal') === 'admin' ? fail('该值不可用，系统中已存在！') : ok(null, '该值可用！')),
        });
        renderForm({ config: ruleConfig });
        type(/角色编码/, 'abc');
        expect(await screen.findByText('编码不符合规则！')).toBeTruthy();
        type(/角色编码/, 'admin');
        expect(await screen.findByText('该值不可用，系统中已存在！')).toBeTruthy();
        expect(screen.queryByText('编码不符合规则！')).toBeNull();
        type(/角色编码/, 'guest');
        await waitFor(() => expect(screen.queryByText('该值不可用，系统中已存在！')).toBeNull());
        expect(screen.queryByText('编码不符合规则！')).toBeNull();
    });
});
