import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS, ls } from '../../app/storage';
import { clearDictOptions } from '../Crud/dict';
import { cacheDicts, ok, stubApi } from '../Crud/testing';
import { DictTag } from './DictTag';
import { MultiSelectDict } from './MultiSelectDict';
import { SwitchYN } from './SwitchYN';

afterEach(() => {
    vi.unstubAllGlobals();
    clearDictOptions();
});

describe('SwitchYN', () => {
    const mount = (initial: string, options?: [string, string]) => {
        const changes = vi.fn();
        const Host = () => {
            const [v, setV] = useState(initial);
            return (
                <SwitchYN
                    label="启用"
                    options={options}
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

    it('stores Y/N with 是/否, and an empty value becomes N', () => {
        const changes = mount('');
        expect(changes).toHaveBeenCalledWith('N');
        const sw = screen.getByRole('switch', { name: '启用' }) as HTMLInputElement;
        expect(sw.checked).toBe(false);
        expect(screen.getByText('否')).toBeTruthy();
        fireEvent.click(sw);
        expect(changes).toHaveBeenLastCalledWith('Y');
        expect(sw.checked).toBe(true);
        expect(screen.getByText('是')).toBeTruthy();
        fireEvent.click(sw);
        expect(changes).toHaveBeenLastCalledWith('N');
    });

    it('takes another pair: on is the first, off the second', () => {
        const changes = mount('1', ['1', '0']);
        expect(changes).not.toHaveBeenCalled();
        const sw = screen.getByRole('switch', { name: '启用' }) as HTMLInputElement;
        expect(sw.checked).toBe(true);
        fireEvent.click(sw);
        expect(changes).toHaveBeenLastCalledWith('0');
    });
});

describe('DictTag', () => {
    it('splits comma values into one tag each, named by the dictionary', () => {
        cacheDicts();
        const { container } = render(<DictTag value="1,2,9" dictCode="sex" />);
        expect(Array.from(container.querySelectorAll('.MuiChip-label')).map(c => c.textContent)).toEqual(['男', '女', '9']);
    });

    it('colours a tag with the item’s color, else neutral; nothing for an empty value', () => {
        ls.set(KEYS.dictCache, {
            priority: [
                { value: 'H', text: '高', color: '#f5222d' },
                { value: 'L', text: '低' },
            ],
        });
        const { container } = render(<DictTag value="H,L" dictCode="priority" />);
        const [high, low] = Array.from(container.querySelectorAll('.MuiChip-root')) as HTMLElement[];
        expect(high.textContent).toBe('高');
        expect(high.getAttribute('data-color')).toBe('#f5222d');
        expect(getComputedStyle(high).color).toBe('rgb(245, 34, 45)');
        expect(low.getAttribute('data-color')).toBeNull();
        const empty = render(<DictTag value="" dictCode="priority" />);
        expect(empty.container.textContent).toBe('');
    });

    it('names values by the record’s _dictText when no dictionary is given', () => {
        const { container } = render(<DictTag value="a1,a2" dictText="研发部,财务部" />);
        expect(Array.from(container.querySelectorAll('.MuiChip-label')).map(c => c.textContent)).toEqual(['研发部', '财务部']);
    });
});

describe('MultiSelectDict', () => {
    const mount = (variant: 'select' | 'checkbox', initial = '') => {
        const changes = vi.fn();
        const Host = () => {
            const [v, setV] = useState(initial);
            return (
                <MultiSelectDict
                    label="优先级"
                    dictCode="priority"
                    variant={variant}
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

    it('checkbox: toggles items, the value comma-joined in dictionary order', () => {
        cacheDicts();
        const changes = mount('checkbox', 'L');
        expect((screen.getByRole('checkbox', { name: '低' }) as HTMLInputElement).checked).toBe(true);
        fireEvent.click(screen.getByRole('checkbox', { name: '高' }));
        expect(changes).toHaveBeenLastCalledWith('H,L');
        fireEvent.click(screen.getByRole('checkbox', { name: '低' }));
        expect(changes).toHaveBeenLastCalledWith('H');
    });

    it('select: loads the dictionary, adds and removes items', async () => {
        const api = stubApi({
            'GET /sys/dict/getDictItems/priority': () =>
                ok([
                    { value: 'H', text: '高' },
                    { value: 'M', text: '中' },
                    { value: 'L', text: '低' },
                ]),
        });
        const changes = mount('select', 'M');
        expect(await screen.findByRole('button', { name: '中' })).toBeTruthy();
        const input = screen.getByRole('combobox', { name: '优先级' });
        fireEvent.keyDown(input, { key: 'ArrowDown' });
        fireEvent.click(screen.getByRole('option', { name: '高' }));
        expect(changes).toHaveBeenLastCalledWith('M,H');
        fireEvent.click(within(screen.getByRole('button', { name: '中' })).getByTestId('CancelIcon'));
        expect(changes).toHaveBeenLastCalledWith('H');
        expect(api.calls).toHaveLength(1);
    });
});
