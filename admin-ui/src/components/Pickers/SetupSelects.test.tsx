import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../Feedback';
import { chooseSection, fail, ok, stubApi } from '../Crud/testing';
import { BuildingSelect, EngineeringSelect, SectionSelect } from './SetupSelects';
import { Host } from './testing';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
    vi.unstubAllGlobals();
    act(() => feedback.reset());
});

const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const options = () => screen.getAllByRole('option').map(o => `${o.getAttribute('data-depth')}:${o.textContent}`);
const openList = (name: string) => {
    act(() => combo(name).focus());
    fireEvent.keyDown(combo(name), { key: 'ArrowDown' });
};

const b = (id: string, name: string, children?: unknown[]) => ({ id, key: id, value: id, title: name, name, ...(children ? { children } : {}) });

describe('setup selects', () => {
    it('BuildingSelect offers the header section’s building tree, indented, and picks by keyboard', async () => {
        chooseSection('s1', 'e1');
        const api = stubApi({ 'GET /building/cmisBuilding/queryTreeList': () => ok([b('b1', '泵站', [b('b2', '主厂房')]), b('b3', '隧洞')]) });
        const onValue = vi.fn();
        render(<Host Picker={BuildingSelect} label="建筑物" initial="b2" onValue={onValue} />);
        await waitFor(() => expect(combo('建筑物').value).toBe('主厂房'));
        const q = api.last('GET /building/cmisBuilding/queryTreeList')!.query;
        expect(q.get('sectionId')).toBe('s1');
        expect(q.get('engineeringId')).toBe('e1');
        fireEvent.change(combo('建筑物'), { target: { value: '' } });
        openList('建筑物');
        expect(options()).toEqual(['0:泵站', '1:主厂房', '0:隧洞']);
        fireEvent.change(combo('建筑物'), { target: { value: '隧' } });
        expect(options()).toEqual(['0:隧洞']);
        fireEvent.keyDown(combo('建筑物'), { key: 'Enter' });
        expect(onValue).toHaveBeenLastCalledWith('b3');
    });

    it('BuildingSelect follows a given section instead of the header’s', async () => {
        chooseSection('s1', 'e1');
        const api = stubApi({ 'GET /building/cmisBuilding/queryTreeList': () => ok([]) });
        render(<Host Picker={BuildingSelect} label="建筑物" sectionId="s9" />);
        await waitFor(() => expect(api.calls).toHaveLength(1));
        expect(api.calls[0].query.get('sectionId')).toBe('s9');
        expect(api.calls[0].query.get('engineeringId')).toBeNull();
    });

    it('SectionSelect keeps to one engineering project when given', async () => {
        stubApi({
            'GET /section/cmisSection/nodeTreeList': () =>
                ok([
                    { id: 's1', key: 's1', title: '一标', type: 'section', engineeringId: 'e1' },
                    { id: 's2', key: 's2', title: '二标', type: 'section', engineeringId: 'e2' },
                    { id: 's3', key: 's3', title: '三标', type: 'section', engineeringId: 'e1' },
                ]),
        });
        const onValue = vi.fn();
        render(<Host Picker={SectionSelect} label="标段" engineeringId="e1" onValue={onValue} />);
        await waitFor(() => {
            openList('标段');
            expect(options()).toEqual(['0:一标', '0:三标']);
        });
        fireEvent.click(screen.getByRole('option', { name: '三标' }));
        expect(onValue).toHaveBeenLastCalledWith('s3');
    });

    it('EngineeringSelect picks several into a comma-joined value and reports a load failure', async () => {
        const api = stubApi({
            'GET /engineering/cmisEngineering/list': () => ok({ records: [{ id: 'e1', name: '引水工程' }, { id: 'e2', name: '输水工程' }], total: 2 }),
        });
        const onValue = vi.fn();
        const { unmount } = render(<Host Picker={EngineeringSelect} label="工程" multiple initial="e2" onValue={onValue} />);
        await waitFor(() => expect(screen.getByRole('button', { name: '输水工程' })).toBeTruthy());
        expect(api.last('GET /engineering/cmisEngineering/list')!.query.get('pageSize')).toBe('9999');
        openList('工程');
        fireEvent.click(screen.getByRole('option', { name: '引水工程' }));
        expect(onValue).toHaveBeenLastCalledWith('e2,e1');
        unmount();

        stubApi({ 'GET /engineering/cmisEngineering/list': () => fail('没有权限，请联系管理员授权', 510) });
        render(<Host Picker={EngineeringSelect} label="工程" />);
        await waitFor(() => expect(screen.getByText('没有权限，请联系管理员授权')).toBeTruthy());
    });
});
