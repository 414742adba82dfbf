// 流程设计: a full-screen DingTalk-style tree designer (react-flow-builder) for one model's draft.
// Cards open a drawer with the node's settings; 保存草稿 stores the draft as is, 发布 saves, checks
// what the server will check (highlighting the nodes) and publishes — the server's message wins.
// The state and actions live in useFlowDesigner.ts, the top bar in DesignerToolbar.tsx.
import { useState } from 'react';
import { Alert, Box, CircularProgress, Dialog } from '@mui/material';
import FlowBuilder from 'react-flow-builder';
import { feedback } from '../../../components/Feedback';
import type { BusinessType } from './model';
import { AddPopover, DesignerContext, REGISTER_NODES } from './nodes';
import { NodeDrawer } from './NodeDrawer';
import { ModelFormDialog } from './ModelFormDialog';
import { DesignerToolbar } from './DesignerToolbar';
import { useFlowDesigner } from './useFlowDesigner';

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

function Designer({ modelId, readonly = false, businessTypes, onClose }: FlowDesignerProps & { modelId: string }) {
    const d = useFlowDesigner({ modelId, readonly, businessTypes, onClose });
    const [editInfo, setEditInfo] = useState(false);
    const { load, model } = d;

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <DesignerToolbar
                model={model}
                status={d.status}
                dirty={d.dirty}
                readonly={readonly}
                busy={d.busy}
                onEditInfo={() => setEditInfo(true)}
                onSave={d.onSave}
                onPublish={d.onPublish}
                onClose={d.close}
            />
            {(d.serverError || d.globalProblem) && (
                <Alert severity="error" onClose={d.clearServerError} sx={{ borderRadius: 0 }}>
                    {d.serverError ?? d.globalProblem}
                </Alert>
            )}
            {d.roles.error && (
                <Alert severity="warning" sx={{ borderRadius: 0 }}>
                    {d.roles.error}
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
                    <DesignerContext.Provider value={d.ctx}>
                        <FlowBuilder
                            nodes={d.tree}
                            onChange={d.onChange}
                            onAddNodeSuccess={d.onAdded}
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
                node={d.selectedNode}
                fields={d.fields}
                roles={d.roles}
                problem={d.selectedProblem}
                onUsers={d.rememberUsers}
                onSave={d.saveNode}
                onClose={d.closeNode}
            />
            {model && (
                <ModelFormDialog
                    open={editInfo}
                    title="基本信息"
                    fixedType
                    businessTypes={businessTypes}
                    initial={{ name: model.name, tableName: model.tableName, titleTemplate: model.titleTemplate ?? '', description: model.description ?? '' }}
                    onSubmit={async form => {
                        const error = await d.saveDraft(form);
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
