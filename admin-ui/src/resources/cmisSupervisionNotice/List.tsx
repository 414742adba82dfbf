// 监理通知: the generated list, whose 回复 step and 编辑 / 删除 by status come from the schema's
// state machine (CrudList, config.steps). Added here: the 逾期 tag past the reply deadline.
import { Box, Chip } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { config } from './config.gen';

type Row = Record<string, any>;

const render = {
    status: (r: Row) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
            {String(r.status_dictText ?? r.status ?? '')}
            {r.overdue === true && <Chip size="small" color="error" label="逾期" />}
        </Box>
    ),
};

export default function List() {
    return <CrudList config={config} render={render} />;
}
