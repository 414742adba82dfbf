// 系统通告 (JeecgBoot's system/SysAnnouncementList): the generated list with, per row, 发布 for a
// draft or revoked notice and 撤销 for a released one (codes system:announcement:release and
// :revoke). Releasing sends it to all users of the tenant or the chosen ones, whose bells update.
import { Button } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { feedback, warnFailure } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { getAction } from '../../dataProvider/http';
import { config } from './config.gen';

type Row = Record<string, any>;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

const run = async (url: string, id: string, reload: () => void) => {
    try {
        const env = await getAction(`${config.apiPrefix}/${url}`, { id });
        if (env.success) {
            feedback.message.success(env.message || '操作成功！');
            reload();
        } else warnFailure(env, '操作失败');
    } catch {
        /* the request layer reported it */
    }
};

export default function List() {
    const can = useHasPermission();
    const rowActions = (r: Row, reload: () => void) => {
        const released = String(r.sendStatus) === '1';
        return (
            <>
                {!released && can('system:announcement:release') && (
                    <Button
                        size="small"
                        sx={actionSx}
                        onClick={async () => {
                            if (await feedback.confirm('提示', '确定要发布吗?')) await run('doReleaseData', String(r.id), reload);
                        }}
                    >
                        发布
                    </Button>
                )}
                {released && can('system:announcement:revoke') && (
                    <Button
                        size="small"
                        color="warning"
                        sx={actionSx}
                        onClick={async () => {
                            if (await feedback.confirm('提示', '确定要撤销吗?')) await run('doReovkeData', String(r.id), reload);
                        }}
                    >
                        撤销
                    </Button>
                )}
            </>
        );
    };
    // A released notice is revoked before it is changed.
    return <CrudList config={config} rowActions={rowActions} canEdit={r => String(r.sendStatus) !== '1'} />;
}
