// 定时任务日志: one line per run (its fire time, start, end, cost, result and error), written by the
// scheduler; read and deleted here, never added or edited (the server refuses those too).
import { CrudList } from '../../components/Crud';
import { config } from './config.gen';

export default function List() {
    return <CrudList config={config} sort={{ column: 'fireTime', order: 'desc' }} canEdit={() => false} />;
}
