// The node cards and add menus of the flow designer, registered with react-flow-builder. The
// cards read what they show (names, fields, problems) from DesignerContext, because the builder
// keeps its registered nodes in state and renders them with only the node.
import { createContext, useContext, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, IconButton, ListItemIcon, ListItemText, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import type { IAddableComponent, IDisplayComponent, IPopoverComponent, IRegisterNode } from 'react-flow-builder';
import { feedback } from '../../../components/Feedback';
import {
    allNodes,
    approverSummary,
    ccSummary,
    conditionData,
    conditionSummary,
    parentBranch,
    type BusinessField,
    type FlowNode,
    type Names,
} from './model';

export interface DesignerContextValue {
    names: Names;
    fields: BusinessField[];
    /** problems by node id, shown once the user tried to publish */
    problems: Map<string, string>;
    readonly: boolean;
    open: (id: string) => void;
}

export const DesignerContext = createContext<DesignerContextValue>({
    names: { users: {}, roles: {} },
    fields: [],
    problems: new Map(),
    readonly: true,
    open: () => undefined,
});

const COLORS: Record<string, string> = { start: '#576a95', approver: '#ff943e', cc: '#3296fa', condition: '#15bc83', end: '#8c8c8c' };

const activate = (run: () => void) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        run();
    }
};

interface CardProps {
    node: FlowNode;
    title: ReactNode;
    summary: string;
    /** shown (in the warning colour) when the summary is empty */
    empty?: string;
    onRemove?: () => void;
}

function Card({ node, title, summary, empty, onRemove }: CardProps) {
    const ctx = useContext(DesignerContext);
    const problem = ctx.problems.get(node.id);
    const clickable = !ctx.readonly && node.type !== 'start' && node.type !== 'end';
    const color = COLORS[node.type] ?? '#8c8c8c';
    const open = () => clickable && ctx.open(node.id);
    return (
        <Box
            data-node-id={node.id}
            role={clickable ? 'button' : 'group'}
            tabIndex={clickable ? 0 : undefined}
            aria-label={`${node.name}：${summary || empty || ''}`}
            aria-invalid={problem ? true : undefined}
            onClick={open}
            onKeyDown={clickable ? activate(open) : undefined}
            sx={{
                width: 220,
                textAlign: 'left',
                bgcolor: 'background.paper',
                borderRadius: 1,
                boxShadow: '0 2px 6px rgba(0,0,0,.1)',
                border: 2,
                borderColor: problem ? 'error.main' : 'transparent',
                cursor: clickable ? 'pointer' : 'default',
                overflow: 'hidden',
                '&:hover, &:focus-visible': clickable ? { borderColor: problem ? 'error.main' : 'primary.main', outline: 'none' } : undefined,
                '&:hover .node-remove, &:focus-within .node-remove': { opacity: 1 },
            }}
        >
            <Box
                sx={{
                    display: 'flex',
                    alignItems: 'center',
                    minHeight: 28,
                    px: 1.25,
                    color: node.type === 'condition' ? color : '#fff',
                    bgcolor: node.type === 'condition' ? 'transparent' : color,
                    fontSize: 13,
                }}
            >
                <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {title}
                </Box>
                {onRemove && !ctx.readonly && (
                    <IconButton
                        className="node-remove"
                        size="small"
                        aria-label={`删除${node.name}`}
                        onClick={e => {
                            e.stopPropagation();
                            onRemove();
                        }}
                        sx={{ color: 'inherit', p: 0.25, opacity: { xs: 1, md: 0 } }}
                    >
                        <CloseIcon sx={{ fontSize: 16 }} />
                    </IconButton>
                )}
            </Box>
            <Typography
                variant="body2"
                sx={{ px: 1.25, py: 1, color: summary ? 'text.primary' : 'warning.main', wordBreak: 'break-all' }}
            >
                {summary || empty}
            </Typography>
            {problem && (
                <Typography variant="caption" color="error" component="div" sx={{ px: 1.25, pb: 0.75 }}>
                    {problem}
                </Typography>
            )}
        </Box>
    );
}

const StartCard = ({ node }: IDisplayComponent) => <Card node={node as FlowNode} title={node.name || '发起人'} summary="所有人可发起" />;

const EndCard = () => (
    <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }} aria-label="流程结束">
        流程结束
    </Typography>
);

const ApproverCard = ({ node, remove }: IDisplayComponent) => {
    const { names } = useContext(DesignerContext);
    return <Card node={node as FlowNode} title={node.name} summary={approverSummary(node as FlowNode, names)} empty="未设置审批人" onRemove={() => remove?.(node)} />;
};

const CcCard = ({ node, remove }: IDisplayComponent) => {
    const { names } = useContext(DesignerContext);
    return <Card node={node as FlowNode} title={node.name} summary={ccSummary(node as FlowNode, names)} empty="未设置抄送人" onRemove={() => remove?.(node)} />;
};

