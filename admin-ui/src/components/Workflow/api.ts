// The approval flow's runtime API (server/workflow): shapes, paths, and one way to send an action.
import type { components } from '../../api/handwritten.gen';
import { getAction, postAction, type Params } from '../../dataProvider/http';
import { shownByRequestLayer } from '../Feedback';

export type InstanceStatus = 'running' | 'approved' | 'rejected' | 'returned' | 'withdrawn';

/** A flow instance (我的申请, 流程实例). */
export interface Instance {
    id: string;
    procDefId?: string;
    processName?: string;
    title?: string;
    tableName?: string;
    businessName?: string;
    businessKey?: string;
    businessUrl?: string;
    applyer?: string;
    applyerName?: string;
    status?: InstanceStatus | string;
    statusText?: string;
    currentNode?: string;
    assignees?: string;
    createTime?: string;
    endTime?: string;
    version?: number;
    /** current pending tasks (queryById only) */
    tasks?: Task[];
}

/** A task (待办, 已办). */
export interface Task {
    id: string;
    name?: string;
    nodeId?: string;
    procDefId?: string;
    procInstId: string;
    applyer?: string;
    applyerName?: string;
    processName?: string;
    title?: string;
    businessKey?: string;
    tableName?: string;
    businessName?: string;
    businessUrl?: string;
    createTime?: string;
    endTime?: string;
    priority?: unknown;
    status?: string;
    statusText?: string;
    resultText?: string;
    version?: number;
    comment?: string;
    /** who holds it (the instance's current tasks) */
    assignee?: string;
    assigneeName?: string;
}

/** One line of a flow's history, oldest first: the server's type (server/workflow), generated into src/api. */
export type HistoryEntry = components['schemas']['workflow_historyVo'];

/** The latest flow of a business record and what the caller may do with it (generated, as HistoryEntry). */
export type FlowStatus = components['schemas']['workflow_flowStatus'];

export const FLOW_API = {
    apply: '/actBusiness/apply',
    cancel: '/actBusiness/cancel',
    status: '/actBusiness/status',
    mine: '/actBusiness/listData',
    record: '/actBusiness/record',
    instances: '/actProcessIns/list',
    instance: '/actProcessIns/queryById',
    todo: '/actTask/todoList',
    done: '/actTask/doneList',
    history: (procInstId: string) => `/actTask/historicFlow/${encodeURIComponent(procInstId)}`,
    backList: (procInstId: string) => `/actTask/getBackList/${encodeURIComponent(procInstId)}`,
    pass: '/actTask/pass',
    reject: '/actTask/reject',
    back: '/actTask/back',
    backToTask: '/actTask/backToTask',
    delegate: '/actTask/delegate',
    comment: '/actTask/comment',
} as const;

/** Fired on window when a task was handled here (the header's 待办 count follows). */
export const TODO_CHANGED_EVENT = 'aq:todo-changed';
export const todoChanged = () => window.dispatchEvent(new Event(TODO_CHANGED_EVENT));

export const STATUS_TEXT: Record<string, string> = {
    running: '审批中',
    approved: '已通过',
    rejected: '已驳回',
    returned: '已退回',
    withdrawn: '已撤回',
};

export const STATUS_COLOR: Record<string, 'primary' | 'success' | 'error' | 'warning' | 'default'> = {
    running: 'primary',
    approved: 'success',
    rejected: 'error',
    returned: 'warning',
    withdrawn: 'default',
};

export const statusLabel = (status?: string, text?: string) => text || STATUS_TEXT[status ?? ''] || status || '';

/** The outcome of an action: ok with the server's message, or the message to show. */
export type Sent = { ok: true; message: string } | { ok: false; message: string };

/**
 * Posts an action. A refusal comes back as its message (the caller shows it where the user is);
 * a network or HTTP failure was already shown by the request layer, and comes back with no message.
 */
export const sendAction = async (url: string, body: Record<string, unknown>, fallback = '操作失败'): Promise<Sent> => {
    try {
        const env = await postAction(url, body);
        if (env.success) return { ok: true, message: env.message || '操作成功' };
        return { ok: false, message: shownByRequestLayer(env) ? '' : env.message || fallback };
    } catch {
        return { ok: false, message: '' };
    }
};

/** GETs the result, throwing the server's message on a refusal (silent: the caller shows it). */
export const fetchResult = async <T>(url: string, params?: Params, fallback = '加载失败'): Promise<T> => {
    const env = await getAction<T>(url, params, { silent: true });
    if (!env.success) throw new Error(env.message || fallback);
    return env.result;
};
