// 数据字典: the generated list plus 字典配置 per row, which opens the dictionary's items
// (resource sysDictItem, fixed dictId) in a drawer, and the 回收站 of deleted dictionaries
// (dict:delete), as JeecgBoot 2.4's DictList does.
import { useState } from 'react';
import { Box, Button, Drawer, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CrudList, type CrudResourceConfig } from '../../components/Crud';
import { MOBILE_QUERY } from '../../components/Crud/responsive';
import { useHasPermission } from '../../components/HasPermission';
import { config } from './config.gen';
import { RecycleBin } from './RecycleBin';
import { config as itemsGenerated } from '../sysDictItem/config.gen';

/**
 * The items of one dictionary: its id is fixed, so it is no column, filter or input; the
 * creation time stays out of the narrow drawer; a file would need the id in every row.
 */
export const itemConfig: CrudResourceConfig = {
    ...itemsGenerated,
    import: false,
    fields: itemsGenerated.fields.map(f =>
        f.name === 'dictId'
            ? { ...f, list: undefined, query: undefined, form: false }
            : f.name === 'createTime'
              ? { ...f, list: undefined, query: undefined }
              : f
    ),
};

type Row = Record<string, any>;

const actionSx = { minWidth: 0, px: 0.75, whiteSpace: 'nowrap' };

export const DictItemsDrawer = ({ dict, onClose }: { dict: Row | null; onClose: () => void }) => {
    const phone = useMediaQuery(MOBILE_QUERY);
    const id = dict ? String(dict.id) : '';
    return (
        <Drawer
            anchor="right"
            open={!!dict}
            onClose={onClose}
            slotProps={{ paper: { sx: { width: phone ? '100%' : 720 }, role: 'dialog', 'aria-labelledby': 'aq-dict-items-title' } }}
            className="aq-dict-items"
        >
            <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography id="aq-dict-items-title" variant="h6" component="h2">
                        字典列表
                    </Typography>
                    {dict && (
                        <Typography variant="body2" color="text.secondary" noWrap>
                            {dict.dictName}（{dict.dictCode}）
                        </Typography>
                    )}
                </Box>
                <IconButton aria-label="关闭" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Stack>
            <Box sx={{ p: { xs: 1, md: 2 }, overflow: 'auto' }}>
                {dict && (
                    <CrudList
                        key={id}
                        config={itemConfig}
                        params={{ dictId: id }}
                        createDefaults={{ dictId: id }}
                        sort={{ column: 'sortOrder', order: 'asc' }}
                    />
                )}
            </Box>
        </Drawer>
    );
};

export default function List() {
    const can = useHasPermission();
    const [dict, setDict] = useState<Row | null>(null);
    const [binOpen, setBinOpen] = useState(false);
    // A restore remounts the list so the dictionary shows up again.
    const [version, setVersion] = useState(0);
    const toolbar = can('dict:delete') ? (
        <Button variant="outlined" onClick={() => setBinOpen(true)}>
            回收站
        </Button>
    ) : undefined;
    return (
        <>
            <CrudList
                key={version}
                config={config}
                toolbar={toolbar}
                rowActions={r => (
                    <Button size="small" sx={actionSx} onClick={() => setDict(r)}>
                        字典配置
                    </Button>
                )}
            />
            <DictItemsDrawer dict={dict} onClose={() => setDict(null)} />
            {binOpen && <RecycleBin open onClose={() => setBinOpen(false)} onRestored={() => setVersion(v => v + 1)} />}
        </>
    );
}
