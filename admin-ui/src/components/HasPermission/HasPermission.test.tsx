import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisabledUnless, HasPermission } from '.';

const setAuth = () => {
    sessionStorage.setItem('LOGIN_USER_BUTTON_AUTH', JSON.stringify([{ action: 'user:add', type: '1' }]));
    sessionStorage.setItem(
        'SYS_BUTTON_AUTH',
        JSON.stringify([
            { action: 'user:add', type: '1', status: '1' },
            { action: 'user:delete', type: '1', status: '1' },
            { action: 'user:form:phone', type: '2', status: '1' },
        ])
    );
};

describe('HasPermission', () => {
    it('renders only what the session allows', () => {
        setAuth();
        render(
            <>
                <HasPermission code="user:add"><button>添加</button></HasPermission>
                <HasPermission code="user:delete"><button>删除</button></HasPermission>
                <HasPermission code="user:delete|user:add"><button>任一</button></HasPermission>
            </>
        );
        expect(screen.queryByText('添加')).toBeTruthy();
        expect(screen.queryByText('删除')).toBeNull();
        expect(screen.queryByText('任一')).toBeTruthy();
    });

    it('disables type-2 controls the user lacks', () => {
        setAuth();
        render(<DisabledUnless code="user:form:phone"><button>手机</button></DisabledUnless>);
        expect((screen.getByText('手机') as HTMLButtonElement).disabled).toBe(true);
    });
});
