import { describe, expect, it } from 'vitest';
import {
    approverSummary,
    ccSummary,
    cleanTree,
    conditionSummary,
    normalizeMode,
    placeNewCondition,
    statusOf,
    unknownTemplateFields,
    updateNode,
    validateTree,
    type BusinessField,
    type FlowNode,
} from './model';
import { nameNewNodes } from './nodes';

const fields: BusinessField[] = [
    { name: 'amount', label: '金额', kind: 'number' },
    { name: 'level', label: '等级', kind: 'string', options: [{ value: 'A', text: '重大' }] },
];
const names = { users: { zs: '张三', ls: '李四' }, roles: { jl: '监理工程师' } };

const node = (id: string, type: FlowNode['type'], data?: object, children?: FlowNode[]): FlowNode => ({
    id,
    type,
    name: id,
    ...(data ? { data: data as Record<string, unknown> } : {}),
    ...(children ? { children } : {}),
});
const approver = (id: string, data: object = { assigneeType: 'role', roles: ['jl'], mode: 'any' }) => node(id, 'approver', data);
const cond = (id: string, rules: object[] = [], children: FlowNode[] = []) => node(id, 'condition', { rules }, children);
const flow = (...middle: FlowNode[]) => [node('s', 'start', {}), ...middle, node('e', 'end', {})];

describe('cleanTree', () => {
    it('keeps id, type, name, data and children only', () => {
        const dirty = [
            { id: 'b', type: 'branch', name: 'b', path: ['0'], configuring: false, children: [{ id: 'c', type: 'condition', name: 'c', validateStatusError: false, data: { rules: [] }, children: [] }] },
        ] as unknown as FlowNode[];
        expect(cleanTree(dirty)).toEqual([{ id: 'b', type: 'branch', name: 'b', children: [{ id: 'c', type: 'condition', name: 'c', data: { rules: [] }, children: [] }] }]);
    });
});

describe('summaries', () => {
    it('describes approvers, cc and conditions', () => {
        expect(approverSummary(approver('a', { assigneeType: 'role', roles: ['jl'], mode: 'all' }), names)).toBe('角色：监理工程师 · 会签');
        expect(approverSummary(approver('a', { assigneeType: 'user', users: ['zs', 'ls'], mode: 'sequence' }), names)).toBe('张三、李四 · 依次审批');
        expect(approverSummary(approver('a', { assigneeType: 'user', users: ['x'], mode: 'single' }), names)).toBe('x');
        expect(approverSummary(approver('a', { assigneeType: 'user', users: [], mode: 'single' }), names)).toBe('');
        expect(approverSummary(approver('a', { assigneeType: 'deptHead', mode: 'single' }), names)).toBe('发起人部门负责人');
        expect(ccSummary(node('c', 'cc', { users: ['zs'], roles: ['jl'] }), names)).toBe('张三；角色：监理工程师');
        expect(conditionSummary(cond('c', [{ field: 'amount', op: 'gt', value: '100' }, { field: 'level', op: 'eq', value: 'A' }]), fields)).toBe(
            '金额 大于 100 且 等级 等于 重大'
        );
        expect(conditionSummary(cond('c'), fields)).toBe('其他情况');
    });

    it('stores single for one person and a multi-person mode otherwise', () => {
        expect(normalizeMode({ assigneeType: 'user', users: ['a'], mode: 'all' })).toBe('single');
        expect(normalizeMode({ assigneeType: 'user', users: ['a', 'b'], mode: 'single' })).toBe('sequence');
        expect(normalizeMode({ assigneeType: 'role', roles: ['r'], mode: 'single' })).toBe('any');
        expect(normalizeMode({ assigneeType: 'role', roles: ['r'], mode: 'all' })).toBe('all');
        expect(normalizeMode({ assigneeType: 'applicant', mode: 'all' })).toBe('single');
    });

    it('names model states', () => {
        expect(statusOf({ version: 0, published: false }).text).toBe('未发布');
        expect(statusOf({ version: 2, published: true }).text).toBe('已发布');
        expect(statusOf({ version: 2, published: false }).text).toBe('有未发布修改');
    });
});

describe('validateTree', () => {
    it('accepts a complete flow', () => {
        const tree = flow(node('b', 'branch', {}, [cond('c1', [{ field: 'amount', op: 'gt', value: '1' }], [approver('a1')]), cond('c2')]), approver('a2'));
        expect(validateTree(tree, fields).size).toBe(0);
    });

    it('reports the server rules by node', () => {
        expect(validateTree(flow(), fields).get('')).toBe('流程至少需要一个审批节点');
        const p = validateTree(
            flow(
                approver('x', { assigneeType: 'user', users: [], mode: 'single' }),
                node('b1', 'branch', {}, [cond('only')]),
                node('b2', 'branch', {}, [cond('other'), cond('c3', [{ field: 'amount', op: 'gt', value: '1' }])]),
                node('b3', 'branch', {}, [cond('c4', [{ field: 'nope', op: 'eq', value: '1' }]), cond('c5')])
            ),
            fields
        );
        expect(p.get('x')).toBe('节点「x」未设置审批人');
        expect(p.get('only')).toBe('条件分支至少需要两个条件');
        expect(p.get('other')).toBe('「其他情况」只能是最后一个条件');
        expect(p.get('c4')).toBe('条件字段 nope 不存在');
        expect(p.has('c3')).toBe(false);
        expect(p.has('c5')).toBe(false);
    });
});

describe('tree edits', () => {
    it('replaces one node deep in the tree', () => {
        const tree = flow(node('b', 'branch', {}, [cond('c1', [], [approver('a1')]), cond('c2')]));
        const next = updateNode(tree, 'a1', { name: '经理', data: { assigneeType: 'applicant', mode: 'single' } });
        expect(next[1].children![0].children![0]).toMatchObject({ name: '经理', data: { assigneeType: 'applicant' } });
        expect(tree[1].children![0].children![0].name).toBe('a1');
    });

    it('puts a new condition before the branch default', () => {
        const rule = [{ field: 'amount', op: 'gt', value: '1' }];
        const b = (...c: FlowNode[]) => flow(node('b', 'branch', {}, c));
        expect(placeNewCondition(b(cond('c1', rule), cond('d'), cond('n')), 'n')[1].children!.map(c => c.id)).toEqual(['c1', 'n', 'd']);
        expect(placeNewCondition(b(cond('c1', rule), cond('c2', rule), cond('n')), 'n')[1].children!.map(c => c.id)).toEqual(['c1', 'c2', 'n']);
    });

    it('names new nodes uniquely', () => {
        const a = { ...approver('n'), name: '审批人' };
        const tree = flow({ ...approver('old'), name: '审批人' }, a);
        expect(nameNewNodes(tree, a).get('n')).toBe('审批人2');
        const b = node('b', 'branch', {}, [cond('x'), cond('y')]);
        expect([...nameNewNodes(flow(b), b).values()]).toEqual(['条件1', '条件2']);
    });

    it('finds template fields that do not exist', () => {
        expect(unknownTemplateFields('${amount}元 ${ foo }', fields)).toEqual(['foo']);
    });
});