const ConditionCard = ({ node, nodes, remove }: IDisplayComponent) => {
    const { fields } = useContext(DesignerContext);
    const self = node as FlowNode;
    const branch = parentBranch(nodes as unknown as FlowNode[], node.id);
    const index = branch?.children?.findIndex(c => c.id === node.id) ?? 0;
    // Only the last condition without rules is 其他情况; an earlier one is still to be set.
    const unset = !conditionData(self).rules.length && !!branch && index < (branch.children?.length ?? 0) - 1;
    // Two conditions are the least a branch has: removing one of them removes the branch.
    const target: FlowNode = branch && (branch.children?.length ?? 0) <= 2 ? branch : self;
    const onRemove = async () => {
        const lost = allNodes(target.children ?? []).filter(n => n.type !== 'condition').length;
        const what = target === self ? `条件「${node.name}」` : '整个条件分支';
        if (lost && !(await feedback.confirm('删除条件', `将删除${what}及其中的 ${lost} 个节点，确定吗？`))) return;
        remove?.(target);
    };
    return (
        <Card
            node={node as FlowNode}
            title={
                <>
                    {node.name}
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: 12 }}>
                        优先级{index + 1}
                    </Box>
                </>
            }
            summary={unset ? '' : conditionSummary(self, fields)}
            empty="请设置条件"
            onRemove={onRemove}
        />
    );
};

const ADDABLE = [
    { type: 'approver', label: '审批人', icon: <PersonOutlineIcon sx={{ color: COLORS.approver }} /> },
    { type: 'cc', label: '抄送人', icon: <SendOutlinedIcon sx={{ color: COLORS.cc }} /> },
    { type: 'branch', label: '条件分支', icon: <CallSplitIcon sx={{ color: COLORS.condition }} /> },
];

/** The menu behind a + button (the builder's own one is mouse-only). */
const AddMenu = ({ add }: IAddableComponent) => (
    <MenuList autoFocusItem aria-label="添加节点" dense>
        {ADDABLE.map(a => (
            <MenuItem key={a.type} onClick={() => add(a.type)}>
                <ListItemIcon>{a.icon}</ListItemIcon>
                <ListItemText>{a.label}</ListItemText>
            </MenuItem>
        ))}
    </MenuList>
);

/** The builder's popover for the + buttons, as a MUI Popover with a keyboard-usable trigger. */
export const AddPopover = ({ visible, onVisibleChange, content, children }: IPopoverComponent) => {
    const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
    const toggle = () => onVisibleChange(!visible);
    return (
        <>
            <Box
                component="span"
                ref={setAnchor}
                role="button"
                tabIndex={0}
                aria-label="添加节点"
                aria-haspopup="menu"
                aria-expanded={!!visible}
                onClick={toggle}
                onKeyDown={activate(toggle)}
                sx={{ display: 'inline-flex', borderRadius: '50%', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
            >
                {children}
            </Box>
            <Popover
                open={!!visible}
                anchorEl={anchor}
                onClose={() => onVisibleChange(false)}
                anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'left' }}
            >
                {content}
            </Popover>
        </>
    );
};

const AddConditionButton = (
    <Button size="small" variant="outlined" startIcon={<AddIcon />} sx={{ bgcolor: 'background.paper', whiteSpace: 'nowrap', '&:hover': { bgcolor: 'background.paper' } }}>
        添加条件
    </Button>
);

export const REGISTER_NODES: IRegisterNode[] = [
    { type: 'start', name: '发起人', isStart: true, displayComponent: StartCard, addableComponent: AddMenu },
    { type: 'end', name: '结束', isEnd: true, displayComponent: EndCard },
    {
        type: 'approver',
        name: '审批人',
        displayComponent: ApproverCard,
        addableComponent: AddMenu,
        initialNodeData: { data: { assigneeType: 'user', users: [], mode: 'single' } },
    },
    { type: 'cc', name: '抄送人', displayComponent: CcCard, addableComponent: AddMenu, initialNodeData: { data: { users: [], roles: [] } } },
    {
        type: 'branch',
        name: '条件分支',
        conditionNodeType: 'condition',
        addConditionIcon: AddConditionButton,
        addableComponent: AddMenu,
        initialNodeData: { data: {} },
    },
    { type: 'condition', name: '条件', displayComponent: ConditionCard, addableComponent: AddMenu, initialNodeData: { data: { rules: [] } } },
];

/**
 * Names a new node so that server messages (节点「X」未设置审批人) point at one node: 审批人2,
 * 抄送人3, and a new branch's conditions 条件1, 条件2 ….
 */
export const nameNewNodes = (tree: FlowNode[], added: FlowNode): Map<string, string> => {
    const names = new Map<string, string>();
    const taken = new Set(allNodes(tree).filter(n => n.id !== added.id).map(n => n.name));
    const unique = (base: string) => {
        if (!taken.has(base)) return base;
        let i = 2;
        while (taken.has(`${base}${i}`)) i++;
        return `${base}${i}`;
    };
    if (added.type === 'branch') {
        (added.children ?? []).forEach((c, i) => names.set(c.id, `条件${i + 1}`));
    } else if (added.type === 'condition') {
        let i = parentBranch(tree, added.id)?.children?.length ?? 1;
        while (taken.has(`条件${i}`)) i++;
        names.set(added.id, `条件${i}`);
    } else {
        names.set(added.id, unique(added.name));
    }
    return names;
};
