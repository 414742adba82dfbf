// The settings of one node (审批人 / 抄送人 / 条件) in a side drawer. The drawer edits a copy;
// 确定 hands the node's new name and data back, 取消 drops them.
import { useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Drawer,
    FormControl,
    FormControlLabel,
    FormHelperText,
    FormLabel,
    IconButton,
    Radio,
    RadioGroup,
    Stack,
    TextField,
    Typography,
    useMediaQuery,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { UserPicker, type PickedUser } from '../../../components/Pickers';
import { splitValue } from '../../../components/Pickers/common';
import { MOBILE_QUERY } from '../../../components/Crud/responsive';
import {
    ASSIGNEE_TYPES,
    MODES,
    approverData,
    ccData,
    conditionData,
    normalizeMode,
    type ApproverData,
    type BusinessField,
    type CcData,
    type ConditionData,
    type FlowNode,
} from './model';
import { RoleSelect, type Roles } from './people';
import { ConditionForm, ruleErrors } from './ConditionForm';

export { ConditionForm, type ConditionFormProps } from './ConditionForm';

const TITLES: Partial<Record<FlowNode['type'], string>> = { approver: '审批人设置', cc: '抄送人设置', condition: '条件设置' };

/** Shared by the forms: where picked users' realnames go (so the cards can show them). */
type OnUsers = (users: PickedUser[]) => void;

export interface ApproverFormProps {
    value: ApproverData;
    onChange: (v: ApproverData) => void;
    roles: Roles;
    onUsers?: OnUsers;
}

export function ApproverForm({ value, onChange, roles, onUsers }: ApproverFormProps) {
    const set = (patch: Partial<ApproverData>) => onChange({ ...value, ...patch });
    const mode = normalizeMode(value);
    // Several people may be asked only for a role or for two or more named users.
    const many = value.assigneeType === 'role' || (value.assigneeType === 'user' && (value.users?.length ?? 0) > 1);
    const modes = value.assigneeType === 'role' ? MODES.filter(m => m.value !== 'sequence') : MODES;
    return (
        <Stack spacing={2}>
            <FormControl>
                <FormLabel id="assignee-type-label">审批人类型</FormLabel>
                <RadioGroup
                    aria-labelledby="assignee-type-label"
                    value={value.assigneeType}
                    onChange={e => set({ assigneeType: e.target.value as ApproverData['assigneeType'] })}
                >
                    {ASSIGNEE_TYPES.map(t => (
                        <FormControlLabel key={t.value} value={t.value} control={<Radio size="small" />} label={t.label} />
                    ))}
                </RadioGroup>
            </FormControl>
            {value.assigneeType === 'user' && (
                <UserPicker
                    id="approver-users"
                    label="审批成员"
                    multiple
                    value={(value.users ?? []).join(',')}
                    onChange={v => set({ users: splitValue(v) })}
                    onSelect={onUsers}
                />
            )}
            {value.assigneeType === 'role' && (
                <RoleSelect id="approver-roles" label="审批角色" value={value.roles ?? []} onChange={roles => set({ roles })} roles={roles} />
            )}
            {value.assigneeType === 'deptHead' && <Alert severity="info">由发起人所在部门的负责人审批；找不到负责人时流程会提示。</Alert>}
            {value.assigneeType === 'applicant' && <Alert severity="info">由发起人自己审批（常用于确认、补充资料）。</Alert>}
            {many && (
                <FormControl>
                    <FormLabel id="approve-mode-label">多人审批方式</FormLabel>
                    <RadioGroup aria-labelledby="approve-mode-label" value={mode} onChange={e => set({ mode: e.target.value as ApproverData['mode'] })}>
                        {modes.map(m => (
                            <FormControlLabel key={m.value} value={m.value} control={<Radio size="small" />} label={`${m.label}（${m.hint}）`} />
                        ))}
                    </RadioGroup>
                </FormControl>
            )}
        </Stack>
    );
}

export interface CcFormProps {
    value: CcData;
    onChange: (v: CcData) => void;
    roles: Roles;
    onUsers?: OnUsers;
}

export function CcForm({ value, onChange, roles, onUsers }: CcFormProps) {
    return (
        <Stack spacing={2}>
            <UserPicker
                id="cc-users"
                label="抄送成员"
                multiple
                value={(value.users ?? []).join(',')}
                onChange={v => onChange({ ...value, users: splitValue(v) })}
                onSelect={onUsers}
            />
            <RoleSelect id="cc-roles" label="抄送角色" value={value.roles ?? []} onChange={r => onChange({ ...value, roles: r })} roles={roles} />
            <FormHelperText>抄送人只收到通知，不参与审批。</FormHelperText>
        </Stack>
    );
}

const dataOf = (node: FlowNode) =>
    node.type === 'approver' ? approverData(node) : node.type === 'cc' ? ccData(node) : node.type === 'condition' ? conditionData(node) : {};

export interface NodeDrawerProps {
    node: FlowNode | null;
    fields: BusinessField[];
    roles: Roles;
    /** the designer's check of this node (e.g. 未设置审批人), shown until fixed */
    problem?: string;
    onUsers?: OnUsers;
    onSave: (patch: Pick<FlowNode, 'name' | 'data'>) => void;
    onClose: () => void;
}

export function NodeDrawer({ node, ...rest }: NodeDrawerProps) {
    const mobile = useMediaQuery(MOBILE_QUERY);
    return (
        <Drawer anchor="right" open={!!node} onClose={rest.onClose} slotProps={{ paper: { sx: { width: mobile ? '100%' : 440 } } }}>
            {/* keyed: a newly opened node starts from its own values */}
            {node && <NodeSettings key={node.id} node={node} {...rest} />}
        </Drawer>
    );
}

function NodeSettings({ node, fields, roles, problem, onUsers, onSave, onClose }: NodeDrawerProps & { node: FlowNode }) {
    const [name, setName] = useState(node.name);
    const [data, setData] = useState(() => dataOf(node));
    const [tried, setTried] = useState(false);
    const title = TITLES[node.type] ?? '节点设置';

    const rules = node.type === 'condition' ? ruleErrors(data as ConditionData, fields) : {};
    const nameError = !name.trim() ? '请填写节点名称' : undefined;

    const save = () => {
        setTried(true);
        if (nameError || Object.keys(rules).length) return;
        const out = node.type === 'approver' ? { ...(data as ApproverData), mode: normalizeMode(data as ApproverData) } : data;
        // A set that no longer applies (e.g. users after switching to 角色) is not stored.
        if (node.type === 'approver') {
            const a = out as ApproverData;
            if (a.assigneeType !== 'user') delete a.users;
            if (a.assigneeType !== 'role') delete a.roles;
        }
        onSave({ name: name.trim(), data: out as Record<string, unknown> });
    };

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} role="region" aria-label={title}>
            <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="h6" sx={{ flex: 1 }}>
                    {title}
                </Typography>
                <IconButton aria-label="关闭" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <Stack spacing={2} sx={{ p: 2, flex: 1, overflow: 'auto' }}>
                {problem && <Alert severity="warning">{problem}</Alert>}
                <TextField
                    size="small"
                    label="节点名称"
                    required
                    value={name}
                    onChange={e => setName(e.target.value)}
                    error={tried && !!nameError}
                    helperText={tried ? nameError : undefined}
                    slotProps={{ htmlInput: { maxLength: 50 } }}
                />
                {node.type === 'approver' && <ApproverForm value={data as ApproverData} onChange={setData} roles={roles} onUsers={onUsers} />}
                {node.type === 'cc' && <CcForm value={data as CcData} onChange={setData} roles={roles} onUsers={onUsers} />}
                {node.type === 'condition' && (
                    <ConditionForm value={data as ConditionData} onChange={setData} fields={fields} errors={tried ? rules : undefined} />
                )}
            </Stack>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" onClick={save}>
                    确定
                </Button>
            </Box>
        </Box>
    );
}
