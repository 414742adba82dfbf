// 用户管理: the generated list plus 冻结 / 解冻 per row (button code user:frozen), 密码 (an
// admin's reset, user:changepwd), 代理人 (user:edit) and the 回收站 of deleted users
// (user:delete), as in JeecgBoot 2.4's UserList.
import { useState } from 'react';
import { Button } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { feedback, warnFailure } from '../../components/Feedback';
import { useHasPermission } from '../../components/HasPermission';
import { putAction } from '../../dataProvider/http';
import { AgentDialog } from './AgentDialog';
import { config } from './config.gen';
import { PasswordReset } from './PasswordReset';
import { RecycleBin } from './RecycleBin';

type Row = Record<string, any>;

/** PUT /sys/user/frozenBatch: status "2" freezes, "1" unfreezes. */
export const setFrozen = async (rows: Row[], status: '1' | '2', reload: () => void): Promise<void> => {
    if (rows.some(r => r.username === 'admin')) {
        feedback.message.warning('管理员账号不允许此操作！');
        return;
    }
    if (!(await feedback.confirm('提示', status === '2' ? '确定冻结吗?' : '确定解冻吗?'))) return;
    try {
        const env = await putAction('/sys/user/frozenBatch', { ids: rows.map(r => String(r.id)).join(','), status });
        if (env.success) {
            feedback.message.success(env.message || '冻结/解冻成功');
            reload();
        } else warnFailure(env, '操作失败');
    } catch {
        /* reported by the request layer */
    }
};

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };

export default function List() {
    const can = useHasPermission();
    const [pwdUser, setPwdUser] = useState<Row | null>(null);
    const [agentOf, setAgentOf] = useState<string | null>(null);
    const [binOpen, setBinOpen] = useState(false);
    // A restore remounts the list so the user shows up again.
    const [version, setVersion] = useState(0);
    const frozen = can('user:frozen');
    const changePwd = can('user:changepwd');
    const agent = can('user:edit');
    const rowActions =
        frozen || changePwd || agent
            ? (r: Row, reload: () => void) => (
                  <>
                      {agent && (
                          <Button size="small" sx={actionSx} onClick={() => setAgentOf(String(r.username))}>
                              代理人
                          </Button>
                      )}
                      {changePwd && (
                          <Button size="small" sx={actionSx} onClick={() => setPwdUser(r)}>
                              密码
                          </Button>
                      )}
                      {frozen &&
                          (String(r.status) === '2' ? (
                              <Button size="small" sx={actionSx} onClick={() => setFrozen([r], '1', reload)}>
                                  解冻
                              </Button>
                          ) : (
                              <Button size="small" sx={actionSx} color="warning" onClick={() => setFrozen([r], '2', reload)}>
                                  冻结
                              </Button>
                          ))}
                  </>
              )
            : undefined;
    const toolbar = can('user:delete') ? (
        <Button variant="outlined" onClick={() => setBinOpen(true)}>
            回收站
        </Button>
    ) : undefined;
    return (
        <>
            <CrudList key={version} config={config} rowActions={rowActions} toolbar={toolbar} />
            <PasswordReset user={pwdUser ? { username: String(pwdUser.username), realname: pwdUser.realname } : null} onClose={() => setPwdUser(null)} />
            <AgentDialog username={agentOf} onClose={() => setAgentOf(null)} />
            {binOpen && <RecycleBin open onClose={() => setBinOpen(false)} onRestored={() => setVersion(v => v + 1)} />}
        </>
    );
}
