import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { linkUrl } from './richTextParts';

/** 链接: the address of a link, checked by linkUrl; '' removes the link. Mounted per opening, so it starts from `initial`. */
export const LinkDialog = ({ initial, onClose, onSave }: { initial: string; onClose: () => void; onSave: (url: string) => void }) => {
    const [href, setHref] = useState(initial);
    const [error, setError] = useState('');
    const save = () => {
        const url = linkUrl(href);
        if (url === null) setError('请输入有效的链接地址');
        else onSave(url);
    };
    return (
        <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
            <DialogTitle>链接</DialogTitle>
            <DialogContent>
                <TextField
                    autoFocus
                    fullWidth
                    size="small"
                    margin="dense"
                    label="链接地址"
                    placeholder="https://"
                    helperText={error || '留空则移除链接'}
                    error={!!error}
                    value={href}
                    onChange={e => {
                        setHref(e.target.value);
                        setError('');
                    }}
                    onKeyDown={e => {
                        if (e.key === 'Enter') {
                            e.preventDefault();
                            save();
                        }
                    }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" onClick={save}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};
