import { Button } from '@mui/material';
import { actionSx } from './crudListLayout';
import type { RowOptions } from './CrudListRow';
import type { Row } from './listModel';
import { RowSteps, stepGuard } from './RowSteps';

/**
 * A record's actions as the user may take them: 编辑 / 详情 / 删除 (by permission, the row's state
 * and the page's canEdit / canDelete), 新增下级 of a tree, the steps of config.steps and the
 * page's own rowActions. The table row shows them in its 操作 cell, a card in its ⋮ menu.
 */
export const RowActionButtons = ({ row: r, options }: { row: Row; options: RowOptions }) => {
    const { config, perms, can, canEdit, canDelete, addChild, createDefaults, rowActions, reload } = options;
    const may = stepGuard(config, r, can);
    return (
        <>
            {perms.edit && may.edit && (canEdit?.(r) ?? true) && (
                <Button size="small" sx={actionSx} onClick={() => options.openForm({ mode: 'edit', record: r })}>
                    编辑
                </Button>
            )}
            <Button size="small" sx={actionSx} onClick={() => options.openForm({ mode: 'show', record: r })}>
                详情
            </Button>
            {perms.delete && may.delete && (canDelete?.(r) ?? true) && (
                <Button size="small" color="error" sx={actionSx} onClick={() => options.remove(r)}>
                    删除
                </Button>
            )}
            {addChild && r.id != null && (
                <Button
                    size="small"
                    sx={actionSx}
                    onClick={() => options.openForm({ mode: 'create', defaults: { ...createDefaults, [addChild]: String(r.id) } })}
                >
                    新增下级
                </Button>
            )}
            {config.steps && <RowSteps config={config} row={r} onDone={reload} />}
            {rowActions?.(r, reload)}
        </>
    );
};
