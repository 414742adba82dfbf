// The FieldInput widgets of their own components: cron editor, uploaders, editors, select
// widgets and pickers.
import { CronInput } from '../CronEditor';
import { FileUpload } from '../Upload/FileUpload';
import { ImageUpload } from '../Upload/ImageUpload';
import { CodeEditor, MarkdownEditor, RichTextEditor } from '../Editors';
import { AreaLinkage, CategorySelect, MultiSelectDict, SearchSelect } from '../Select';
import { DepartPicker, RecordPicker, UserPicker } from '../Pickers';
import { str, type Props } from './fieldInputProps';

/** cron: a Quartz expression, typed or built in the cron editor. */
export const CronFieldInput = ({ field: f, input, error, readOnly, required, hint }: Props) => (
    <CronInput
        name={input.name}
        label={f.label}
        value={str(input.value)}
        onChange={v => input.onChange(v)}
        onBlur={input.onBlur}
        disabled={readOnly}
        required={required}
        error={!!error}
        helperText={error?.message ?? hint}
    />
);

/** file / image: the form value is the comma-separated stored paths. */
export const UploadInput = ({ field: f, input, error, readOnly, required }: Props) => {
    const Widget = f.widget === 'image' ? ImageUpload : FileUpload;
    return (
        <Widget
            id={`aq-crud-${f.name}`}
            label={f.label}
            value={input.value}
            max={f.maxFiles}
            onChange={v => input.onChange(v)}
            onBlur={input.onBlur}
            readOnly={readOnly}
            required={required}
            error={error?.message}
        />
    );
};

/**
 * The code its 历史记录 is kept under: resource, field and the record's code (else its id), e.g.
 * "onlCgreportHead.cgrSql.demo_user"; none for a new record.
 */
export const enhanceCode = (config: Props['config'], field: string, record: Props['record']): string | undefined => {
    const own = record?.code ?? record?.id;
    if (!config || own === undefined || own === null || own === '') return undefined;
    return `${config.name}.${field}.${String(own)}`;
};

/** richtext (HTML), markdown, code: the form value is the text. A code editor keeps its saved texts (历史记录). */
export const EditorInput = ({ field: f, input, error, readOnly, required, config, record }: Props) => {
    const common = {
        id: `aq-crud-${f.name}`,
        label: f.label,
        value: str(input.value),
        onChange: (v: string) => input.onChange(v),
        onBlur: input.onBlur,
        readOnly,
        required,
        error: error?.message,
    };
    if (f.widget === 'code') return <CodeEditor {...common} historyCode={enhanceCode(config, f.name, record)} />;
    const Widget = f.widget === 'richtext' ? RichTextEditor : MarkdownEditor;
    return <Widget {...common} />;
};

/**
 * sel_search (a table dict searched as typed), list_multi (dict items as a,b), pca (area code),
 * cat_tree (a category under the dict's root code).
 */
export const SelectInput = ({ field: f, input, error, readOnly, required }: Props) => {
    const common = {
        id: `aq-crud-${f.name}`,
        label: f.label,
        value: input.value,
        onChange: (v: string) => input.onChange(v),
        onBlur: input.onBlur,
        readOnly,
        required,
        error: error?.message,
    };
    if (f.widget === 'sel_search') return <SearchSelect {...common} dict={f.dict!} />;
    if (f.widget === 'list_multi') return <MultiSelectDict {...common} dictCode={f.dict!} />;
    if (f.widget === 'cat_tree') return <CategorySelect {...common} pcode={f.dict} />;
    return <AreaLinkage {...common} type="cascader" />;
};

/** user (usernames, or ids when the dict's code is id), depart (ids), record (the dict's code). */
export const PickerInput = ({ field: f, input, error, readOnly, required }: Props) => {
    const pick = {
        id: `aq-crud-${f.name}`,
        label: f.label,
        name: input.name,
        inputRef: input.ref,
        value: str(input.value),
        onChange: (v: string) => input.onChange(v),
        onBlur: input.onBlur,
        readOnly,
        required,
        error: error?.message,
    };
    if (f.widget === 'user') return <UserPicker {...pick} valueKey={f.dict?.split(',')[2]?.trim() === 'id' ? 'id' : undefined} />;
    // a depart field holds a list of department ids (参建部门, 负责部门): several may be picked
    if (f.widget === 'depart') return <DepartPicker {...pick} multiple />;
    return <RecordPicker {...pick} dict={f.dict!} />;
};
