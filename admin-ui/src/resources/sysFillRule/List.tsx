// 编码规则: the generated list with 功能测试, which shows the value the rule would give next
// (GET /sys/fillRule/testFillRule; the server does not use the number up).
import { Button } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { feedback, warnFailure } from '../../components/Feedback';
import { getAction } from '../../dataProvider/http';
import { config } from './config.gen';

type Row = Record<string, any>;

export const TEST_URL = `${config.apiPrefix}/testFillRule`;

const show = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''));

const test = async (row: Row) => {
    try {
        const env = await getAction(TEST_URL, { ruleCode: String(row.ruleCode ?? '') });
        if (env.success) {
            // A modal, not a toast: the value stays until closed and can be selected and copied.
            feedback.modal({
                severity: 'info',
                title: '功能测试',
                content: `编码规则「${show(row.ruleName)}」的下一个值：${show(env.result)}`,
                closable: true,
            });
        } else warnFailure(env, '操作失败');
    } catch {
        /* the request layer reported it */
    }
};

const small = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

export default function List() {
    // The server guards the test with the menu's code (system:fillRule:list), the one that lets
    // this page load at all; menu codes are not in the button-permission list, so no check here.
    const rowActions = (r: Row) => (
        <Button size="small" sx={small} onClick={() => test(r)}>
            功能测试
        </Button>
    );
    return <CrudList config={config} rowActions={rowActions} />;
}
