// 新建流程 / 基本信息: name, business type (fixed once created), title template and description.
import { useState } from 'react';
import {
    Box,
    Button,
    Chip,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormHelperText,
    MenuItem,
    Stack,
    TextField,
    Typography,
    useMediaQuery,
} from '@mui/material';
import { MOBILE_QUERY } from '../../../components/Crud/responsive';
import { unknownTemplateFields, type BusinessType } from './model';

export interface ModelForm {
    name: string;
    tableName: string;
    titleTemplate: string;
    description: string;
}

export interface ModelFormDialogProps {
    open: boolean;
    title: string;
    initial: ModelForm;
    businessTypes: BusinessType[];
    /** the business type cannot change after creation (running instances are bound to it) */
    fixedType?: boolean;
    typesError?: string;
    /** resolves to an error message to show, or undefined when saved */
    onSubmit: (form: ModelForm) => Promise<string | undefined>;
    onClose: () => void;
}

export function ModelFormDialog(props: ModelFormDialogProps) {
    const mobile = useMediaQuery(MOBILE_QUERY);
    return (
        <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={mobile} aria-labelledby="model-form-title">
            {/* keyed by open: every opening starts from the initial values */}
            {props.open && <ModelFormBody {...props} />}
        </Dialog>
    );
}

function ModelFormBody({ title, initial, businessTypes, fixedType, typesError, onSubmit, onClose }: ModelFormDialogProps) {
    const [form, setForm] = useState(initial);
    const [tried, setTried] = useState(false);
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string>();
    const type = businessTypes.find(t => t.tableName === form.tableName);
    const set = (patch: Partial<ModelForm>) => setForm(f => ({ ...f, ...patch }));
    const unknown = type ? unknownTemplateFields(form.titleTemplate, type.fields) : [];
    const errors = {
        name: !form.name.trim() ? '请输入流程名称' : undefined,
        tableName: !form.tableName ? '请选择业务类型' : undefined,
        titleTemplate: unknown.length ? `模板中的字段不存在：${unknown.join('、')}` : undefined,
    };

    const submit = async () => {
        setTried(true);
        if (errors.name || errors.tableName || errors.titleTemplate) return;
        setBusy(true);
        setError(undefined);
        const message = await onSubmit({ ...form, name: form.name.trim(), titleTemplate: form.titleTemplate.trim(), description: form.description.trim() });
        setBusy(false);
        if (message) setError(message);
    };

    const insertField = (name: string) => set({ titleTemplate: `${form.titleTemplate}\${${name}}` });

    return (
        <Box
            component="form"
            noValidate
            onSubmit={e => {
                e.preventDefault();
                void submit();
            }}
        >
            <DialogTitle id="model-form-title">{title}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField
                        label="流程名称"
                        required
                        size="small"
                        autoFocus
                        value={form.name}
                        onChange={e => set({ name: e.target.value })}
                        error={tried && !!errors.name}
                        helperText={tried ? errors.name : undefined}
                        slotProps={{ htmlInput: { maxLength: 100 } }}
                    />
                    <TextField
                        select
                        label="业务类型"
                        required
                        size="small"
                        value={form.tableName}
                        disabled={fixedType}
                        onChange={e => set({ tableName: e.target.value })}
                        error={(tried && !!errors.tableName) || !!typesError}
                        helperText={typesError || (tried ? errors.tableName : fixedType ? '创建后不能更改业务类型' : undefined)}
                    >
                        {businessTypes.map(t => (
                            <MenuItem key={t.tableName} value={t.tableName}>
                                {t.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        label="标题模板"
                        size="small"
                        value={form.titleTemplate}
                        placeholder="例如 ${contractName}支付申请 ${amount}"
                        onChange={e => set({ titleTemplate: e.target.value })}
                        error={!!errors.titleTemplate}
                        helperText={errors.titleTemplate ?? '审批单的标题，${字段} 会换成业务记录的值；留空时使用流程名称。'}
                    />
                    {type && type.fields.length > 0 && (
                        <Box>
                            <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
                                可用字段（点击插入）：
                            </Typography>
                            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label="可用字段">
                                {type.fields.map(f => (
                                    <Chip key={f.name} size="small" variant="outlined" label={`${f.label} \${${f.name}}`} onClick={() => insertField(f.name)} />
                                ))}
                            </Box>
                        </Box>
                    )}
                    <TextField
                        label="描述"
                        size="small"
                        multiline
                        minRows={2}
                        value={form.description}
                        onChange={e => set({ description: e.target.value })}
                        slotProps={{ htmlInput: { maxLength: 500 } }}
                    />
                    {error && (
                        <FormHelperText error role="alert">
                            {error}
                        </FormHelperText>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button type="submit" variant="contained" disabled={busy}>
                    确定
                </Button>
            </DialogActions>
        </Box>
    );
}
