// 合同变更: the generated list with the approval flow per row (发起审批, the flow's status), and no
// 编辑 or 删除 while a record is in approval.
import { CrudList } from '../../components/Crud';
import { useFlowList } from '../../components/Workflow';
import { config } from './config.gen';

export default function List() {
    const { rowActions, canEdit, canDelete } = useFlowList(config.table);
    return <CrudList config={config} rowActions={rowActions} canEdit={canEdit} canDelete={canDelete} />;
}
