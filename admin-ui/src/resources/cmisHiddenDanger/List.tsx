// 隐患排查: the generated list, whose steps (开始整改 / 提交复查 for the responsible unit, 复查通过 /
// 复查不通过 for the supervisor) and 编辑 / 删除 by status come from the schema's state machine
// (CrudList, config.steps). Added here: the 逾期 tag on open dangers past their deadline, and the
// approval flow's chip on the row (提交复查 starts a published flow, so never 发起审批).
import { CrudList, overdueState } from '../../components/Crud';
import { FlowRowAction } from '../../components/Workflow';
import { config } from './config.gen';

type Row = Record<string, any>;

const render = { status: overdueState('status') };

const rowActions = (r: Row, reload: () => void) => <FlowRowAction tableName={config.table} row={r} onDone={reload} apply={false} />;

export default function List() {
    return <CrudList config={config} rowActions={rowActions} render={render} />;
}
