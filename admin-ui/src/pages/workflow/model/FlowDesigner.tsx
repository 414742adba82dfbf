// 流程设计: a full-screen DingTalk-style tree designer (react-flow-builder) for one model's draft.
// Cards open a drawer with the node's settings; 保存草稿 stores the draft as is, 发布 saves, checks
// what the server will check (highlighting the nodes) and publishes — the server's message wins.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
    Alert,
    AppBar,
    Box,
    Button,
    Chip,
    CircularProgress,
    Dialog,
    IconButton,
    Toolbar,
    Tooltip,
    Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FlowBuilder, { type INode } from 'react-flow-builder';
import { getAction, postAction, putAction } from '../../../dataProvider/http';
import { feedback, warnFailure } from '../../../components/Feedback';
import type { PickedUser } from '../../../components/Pickers';
import {
    API,
    allNodes,
    cleanTree,
    placeNewCondition,
    statusOf,
    updateNode,
    validateTree,
    type BusinessType,
    type FlowNode,
    type Names,
    type ProcessModel,
} from './model';
import { AddPopover, DesignerContext, REGISTER_NODES, nameNewNodes, type DesignerContextValue } from './nodes';
import { NodeDrawer } from './NodeDrawer';
import { ModelFormDialog, type ModelForm } from './ModelFormDialog';
import { fetchUserNames, useRoles } from './people';

const EMPTY_TREE: FlowNode[] = [
    { id: 'start', type: 'start', name: '发起人', data: {} },
    { id: 'end', type: 'end', name: '结束', data: {} },
];

const LINE_COLOR = '#b3b3b3';
const CANVAS_COLOR = '#f5f5f7';

export interface FlowDesignerProps {
    /** the model to design; null keeps the designer closed */
    modelId: string | null;
    readonly?: boolean;
    businessTypes: BusinessType[];
    /** `changed`: something was saved or published (the list reloads) */
    onClose: (changed: boolean) => void;
}

export function FlowDesigner({ modelId, ...rest }: FlowDesignerProps) {
    return (
        <Dialog fullScreen open={!!modelId} onClose={() => undefined} aria-labelledby="flow-designer-title" disableEscapeKeyDown>
            {modelId && <Designer key={modelId} modelId={modelId} {...rest} />}
        </Dialog>
    );
}

type Load = { loading: true } | { loading: false; error: string } | { loading: false; model: ProcessModel };

const serialize = (tree: FlowNode[]) => JSON.stringify(cleanTree(tree));

function Designer({ modelId, readonly = false, businessTypes, onClose }: FlowDesignerProps & { modelId: string }) {
    const [load, setLoad] = useState<Load>({ loading: true });
    const [model, setModel] = useState<ProcessModel | null>(null);
    const [tree, setTree] = useState<FlowNode[]>(EMPTY_TREE);
    const [saved, setSaved] = useState('');
    const [changed, setChanged] = useState(false);
    const [busy, setBusy] = useState<'' | 'save' | 'publish'>('');
    const [selected, setSelected] = useState<string | null>(null);
    const [showProblems, setShowProblems] = useState(false);
    const [serverError, setServerError] = useState<string>();
    const [userNames, setUserNames] = useState<Record<string, string>>({});
    const [editInfo, setEditInfo] = useState(false);
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

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <AppBar position="static" color="default" elevation={1}>
                <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, sm: 0 } }}>
                    <Typography id="flow-designer-title" variant="h6" noWrap sx={{ flex: '1 1 160px', minWidth: 0 }}>
                        {model?.name ?? '流程设计'}
                        {model && (
                            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                                {model.businessName}
                                {model.version ? ` · V${model.version}` : ''}
                            </Typography>
                        )}
                    </Typography>
                    {status && <Chip size="small" color={status.color} label={dirty ? '未保存' : status.text} />}
                    {model && !readonly && (
                        <>
                            <Tooltip title="名称、标题模板、描述">
                                <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setEditInfo(true)}>
                                    基本信息
                                </Button>
                            </Tooltip>
                            <Button size="small" variant="outlined" disabled={!!busy} onClick={onSave}>
                                {busy === 'save' ? '保存中…' : '保存草稿'}
                            </Button>
                            <Button size="small" variant="contained" disabled={!!busy} onClick={onPublish}>
                                {busy === 'publish' ? '发布中…' : '发布'}
                            </Button>
                        </>
                    )}
                    <IconButton aria-label="关闭" onClick={close}>
                        <CloseIcon />
                    </IconButton>
                </Toolbar>
            </AppBar>
            {(serverError || globalProblem) && (
                <Alert severity="error" onClose={() => setServerError(undefined)} sx={{ borderRadius: 0 }}>
                    {serverError ?? globalProblem}
                </Alert>
            )}
            {roles.error && (
                <Alert severity="warning" sx={{ borderRadius: 0 }}>
                    {roles.error}
                </Alert>
            )}
            <Box sx={{ flex: 1, overflow: 'auto', bgcolor: CANVAS_COLOR, py: 3 }}>
                {load.loading ? (
                    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
                        <CircularProgress aria-label="加载中" />
                    </Box>
                ) : 'error' in load ? (
                    <Alert severity="error" sx={{ m: 2 }}>
                        {load.error}
                    </Alert>
                ) : (
                    <DesignerContext.Provider value={ctx}>
                        <FlowBuilder
                            nodes={tree}
                            onChange={onChange}
                            onAddNodeSuccess={onAdded}
                            registerNodes={REGISTER_NODES}
                            readonly={readonly}
                            lineColor={LINE_COLOR}
                            backgroundColor={CANVAS_COLOR}
                            spaceX={24}
                            spaceY={20}
                            showArrow
                            zoomTool
                            PopoverComponent={AddPopover}
                        />
                    </DesignerContext.Provider>
                )}
            </Box>
            <NodeDrawer
                node={selectedNode}
                fields={fields}
                roles={roles}
                problem={showProblems && selectedNode ? problems.get(selectedNode.id) : undefined}
                onUsers={rememberUsers}
                onSave={patch => {
                    if (selectedNode) setTree(t => updateNode(t, selectedNode.id, patch));
                    setSelected(null);
                }}
                onClose={() => setSelected(null)}
            />
            {model && (
                <ModelFormDialog
                    open={editInfo}
                    title="基本信息"
                    fixedType
                    businessTypes={businessTypes}
                    initial={{ name: model.name, tableName: model.tableName, titleTemplate: model.titleTemplate ?? '', description: model.description ?? '' }}
                    onSubmit={async form => {
                        const error = await saveDraft(form);
                        if (!error) {
                            setEditInfo(false);
                            feedback.message.success('已保存');
                        }
                        return error;
                    }}
                    onClose={() => setEditInfo(false)}
                />
            )}
        </Box>
    );
}
