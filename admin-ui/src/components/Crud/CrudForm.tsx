import { Fragment, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    useMediaQuery,
} from '@mui/material';
import { postAction, putAction } from '../../dataProvider/http';
import { feedback, shownByRequestLayer } from '../Feedback';
import { printRecord } from '../Print';
import { ChildGrids, type ChildGridsHandle, type ChildRows } from './ChildGrids';
import type { GridRow } from '../EditableGrid/types';
import { useCrudResource } from './context';
import { FieldInput } from './FieldInput';
import { detailFields, formFields, initialValues, toPayload } from './fields';
import { fieldRules } from './rules';
import { MOBILE_QUERY } from './responsive';
import { sectionDefaults } from './section';
import { FILL_RULE_HINT, useFillRules } from './fillRule';
import { clearHidden, condFields, isDerived, isShown } from './conditions';
import { useFieldChecks } from './formChecks';
import { useFormLoad } from './formLoad';
import type { CrudField, CrudFormExtra, CrudFormExtraContext, CrudFormProps, CrudResourceConfig } from './types';

type Mode = 'create' | 'edit' | 'show';
type Values = Record<string, unknown>;

export const FORM_TITLES: Record<Mode, string> = { create: '新增', edit: '编辑', show: '详情' };

/**
 * The add / edit / detail dialog of a resource. Edit and detail start from `record` (the list
 * row) or load {prefix}/queryById. Detail is read-only with the submit button disabled.
 */
export const CrudForm = (props: CrudFormProps) => {
    const ctx = useCrudResource();
    const config = props.config ?? ctx?.config;
    const mode: Mode = props.mode ?? 'create';
    const mobile = useMediaQuery(MOBILE_QUERY);
    if (!config) throw new Error('CrudForm needs a config (prop or registered resource)');
    const titleId = `aq-crud-form-title-${config.name}`;
    return (
        <Dialog
            open={props.open}
            // A stray click beside the dialog must not throw away what was typed.
            onClose={(_, reason) => reason !== 'backdropClick' && props.onClose(false)}
            fullWidth
            maxWidth={config.children?.length ? 'lg' : 'sm'}
            fullScreen={mobile}
            aria-labelledby={titleId}
            className="aq-crud-form"
        >
            <DialogTitle id={titleId}>{FORM_TITLES[mode]}</DialogTitle>
            {props.open && (
                <FormLoader
                    config={config}
                    mode={mode}
                    id={props.id}
                    record={props.record}
                    defaults={props.defaults}
                    extra={props.extra}
                    onClose={props.onClose}
                />
            )}
        </Dialog>
    );
};

interface BodyProps {
    config: CrudResourceConfig;
    mode: Mode;
    id?: string;
    record?: Values;
    defaults?: Values;
    extra?: CrudFormExtra;
    /** starting values of the extra inputs (extra.load) */
    extraValues?: Values;
    /** the child tables' rows (config.children, edit/detail) */
    childRows?: ChildRows;
    onClose: (saved: boolean) => void;
}

const FormLoader = (p: BodyProps) => {
    const { loading, record, extraValues, childRows } = useFormLoad(p);
    if (loading) {
        return (
            <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label="加载中" />
            </DialogContent>
        );
    }
    return <FormBody {...p} record={record} extraValues={extraValues} childRows={childRows} />;
};

// A password on an edit form is typed only to change it.
const KEEP_PASSWORD_HINT = '留空则不修改';

