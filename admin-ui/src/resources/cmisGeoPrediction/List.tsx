// 地质超前预报: the generated list with a 详情页 per row, leading to the page of one prediction
// (/prediction/detail) with its report and the tunnel's other predictions.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { CrudList } from '../../components/Crud';
import { predictionDetailPath } from '../../pages/prediction/links';
import { config } from './config.gen';

type Row = Record<string, any>;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' } as const;

const rowActions = (r: Row) =>
    r.id == null ? null : (
        <Button size="small" sx={actionSx} component={RouterLink} to={predictionDetailPath(r.id)}>
            详情页
        </Button>
    );

export default function List() {
    return <CrudList config={config} rowActions={rowActions} />;
}
