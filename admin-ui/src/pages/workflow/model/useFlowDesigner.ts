// The designer's state: loading the model, the tree being edited, and the save/publish/close actions.
// It lives apart from FlowDesigner.tsx so the component file only lays out the screen.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { INode } from 'react-flow-builder';
import { getAction, postAction, putAction } from '../../../dataProvider/http';
import { feedback, warnFailure } from '../../../components/Feedback';
import type { PickedUser } from '../../../components/Pickers';
import { API, allNodes, cleanTree, placeNewCondition, statusOf, updateNode, validateTree, type BusinessType, type FlowNode, type Names, type ProcessModel } from './model';
import { nameNewNodes, type DesignerContextValue } from './nodes';
import type { ModelForm } from './ModelFormDialog';
import { fetchUserNames, useRoles } from './people';

const EMPTY_TREE: FlowNode[] = [
    { id: 'start', type: 'start', name: '发起人', data: {} },
    { id: 'end', type: 'end', name: '结束', data: {} },
];

export type Load = { loading: true } | { loading: false; error: string } | { loading: false; model: ProcessModel };
export type Busy = '' | 'save' | 'publish';

const serialize = (tree: FlowNode[]) => JSON.stringify(cleanTree(tree));

export interface FlowDesignerOptions {
    modelId: string;
    readonly: boolean;
    businessTypes: BusinessType[];
    onClose: (changed: boolean) => void;
}

