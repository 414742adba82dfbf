// 监理通知: the generated list, whose 回复 step and 编辑 / 删除 by status come from the schema's
// state machine (CrudList, config.steps). Added here: the 逾期 tag past the reply deadline.
import { CrudList, overdueState } from '../../components/Crud';
import { config } from './config.gen';

const render = { status: overdueState('status') };

export default function List() {
    return <CrudList config={config} render={render} />;
}