const FormBody = ({ config, mode, id, record, defaults: given, extra, extraValues, childRows, onClose }: BodyProps) => {
    // A new record of a section-scoped resource starts in the header's section.
    const [defaults] = useState(() => (mode === 'create' ? { ...sectionDefaults(config), ...given } : given));
    const prefix = config.apiPrefix.replace(/\/+$/, '');
    // A password is set on create; afterwards it is only shown when it may be changed here.
    const fields = useMemo(
        () =>
            (mode === 'show' ? detailFields(config.fields) : formFields(config.fields)).filter(
                f => f.widget !== 'password' || mode === 'create' || (mode === 'edit' && !f.readOnlyOnEdit)
            ),
        [config, mode]
    );
    const dataId = id || (record?.id != null ? String(record.id) : undefined);
    const form = useForm<Values>({
        mode: 'onChange',
        defaultValues: { ...initialValues(config.fields, record), ...extraValues, ...(mode === 'create' ? defaults : undefined) },
    });
    const { control, handleSubmit } = form;
    // The fields other fields' conditions read (ShownWhen, DerivedWhen), watched as typed.
    const condNames = useMemo(() => condFields(fields), [fields]);
    const watched: unknown[] = useWatch({ control, name: condNames });
    const condValues = Object.fromEntries(condNames.map((n, i) => [n, watched[i]]));
    // A new record's numbered fields (编码规则) start with the rule's next value.
    useFillRules(form, fields, mode === 'create');
    const [busy, setBusy] = useState(false);
    const tables = config.children?.length ? config.children : undefined;
    const grids = useRef<ChildGridsHandle>(null);
    const children = useMemo<CrudFormExtraContext['children']>(
        () =>
            tables && {
                rows: name => grids.current?.rows(name) ?? [],
                setRows: (name, rows) => grids.current?.setRows(name, rows as GridRow[]),
            },
        [tables]
    );
    const extraCtx: CrudFormExtraContext = { mode, form, readOnly: mode === 'show', record, children };

    const { uniqueChecks, ruleChecks } = useFieldChecks(form, fields, mode === 'edit' ? dataId : undefined);

    // A field the server works out (DerivedWhen) is shown, not typed.
    const derived = (f: CrudField) => mode !== 'show' && isDerived(f, condValues);
    const readOnly = (f: CrudField) => mode === 'show' || (mode === 'edit' && !!f.readOnlyOnEdit) || derived(f);

    // On add, a field a fill rule numbers may stay empty: the server numbers it on save.
    const rulesOf = (f: CrudField) =>
        readOnly(f)
            ? undefined
            : fieldRules(mode === 'create' && f.fillRule ? { ...f, required: false } : f, uniqueChecks[f.name], ruleChecks[f.name]);

    const formId = `aq-crud-form-${config.name}`;
    const save = async (values: Values) => {
        if (mode === 'show') return;
        setBusy(true);
        try {
            // The grids after the form, in tab order: the first failing one is opened.
            if (grids.current && !(await grids.current.validate())) return;
            // Defaults that are no input (a child list's parent id) go with the add as they are.
            const inputs = new Set(formFields(config.fields).map(f => f.name));
            const fixed = mode === 'create' ? Object.fromEntries(Object.entries(defaults ?? {}).filter(([k]) => !inputs.has(k))) : {};
            // A field hidden by its condition (another kind's) goes empty.
            const body = { ...fixed, ...toPayload(config.fields, clearHidden(config.fields, values), mode, dataId), ...grids.current?.payload() };
            const payload = extra?.payload ? extra.payload(body, values, mode) : body;
            const env = mode === 'create' ? await postAction(`${prefix}/add`, payload) : await putAction(`${prefix}/edit`, payload);
            if (env.success) {
                feedback.message.success(env.message || '操作成功！');
                onClose(true);
            } else if (!shownByRequestLayer(env)) {
                // The dialog stays open with what was typed (a child row's message opens its tab).
                feedback.message.warning(env.message || '操作失败');
                if (env.message) grids.current?.showFor(env.message);
            }
        } catch {
            /* the request layer reported it; keep the values */
        } finally {
            setBusy(false);
        }
    };
    const invalid = (errors: FieldErrors<Values>) => {
        // The form's errors are on 基本信息: open it and focus the first one.
        if (!grids.current) return;
        grids.current.showMain();
        const first = fields.find(f => errors[f.name]);
        if (first) setTimeout(() => form.setFocus(first.name), 0);
    };
    const submit = handleSubmit(save, invalid);
    const patch = (values: Record<string, unknown>) => {
        for (const [k, v] of Object.entries(values)) form.setValue(k, v, { shouldDirty: true, shouldValidate: true });
    };

    const formBox = (
        <Box component="form" id={formId} noValidate onSubmit={submit}>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
                {fields.filter(f => isShown(f, condValues)).map(f => (
                    <Fragment key={f.name}>
                        <Controller
                            name={f.name}
                            control={control}
                            rules={{ validate: rulesOf(f) }}
                            render={({ field, fieldState }) => (
                                <FieldInput
                                    field={f}
                                    input={field}
                                    error={fieldState.error}
                                    readOnly={readOnly(f)}
                                    required={!!f.required && !readOnly(f)}
                                    hint={
                                        derived(f)
                                            ? f.derived!.hint
                                            : mode === 'create' && f.fillRule
                                              ? FILL_RULE_HINT
                                              : mode === 'edit' && f.widget === 'password'
                                                ? KEEP_PASSWORD_HINT
                                                : undefined
                                    }
                                    config={config}
                                    record={record}
                                    onPatch={patch}
                                />
                            )}
                        />
                        {extra?.after?.[f.name]?.(extraCtx)}
                    </Fragment>
                ))}
                {extra?.render?.(extraCtx)}
            </Stack>
        </Box>
    );

    return (
        <>
            {tables ? (
                <ChildGrids ref={grids} tables={tables} initialRows={childRows} disabled={mode === 'show'} idPrefix={formId} socketPrefix={mode === 'edit' && id ? `${config.name}-${id}` : undefined}>
                    {formBox}
                </ChildGrids>
            ) : (
                <DialogContent dividers>{formBox}</DialogContent>
            )}
            <DialogActions>
                {mode === 'show' && config.print && record && <Button onClick={() => printRecord(config, record)}>打印</Button>}
                <Button onClick={() => onClose(false)}>{mode === 'show' ? '关闭' : '取消'}</Button>
                <Button type="submit" form={formId} variant="contained" disabled={busy || mode === 'show'}>
                    {busy ? '提交中...' : '确定'}
                </Button>
            </DialogActions>
        </>
    );
};