export function useFlowDesigner({ modelId, readonly, businessTypes, onClose }: FlowDesignerOptions) {
    const [load, setLoad] = useState<Load>({ loading: true });
    const [model, setModel] = useState<ProcessModel | null>(null);
    const [tree, setTree] = useState<FlowNode[]>(EMPTY_TREE);
    const [saved, setSaved] = useState('');
    const [changed, setChanged] = useState(false);
    const [busy, setBusy] = useState<Busy>('');
    const [selected, setSelected] = useState<string | null>(null);
    const [showProblems, setShowProblems] = useState(false);
    const [serverError, setServerError] = useState<string>();
    const [userNames, setUserNames] = useState<Record<string, string>>({});
    const roles = useRoles(true);

    useEffect(() => {
        let live = true;
        getAction<ProcessModel>(API.get, { id: modelId })
            .then(env => {
                if (!live) return;
                if (!env.success || !env.result) return setLoad({ loading: false, error: env.message || '流程加载失败' });
                const m = env.result;
                const t = Array.isArray(m.tree) && m.tree.length ? m.tree : EMPTY_TREE;
                setModel(m);
                setTree(t);
                setSaved(serialize(t));
                setLoad({ loading: false, model: m });
                const usernames = [...new Set(allNodes(t).flatMap(n => ((n.data?.users as string[] | undefined) ?? [])))];
                fetchUserNames(usernames).then(found => live && setUserNames(u => ({ ...found, ...u })), () => undefined);
            })
            .catch((e: Error) => live && setLoad({ loading: false, error: e?.message || '流程加载失败' }));
        return () => {
            live = false;
        };
    }, [modelId]);

    const fields = useMemo(() => businessTypes.find(t => t.tableName === model?.tableName)?.fields ?? [], [businessTypes, model?.tableName]);
    const problems = useMemo(() => validateTree(tree, fields), [tree, fields]);
    const names: Names = useMemo(() => ({ users: userNames, roles: Object.fromEntries(roles.list.map(r => [r.roleCode, r.roleName])) }), [userNames, roles.list]);
    const dirty = serialize(tree) !== saved;

    const ctx: DesignerContextValue = useMemo(
        () => ({ names, fields, problems: showProblems ? problems : new Map(), readonly, open: setSelected }),
        [names, fields, problems, showProblems, readonly]
    );

    // The builder mutates the nodes it was given and hands the array back.
    const onChange = useCallback((nodes: INode[]) => setTree([...(nodes as FlowNode[])]), []);
    const onAdded = useCallback((_: string, node: INode) => {
        setTree(t => {
            let next = node.type === 'condition' ? placeNewCondition(t, node.id) : t;
            for (const [id, name] of nameNewNodes(t, node as FlowNode)) {
                const n = allNodes(next).find(x => x.id === id);
                if (n && n.name !== name) next = updateNode(next, id, { name, data: n.data });
            }
            return next;
        });
    }, []);

    const rememberUsers = useCallback((users: PickedUser[]) => setUserNames(u => ({ ...u, ...Object.fromEntries(users.map(x => [x.username, x.realname || x.username])) })), []);

    const selectedNode = selected ? (allNodes(tree).find(n => n.id === selected) ?? null) : null;

    const saveNode = (patch: Pick<FlowNode, 'name' | 'data'>) => {
        if (selectedNode) setTree(t => updateNode(t, selectedNode.id, patch));
        setSelected(null);
    };
    const closeNode = () => setSelected(null);

    const saveDraft = async (info: Partial<ModelForm> = {}): Promise<string | undefined> => {
        if (!model) return '流程未加载';
        const body = {
            id: model.id,
            name: info.name ?? model.name,
            titleTemplate: info.titleTemplate ?? model.titleTemplate ?? '',
            description: info.description ?? model.description ?? '',
            tree: cleanTree(tree),
        };
        try {
            const env = await putAction<Partial<ProcessModel> | null>(API.edit, body);
            if (!env.success) return env.message || '保存失败';
            const treeJson = JSON.stringify(body.tree);
            // The draft still equals the published version when only the texts changed, unless the server says otherwise.
            const same = treeJson === saved;
            const server = env.result?.published;
            setSaved(treeJson);
            setModel(m => (m ? { ...m, name: body.name, titleTemplate: body.titleTemplate, description: body.description, published: typeof server === 'boolean' ? server : m.published && same } : m));
            setChanged(true);
            return undefined;
        } catch (e) {
            return (e as Error)?.message || '保存失败';
        }
    };

    const onSave = async () => {
        setBusy('save');
        setServerError(undefined);
        const error = await saveDraft();
        setBusy('');
        if (error) {
            setServerError(error);
            return warnFailure({ message: error }, '保存失败');
        }
        feedback.message.success(problems.size ? '草稿已保存（发布前还需完善标红的节点）' : '草稿已保存');
        if (problems.size) setShowProblems(true);
    };

    const onPublish = async () => {
        if (!model) return;
        setBusy('publish');
        setServerError(undefined);
        try {
            if (dirty) {
                const error = await saveDraft();
                if (error) {
                    setServerError(error);
                    return warnFailure({ message: error }, '保存失败');
                }
            }
            if (problems.size) {
                setShowProblems(true);
                return feedback.message.warning([...problems.values()][0]);
            }
            const env = await postAction<{ version?: number }>(API.publish, { id: model.id });
            if (!env.success) {
                setShowProblems(true);
                setServerError(env.message || '发布失败');
                return warnFailure(env, '发布失败');
            }
            const version = Number(env.result?.version) || model.version + 1;
            setModel(m => (m ? { ...m, version, published: true } : m));
            setChanged(true);
            feedback.message.success(`已发布为版本 V${version}`);
        } catch (e) {
            setServerError((e as Error)?.message || '发布失败');
        } finally {
            setBusy('');
        }
    };

    const close = async () => {
        if (dirty && !readonly && !(await feedback.confirm('关闭设计器', '有未保存的修改，关闭后将丢失，确定关闭吗？', '放弃修改'))) return;
        onClose(changed);
    };

    const status = model ? statusOf(dirty ? { ...model, published: false } : model) : undefined;
    const globalProblem = showProblems ? problems.get('') : undefined;
    const selectedProblem = showProblems && selectedNode ? problems.get(selectedNode.id) : undefined;
    const clearServerError = () => setServerError(undefined);

    return {
        load,
        model,
        tree,
        dirty,
        busy,
        status,
        fields,
        roles,
        ctx,
        serverError,
        globalProblem,
        selectedNode,
        selectedProblem,
        onChange,
        onAdded,
        rememberUsers,
        saveNode,
        closeNode,
        saveDraft,
        onSave,
        onPublish,
        close,
        clearServerError,
    };
}
