import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AreaLinkage } from './AreaLinkage';
import { areaText, loadAreas } from './area';

const mount = (type?: string, initial = '') => {
    const changes = vi.fn();
    const Host = () => {
        const [v, setV] = useState(initial);
        return (
            <AreaLinkage
                label="地址"
                type={type}
                value={v}
                onChange={x => {
                    changes(x);
                    setV(x);
                }}
            />
        );
    };
    render(<Host />);
    return changes;
};

describe('area data', () => {
    it('uses six-digit codes and stops at the city where there are no districts', async () => {
        const data = await loadAreas();
        expect(data.provinces.length).toBeGreaterThanOrEqual(31);
        expect(areaText(data, '440106')).toBe('广东省 / 广州市 / 天河区');
        expect(areaText(data, '440000')).toBe('广东省');
        // 东莞市 has towns, not districts
        expect(data.paths.get('441900')?.at(-1)?.children).toEqual([]);
        expect(areaText(data, '999999')).toBe('999999');
    });
});

describe('AreaLinkage', () => {
    it('cascader: 广东省 → 广州市 → 天河区 yields the district code', async () => {
        const changes = mount('cascader');
        const province = screen.getByRole('combobox', { name: '地址省' });
        await waitFor(() => expect(province).toHaveProperty('disabled', false));
        // no city or district select until a province is chosen
        expect(screen.queryByRole('combobox', { name: '地址市' })).toBeNull();

        act(() => province.focus());
        fireEvent.change(province, { target: { value: '广东' } });
        fireEvent.click(screen.getByRole('option', { name: '广东省' }));
        expect(changes).toHaveBeenLastCalledWith('440000');

        const city = screen.getByRole('combobox', { name: '地址市' });
        act(() => city.focus());
        fireEvent.change(city, { target: { value: '广州' } });
        fireEvent.click(screen.getByRole('option', { name: '广州市' }));
        expect(changes).toHaveBeenLastCalledWith('440100');

        const district = screen.getByRole('combobox', { name: '地址区' });
        act(() => district.focus());
        fireEvent.keyDown(district, { key: 'ArrowDown' });
        fireEvent.click(screen.getByRole('option', { name: '天河区' }));
        expect(changes).toHaveBeenLastCalledWith('440106');
        expect((screen.getByRole('combobox', { name: '地址省' }) as HTMLInputElement).value).toBe('广东省');
        expect((screen.getByRole('combobox', { name: '地址区' }) as HTMLInputElement).value).toBe('天河区');

        // another province clears the levels below it
        const p = screen.getByRole('combobox', { name: '地址省' });
        act(() => p.focus());
        fireEvent.change(p, { target: { value: '北京' } });
        fireEvent.click(screen.getByRole('option', { name: '北京市' }));
        expect(changes).toHaveBeenLastCalledWith('110000');
        expect((screen.getByRole('combobox', { name: '地址市' }) as HTMLInputElement).value).toBe('');
    });

    it('select: three separate selects; a stored code shows its names', async () => {
        const changes = mount('select', '440106');
        await waitFor(() => expect(screen.getByRole('combobox', { name: '省' }).textContent).toBe('广东省'));
        expect(screen.getByRole('combobox', { name: '市' }).textContent).toBe('广州市');
        expect(screen.getByRole('combobox', { name: '区' }).textContent).toBe('天河区');

        fireEvent.mouseDown(screen.getByRole('combobox', { name: '区' }));
        fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '越秀区' }));
        expect(changes).toHaveBeenLastCalledWith('440104');
    });

    it('read-only shows 省 / 市 / 区 names; an unknown type says Bad type value', async () => {
        render(<AreaLinkage label="地址" value="440106" onChange={() => {}} readOnly />);
        await waitFor(() => expect((screen.getByRole('textbox', { name: '地址' }) as HTMLInputElement).value).toBe('广东省 / 广州市 / 天河区'));
        render(<AreaLinkage label="地址2" value="" onChange={() => {}} type="tree" />);
        expect(screen.getByText('Bad type value')).toBeTruthy();
        await act(() => loadAreas()); // its data load settles inside the test
    });
});
