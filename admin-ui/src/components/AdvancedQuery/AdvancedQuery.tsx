import { useState } from 'react';
import { Badge, Button, ButtonGroup, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { CrudResourceConfig } from '../Crud/types';
import { AdvancedQueryDialog } from './AdvancedQueryDialog';
import type { SuperQuery } from './superQuery';

interface Props {
    config: CrudResourceConfig;
    /** the query in force, null when none */
    value: SuperQuery | null;
    /** a new query (查询) or none (重置, 清空) */
    onChange: (q: SuperQuery | null) => void;
    /** where saved queries are kept; the route path by default */
    saveCode?: string;
}

/**
 * The 高级查询 button of a list and its builder. While a query is in force the button is filled,
 * carries a dot and says so (已有高级查询条件生效), and a 清空高级查询 button beside it drops it.
 */
export const AdvancedQuery = ({ config, value, onChange, saveCode }: Props) => {
    const [open, setOpen] = useState(false);
    const active = !!value?.rows.length;
    const code = saveCode ?? window.location.pathname;
    return (
        <>
            {active ? (
                <ButtonGroup variant="contained" className="aq-super-query aq-super-query-active">
                    <Tooltip title="已有高级查询条件生效" describeChild>
                        <Button
                            startIcon={
                                <Badge color="secondary" variant="dot">
                                    <FilterListIcon />
                                </Badge>
                            }
                            onClick={() => setOpen(true)}
                            aria-description="已有高级查询条件生效"
                        >
                            高级查询
                        </Button>
                    </Tooltip>
                    <Tooltip title="清空高级查询">
                        <Button size="small" aria-label="清空高级查询" onClick={() => onChange(null)}>
                            <CloseIcon fontSize="small" />
                        </Button>
                    </Tooltip>
                </ButtonGroup>
            ) : (
                <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setOpen(true)} className="aq-super-query">
                    高级查询
                </Button>
            )}
            <AdvancedQueryDialog
                open={open}
                config={config}
                value={value}
                saveCode={code}
                onSearch={onChange}
                onReset={() => onChange(null)}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
