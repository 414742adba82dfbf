// 流程模型: the API of /actProcess and the flow tree it stores (react-flow-builder's node shape).
import type { components } from '../../../api/handwritten.gen';

export const API = {
    list: '/actProcess/listData',
    get: '/actProcess/queryById',
    add: '/actProcess/add',
    edit: '/actProcess/edit',
    publish: '/actProcess/publish',
    remove: '/actProcess/delete',
    versions: '/actProcess/versions',
    businessTypes: '/actProcess/businessTypes',
    roles: '/sys/role/list',
    users: '/sys/user/list',
} as const;

/** Change rights on models (list/view needs act:model:list, checked by the menu). */
export const EDIT_CODE = 'act:model:edit';

export type NodeType = 'start' | 'approver' | 'cc' | 'branch' | 'condition' | 'end';
export type AssigneeType = 'user' | 'role' | 'deptHead' | 'applicant';
export type ApproveMode = 'single' | 'all' | 'any' | 'sequence';
export type RuleOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'like';

export interface ApproverData {
    assigneeType: AssigneeType;
    users?: string[];
    roles?: string[];
    mode: ApproveMode;
}

export interface CcData {
    users?: string[];
    roles?: string[];
}

export interface Rule {
    field: string;
    op: RuleOp;
    value: string;
}

export interface ConditionData {
    rules: Rule[];
}

export interface FlowNode {
    id: string;
    type: NodeType;
    name: string;
    children?: FlowNode[];
    data?: Record<string, unknown>;
}

export interface BusinessField {
    name: string;
    label: string;
    kind: 'string' | 'number' | 'date';
    options?: { value: string; text: string }[];
}

export interface BusinessType {
    tableName: string;
    name: string;
    url?: string;
    fields: BusinessField[];
}

export interface ProcessModel {
    id: string;
    name: string;
    tableName: string;
    businessName?: string;
    titleTemplate?: string;
    description?: string;
    /** latest published version number, 0 = never published */
    version: number;
    /** the draft equals the latest published version */
    published: boolean;
    createTime?: string;
    updateTime?: string;
    updateBy?: string;
    tree?: FlowNode[];
}

/** A published version of a model: the server's type (server/workflow), generated into src/api. */
export type ModelVersion = components['schemas']['workflow_versionVo'];

export const ASSIGNEE_TYPES: { value: AssigneeType; label: string }[] = [
    { value: 'user', label: '指定成员' },
    { value: 'role', label: '角色' },
    { value: 'deptHead', label: '发起人部门负责人' },
    { value: 'applicant', label: '发起人自己' },
];

export const MODES: { value: ApproveMode; label: string; hint: string }[] = [
    { value: 'sequence', label: '依次审批', hint: '按顺序依次审批' },
    { value: 'all', label: '会签', hint: '需所有审批人同意' },
    { value: 'any', label: '或签', hint: '一名审批人同意即可' },
];

export const OPS: { value: RuleOp; label: string }[] = [
    { value: 'eq', label: '等于' },
    { value: 'ne', label: '不等于' },
    { value: 'gt', label: '大于' },
    { value: 'ge', label: '大于等于' },
    { value: 'lt', label: '小于' },
    { value: 'le', label: '小于等于' },
    { value: 'like', label: '包含' },
];

export const OTHERWISE = '其他情况';

export const statusOf = (m: Pick<ProcessModel, 'version' | 'published'>): { text: string; color: 'success' | 'warning' | 'default' } =>
    !m.version ? { text: '未发布', color: 'default' } : m.published ? { text: '已发布', color: 'success' } : { text: '有未发布修改', color: 'warning' };

/** The tree as the server stores it: the builder adds path/configuring/validateStatusError etc. to nodes. */
export const cleanTree = (nodes: FlowNode[]): FlowNode[] =>
    nodes.map(n => {
        const out: FlowNode = { id: n.id, type: n.type, name: n.name };
        if (n.data !== undefined) out.data = n.data;
        if (Array.isArray(n.children)) out.children = cleanTree(n.children);
        return out;
    });

/** Every node, depth first. */
export const allNodes = (nodes: FlowNode[], out: FlowNode[] = []): FlowNode[] => {
    for (const n of nodes) {
        out.push(n);
        if (n.children) allNodes(n.children, out);
    }
    return out;
};

/** The tree with one node's name and data replaced (new objects along the way). */
export const updateNode = (nodes: FlowNode[], id: string, patch: Pick<FlowNode, 'name' | 'data'>): FlowNode[] =>
    nodes.map(n => (n.id === id ? { ...n, ...patch } : n.children ? { ...n, children: updateNode(n.children, id, patch) } : n));

/**
 * A condition added to a branch ends up last, behind the branch's 其他情况; it goes before it
 * instead, so that the default stays last and the new, still empty one is what needs setting.
 */
export const placeNewCondition = (nodes: FlowNode[], id: string): FlowNode[] =>
    nodes.map(n => {
        const kids = n.children ?? [];
        const at = kids.findIndex(c => c.id === id);
        if (n.type === 'branch' && at === kids.length - 1 && at >= 1 && !conditionData(kids[at - 1]).rules.length) {
            const moved = [...kids.slice(0, at - 1), kids[at], kids[at - 1]];
            return { ...n, children: moved };
        }
        return n.children ? { ...n, children: placeNewCondition(n.children, id) } : n;
    });

