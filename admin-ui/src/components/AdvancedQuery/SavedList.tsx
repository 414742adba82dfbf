import { Box, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { SavedQuery } from './superQuery';

/** 保存的查询: click one to load it into the builder. */
export const SavedList = ({
    saved,
    onLoad,
    onDelete,
}: {
    saved: SavedQuery[];
    onLoad: (s: SavedQuery) => void;
    onDelete: (s: SavedQuery) => void;
}) => (
    <Box
        component="section"
        aria-labelledby="aq-super-saved-title"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, height: '100%', minHeight: 120 }}
        className="aq-super-saved"
    >
        <Typography id="aq-super-saved-title" variant="subtitle2" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            保存的查询
        </Typography>
        {saved.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                暂无保存的查询
            </Typography>
        ) : (
            <List dense disablePadding>
                {saved.map(s => (
                    <ListItem
                        key={s.title}
                        disablePadding
                        secondaryAction={
                            <IconButton edge="end" size="small" aria-label={`删除 ${s.title}`} onClick={() => onDelete(s)}>
                                <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                        }
                    >
                        <ListItemButton onClick={() => onLoad(s)}>
                            <ListItemText primary={s.title} slotProps={{ primary: { noWrap: true } }} />
                        </ListItemButton>
                    </ListItem>
                ))}
            </List>
        )}
    </Box>
);
