// The header's 我的待办 button: the number of the user's to-do tasks (GET /actTask/todoList),
// asked again every minute, when the notice socket reopens, and on TODO_CHANGED_EVENT: the socket's
// {cmd:'todo'} (a new task) and a task handled here fire it; a click goes to /workflow/todo.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, IconButton, Tooltip } from '@mui/material';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { getAction } from '../../dataProvider/http';
import { useNoticeSocket } from '../Notice';
import { FLOW_API, TODO_CHANGED_EVENT, todoChanged } from './api';

export const TODO_POLL_MS = 60_000;

export interface TodoBadgeProps {
    pollMs?: number;
    /** injected in tests */
    WebSocketImpl?: typeof WebSocket;
}

export const TodoBadge = ({ pollMs = TODO_POLL_MS, WebSocketImpl }: TodoBadgeProps) => {
    const [count, setCount] = useState(0);
    const seq = useRef(0);
    const reload = useCallback(async () => {
        const n = ++seq.current;
        try {
            // quiet: a badge that fails to count keeps its last number
            const env = await getAction(FLOW_API.todo, undefined, { silent: true });
            if (n === seq.current && env.success) setCount(Array.isArray(env.result) ? env.result.length : 0);
        } catch {
            /* offline: asked again by the next tick */
        }
    }, []);

    useEffect(() => {
        void reload();
        const t = setInterval(() => void reload(), pollMs);
        const onChange = () => void reload();
        window.addEventListener(TODO_CHANGED_EVENT, onChange);
        return () => {
            seq.current++;
            clearInterval(t);
            window.removeEventListener(TODO_CHANGED_EVENT, onChange);
        };
    }, [reload, pollMs]);

    useNoticeSocket({
        // through the event, so an open 我的待办 page reloads as well
        onMessage: m => m.cmd === 'todo' && todoChanged(),
        onReopen: () => void reload(),
        WebSocketImpl,
    });

    const label = count ? `我的待办（${count}条）` : '我的待办';
    return (
        <Tooltip title="我的待办">
            <IconButton component={Link} to="/workflow/todo" aria-label={label}>
                <Badge badgeContent={count} color="error" max={99} data-testid="todo-badge">
                    <AssignmentOutlined />
                </Badge>
            </IconButton>
        </Tooltip>
    );
};