/** The branch a condition belongs to. */
export const parentBranch = (nodes: FlowNode[], conditionId: string): FlowNode | undefined =>
    allNodes(nodes).find(n => n.type === 'branch' && n.children?.some(c => c.id === conditionId));

export const approverData = (n: FlowNode): ApproverData => {
    const d = (n.data ?? {}) as Partial<ApproverData>;
    return { assigneeType: d.assigneeType ?? 'user', users: d.users ?? [], roles: d.roles ?? [], mode: d.mode ?? 'single' };
};
export const ccData = (n: FlowNode): CcData => {
    const d = (n.data ?? {}) as CcData;
    return { users: d.users ?? [], roles: d.roles ?? [] };
};
export const conditionData = (n: FlowNode): ConditionData => {
    const d = (n.data ?? {}) as Partial<ConditionData>;
    return { rules: Array.isArray(d.rules) ? d.rules : [] };
};

/**
 * The mode stored for an approver: one person (one user, the department head, the applicant)
 * is 'single'; a role or several users keep the chosen mode.
 */
export const normalizeMode = (d: ApproverData): ApproveMode => {
    if (d.assigneeType === 'deptHead' || d.assigneeType === 'applicant') return 'single';
    if (d.assigneeType === 'user' && (d.users?.length ?? 0) <= 1) return 'single';
    if (d.mode !== 'single') return d.mode;
    return d.assigneeType === 'role' ? 'any' : 'sequence';
};

/** Display names of users (username → realname) and roles (roleCode → roleName). */
export interface Names {
    users: Record<string, string>;
    roles: Record<string, string>;
}

const userNames = (names: Names, list: string[] = []) => list.map(u => names.users[u] || u).join('、');
const roleNames = (names: Names, list: string[] = []) => list.map(r => names.roles[r] || r).join('、');

const modeLabel = (m: ApproveMode) => MODES.find(x => x.value === m)?.label;

/** The line an approver card shows, or '' when nobody is set. */
export const approverSummary = (n: FlowNode, names: Names): string => {
    const d = approverData(n);
    const mode = d.mode !== 'single' ? modeLabel(d.mode) : undefined;
    const withMode = (s: string) => (mode ? `${s} · ${mode}` : s);
    switch (d.assigneeType) {
        case 'deptHead':
            return '发起人部门负责人';
        case 'applicant':
            return '发起人自己';
        case 'role':
            return d.roles?.length ? withMode(`角色：${roleNames(names, d.roles)}`) : '';
        default:
            return d.users?.length ? withMode(userNames(names, d.users)) : '';
    }
};

export const ccSummary = (n: FlowNode, names: Names): string => {
    const d = ccData(n);
    return [d.users?.length ? userNames(names, d.users) : '', d.roles?.length ? `角色：${roleNames(names, d.roles)}` : '']
        .filter(Boolean)
        .join('；');
};

export const ruleText = (r: Rule, fields: BusinessField[]): string => {
    const f = fields.find(x => x.name === r.field);
    const value = f?.options?.find(o => o.value === r.value)?.text ?? r.value;
    return `${f?.label ?? r.field} ${OPS.find(o => o.value === r.op)?.label ?? r.op} ${value}`;
};

export const conditionSummary = (n: FlowNode, fields: BusinessField[]): string => {
    const { rules } = conditionData(n);
    return rules.length ? rules.map(r => ruleText(r, fields)).join(' 且 ') : OTHERWISE;
};

/**
 * The publish checks the server makes (same messages), by node id; '' holds problems of the
 * whole flow. The server still has the last word: its message is shown on a refused publish.
 */
export const validateTree = (tree: FlowNode[], fields: BusinessField[]): Map<string, string> => {
    const problems = new Map<string, string>();
    const nodes = allNodes(tree);
    if (!nodes.some(n => n.type === 'approver')) problems.set('', '流程至少需要一个审批节点');
    const fieldNames = new Set(fields.map(f => f.name));
    for (const n of nodes) {
        if (problems.has(n.id)) continue;
        if (n.type === 'approver') {
            const d = approverData(n);
            if ((d.assigneeType === 'user' && !d.users?.length) || (d.assigneeType === 'role' && !d.roles?.length)) {
                problems.set(n.id, `节点「${n.name}」未设置审批人`);
            }
        } else if (n.type === 'branch') {
            const conditions = n.children ?? [];
            if (conditions.length < 2) {
                for (const c of conditions) problems.set(c.id, '条件分支至少需要两个条件');
                if (!conditions.length) problems.set(n.id, '条件分支至少需要两个条件');
                continue;
            }
            conditions.forEach((c, i) => {
                const { rules } = conditionData(c);
                if (!rules.length && i < conditions.length - 1) problems.set(c.id, '「其他情况」只能是最后一个条件');
                const unknown = rules.find(r => !fieldNames.has(r.field));
                if (unknown && !problems.has(c.id)) problems.set(c.id, `条件字段 ${unknown.field || '（空）'} 不存在`);
            });
        }
    }
    return problems;
};

/** Title template placeholders that name no field of the business type. */
export const unknownTemplateFields = (template: string, fields: BusinessField[]): string[] => {
    const names = new Set(fields.map(f => f.name));
    return [...template.matchAll(/\$\{([^}]*)\}/g)].map(m => m[1].trim()).filter(n => !names.has(n));
};
