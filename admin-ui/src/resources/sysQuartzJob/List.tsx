// 定时任务: the generated list with 启动 / 停止 by the job's status and 执行一次 (runs it once now,
// paused or not) for who may edit jobs. The server schedules a running job on River; every
// instance follows a change within a second.
import { Button } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { feedback, warnFailure } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { getAction } from '../../dataProvider/http';
import { config } from './config.gen';

type Row = Record<string, any>;

const RUNNING = '0';

/** GET {prefix}/{action}?id=…, then the list reloads; the server's message is shown either way. */
const act = async (action: 'pause' | 'resume' | 'execute', row: Row, reload: () => void) => {
    try {
        const env = await getAction(`${config.apiPrefix}/${action}`, { id: String(row.id) });
        if (env.success) {
            feedback.message.success(env.message || '操作成功');
            reload();
        } else warnFailure(env, '操作失败');
    } catch {
        /* the request layer reported it */
    }
};

const small = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

export default function List() {
    const can = useHasPermission();
    const rowActions = (r: Row, reload: () => void) =>
        can(`${config.permPrefix}:edit`) ? (
            <>
                {String(r.status) === RUNNING ? (
                    <Button size="small" sx={small} onClick={() => act('pause', r, reload)}>
                        停止
                    </Button>
                ) : (
                    <Button size="small" sx={small} onClick={() => act('resume', r, reload)}>
                        启动
                    </Button>
                )}
                <Button
                    size="small"
                    sx={small}
                    onClick={async () => {
                        if (await feedback.confirm('提示', '确定立即执行一次该任务吗?')) await act('execute', r, reload);
                    }}
                >
                    执行一次
                </Button>
            </>
        ) : null;
    return <CrudList config={config} rowActions={rowActions} />;
}
