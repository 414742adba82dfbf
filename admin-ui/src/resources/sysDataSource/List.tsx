// 多数据源: the generated list with 测试连接 per source, for who may add or edit sources (the
// server opens it with the saved password, within a few seconds). Passwords never come back.
import { Button } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { dismissToast, feedback, shownByRequestLayer } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { postAction } from '../../dataProvider/http';
import { config } from './config.gen';

type Row = Record<string, any>;

export const TEST_URL = `${config.apiPrefix}/testConnection`;

const test = async (row: Row) => {
    const loading = feedback.message.loading('正在连接…');
    try {
        const env = await postAction(TEST_URL, {
            id: row.id,
            dbType: row.dbType,
            dbUrl: row.dbUrl,
            dbName: row.dbName,
            dbUsername: row.dbUsername,
        });
        if (env.success) feedback.message.success(env.message || '数据库连接成功');
        else if (!shownByRequestLayer(env)) feedback.modal({ severity: 'error', title: '测试连接', content: env.message || '数据库连接失败', closable: true });
    } catch {
        /* the request layer reported it */
    } finally {
        dismissToast(loading);
    }
};

const small = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

export default function List() {
    const can = useHasPermission();
    const rowActions = (r: Row) =>
        can(`${config.permPrefix}:add`) || can(`${config.permPrefix}:edit`) ? (
            <Button size="small" sx={small} onClick={() => test(r)}>
                测试连接
            </Button>
        ) : null;
    return <CrudList config={config} rowActions={rowActions} />;
}
